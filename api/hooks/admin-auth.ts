import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../services/service-errors.ts';
import { countFailure, refuseWhenOverLimit } from '../auth/auth-failure-limit.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The token a request presents: `Authorization: Bearer <token>`, or the password of HTTP Basic (any
 * user name), which is what a browser can send: it prompts for Basic credentials when answered 401
 * with a Basic challenge, but cannot send a Bearer header when navigating.
 */
function presentedToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  const bearer = /^Bearer\s+(.+)$/i.exec(header);
  if (bearer) return bearer[1].trim();
  const basic = /^Basic\s+(.+)$/i.exec(header);
  if (!basic) return null;
  const decoded = Buffer.from(basic[1], 'base64').toString();
  return decoded.includes(':') ? decoded.slice(decoded.indexOf(':') + 1) : null;
}

type NamedToken = [name: string, value: string | undefined];

/**
 * Passes when the request presents one of the configured tokens (compared in constant time); 404
 * when none is configured (the surface is off); else 401 with a Basic challenge and a message that
 * says how to sign in, from a program or from a browser. A wrong token counts against the client's
 * address: past OPERATOR_AUTH_FAILURE_LIMIT in the window, the address is answered 429 and its
 * tokens are not compared until the window ends, so guessing a token cannot go on.
 */
async function requireOneOf(request: FastifyRequest, reply: FastifyReply, tokens: NamedToken[]): Promise<void> {
  const configured = tokens.filter(([, value]) => value);
  const names = tokens.map(([name]) => name).join(' or ');
  if (configured.length === 0)
    throw new ApiError(404, 'NOT_FOUND', `This operator endpoint is disabled: ${names} is not set`);
  const presented = presentedToken(request);
  if (presented !== null) {
    await refuseWhenOverLimit(request, reply, 'operatorToken');
    if (configured.some(([, value]) => timingSafeEqual(digest(presented), digest(value!)))) return;
    await countFailure(request, reply, 'operatorToken');
  }
  reply.header('WWW-Authenticate', 'Basic realm="carbon operators", charset="UTF-8"');
  const how =
    `send Authorization: Bearer <${names}>, ` +
    `or sign in from a browser with any user name and ${names} as the password`;
  throw new ApiError(
    401,
    'UNAUTHORIZED',
    presented === null ? `Operator token required: ${how}` : `Invalid operator token: ${how}`,
  );
}

/** onRequest hook for /admin and the queue dashboard: ADMIN_TOKEN. */
export async function requireAdminToken(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireOneOf(request, reply, [['ADMIN_TOKEN', request.server.config.ADMIN_TOKEN]]);
}

/** onRequest hook for /metrics: the read-only METRICS_TOKEN (a Prometheus scraper's), or ADMIN_TOKEN. */
export async function requireMetricsToken(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { METRICS_TOKEN, ADMIN_TOKEN } = request.server.config;
  await requireOneOf(request, reply, [
    ['METRICS_TOKEN', METRICS_TOKEN],
    ['ADMIN_TOKEN', ADMIN_TOKEN],
  ]);
}
