import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../services/service-errors.ts';

export interface BodyIdleWatch {
  /** Aborted, with a 408 ApiError as its reason, when the body stays idle too long. */
  signal: AbortSignal;
  /** `step`, or the 408 as soon as the watch fires (for waits that no stream would interrupt). */
  guard<T>(step: Promise<T>): Promise<T>;
  stop(): void;
}

/**
 * Ends an upload whose client stops sending: without it a body that never completes (a missing
 * closing boundary behind a larger Content-Length, a stalled client) holds its request, a descriptor
 * and a partial file forever. The timer restarts with every chunk read from the connection; the
 * socket is watched rather than the request so that the request's own flow is left alone.
 */
export function watchBodyIdle(request: FastifyRequest, idleMs: number): BodyIdleWatch {
  const controller = new AbortController();
  const timedOut = new ApiError(408, 'REQUEST_TIMEOUT', `No data arrived for ${idleMs} ms: the upload was abandoned`, {
    reason: `the body must keep arriving (at most ${idleMs} ms without data)`,
    idle_timeout_ms: idleMs,
  });
  let timer: NodeJS.Timeout | undefined;
  const rearm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(timedOut), idleMs);
  };
  const socket = request.raw.socket;
  socket.on('data', rearm);
  rearm();
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(timedOut), { once: true });
  });
  aborted.catch(() => undefined);
  return {
    signal: controller.signal,
    guard: (step) => Promise.race([step, aborted]),
    stop() {
      clearTimeout(timer);
      socket.off('data', rearm);
    },
  };
}
