import type { ServiceDeps } from './service-deps.ts';

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
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Redis did not answer within ${ENQUEUE_TIMEOUT_MS} ms`)),
      ENQUEUE_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([enqueue(), timeout]);
    return true;
  } catch (error) {
    deps.log.warn({ err: error, id }, 'enqueue failed: the reconciler will enqueue the job');
    return false;
  } finally {
    clearTimeout(timer);
  }
}
