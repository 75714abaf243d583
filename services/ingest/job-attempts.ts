import type { Job } from 'bullmq';
import type { Db } from '../../db/database.ts';
import { failIngestJob, noteIngestJobError } from '../../db/queries/ingest-jobs.ts';

/**
 * An attempt of an ingest_jobs row failed with an unexpected error that the queue will retry: the
 * job stays running with the message (so a slow job says why), or is marked failed on the last attempt.
 */
export async function recordFailedAttempt(db: Db, job: Job, ingestJobId: string, message: string): Promise<void> {
  const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
  await (lastAttempt ? failIngestJob(db, ingestJobId, message) : noteIngestJobError(db, ingestJobId, message));
}
