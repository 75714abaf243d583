import { lookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
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

/**
 * An answer whose body is read as it arrives: the size cap and the exchange's deadline hold while it
 * is read (reading throws OutboundTooLarge or OutboundTimeout), and a reader that stops early closes
 * the connection. `close()` gives up the body unread.
 */
export interface OutboundStream {
  status: number;
  headers: IncomingHttpHeaders;
  body: AsyncIterable<Buffer>;
  close(): void;
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

/**
 * The body of `res` as it arrives, at most `maxBytes`; the exchange's own failure (the deadline, the
 * cap) is what a read throws, not the socket error it caused, and a connection that breaks off is
 * OutboundUnreachable.
 */
async function* cappedBody(
  res: IncomingMessage,
  maxBytes: number,
  failure: () => Error | undefined,
  fail: (error: Error) => void,
  host: string,
): AsyncGenerator<Buffer> {
  let size = 0;
  try {
    for await (const chunk of res as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) fail(new OutboundTooLarge(`the answer is larger than ${maxBytes} bytes`));
      const failed = failure();
      if (failed) throw failed;
      yield chunk;
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'ECONNRESET';
    fail(new OutboundUnreachable(`${host}: the connection closed before the answer ended (${code})`, code));
    throw failure()!;
  }
  const failed = failure();
  if (failed) throw failed;
}

/** One HTTP exchange with a pinned address: settles with the answer's head, its body read as it comes. */
function exchange(
  policy: OutboundPolicy,
  url: URL,
  target: { address: string; family: number },
  request: OutboundRequest,
  deadline: number,
): Promise<OutboundStream> {
  return new Promise((resolve, reject) => {
    // The first failure is the one reported: an abort makes Node emit 'error', 'aborted' and more afterwards.
    let failure: Error | undefined;
    const fail = (error: Error) => {
      if (failure) return;
      failure = error;
      reject(error); // no-op once the head has been answered: the body's reader throws it instead
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
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: cappedBody(res, policy.maxResponseBytes, () => failure, fail, url.host),
          close: () => req.destroy(),
        });
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
export async function guardedPostStream(policy: OutboundPolicy, request: OutboundRequest): Promise<OutboundStream> {
  const deadline = Date.now() + request.timeoutMs;
  let current = request.url;
  for (let hop = 0; ; hop += 1) {
    const url = checkUrl(policy, current);
    const target = await resolveAllowed(policy, url, deadline);
    const response = await exchange(policy, url, target, request, deadline);
    const location = response.headers.location;
    if (!REDIRECTS.has(response.status) || !location) return response;
    response.close();
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

/** guardedPostStream with the whole body read (a webhook receiver's short answer). */
export async function guardedPost(policy: OutboundPolicy, request: OutboundRequest): Promise<OutboundResponse> {
  const { status, headers, body } = await guardedPostStream(policy, request);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return { status, headers, body: Buffer.concat(chunks) };
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
