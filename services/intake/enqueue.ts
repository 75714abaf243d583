import { markIngestJobEnqueued } from '../../db/queries/ingest-jobs.ts';
import { enqueueIngestRun } from '../../jobs/definitions/ingest-run.ts';
import type { Queues } from '../../jobs/queue-producer.ts';
import { handOffToQueue } from '../queue-handoff.ts';
import type { ServiceDeps } from '../service-deps.ts';

/** Hands a committed ingest_jobs row to its queue with `enqueue` (see handOffToQueue) and records when it was enqueued. */
export async function enqueueStoredJob(
  deps: Pick<ServiceDeps, 'db' | 'queues' | 'log'>,
  jobId: string,
  enqueue: (queues: Queues, jobId: string) => Promise<unknown>,
): Promise<void> {
  if (await handOffToQueue(deps, jobId, () => enqueue(deps.queues, jobId))) await markIngestJobEnqueued(deps.db, jobId);
}

/** Hands a committed ingest job to the ingest queue. */
export async function enqueueIngestJob(deps: Pick<ServiceDeps, 'db' | 'queues' | 'log'>, jobId: string): Promise<void> {
  await enqueueStoredJob(deps, jobId, enqueueIngestRun);
}
