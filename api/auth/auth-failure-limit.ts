import { isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { countInWindow, peekWindow, tooManyRequests } from '../limits/fixed-window.ts';
import { normaliseIp } from '../../domain/keys/key-restrictions.ts';

const LIMITER = 'auth failure limit';

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

const counterKey = (request: FastifyRequest) =>
  `${request.server.config.REDIS_PREFIX}:authfail:${failureBucket(request.ip)}`;

/**
 * Before a key is looked up in the database: 429 once this client address has AUTH_FAILURE_LIMIT
 * failed authentications in the window, so guessing keys costs no query (and cannot go on).
 */
export async function refuseAfterTooManyFailures(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const { AUTH_FAILURE_LIMIT: limit, AUTH_FAILURE_WINDOW_MS: windowMs } = request.server.config;
  const window = await peekWindow(request, LIMITER, counterKey(request));
  if (window && window.count >= limit) {
    throw tooManyRequests(
      reply,
      `Too many failed authentications from this address (${limit} per ${Math.ceil(windowMs / 1000)} s)`,
      limit,
      windowMs,
      window,
    );
  }
}

export async function countAuthFailure(request: FastifyRequest): Promise<void> {
  await countInWindow(request, LIMITER, counterKey(request), request.server.config.AUTH_FAILURE_WINDOW_MS);
}
