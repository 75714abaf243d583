import { type Kysely, sql } from 'kysely';

/**
 * Ingestion pipeline additions:
 * - seq: insertion order of jobs, for keyset pagination of GET /v1/jobs (uuids are random, timestamps tie);
 * - resume_line: the first source position (CSV line, or JSON index) not yet committed, written in the
 *   same transaction as each batch, so a restarted run skips straight to it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE ingest_jobs
      ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
      ADD COLUMN resume_line integer;
    CREATE INDEX ingest_jobs_org_seq_idx ON ingest_jobs (organization_id, mode, seq DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS ingest_jobs_org_seq_idx;
    ALTER TABLE ingest_jobs DROP COLUMN IF EXISTS resume_line, DROP COLUMN IF EXISTS seq;
  `.execute(db);
}
