import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { ApiError } from '../../services/service-errors.ts';

/** The bounds a request body must keep while it arrives. */
export interface BodyRateLimits {
  /** Fewest bytes a second the body must bring, counted over each window (BODY_MIN_BYTES_PER_SECOND). */
  minBytesPerSecond: number;
  /** Length of those windows (BODY_RATE_WINDOW_MS): a short pause within one is allowed. */
  windowMs: number;
  /** Uploads: the longest time without any byte (UPLOAD_IDLE_TIMEOUT_MS). */
  idleMs?: number;
}

/** Every body's bounds (BODY_MIN_BYTES_PER_SECOND over BODY_RATE_WINDOW_MS). */
export const bodyRateLimits = (config: Config): BodyRateLimits => ({
  minBytesPerSecond: config.BODY_MIN_BYTES_PER_SECOND,
  windowMs: config.BODY_RATE_WINDOW_MS,
});

/** An upload's: the same, and no pause longer than UPLOAD_IDLE_TIMEOUT_MS. */
export const uploadBodyLimits = (config: Config): BodyRateLimits => ({
  ...bodyRateLimits(config),
  idleMs: config.UPLOAD_IDLE_TIMEOUT_MS,
});

export interface BodyRateWatch {
  /** Aborted, with a 408 ApiError as its reason, when the body stalls or trickles too slowly. */
  signal: AbortSignal;
  /** `step`, or the 408 as soon as the watch fires (for waits that no stream would interrupt). */
  guard<T>(step: Promise<T>): Promise<T>;
  stop(): void;
}

function slowBody({ minBytesPerSecond, windowMs }: BodyRateLimits) {
  return new ApiError(
    408,
    'REQUEST_TIMEOUT',
    `The body arrived slower than ${minBytesPerSecond} bytes a second: the request was cut`,
    {
      reason: `the body must arrive at ${minBytesPerSecond} bytes a second or faster (counted over ${windowMs} ms)`,
      min_bytes_per_second: minBytesPerSecond,
      window_ms: windowMs,
    },
  );
}

function idleBody(idleMs: number) {
  return new ApiError(408, 'REQUEST_TIMEOUT', `No data arrived for ${idleMs} ms: the upload was abandoned`, {
    reason: `the body must keep arriving (at most ${idleMs} ms without data)`,
    idle_timeout_ms: idleMs,
  });
}

/**
 * Ends a body whose client stops sending or drips it: without it a body that never completes (a
 * stalled client, a missing closing boundary behind a larger Content-Length, a byte every few
 * seconds) holds its request, a descriptor and any partial file for as long as the client likes.
 * Progress is the connection's byte count, watched rather than the request so that the request's
 * own flow is left alone.
 */
export function watchBodyRate(request: FastifyRequest, limits: BodyRateLimits): BodyRateWatch {
  const controller = new AbortController();
  let failure: ApiError | undefined;
  const fire = (error: ApiError) => {
    clearInterval(timer);
    failure = error;
    controller.abort(error);
  };
  // Polls the socket's byte count: once Node's HTTP parser consumes the socket directly, its 'data'
  // events stop, so a listener would see a fast large upload as idle.
  const socket = request.raw.socket;
  let bytesSeen = socket.bytesRead;
  let lastData = Date.now();
  let windowStart = lastData;
  let windowStartBytes = bytesSeen;
  const shortest = Math.min(limits.windowMs, limits.idleMs ?? limits.windowMs);
  const timer = setInterval(
    () => {
      const now = Date.now();
      if (socket.bytesRead !== bytesSeen) {
        bytesSeen = socket.bytesRead;
        lastData = now;
      } else if (limits.idleMs !== undefined && now - lastData >= limits.idleMs) {
        return fire(idleBody(limits.idleMs));
      }
      if (now - windowStart < limits.windowMs) return;
      if (bytesSeen - windowStartBytes < (limits.minBytesPerSecond * (now - windowStart)) / 1000)
        return fire(slowBody(limits));
      windowStart = now;
      windowStartBytes = bytesSeen;
    },
    Math.max(10, Math.min(1_000, shortest / 4)),
  );
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(failure!), { once: true });
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
