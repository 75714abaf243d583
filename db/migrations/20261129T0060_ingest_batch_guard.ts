import { type Kysely, sql } from 'kysely';

/**
 * Exactly once for ingest jobs, guarded per committed batch instead of per row (issue #28): one
 * ingest_job_batches row per batch that stored rows, with its line range, written in the batch's
 * transaction. Each row names the last line of the job's batch before it (`after_line`; null for the
 * first): at most one batch may follow any batch (or be first), and it must start after it, so a
 * job's committed line ranges form one chain and never overlap, whatever the code writing them does.
 * It replaces the unique index on activities (organization_id, ingest_job_id, ingest_line), which
 * every stored row paid for (56 MB per million rows) to back the same guarantee; the job's
 * checkpoint (locked first, committed with the batch) still decides what a batch writes.
 * Existing jobs get one row for the lines they stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE ingest_job_batches (
      organization_id uuid NOT NULL,
      job_id uuid NOT NULL,
      after_line integer,
      first_line integer NOT NULL,
      last_line integer NOT NULL,
      committed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (organization_id, job_id, first_line),
      UNIQUE (organization_id, job_id, last_line),
      UNIQUE NULLS NOT DISTINCT (organization_id, job_id, after_line),
      FOREIGN KEY (organization_id, job_id) REFERENCES ingest_jobs (organization_id, id) ON DELETE CASCADE,
      FOREIGN KEY (organization_id, job_id, after_line) REFERENCES ingest_job_batches (organization_id, job_id, last_line),
      CHECK (first_line > after_line AND last_line >= first_line)
    )
  `.execute(db);
  await sql`
    INSERT INTO ingest_job_batches (organization_id, job_id, first_line, last_line)
    SELECT organization_id, ingest_job_id, min(ingest_line), max(ingest_line)
    FROM activities WHERE ingest_job_id IS NOT NULL AND ingest_line IS NOT NULL
    GROUP BY organization_id, ingest_job_id
  `.execute(db);
  await sql`DROP INDEX activities_ingest_line_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE UNIQUE INDEX activities_ingest_line_idx ON activities (organization_id, ingest_job_id, ingest_line)
    WHERE ingest_job_id IS NOT NULL
  `.execute(db);
  await sql`DROP TABLE ingest_job_batches`.execute(db);
}
