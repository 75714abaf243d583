import { isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { countInWindow, peekWindow, tooManyRequests } from '../limits/fixed-window.ts';
import { normaliseIp } from '../../domain/keys/key-restrictions.ts';

/** The first four groups of an IPv6 address, e.g. 2001:db8:0:1 for 2001:db8:0:1::5. */
function ipv6Prefix64(ip: string): string {
  const [head, tail] = ip.split('::') as [string, string | undefined];
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const written = [...groups(head), ...groups(tail)];
  const all =
    tail === undefined ? written : [...groups(head), ...Array<string>(8 - written.length).fill('0'), ...groups(tail)];
  return all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':');
}

/** Who failures are counted against: the address, or for IPv6 its /64, which one host usually holds whole. */
export function failureBucket(ip: string): string {
  const address = normaliseIp(ip);
  return isIP(address) === 6 ? `${ipv6Prefix64(address)}::/64` : address;
}

/** The two kinds of credential whose failures are counted, each in its own window per address. */
const LIMITERS = {
  /** API keys of /v1: only keys that match nothing count, and only they are refused. */
  apiKey: { name: 'auth failure limit', counter: 'authfail', what: 'failed authentications' },
  /** ADMIN_TOKEN and METRICS_TOKEN: wrong tokens count, and past the limit no token is compared. */
  operatorToken: { name: 'operator token failure limit', counter: 'opfail', what: 'wrong operator tokens' },
} as const;
type Limiter = keyof typeof LIMITERS;

const limitOf = (request: FastifyRequest, limiter: Limiter) =>
  limiter === 'apiKey' ? request.server.config.AUTH_FAILURE_LIMIT : request.server.config.OPERATOR_AUTH_FAILURE_LIMIT;

const counterKey = (request: FastifyRequest, limiter: Limiter) =>
  `${request.server.config.REDIS_PREFIX}:${LIMITERS[limiter].counter}:${failureBucket(request.ip)}`;

function refusal(
  request: FastifyRequest,
  reply: FastifyReply,
  limiter: Limiter,
  window: { count: number; resetSeconds: number },
) {
  const limit = limitOf(request, limiter);
  const windowMs = request.server.config.AUTH_FAILURE_WINDOW_MS;
  return tooManyRequests(
    reply,
    `Too many ${LIMITERS[limiter].what} from this address (${limit} per ${Math.ceil(windowMs / 1000)} s)`,
    limit,
    windowMs,
    window,
  );
}

/**
 * Counts one failed authentication of this address and throws 429 (with Retry-After) once the
 * address is past its limit in the window; otherwise returns, and the caller answers 401.
 */
export async function countFailure(request: FastifyRequest, reply: FastifyReply, limiter: Limiter): Promise<void> {
  const { name } = LIMITERS[limiter];
  const window = await countInWindow(
    request,
    name,
    counterKey(request, limiter),
    request.server.config.AUTH_FAILURE_WINDOW_MS,
  );
  if (window && window.count > limitOf(request, limiter)) throw refusal(request, reply, limiter, window);
}

/** Throws 429 when this address is already past its limit, without counting: a guess that is not even tried. */
export async function refuseWhenOverLimit(
  request: FastifyRequest,
  reply: FastifyReply,
  limiter: Limiter,
): Promise<void> {
  const window = await peekWindow(request, LIMITERS[limiter].name, counterKey(request, limiter));
  if (window && window.count >= limitOf(request, limiter)) throw refusal(request, reply, limiter, window);
}
