import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { JOB_VIEW_COLUMNS, payloadWithoutRecords } from './ingest-job-columns.ts';
import { olderThan, openRowsPage } from './open-jobs.ts';

// A stored ingest job's life once it exists: claimed, checkpointed, completed, failed, released,
// superseded (workers/job-lifecycle.ts and the use cases it runs), found open by the reconciler.
// Creating and reading jobs: ingest-jobs.ts.

/**
 * A worker takes the job: running, one more attempt, a fresh heartbeat. Undefined when the job is
 * already finished (a duplicate delivery) or no longer exists (its test data was reset). JSON
 * records stay in the database: the worker reads them a page at a time (jobRecordsPage).
 */
export async function claimIngestJob(db: Db, id: string) {
  return db
    .updateTable('ingest_jobs')
    .set((eb) => ({
      status: 'running',
      attempts: eb('attempts', '+', 1),
      started_at: eb.fn.coalesce('started_at', sql<Date>`now()`),
      heartbeat_at: sql<Date>`now()`,
    }))
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returning(JOB_VIEW_COLUMNS)
    .returning(payloadWithoutRecords.as('payload'))
    .executeTakeFirst();
}

/**
 * Ends an open job as superseded when a later job of its organisation and mode has completed an
 * import of the same file (same checksum): running it too would count the rows twice. Returns the
 * later job's id and this job's stored file (which nothing will read), or undefined when no later
 * job imported it.
 */
export async function supersedeIngestJob(db: Db, id: string) {
  const result = await sql<{ superseded_by: string; file_path: string | null }>`
    UPDATE ingest_jobs j
    SET status = 'superseded', superseded_by = later.id, error = NULL,
        finished_at = now(), heartbeat_at = now()
    FROM (
      SELECT l.id FROM ingest_jobs me
      JOIN ingest_jobs l ON l.organization_id = me.organization_id AND l.mode = me.mode
        AND l.file_sha256 = me.file_sha256 AND l.seq > me.seq AND l.status = 'completed'
      WHERE me.id = ${id}
      ORDER BY l.seq
      LIMIT 1
    ) later
    WHERE j.id = ${id} AND j.status IN ('queued', 'running')
    RETURNING j.superseded_by, j.file_path
  `.execute(db);
  return result.rows[0];
}

/** Records [from, from + limit) of a JSON job, in order (the payload is expanded once per page). */
export async function jobRecordsPage(db: Db, id: string, from: number, limit: number): Promise<unknown[]> {
  const result = await sql<{ record: unknown }>`
    SELECT r.record FROM ingest_jobs j
    CROSS JOIN LATERAL jsonb_array_elements(j.payload -> 'records') WITH ORDINALITY AS r(record, position)
    WHERE j.id = ${id} AND r.position > ${from}
    ORDER BY r.position
    LIMIT ${limit}
  `.execute(db);
  return result.rows.map((row) => row.record);
}

/** Done: row counts are final (rows_total becomes exact) and JSON records are dropped from the payload. */
export async function completeIngestJob(db: Db, id: string, result: Record<string, unknown>) {
  return db
    .updateTable('ingest_jobs')
    .set({
      status: 'completed',
      result: JSON.stringify(result),
      error: null,
      rows_total: sql<number>`rows_read`,
      payload: sql<string>`${payloadWithoutRecords}`,
      finished_at: sql<Date>`now()`,
      heartbeat_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Given up: the rows stored so far stay (they are correct); the message says why the rest is not.
 * A result, when given, records what the job did achieve (an ERP sync's counts and error code).
 * Returns the job's stored file (relative to STORAGE_DIR), which nothing will read again.
 */
export async function failIngestJob(
  db: Db,
  id: string,
  error: string,
  result?: Record<string, unknown>,
): Promise<string | null> {
  const failed = await db
    .updateTable('ingest_jobs')
    .set({
      status: 'failed',
      error,
      finished_at: sql<Date>`now()`,
      ...(result ? { result: JSON.stringify(result) } : {}),
    })
    .where('id', '=', id)
    .where('status', '<>', 'completed')
    .returning('file_path')
    .executeTakeFirst();
  return failed?.file_path ?? null;
}

/** Of these stored files (relative to STORAGE_DIR), those a queued or running job will still read. */
export async function liveJobFiles(db: Db, filePaths: readonly string[]): Promise<Set<string>> {
  if (filePaths.length === 0) return new Set();
  const rows = await db
    .selectFrom('ingest_jobs')
    .select('file_path')
    .where('file_path', 'in', filePaths)
    .where('status', 'in', ['queued', 'running'])
    .execute();
  return new Set(rows.map((row) => row.file_path!));
}

/** Handed back by a worker that is shutting down: queued again, resumed from its checkpoint by the next one. */
export async function releaseIngestJob(db: Db, id: string): Promise<void> {
  await db
    .updateTable('ingest_jobs')
    .set({ status: 'queued' })
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

/**
 * Paused at a checkpoint so that waiting jobs go first, to resume soon: still running, and its claim
 * is not counted as a run (the reconciler gives up on a job after so many runs; a long sync may yield
 * after every month).
 */
export async function yieldIngestJob(db: Db, id: string): Promise<void> {
  await db
    .updateTable('ingest_jobs')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'running')
    .where('attempts', '>', 0)
    .execute();
}

/**
 * Jobs not finished yet, oldest first, a page at a time (after `afterSeq`), for the reconciler;
 * `stale` when no heartbeat came within `staleAfterMs` (by the database clock, which every process shares).
 */
export async function openIngestJobs(db: Db, staleAfterMs: number, limit: number, afterSeq = 0) {
  const query = db
    .selectFrom('ingest_jobs')
    .select(['id', 'seq', 'queue', 'status', 'attempts', 'organization_id', 'mode'])
    .select(sql<string | null>`payload->>'file_name'`.as('file_name'))
    .select(sql<boolean>`heartbeat_at IS NULL OR ${olderThan(sql.ref('heartbeat_at'), staleAfterMs)}`.as('stale'));
  return openRowsPage(query, afterSeq, limit);
}

export interface JobCheckpoint {
  /** First unit (an ERP sync: a month chunk) not yet committed. */
  resumeLine: number;
  result: Record<string, unknown>;
  rowsRead: number;
  rowsStored: number;
  rowsFailed: number;
}

/**
 * A job whose progress is a running result rather than row batches (an ERP sync): counters, result
 * so far and checkpoint, written in the caller's transaction with the work they describe.
 */
export async function saveJobCheckpoint(db: Db, id: string, checkpoint: JobCheckpoint): Promise<void> {
  await db
    .updateTable('ingest_jobs')
    .set({
      resume_line: checkpoint.resumeLine,
      result: JSON.stringify(checkpoint.result),
      rows_read: checkpoint.rowsRead,
      rows_stored: checkpoint.rowsStored,
      rows_failed: checkpoint.rowsFailed,
      heartbeat_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}
