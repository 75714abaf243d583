import type { FastifyRequest } from 'fastify';
import { markIngestJobEnqueued } from '../../db/queries/ingest-jobs.ts';

/** BullMQ waits for Redis indefinitely; a request should not. */
const ENQUEUE_TIMEOUT_MS = 2_000;

/**
 * Hands a committed ingest job to the queue. The committed row already makes the work durable: if
 * Redis is unreachable the request still succeeds and the scheduler's reconciler enqueues the job
 * (same id, so a late enqueue from here is harmless).
 */
export async function enqueueIngestJob(request: FastifyRequest, jobId: string): Promise<void> {
  const { queues, db } = request.server;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ENQUEUE_TIMEOUT_MS} ms`)), ENQUEUE_TIMEOUT_MS);
  });
  try {
    await Promise.race([queues.enqueueIngest(jobId), timeout]);
    await markIngestJobEnqueued(db, jobId);
  } catch (error) {
    request.log.warn({ err: error, jobId }, 'enqueue failed: the reconciler will enqueue the job');
  } finally {
    clearTimeout(timer);
  }
}
