import type { Job } from 'bullmq';
import type { Db } from '../../db/database.ts';
import { failIngestJob, noteIngestJobError } from '../../db/queries/ingest-jobs.ts';
import { removeStoredFiles } from '../storage/upload-storage.ts';

/** Marks a job failed for good and removes its uploaded file, if it has one: no retry will read it again. */
export async function failIngestJobForGood(db: Db, storageDir: string, ingestJobId: string, message: string): Promise<void> {
  const filePath = await failIngestJob(db, ingestJobId, message);
  if (filePath) await removeStoredFiles(storageDir, [filePath]);
}

/**
 * An attempt of an ingest_jobs row failed with an unexpected error that the queue will retry: the
 * job stays running with the message (so a slow job says why, and its file stays for the retry), or
 * is failed for good on the last attempt.
 */
export async function recordFailedAttempt(
  db: Db,
  storageDir: string,
  job: Job,
  ingestJobId: string,
  message: string,
): Promise<void> {
  const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
  if (lastAttempt) await failIngestJobForGood(db, storageDir, ingestJobId, message);
  else await noteIngestJobError(db, ingestJobId, message);
}
