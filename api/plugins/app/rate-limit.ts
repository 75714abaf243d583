import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../errors.ts';

/**
 * Fixed-window counter shared by every API instance through Redis. One atomic script: count the
 * request and return the count and the window's remaining milliseconds.
 * (@fastify/rate-limit cannot emit the IETF draft's structured RateLimit/RateLimit-Policy fields.)
 */
const SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

/**
 * Requests per window for this key: by plan for live keys; one higher limit for test keys (the spec
 * leaves them unlimited, but an unlimited key of any organisation is a way to exhaust the service).
 */
function limitFor(request: FastifyRequest): number {
  const { config } = request.server;
  if (request.auth.mode === 'test') return config.RATE_LIMIT_TEST;
  return request.auth.plan === 'enterprise' ? config.RATE_LIMIT_ENTERPRISE : config.RATE_LIMIT_PROFESSIONAL;
}

/** preHandler-stage hook (after authentication) for the /v1 subtree. */
export async function rateLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { redis, config } = request.server;
  const limit = limitFor(request);
  const windowMs = config.RATE_LIMIT_WINDOW_MS;
  const windowSeconds = Math.ceil(windowMs / 1000);
  const key = `${config.REDIS_PREFIX}:ratelimit:${request.auth.keyId}`;
  let counted: [number, number];
  try {
    counted = (await redis.eval(SCRIPT, 1, key, String(windowMs))) as [number, number];
  } catch (error) {
    // Fail open: an unreachable Redis (a command fails within REDIS_COMMAND_TIMEOUT_MS) must not take
    // the API down with it. Every request served unlimited says so in the log.
    request.log.warn({ err: error, keyId: request.auth.keyId }, 'rate limit not applied: Redis unavailable');
    return;
  }
  const [count, ttlMs] = counted;
  const resetSeconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const remaining = Math.max(0, limit - count);
  reply.header('RateLimit-Policy', `"default";q=${limit};w=${windowSeconds}`);
  reply.header('RateLimit', `"default";r=${remaining};t=${resetSeconds}`);
  if (count > limit) {
    reply.header('Retry-After', String(resetSeconds));
    throw new ApiError(429, 'RATE_LIMIT_EXCEEDED', `Rate limit of ${limit} requests per ${windowSeconds} s exceeded; retry in ${resetSeconds} s`, {
      limit,
      window_seconds: windowSeconds,
      retry_after_seconds: resetSeconds,
    });
  }
}
