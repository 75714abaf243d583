import type { ServiceDeps } from './service-deps.ts';
import { withinTime } from './time-limit.ts';

/** BullMQ waits for Redis indefinitely; a request should not. */
const ENQUEUE_TIMEOUT_MS = 2_000;

/**
 * Hands the job of a committed row (an ingest job, a report) to the queue. The committed row already
 * makes the work durable: if Redis does not answer in time the request still succeeds, and the
 * scheduler's reconciler enqueues the job later (under the same id, so a late enqueue from here is
 * harmless). Resolves whether the job was enqueued.
 */
export async function handOffToQueue(
  deps: Pick<ServiceDeps, 'log'>,
  id: string,
  enqueue: () => Promise<unknown>,
): Promise<boolean> {
  try {
    await withinTime(
      enqueue(),
      ENQUEUE_TIMEOUT_MS,
      () => new Error(`Redis did not answer within ${ENQUEUE_TIMEOUT_MS} ms`),
    );
    return true;
  } catch (error) {
    deps.log.warn({ err: error, id }, 'enqueue failed: the reconciler will enqueue the job');
    return false;
  }
}
