import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../../services/service-errors.ts';

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

/** Requests per window for a live key of this plan (test keys are not limited, per the spec). */
function limitFor(request: FastifyRequest): number {
  const { config } = request.server;
  return request.auth.plan === 'enterprise' ? config.RATE_LIMIT_ENTERPRISE : config.RATE_LIMIT_PROFESSIONAL;
}

/** preHandler-stage hook (after authentication) for the /v1 subtree. */
export async function rateLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.auth.mode !== 'live') return;
  const { redis, config } = request.server;
  const limit = limitFor(request);
  const windowMs = config.RATE_LIMIT_WINDOW_MS;
  const windowSeconds = Math.ceil(windowMs / 1000);
  const key = `${config.REDIS_PREFIX}:ratelimit:${request.auth.keyId}`;
  const [count, ttlMs] = (await redis.eval(SCRIPT, 1, key, String(windowMs))) as [number, number];
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
