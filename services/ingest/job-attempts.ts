import type { Job } from 'bullmq';
import type { Db } from '../../db/database.ts';
import { failIngestJob, noteIngestJobError } from '../../db/queries/ingest-jobs.ts';

/**
 * An attempt of an ingest_jobs row failed with an unexpected error that the queue will retry: the
 * job stays running with a line saying so (so a slow job says why), or is marked failed on the last
 * attempt. The line is written for the client: an exception's text can name server paths, hosts or
 * SQL, so it goes only to the worker's log (start-workers.ts logs every failed attempt).
 */
export async function recordFailedAttempt(db: Db, job: Job, ingestJobId: string): Promise<void> {
  const attempt = job.attemptsMade + 1;
  const attempts = job.opts.attempts ?? 1;
  await (attempt >= attempts
    ? failIngestJob(
        db,
        ingestJobId,
        `stopped on an internal error after ${attempts} attempts; the service log has the detail`,
      )
    : noteIngestJobError(
        db,
        ingestJobId,
        `attempt ${attempt} of ${attempts} stopped on an internal error; it will be retried`,
      ));
}
