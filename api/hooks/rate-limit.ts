import type { FastifyReply, FastifyRequest } from 'fastify';
import { countInWindow, tooManyRequests } from '../limits/fixed-window.ts';

/**
 * Requests per window for this key: by plan for live keys; one higher limit for test keys (the spec
 * leaves them unlimited, but an unlimited key of any organisation is a way to exhaust the service).
 */
function limitFor(request: FastifyRequest): number {
  const { config } = request.server;
  if (request.auth.mode === 'test') return config.RATE_LIMIT_TEST;
  return request.auth.plan === 'enterprise' ? config.RATE_LIMIT_ENTERPRISE : config.RATE_LIMIT_PROFESSIONAL;
}

/** onRequest hook (after authentication) for the /v1 subtree: requests per key, counted in Redis. */
export async function rateLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { config } = request.server;
  const limit = limitFor(request);
  const windowMs = config.RATE_LIMIT_WINDOW_MS;
  const window = await countInWindow(
    request,
    'rate limit',
    `${config.REDIS_PREFIX}:ratelimit:${request.auth.keyId}`,
    windowMs,
  );
  if (!window) return;
  reply.header('RateLimit-Policy', `"default";q=${limit};w=${Math.ceil(windowMs / 1000)}`);
  reply.header('RateLimit', `"default";r=${Math.max(0, limit - window.count)};t=${window.resetSeconds}`);
  if (window.count > limit) {
    throw tooManyRequests(
      reply,
      `Rate limit of ${limit} requests per ${Math.ceil(windowMs / 1000)} s exceeded`,
      limit,
      windowMs,
      window,
    );
  }
}
