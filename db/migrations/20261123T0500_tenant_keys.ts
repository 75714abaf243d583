import { type Kysely, sql } from 'kysely';

/**
 * Every primary and unique key of a tenant table leads with organization_id, so the schema can be
 * distributed by organisation (Citus: each key must contain the distribution column) without a
 * rewrite. Lookups that arrive with an id alone (a worker's ingest job, a key by its hash) keep a
 * plain index. Also:
 * - ingest_job_errors carries organization_id (its key and its reference to the job need it);
 * - activities and ingest_jobs lose the UNIQUE on seq: an identity column needs no index to be
 *   unique, and keyset pagination reads (organization_id, mode, seq);
 * - activities_org_seq_idx is ascending (read backwards for newest first): a descending index on an
 *   ever-growing seq splits its leftmost page on every insert and ends up half empty (85 MB against
 *   22 MB at a million rows).
 * audit_log keeps its key: admin actions have no organisation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE api_keys DROP CONSTRAINT api_keys_pkey, ADD PRIMARY KEY (organization_id, id),
      DROP CONSTRAINT api_keys_key_hash_key, ADD CONSTRAINT api_keys_key_hash_key UNIQUE (organization_id, key_hash);
    DROP INDEX api_keys_org_idx;
    CREATE INDEX api_keys_key_hash_idx ON api_keys (key_hash);
    CREATE INDEX api_keys_id_idx ON api_keys (id);

    ALTER TABLE ingest_job_errors ADD COLUMN organization_id uuid;
    UPDATE ingest_job_errors e SET organization_id = j.organization_id FROM ingest_jobs j WHERE j.id = e.job_id;
    ALTER TABLE ingest_job_errors ALTER COLUMN organization_id SET NOT NULL,
      DROP CONSTRAINT ingest_job_errors_job_id_fkey, DROP CONSTRAINT ingest_job_errors_pkey;
    ALTER TABLE ingest_jobs DROP CONSTRAINT ingest_jobs_pkey, ADD PRIMARY KEY (organization_id, id),
      DROP CONSTRAINT ingest_jobs_seq_key;
    CREATE INDEX ingest_jobs_id_idx ON ingest_jobs (id);
    ALTER TABLE ingest_job_errors ADD PRIMARY KEY (organization_id, job_id, line, field),
      ADD FOREIGN KEY (organization_id, job_id) REFERENCES ingest_jobs (organization_id, id) ON DELETE CASCADE;

    ALTER TABLE activities DROP CONSTRAINT activities_pkey, ADD PRIMARY KEY (organization_id, id),
      DROP CONSTRAINT activities_seq_key;
    DROP INDEX activities_ingest_line_idx;
    CREATE UNIQUE INDEX activities_ingest_line_idx ON activities (organization_id, ingest_job_id, ingest_line) WHERE ingest_job_id IS NOT NULL;
    DROP INDEX activities_org_seq_idx;
    CREATE INDEX activities_org_seq_idx ON activities (organization_id, mode, seq) WHERE deleted_at IS NULL;

    ALTER TABLE emission_daily_deltas DROP CONSTRAINT emission_daily_deltas_pkey, ADD PRIMARY KEY (organization_id, mode, id);
    DROP INDEX emission_daily_deltas_org_id_idx;
    CREATE INDEX emission_daily_deltas_id_idx ON emission_daily_deltas (id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX emission_daily_deltas_id_idx;
    CREATE INDEX emission_daily_deltas_org_id_idx ON emission_daily_deltas (organization_id, mode, id);
    ALTER TABLE emission_daily_deltas DROP CONSTRAINT emission_daily_deltas_pkey, ADD PRIMARY KEY (id);

    DROP INDEX activities_org_seq_idx;
    CREATE INDEX activities_org_seq_idx ON activities (organization_id, mode, seq DESC) WHERE deleted_at IS NULL;
    DROP INDEX activities_ingest_line_idx;
    CREATE UNIQUE INDEX activities_ingest_line_idx ON activities (ingest_job_id, ingest_line) WHERE ingest_job_id IS NOT NULL;
    ALTER TABLE activities DROP CONSTRAINT activities_pkey, ADD PRIMARY KEY (id), ADD CONSTRAINT activities_seq_key UNIQUE (seq);

    ALTER TABLE ingest_job_errors DROP CONSTRAINT ingest_job_errors_organization_id_job_id_fkey, DROP CONSTRAINT ingest_job_errors_pkey;
    DROP INDEX ingest_jobs_id_idx;
    ALTER TABLE ingest_jobs DROP CONSTRAINT ingest_jobs_pkey, ADD PRIMARY KEY (id), ADD CONSTRAINT ingest_jobs_seq_key UNIQUE (seq);
    ALTER TABLE ingest_job_errors ADD PRIMARY KEY (job_id, line, field),
      ADD FOREIGN KEY (job_id) REFERENCES ingest_jobs (id) ON DELETE CASCADE, DROP COLUMN organization_id;

    DROP INDEX api_keys_id_idx;
    DROP INDEX api_keys_key_hash_idx;
    CREATE INDEX api_keys_org_idx ON api_keys (organization_id);
    ALTER TABLE api_keys DROP CONSTRAINT api_keys_key_hash_key, ADD CONSTRAINT api_keys_key_hash_key UNIQUE (key_hash),
      DROP CONSTRAINT api_keys_pkey, ADD PRIMARY KEY (id);
  `.execute(db);
}
