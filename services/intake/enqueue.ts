import { markIngestJobEnqueued } from '../../db/queries/ingest-jobs.ts';
import { enqueueIngestRun } from '../../jobs/definitions/ingest-run.ts';
import { handOffToQueue } from '../queue-handoff.ts';
import type { ServiceDeps } from '../service-deps.ts';

/** Hands a committed ingest job to the queue (see handOffToQueue) and records when it was enqueued. */
export async function enqueueIngestJob(deps: Pick<ServiceDeps, 'db' | 'queues' | 'log'>, jobId: string): Promise<void> {
  if (await handOffToQueue(deps, jobId, () => enqueueIngestRun(deps.queues, jobId)))
    await markIngestJobEnqueued(deps.db, jobId);
}
