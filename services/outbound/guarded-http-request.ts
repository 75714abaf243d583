import { lookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { withinTime } from '../time-limit.ts';
import {
  addressRefusal,
  checkUrlForm,
  hostNameRefusal,
  OutboundRefusal,
  type OutboundPolicy,
} from './outbound-address-policy.ts';

/** The server could not be reached at all (no such host, connection refused or reset). */
export class OutboundUnreachable extends Error {
  override name = 'OutboundUnreachable';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** No complete answer within the time allowed. */
export class OutboundTimeout extends Error {
  override name = 'OutboundTimeout';
}

/** The answer was larger than the policy allows; it was cut off unread. */
export class OutboundTooLarge extends Error {
  override name = 'OutboundTooLarge';
}

export interface OutboundRequest {
  url: string;
  body: Buffer;
  headers: Record<string, string>;
  /** For the whole exchange: look-ups, redirects and the body. */
  timeoutMs: number;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The checks of a URL before any look-up: its form, then the caller's own bound (policy.urlRefusal). */
function checkUrl(policy: OutboundPolicy, text: string): URL {
  const url = checkUrlForm(text);
  const refusal = policy.urlRefusal?.(url);
  if (refusal) throw new OutboundRefusal(refusal);
  return url;
}

const withDeadline = <T>(promise: Promise<T>, deadline: number, what: string): Promise<T> =>
  withinTime(
    promise,
    Math.max(0, deadline - Date.now()),
    () => new OutboundTimeout(`${what} took longer than allowed`),
  );

/**
 * Resolves the URL's host and checks every address it has; the connection then goes to the first
 * (pinned), so a DNS answer that changes between check and connect cannot slip past the policy.
 */
export async function resolveAllowed(
  policy: OutboundPolicy,
  url: URL,
  deadline: number,
): Promise<{ address: string; family: number }> {
  const named = hostNameRefusal(policy, url.hostname);
  if (named) throw new OutboundRefusal(named);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = await withDeadline(lookup(host, { all: true, verbatim: true }), deadline, `resolving ${host}`);
  } catch (error) {
    if (error instanceof OutboundTimeout) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? 'ENOTFOUND';
    throw new OutboundUnreachable(`${host} does not resolve (${code})`, code);
  }
  for (const { address } of addresses) {
    const refusal = addressRefusal(policy, url.hostname, address);
    if (refusal) throw new OutboundRefusal(refusal);
  }
  return addresses[0];
}

/** One HTTP exchange with a pinned address, the body capped at the policy's size. */
function exchange(
  policy: OutboundPolicy,
  url: URL,
  target: { address: string; family: number },
  request: OutboundRequest,
  deadline: number,
): Promise<OutboundResponse> {
  return new Promise((resolve, reject) => {
    // Settles once: an abort makes Node emit 'error', 'aborted' and even 'end' afterwards.
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      reject(error);
      req.destroy();
    };
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(request.body.length) },
        agent: false,
        // Pinned to the checked address. Node asks for a list when it races address families.
        lookup: ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) =>
          options.all ? callback(null, [target]) : callback(null, target.address, target.family)) as never,
      },
      (res) => {
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > policy.maxResponseBytes) {
          fail(new OutboundTooLarge(`the answer declares ${declared} bytes; the limit is ${policy.maxResponseBytes}`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > policy.maxResponseBytes)
            fail(new OutboundTooLarge(`the answer is larger than ${policy.maxResponseBytes} bytes`));
          else chunks.push(chunk);
        });
        res.on('end', () => {
          if (settled) return;
          settled = true;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
        });
        res.on('error', fail);
      },
    );
    const timer = setTimeout(
      () => fail(new OutboundTimeout('no complete answer within the time allowed')),
      Math.max(0, deadline - Date.now()),
    );
    req.on('close', () => clearTimeout(timer));
    req.on('error', (error: NodeJS.ErrnoException) =>
      fail(new OutboundUnreachable(`${url.host}: ${error.code ?? error.message}`, error.code ?? 'ECONNRESET')),
    );
    req.end(request.body);
  });
}

/**
 * POSTs to a customer-given URL under the outbound policy: http/https only, no credentials in the
 * URL, every resolved address checked (and connected to as checked), every redirect checked the
 * same way before it is followed (at most policy.maxRedirects), the answer capped in size and the
 * whole exchange in time. Throws OutboundRefusal, OutboundUnreachable, OutboundTimeout or
 * OutboundTooLarge.
 */
export async function guardedPost(policy: OutboundPolicy, request: OutboundRequest): Promise<OutboundResponse> {
  const deadline = Date.now() + request.timeoutMs;
  let current = request.url;
  for (let hop = 0; ; hop += 1) {
    const url = checkUrl(policy, current);
    const target = await resolveAllowed(policy, url, deadline);
    const response = await exchange(policy, url, target, request, deadline);
    const location = response.headers.location;
    if (!REDIRECTS.has(response.status) || !location) return response;
    if (hop >= policy.maxRedirects) throw new OutboundRefusal(`redirected more than ${policy.maxRedirects} times`);
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      throw new OutboundRefusal(`redirected to '${location}', which is not a URL`);
    }
    current = next.href;
  }
}

/** The checks guardedPost makes before connecting, for an answer at request time: the form and bound, then the resolution. */
export async function checkOutboundUrl(policy: OutboundPolicy, text: string, timeoutMs = 5_000): Promise<void> {
  const url = checkUrl(policy, text);
  try {
    await resolveAllowed(policy, url, Date.now() + timeoutMs);
  } catch (error) {
    // A name only the workers' network resolves is theirs to report (ERP_UNREACHABLE); a refusal is final now.
    if (error instanceof OutboundRefusal) throw error;
  }
}
