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
 * erp_synced_ranges gains organization_id too. Lookups by a connection's, schedule's or report's id
 * keep plain indexes (their queries could name the organisation and drop them).
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

    ALTER TABLE erp_synced_ranges ADD COLUMN organization_id uuid;
    UPDATE erp_synced_ranges r SET organization_id = c.organization_id FROM erp_connections c WHERE c.id = r.connection_id;
    ALTER TABLE erp_synced_ranges ALTER COLUMN organization_id SET NOT NULL,
      DROP CONSTRAINT erp_synced_ranges_connection_id_fkey, DROP CONSTRAINT erp_synced_ranges_pkey;
    ALTER TABLE erp_vouchers DROP CONSTRAINT erp_vouchers_connection_id_fkey, DROP CONSTRAINT erp_vouchers_pkey;
    ALTER TABLE erp_connections DROP CONSTRAINT erp_connections_pkey, ADD PRIMARY KEY (organization_id, id);
    CREATE INDEX erp_connections_id_idx ON erp_connections (id);
    ALTER TABLE erp_synced_ranges ADD PRIMARY KEY (organization_id, connection_id, period_start, period_end),
      ADD FOREIGN KEY (organization_id, connection_id) REFERENCES erp_connections (organization_id, id) ON DELETE CASCADE;
    CREATE INDEX erp_synced_ranges_connection_idx ON erp_synced_ranges (connection_id, period_start);
    ALTER TABLE erp_vouchers ADD PRIMARY KEY (organization_id, connection_id, guid),
      ADD FOREIGN KEY (organization_id, connection_id) REFERENCES erp_connections (organization_id, id) ON DELETE CASCADE;
    CREATE INDEX erp_vouchers_connection_idx ON erp_vouchers (connection_id, guid);
    ALTER TABLE erp_schedules DROP CONSTRAINT erp_schedules_pkey, ADD PRIMARY KEY (organization_id, id);
    CREATE INDEX erp_schedules_id_idx ON erp_schedules (id);

    ALTER TABLE reports DROP CONSTRAINT reports_pkey, ADD PRIMARY KEY (organization_id, id), DROP CONSTRAINT reports_seq_key;
    CREATE INDEX reports_id_idx ON reports (id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX reports_id_idx;
    ALTER TABLE reports DROP CONSTRAINT reports_pkey, ADD PRIMARY KEY (id), ADD CONSTRAINT reports_seq_key UNIQUE (seq);
    DROP INDEX erp_schedules_id_idx;
    ALTER TABLE erp_schedules DROP CONSTRAINT erp_schedules_pkey, ADD PRIMARY KEY (id);
    DROP INDEX erp_vouchers_connection_idx;
    DROP INDEX erp_synced_ranges_connection_idx;
    ALTER TABLE erp_vouchers DROP CONSTRAINT erp_vouchers_organization_id_connection_id_fkey, DROP CONSTRAINT erp_vouchers_pkey;
    ALTER TABLE erp_synced_ranges DROP CONSTRAINT erp_synced_ranges_organization_id_connection_id_fkey,
      DROP CONSTRAINT erp_synced_ranges_pkey;
    DROP INDEX erp_connections_id_idx;
    ALTER TABLE erp_connections DROP CONSTRAINT erp_connections_pkey, ADD PRIMARY KEY (id);
    ALTER TABLE erp_vouchers ADD PRIMARY KEY (connection_id, guid),
      ADD FOREIGN KEY (connection_id) REFERENCES erp_connections (id) ON DELETE CASCADE;
    ALTER TABLE erp_synced_ranges ADD PRIMARY KEY (connection_id, period_start, period_end),
      ADD FOREIGN KEY (connection_id) REFERENCES erp_connections (id) ON DELETE CASCADE, DROP COLUMN organization_id;

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
