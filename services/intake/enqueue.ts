import { markIngestJobEnqueued } from '../../db/queries/ingest-jobs.ts';
import { enqueueIngestRun } from '../../jobs/definitions/ingest-run.ts';
import type { Queues } from '../../jobs/queue-producer.ts';
import type { ServiceDeps } from '../service-deps.ts';

/** BullMQ waits for Redis indefinitely; a request should not. */
const ENQUEUE_TIMEOUT_MS = 2_000;

/**
 * Hands a committed ingest_jobs row to its queue with `enqueue`. The committed row already makes the
 * work durable: if Redis is unreachable the caller still succeeds and the scheduler's reconciler
 * enqueues the job (same id, so a late enqueue from here is harmless).
 */
export async function enqueueStoredJob(
  deps: Pick<ServiceDeps, 'db' | 'queues' | 'log'>,
  jobId: string,
  enqueue: (queues: Queues, jobId: string) => Promise<unknown>,
): Promise<void> {
  const { queues, db } = deps;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ENQUEUE_TIMEOUT_MS} ms`)), ENQUEUE_TIMEOUT_MS);
  });
  try {
    await Promise.race([enqueue(queues, jobId), timeout]);
    await markIngestJobEnqueued(db, jobId);
  } catch (error) {
    deps.log.warn({ err: error, jobId }, 'enqueue failed: the reconciler will enqueue the job');
  } finally {
    clearTimeout(timer);
  }
}

/** Hands a committed ingest job to the ingest queue. */
export async function enqueueIngestJob(deps: Pick<ServiceDeps, 'db' | 'queues' | 'log'>, jobId: string): Promise<void> {
  await enqueueStoredJob(deps, jobId, enqueueIngestRun);
}
