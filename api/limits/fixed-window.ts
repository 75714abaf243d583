import DataLoader from 'dataloader';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { ApiError } from '../../services/service-errors.ts';

/**
 * Fixed-window counters shared by every API instance through Redis. One atomic script per key: count
 * ARGV[1] events and return the count and the window's remaining milliseconds.
 * (@fastify/rate-limit cannot emit the IETF draft's structured RateLimit/RateLimit-Policy fields.)
 */
const COUNT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
if count == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]); ttl = tonumber(ARGV[2]) end
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

interface CountedEvent {
  key: string;
  windowMs: number;
}

/**
 * The events counted in one turn of the event loop, sent to Redis together: one INCRBY per key, all
 * in one pipeline (one write, one reply), instead of a round trip per request. Each event gets its own
 * count out of the key's increment, so the counts are exactly those of one INCR per event.
 */
function windowCounts(redis: Redis) {
  return new DataLoader<CountedEvent, WindowCount>(
    async (events) => {
      const byKey = new Map<string, { windowMs: number; positions: number[] }>();
      events.forEach(({ key, windowMs }, position) => {
        const group = byKey.get(key);
        if (group) group.positions.push(position);
        else byKey.set(key, { windowMs, positions: [position] });
      });
      const pipeline = redis.pipeline();
      for (const [key, { windowMs, positions }] of byKey) pipeline.eval(COUNT, 1, key, positions.length, windowMs);
      const replies = (await pipeline.exec())!;
      const counts: (WindowCount | Error)[] = [];
      [...byKey.values()].forEach(({ positions }, i) => {
        const [error, reply] = replies[i]!;
        if (error) return positions.forEach((position) => (counts[position] = error));
        const [total, ttlMs] = reply as [number, number];
        positions.forEach((position, j) => (counts[position] = toWindow(total - positions.length + j + 1, ttlMs)));
      });
      return counts;
    },
    // Not a cache: every event counts. Batched until the turn's requests have all asked (setImmediate).
    { cache: false, batchScheduleFn: (send) => setImmediate(send) },
  );
}

const counters = new WeakMap<Redis, ReturnType<typeof windowCounts>>();

/** Counts one event in `key`'s window (starting the window with the first). */
export async function countInWindow(
  request: FastifyRequest,
  limiter: string,
  key: string,
  windowMs: number,
): Promise<WindowCount | null> {
  const { redis } = request.server;
  let counter = counters.get(redis);
  if (!counter) counters.set(redis, (counter = windowCounts(redis)));
  return orFailOpen(request, limiter, () => counter.load({ key, windowMs }));
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
