import { z } from 'zod';
import { StoredText } from '../schemas/stored-text.ts';

/**
 * A Tally host an organisation registered (issue #26 item 2): a host name or IP, and optionally the
 * one port it may be reached on. Both sides are compared as WHATWG URLs spell them (lower case, no
 * trailing dot, IPv6 without brackets in canonical form, '127.1' as '127.0.0.1'), so a registration
 * and a tally_url naming the same host match however they were written.
 */
export interface ErpHostKey {
  host: string;
  /** null: any port. */
  port: number | null;
}

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443 };

/** The URL's host as registrations hold it; an IPv4 address in IPv6 clothing ('::ffff:7f00:1') as IPv4. */
export function urlHost(url: URL): string {
  const host = url.hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.+$/, '');
  const mapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  if (!mapped) return host;
  const [high, low] = [parseInt(mapped[1], 16), parseInt(mapped[2], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** The port a request to the URL connects to. */
export const urlPort = (url: URL): number => (url.port ? Number(url.port) : (DEFAULT_PORTS[url.protocol] ?? 0));

/** A host name or IP as written by a caller, canonical; undefined when it is not one (a path, a user, a scheme). */
export function canonicalErpHost(text: string): string | undefined {
  const trimmed = text.trim();
  // An IPv6 address is written bare or in brackets; URL wants the brackets.
  const bracketed = trimmed.includes(':') && !trimmed.startsWith('[') ? `[${trimmed}]` : trimmed;
  let url: URL;
  try {
    url = new URL(`http://${bracketed}`);
  } catch {
    return undefined;
  }
  if (url.port || url.username || url.password || url.pathname !== '/' || url.search || url.hash) return undefined;
  const host = urlHost(url);
  return host === '' ? undefined : host;
}

/** Whether one of `hosts` lets a request go to `url`. */
export function isRegisteredHost(hosts: readonly ErpHostKey[], url: URL): boolean {
  const host = urlHost(url);
  const port = urlPort(url);
  return hosts.some((entry) => entry.host === host && (entry.port === null || entry.port === port));
}

/** Written as a URL authority, for messages: 'tally.lan:9000', '[::1]' */
export function hostLabel(key: ErpHostKey): string {
  const host = key.host.includes(':') ? `[${key.host}]` : key.host;
  return key.port === null ? host : `${host}:${key.port}`;
}

export const ErpHostCreate = z
  .object({
    host: z
      .string()
      .trim()
      .min(1)
      .max(253)
      .describe(
        "Tally's host name or IP address as tally_url will name it (e.g. 'tally.acme.example', '203.0.113.7', '::1'); no scheme, port or path",
      ),
    port: z
      .number()
      .int()
      .min(1)
      .max(65535)
      .optional()
      .describe('the only port pulls may use (9000 is Tally’s default); absent: any port'),
    description: StoredText(200).optional().describe('a note for people, e.g. which office it is'),
  })
  .strict();
export type ErpHostCreate = z.infer<typeof ErpHostCreate>;

export const ErpHostView = z.object({
  id: z.string().uuid(),
  host: z.string().describe('canonical form: lower case, IPv6 without brackets'),
  port: z.number().int().nullable().describe('null: any port'),
  description: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string().describe("the audit actor that registered it ('api_key:<id>')"),
});
export type ErpHostView = z.infer<typeof ErpHostView>;
