import type { Db } from '../database.ts';
import type { JobStatus } from '../schema.ts';

/** The tables whose rows are stored jobs (workers/job-lifecycle.ts moves them). */
export type StoredJobTable = 'ingest_jobs' | 'reports';

/**
 * A stored job's status by id alone (a waiting request polls it); undefined when it no longer exists.
 * A report's statuses are a subset of a job's.
 */
export async function storedJobStatus(db: Db, table: StoredJobTable, id: string): Promise<JobStatus | undefined> {
  const row = await db.selectFrom(table).select('status').where('id', '=', id).executeTakeFirst();
  return row?.status;
}

/** A failed attempt that will be retried: the row stays running, its error says why it is slow. */
export async function noteStoredJobError(db: Db, table: StoredJobTable, id: string, error: string): Promise<void> {
  await db.updateTable(table).set({ error }).where('id', '=', id).where('status', '=', 'running').execute();
}
