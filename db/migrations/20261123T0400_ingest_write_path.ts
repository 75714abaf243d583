import { type Kysely, sql } from 'kysely';

/**
 * The ingest write path at the database's speed:
 * - ingest_jobs.emissions_kg_co2e: the running total of the rows a job stored, added by each batch in its
 *   transaction (the job's result no longer sums a million rows when it completes);
 * - activities loses its three per-row foreign-key checks, a third of the cost of a bulk insert:
 *   organisations are never deleted, factor rows are immutable and loaded before anything is
 *   calculated with them, and ingest jobs are deleted only by the test-data reset, which deletes
 *   their activities first. Every writer takes these ids from rows it has just read (the caller's key,
 *   the job, the factor catalog).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE ingest_jobs ADD COLUMN emissions_kg_co2e numeric NOT NULL DEFAULT 0;
    UPDATE ingest_jobs j SET emissions_kg_co2e = coalesce(
      (SELECT sum(a.emissions_kg_co2e) FROM activities a WHERE a.ingest_job_id = j.id AND a.deleted_at IS NULL), 0)
    WHERE j.status IN ('queued', 'running');
    ALTER TABLE activities
      DROP CONSTRAINT IF EXISTS activities_organization_id_fkey,
      DROP CONSTRAINT IF EXISTS activities_factor_id_fkey,
      DROP CONSTRAINT IF EXISTS activities_ingest_job_id_fkey;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE activities
      ADD FOREIGN KEY (organization_id) REFERENCES organizations(id) ON DELETE CASCADE,
      ADD FOREIGN KEY (factor_id) REFERENCES emission_factors(id),
      ADD FOREIGN KEY (ingest_job_id) REFERENCES ingest_jobs(id) ON DELETE SET NULL;
    ALTER TABLE ingest_jobs DROP COLUMN emissions_kg_co2e;
  `.execute(db);
}
