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
 * and a partial file forever. Idle means the connection's byte count has not moved; the socket is
 * watched rather than the request so that the request's own flow is left alone.
 */
export function watchBodyIdle(request: FastifyRequest, idleMs: number): BodyIdleWatch {
  const controller = new AbortController();
  const timedOut = new ApiError(408, 'REQUEST_TIMEOUT', `No data arrived for ${idleMs} ms: the upload was abandoned`, {
    reason: `the body must keep arriving (at most ${idleMs} ms without data)`,
    idle_timeout_ms: idleMs,
  });
  // Polls the socket's byte count: once Node's HTTP parser consumes the socket directly, its 'data'
  // events stop, so a listener would see a fast large upload as idle.
  const socket = request.raw.socket;
  let bytesSeen = socket.bytesRead;
  let lastData = Date.now();
  const timer = setInterval(
    () => {
      if (socket.bytesRead !== bytesSeen) {
        bytesSeen = socket.bytesRead;
        lastData = Date.now();
      } else if (Date.now() - lastData >= idleMs) {
        clearInterval(timer);
        controller.abort(timedOut);
      }
    },
    Math.max(10, Math.min(1_000, idleMs / 4)),
  );
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(timedOut), { once: true });
  });
  aborted.catch(() => undefined);
  return {
    signal: controller.signal,
    guard: (step) => Promise.race([step, aborted]),
    stop() {
      clearInterval(timer);
    },
  };
}
