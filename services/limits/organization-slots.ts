import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Actor } from '../actor.ts';
import { ApiError } from '../service-errors.ts';
import type { ServiceDeps } from '../service-deps.ts';

/** A slot is a lease renewed while it is held: an instance that dies mid-export frees it this long after. */
const SLOT_LEASE_MS = 30_000;
const SLOT_RENEW_MS = 10_000;
/** What a refused client is told to wait: an export of 200,000 rows streams in well under a minute. */
export const SLOT_RETRY_AFTER_SECONDS = 10;

/**
 * A counting semaphore as one sorted set per key: member = holder, score = when its lease ends, on
 * Redis's own clock (instances' clocks may differ). Taking drops lapsed leases first.
 */
const TAKE = `
local t = redis.call('TIME')
local now = t[1] * 1000 + math.floor(t[2] / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1
`;
const RENEW = `
local t = redis.call('TIME')
local now = t[1] * 1000 + math.floor(t[2] / 1000)
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`;

const take = (redis: Redis, key: string, limit: number, holder: string) =>
  redis.eval(TAKE, 1, key, limit, holder, SLOT_LEASE_MS) as Promise<number>;

/**
 * Takes one of `limit` slots of `what` for the actor's organisation, shared by every API instance
 * through Redis, and returns the function that gives it back (renewing it until then). All taken:
 * 429 RATE_LIMIT_EXCEEDED with Retry-After. Redis unavailable: the work runs unlimited, as with the
 * rate limits (an unreachable Redis must not take the API down with it), and the log says so.
 */
export async function takeOrganizationSlot(
  deps: Pick<ServiceDeps, 'redis' | 'config' | 'log'>,
  actor: Actor,
  what: string,
  limit: number,
): Promise<() => void> {
  const { redis } = deps;
  const log = deps.log.child({ organizationId: actor.organizationId, limiter: what });
  const key = `${deps.config.REDIS_PREFIX}:slots:${what}:${actor.organizationId}`;
  const holder = randomUUID();
  let taken: number;
  try {
    taken = await take(redis, key, limit, holder);
  } catch (error) {
    log.warn({ err: error }, `${what} limit not applied: Redis unavailable`);
    return () => undefined;
  }
  if (!taken) {
    throw new ApiError(
      429,
      'RATE_LIMIT_EXCEEDED',
      `${limit} ${what} of this organisation already running; retry in ${SLOT_RETRY_AFTER_SECONDS} s`,
      { limit, retry_after_seconds: SLOT_RETRY_AFTER_SECONDS },
    );
  }
  // A renewal that fails (Redis away) lets the work go on: it is already under way, and the lease lapses.
  const renewal = setInterval(() => {
    (redis.eval(RENEW, 1, key, holder, SLOT_LEASE_MS) as Promise<number>).catch((error: unknown) =>
      log.warn({ err: error }, `${what} slot not renewed`),
    );
  }, SLOT_RENEW_MS).unref();
  return () => {
    clearInterval(renewal);
    redis
      .zrem(key, holder)
      .catch((error: unknown) => log.warn({ err: error }, `${what} slot not released (its lease lapses)`));
  };
}
