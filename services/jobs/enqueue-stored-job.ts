import type { Db } from '../../db/database.ts';
import { markIngestJobEnqueued } from '../../db/queries/ingest-jobs.ts';
import type { Queues } from '../../workers/queues.ts';

/** BullMQ waits for Redis indefinitely; a request (or a schedule's timer) should not. */
const ENQUEUE_TIMEOUT_MS = 2_000;

export interface EnqueueDeps {
  db: Db;
  queues: Queues;
  log: { warn(object: Record<string, unknown>, message: string): void };
}

/**
 * Hands a committed ingest_jobs row to its queue. The committed row already makes the work
 * durable: if Redis is unreachable the caller still succeeds and the scheduler's reconciler
 * enqueues the job (same id, so a late enqueue from here is harmless).
 */
export async function enqueueStoredJob(deps: EnqueueDeps, queue: string, jobId: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ENQUEUE_TIMEOUT_MS} ms`)), ENQUEUE_TIMEOUT_MS);
  });
  try {
    await Promise.race([deps.queues.enqueueStoredJob(queue, jobId), timeout]);
    await markIngestJobEnqueued(deps.db, jobId);
  } catch (error) {
    deps.log.warn({ err: error, jobId }, 'enqueue failed: the reconciler will enqueue the job');
  } finally {
    clearTimeout(timer);
  }
}
