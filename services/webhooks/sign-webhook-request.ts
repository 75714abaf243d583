import { createHmac, randomBytes } from 'node:crypto';

/** The header that carries the signatures (Stripe/Svix style): `t=<unix seconds>,v1=<hex>[,v1=<hex>]`. */
export const SIGNATURE_HEADER = 'carbon-signature';

/** A new signing secret: 32 random bytes, prefixed so a leaked one is recognisable. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** HMAC-SHA256 (hex) of `${timestamp}.${body}` under the secret (its whole text is the key). */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * The headers of one request: the event's id and type, the timestamp and a v1 signature per secret
 * (two during a rotation's overlap, so a receiver holding either secret accepts it).
 */
export function signedWebhookHeaders(
  event: { id: string; type: string },
  body: string,
  secrets: readonly string[],
  now = Date.now(),
): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  const signatures = secrets.map((secret) => `v1=${webhookSignature(secret, timestamp, body)}`);
  return {
    'content-type': 'application/json',
    'user-agent': 'carbon-webhooks/1',
    'carbon-event-id': event.id,
    'carbon-event-type': event.type,
    'carbon-timestamp': String(timestamp),
    [SIGNATURE_HEADER]: [`t=${timestamp}`, ...signatures].join(','),
  };
}
