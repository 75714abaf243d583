import { type Kysely, sql } from 'kysely';

/**
 * An ingest job whose file a later job of the same organisation and mode has already imported ends
 * 'superseded' instead of running (a retry from the queue dashboard counted the same rows twice);
 * superseded_by names the job that did the import.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE ingest_jobs DROP CONSTRAINT ingest_jobs_status_check;
    ALTER TABLE ingest_jobs ADD CONSTRAINT ingest_jobs_status_check
      CHECK (status IN ('queued', 'running', 'completed', 'failed', 'superseded'));
    ALTER TABLE ingest_jobs ADD COLUMN superseded_by uuid;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE ingest_jobs SET status = 'failed' WHERE status = 'superseded';
    ALTER TABLE ingest_jobs DROP COLUMN superseded_by;
    ALTER TABLE ingest_jobs DROP CONSTRAINT ingest_jobs_status_check;
    ALTER TABLE ingest_jobs ADD CONSTRAINT ingest_jobs_status_check
      CHECK (status IN ('queued', 'running', 'completed', 'failed'));
  `.execute(db);
}
