import { Redis, type RedisOptions } from 'ioredis';
import type { Config } from './config.ts';

/** `host:port` of a PostgreSQL or Redis URL, for start-up messages (never its credentials). */
export const serverAddress = (url: string) => {
  const u = new URL(url);
  return `${u.hostname}:${u.port || (u.protocol.startsWith('redis') ? 6379 : 5432)}`;
};

function redisAddress(config: Config): RedisOptions {
  const url = new URL(config.REDIS_URL);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username || undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
  };
}

/**
 * For BullMQ's connections only (queues, workers): BullMQ needs maxRetriesPerRequest: null, so its
 * commands wait for as long as Redis is away (jobs wait with them; the reconciler catches up).
 */
export function redisOptions(config: Config): RedisOptions {
  return { ...redisAddress(config), maxRetriesPerRequest: null };
}

/**
 * The API's own client (rate limits, readiness): no offline queue and no retries, and every command
 * fails after REDIS_COMMAND_TIMEOUT_MS, so while Redis is away a request waits at most that long for
 * it instead of for the whole outage. Connects before returning; one clear line when it cannot.
 */
export async function connectApiRedis(config: Config): Promise<Redis> {
  const redis = new Redis({
    ...redisAddress(config),
    lazyConnect: true,
    retryStrategy: () => null,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: config.REDIS_COMMAND_TIMEOUT_MS,
  });
  // ioredis rejects connect() with a generic message; the socket error event says why.
  let cause = '';
  redis.on('error', (error: Error) => {
    cause ||= error.message;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(
      `Cannot reach Redis at ${serverAddress(config.REDIS_URL)} (${cause || (error as Error).message}). Start it with: docker compose up -d redis (or set REDIS_URL)`,
    );
  }
  // Connected: from now on reconnect on transient failures instead of giving up.
  redis.options.retryStrategy = (times: number) => Math.min(times * 200, 2000);
  return redis;
}
