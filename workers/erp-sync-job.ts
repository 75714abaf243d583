import { DelayedError, UnrecoverableError, WaitingError, type Job } from 'bullmq';
import { QueuePayloads } from '../jobs/queues.ts';
import { runErpSync } from '../services/erp/erp-sync-run.ts';
import type { JobContext, WorkerDeps } from './handlers.ts';
import { recordFailedAttempt } from './job-attempts.ts';

/** How long a sync waits before trying again when another one holds its Tally company. */
const BUSY_RETRY_MS = 2_000;

/**
 * Handler of erp.sync: the queue side of runErpSync. A busy company delays the job (no attempt
 * used); a shutdown hands it back; an ERP failure is final (the job already says why); any other
 * error is retried by BullMQ from the last committed chunk.
 */
export async function runErpSyncJob(job: Job, deps: WorkerDeps, context: JobContext) {
  const { ingestJobId } = QueuePayloads.erp['erp.sync'].parse(job.data);
  try {
    const outcome = await runErpSync(deps, ingestJobId, context.shutdown);
    switch (outcome.state) {
      case 'busy':
        await job.moveToDelayed(Date.now() + BUSY_RETRY_MS, context.token);
        throw new DelayedError();
      case 'released':
        await job.moveToWait(context.token);
        throw new WaitingError();
      case 'failed':
        throw new UnrecoverableError(`${outcome.code}: ${outcome.message}`);
      case 'completed':
        return outcome.result;
      case 'absent':
        return outcome.result ?? { skipped: 'the sync job is finished or no longer exists' };
    }
  } catch (error) {
    if (error instanceof DelayedError || error instanceof WaitingError || error instanceof UnrecoverableError) throw error;
    await recordFailedAttempt(deps.db, job, ingestJobId, error instanceof Error ? error.message : String(error));
    throw error;
  }
}
