import type { components } from '../carbon-api-types.ts';

/** The event types a webhook endpoint can receive. */
export type WebhookEventType = components['schemas']['Webhook']['events'][number];

/** The body of a webhook request: `data` is the resource as its GET answers it (null once it no longer exists). */
export interface WebhookEvent<Data = unknown> {
  id: string;
  type: WebhookEventType;
  created_at: string;
  data: Data;
}

export interface VerifyWebhookOptions {
  /** The raw request body, exactly as received (re-serialised JSON does not verify). */
  body: string | Uint8Array;
  /** The Carbon-Signature header: `t=<unix seconds>,v1=<hex>[,v1=<hex>]`. */
  signature: string | string[] | undefined | null;
  /** The endpoint's secret; during a rotation pass both (either verifies). */
  secret: string | readonly string[];
  /** How far the timestamp may be from now, either way; default 300 s (5 minutes). */
  toleranceSeconds?: number;
  /** Now, in milliseconds (for tests); default Date.now(). */
  now?: number;
}

/** A webhook request that is not signed by the secret, or whose timestamp is outside the tolerance. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

function parseHeader(header: string): { timestamp: number; signatures: string[] } {
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't') timestamp = Number(value);
    else if (key === 'v1' && value) signatures.push(value);
  }
  if (!Number.isInteger(timestamp)) throw new WebhookSignatureError('the signature header has no timestamp (t=)');
  if (signatures.length === 0) throw new WebhookSignatureError('the signature header has no v1 signature');
  return { timestamp, signatures };
}

/** Bytes of a hex string; null when it is not one (so it cannot match). */
function hexBytes(hex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) return null;
  const bytes = new Uint8Array(new ArrayBuffer(hex.length / 2));
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

const encoder = new TextEncoder();

/** Whether `signature` is the HMAC-SHA256 of `signed` under `secret` (Web Crypto's verify compares in constant time). */
async function hmacMatches(
  secret: string,
  signed: Uint8Array<ArrayBuffer>,
  signature: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'verify',
  ]);
  return crypto.subtle.verify('HMAC', key, signature, signed);
}

/**
 * Checks a webhook request and answers its event: some v1 signature in the header must be the
 * HMAC-SHA256 (hex) of `${t}.${body}` under one of the secrets, and `t` within the tolerance of now
 * (a replayed old request fails). Rejects with WebhookSignatureError otherwise. Uses Web Crypto, so
 * it runs in Node 20+, Deno, Bun, browsers and edge runtimes alike.
 */
export async function verifyWebhookSignature<Data = unknown>(
  options: VerifyWebhookOptions,
): Promise<WebhookEvent<Data>> {
  const { toleranceSeconds = 300, now = Date.now() } = options;
  const header = Array.isArray(options.signature) ? options.signature.join(',') : options.signature;
  if (!header) throw new WebhookSignatureError('the request has no Carbon-Signature header');
  const { timestamp, signatures } = parseHeader(header);
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds)
    throw new WebhookSignatureError(`the timestamp is more than ${toleranceSeconds} s from now`);
  const body = typeof options.body === 'string' ? options.body : new TextDecoder().decode(options.body);
  const signed = encoder.encode(`${timestamp}.${body}`);
  const secrets = typeof options.secret === 'string' ? [options.secret] : options.secret;
  const given = signatures.map(hexBytes).filter((bytes) => bytes !== null);
  for (const secret of secrets)
    for (const signature of given)
      if (await hmacMatches(secret, signed, signature)) return JSON.parse(body) as WebhookEvent<Data>;
  throw new WebhookSignatureError('no signature matches the secret');
}
