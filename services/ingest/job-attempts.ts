import type { Job } from 'bullmq';
import type { Db } from '../../db/database.ts';
import { failIngestJob, noteIngestJobError } from '../../db/queries/ingest-jobs.ts';
import { removeStoredFiles } from '../storage/upload-storage.ts';

/** Marks a job failed for good and removes its uploaded file, if it has one: no retry will read it again. */
export async function failIngestJobForGood(
  db: Db,
  storageDir: string,
  ingestJobId: string,
  message: string,
): Promise<void> {
  const filePath = await failIngestJob(db, ingestJobId, message);
  if (filePath) await removeStoredFiles(storageDir, [filePath]);
}

/**
 * An attempt of an ingest_jobs row failed with an unexpected error that the queue will retry: the
 * job stays running with a line saying so (so a slow job says why, and its file stays for the retry),
 * or is failed for good on the last attempt. The line is written for the client: an exception's
 * text can name server paths, hosts or SQL, so it goes only to the worker's log (start-workers.ts
 * logs every failed attempt).
 */
export async function recordFailedAttempt(db: Db, storageDir: string, job: Job, ingestJobId: string): Promise<void> {
  const attempt = job.attemptsMade + 1;
  const attempts = job.opts.attempts ?? 1;
  if (attempt >= attempts) {
    const message = `stopped on an internal error after ${attempts} attempts; the service log has the detail`;
    await failIngestJobForGood(db, storageDir, ingestJobId, message);
  } else {
    await noteIngestJobError(
      db,
      ingestJobId,
      `attempt ${attempt} of ${attempts} stopped on an internal error; it will be retried`,
    );
  }
}
