import { DelayedError, UnrecoverableError, WaitingError } from 'bullmq';
import { z } from 'zod';
import { runErpSync } from '../../services/erp/erp-sync-run.ts';
import { recordFailedAttempt } from '../../services/ingest/job-attempts.ts';
import { defineJob, KEEP_JOBS } from '../define-job.ts';
import type { Queues } from '../queue-producer.ts';

/** How long a sync waits before trying again when another one holds its Tally company. */
const BUSY_RETRY_MS = 2_000;

/**
 * Runs one ERP sync (an ingest_jobs row of kind erp_sync) month by month. Its own queue, so slow
 * customer servers never hold up file imports; the payload is the row's id, also the BullMQ jobId.
 * A busy company delays the job (no attempt used); a shutdown hands it back; an ERP failure is
 * final (the job already says why); any other error is retried from the last committed month.
 */
export const erpSync = defineJob({
  queue: 'erp',
  name: 'erp.sync',
  schema: z.object({ ingestJobId: z.string().uuid() }),
  options: { attempts: 5, backoff: { type: 'exponential', delay: 1000 }, ...KEEP_JOBS },
  async handler({ ingestJobId }, deps, { job, token, shutdown }) {
    try {
      const outcome = await runErpSync(deps, ingestJobId, shutdown);
      switch (outcome.state) {
        case 'busy':
          await job.moveToDelayed(Date.now() + BUSY_RETRY_MS, token);
          throw new DelayedError();
        case 'released':
          await job.moveToWait(token);
          throw new WaitingError();
        case 'failed':
          throw new UnrecoverableError(`${outcome.code}: ${outcome.message}`);
        case 'completed':
          return outcome.result;
        case 'absent':
          return outcome.result ?? { skipped: 'the sync job is finished or no longer exists' };
      }
    } catch (error) {
      if (error instanceof DelayedError || error instanceof WaitingError || error instanceof UnrecoverableError)
        throw error;
      await recordFailedAttempt(deps.db, deps.storageDir, job, ingestJobId);
      throw error;
    }
  },
});

/** Like ingest jobs: enqueueing the same sync again is a no-op while BullMQ holds it (its id is the jobId). */
export function enqueueErpSync(queues: Queues, ingestJobId: string) {
  return queues.add(erpSync, { ingestJobId }, { jobId: ingestJobId });
}
