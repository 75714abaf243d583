import { markIngestJobEnqueued } from '../../db/queries/ingest-jobs.ts';
import { enqueueIngestRun } from '../../jobs/definitions/ingest-run.ts';
import type { ServiceDeps } from '../service-deps.ts';

/** BullMQ waits for Redis indefinitely; a request should not. */
const ENQUEUE_TIMEOUT_MS = 2_000;

/**
 * Hands a committed ingest job to the queue. The committed row already makes the work durable: if
 * Redis is unreachable the request still succeeds and the scheduler's reconciler enqueues the job
 * (same id, so a late enqueue from here is harmless).
 */
export async function enqueueIngestJob(deps: Pick<ServiceDeps, 'db' | 'queues' | 'log'>, jobId: string): Promise<void> {
  const { queues, db } = deps;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ENQUEUE_TIMEOUT_MS} ms`)), ENQUEUE_TIMEOUT_MS);
  });
  try {
    await Promise.race([enqueueIngestRun(queues, jobId), timeout]);
    await markIngestJobEnqueued(db, jobId);
  } catch (error) {
    deps.log.warn({ err: error, jobId }, 'enqueue failed: the reconciler will enqueue the job');
  } finally {
    clearTimeout(timer);
  }
}
