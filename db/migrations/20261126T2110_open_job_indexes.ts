import { type Kysely, sql } from 'kysely';

/**
 * An organisation's open (queued or running) jobs, by queue: what every job admission counts (a cap
 * per organisation and queue) and what /metrics reports per organisation. Partial indexes stay as
 * small as the open jobs, however many finished ones an organisation keeps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX ingest_jobs_org_open_idx ON ingest_jobs (organization_id, queue) WHERE status IN ('queued', 'running');
    CREATE INDEX reports_org_open_idx ON reports (organization_id) WHERE status IN ('queued', 'running');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX ingest_jobs_org_open_idx;
    DROP INDEX reports_org_open_idx;
  `.execute(db);
}
