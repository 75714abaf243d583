import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../services/service-errors.ts';

/**
 * Fixed-window counters shared by every API instance through Redis. One atomic script: count the
 * event and return the count and the window's remaining milliseconds.
 * (@fastify/rate-limit cannot emit the IETF draft's structured RateLimit/RateLimit-Policy fields.)
 */
const COUNT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

export interface WindowCount {
  count: number;
  /** Seconds until the window ends (at least 1). */
  resetSeconds: number;
}

const toWindow = (count: number, ttlMs: number): WindowCount => ({
  count,
  resetSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
});

/**
 * Runs a Redis step of a limiter; null when Redis does not answer within REDIS_COMMAND_TIMEOUT_MS.
 * Limiters then fail open: an unreachable Redis must not take the API down with it, and every
 * request that passed unlimited says so in the log.
 */
async function orFailOpen<T>(request: FastifyRequest, limiter: string, step: () => Promise<T>): Promise<T | null> {
  try {
    return await step();
  } catch (error) {
    request.log.warn({ err: error, limiter }, `${limiter} not applied: Redis unavailable`);
    return null;
  }
}

/** Counts one event in `key`'s window (starting the window with the first). */
export async function countInWindow(
  request: FastifyRequest,
  limiter: string,
  key: string,
  windowMs: number,
): Promise<WindowCount | null> {
  const { redis } = request.server;
  return orFailOpen(request, limiter, async () => {
    const [count, ttlMs] = (await redis.eval(COUNT, 1, key, String(windowMs))) as [number, number];
    return toWindow(count, ttlMs);
  });
}

/** The events counted so far in `key`'s window, without counting one. */
export async function peekWindow(request: FastifyRequest, limiter: string, key: string): Promise<WindowCount | null> {
  const { redis } = request.server;
  return orFailOpen(request, limiter, async () => {
    const [count, ttlMs] = await Promise.all([redis.get(key), redis.pttl(key)]);
    return toWindow(Number(count ?? 0), ttlMs);
  });
}

/** 429 in the error envelope, with Retry-After. */
export function tooManyRequests(
  reply: FastifyReply,
  message: string,
  limit: number,
  windowMs: number,
  window: WindowCount,
): ApiError {
  reply.header('Retry-After', String(window.resetSeconds));
  return new ApiError(429, 'RATE_LIMIT_EXCEEDED', `${message}; retry in ${window.resetSeconds} s`, {
    limit,
    window_seconds: Math.ceil(windowMs / 1000),
    retry_after_seconds: window.resetSeconds,
  });
}
