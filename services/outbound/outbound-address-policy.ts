import { BlockList, isIP } from 'node:net';
import type { Config } from '../../config.ts';

/**
 * Which addresses a request to a customer-given URL may reach. Link-local and cloud-metadata
 * addresses are never reachable; loopback and private ranges only when the operator lists them in
 * ERP_ALLOWED_HOSTS (on-premise deployments, where Tally sits on the office LAN, and tests) or, for
 * webhook endpoints, WEBHOOK_ALLOWED_HOSTS.
 */

/** A URL or address the policy will not let a request reach; `reason` says why, for the caller. */
export class OutboundRefusal extends Error {
  override name = 'OutboundRefusal';
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** Cloud instance-metadata names (AWS, GCP, Azure, Alibaba, OpenStack): refused before any lookup. */
const METADATA_HOSTS = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'metadata.azure.internal',
  'instance-data',
  'instance-data.ec2.internal',
]);

function blockList(entries: readonly (readonly [string, number, 'ipv4' | 'ipv6'])[]): BlockList {
  const list = new BlockList();
  for (const [network, prefix, type] of entries) list.addSubnet(network, prefix, type);
  return list;
}

/** Never reachable: link-local (169.254.169.254 is the usual metadata address), metadata, unspecified, multicast. */
const ALWAYS_REFUSED = blockList([
  ['169.254.0.0', 16, 'ipv4'],
  ['100.100.100.200', 32, 'ipv4'],
  ['0.0.0.0', 8, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['fe80::', 10, 'ipv6'],
  ['fd00:ec2::254', 128, 'ipv6'],
  ['::', 128, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
]);

/** Reachable only when listed: loopback, RFC 1918, carrier-grade NAT, benchmarking, IPv6 unique-local. */
const PRIVATE_RANGES: readonly (readonly [string, number, 'ipv4' | 'ipv6', string])[] = [
  ['127.0.0.0', 8, 'ipv4', 'a loopback address'],
  ['10.0.0.0', 8, 'ipv4', 'a private address'],
  ['172.16.0.0', 12, 'ipv4', 'a private address'],
  ['192.168.0.0', 16, 'ipv4', 'a private address'],
  ['100.64.0.0', 10, 'ipv4', 'a carrier-grade NAT address'],
  ['198.18.0.0', 15, 'ipv4', 'a benchmarking address'],
  ['::1', 128, 'ipv6', 'a loopback address'],
  ['fc00::', 7, 'ipv6', 'a unique-local (private) address'],
];
const PRIVATE = PRIVATE_RANGES.map(([network, prefix, type, label]) => ({
  list: blockList([[network, prefix, type]]),
  label,
}));

export interface OutboundPolicy {
  /** Host names (lower case) whose addresses may be private. */
  allowedHosts: ReadonlySet<string>;
  /** IPs and CIDRs that may be reached although private. */
  allowedAddresses: BlockList;
  maxResponseBytes: number;
  maxRedirects: number;
  /**
   * Why a URL that passed the checks of its form may still not be requested, or null: a caller's own
   * bound on top of the operator's (an organisation's registered ERP hosts). Asked before any look-up,
   * for the first URL and every redirect.
   */
  urlRefusal?(url: URL): string | null;
  /** The setting that lists the allowed hosts, named in refusals and start-up errors. */
  setting: string;
}

/**
 * ERP_ALLOWED_HOSTS (or `setting`): comma-separated host names, IPs and CIDRs ('127.0.0.1',
 * '10.0.0.0/8', 'tally.office.lan'). Throws on a malformed CIDR, so a typo stops the process at start.
 */
export function outboundPolicy(
  allowedHosts: string,
  limits: { maxResponseBytes: number; maxRedirects?: number; setting?: string },
): OutboundPolicy {
  const setting = limits.setting ?? 'ERP_ALLOWED_HOSTS';
  const hosts = new Set<string>();
  const addresses = new BlockList();
  for (const entry of allowedHosts
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)) {
    const [network, prefixText] = entry.split('/');
    const type = isIP(network);
    if (type === 0) {
      if (prefixText !== undefined) throw new Error(`${setting}: '${entry}' is not an IP network`);
      hosts.add(entry);
      continue;
    }
    const prefix = prefixText === undefined ? (type === 4 ? 32 : 128) : Number(prefixText);
    if (!Number.isInteger(prefix) || prefix < 0 || prefix > (type === 4 ? 32 : 128)) {
      throw new Error(`${setting}: '${entry}' has an invalid prefix length`);
    }
    addresses.addSubnet(network, prefix, type === 4 ? 'ipv4' : 'ipv6');
  }
  return {
    allowedHosts: hosts,
    allowedAddresses: addresses,
    maxResponseBytes: limits.maxResponseBytes,
    maxRedirects: limits.maxRedirects ?? 3,
    setting,
  };
}

const policies = new WeakMap<object, OutboundPolicy>();
const webhookPolicies = new WeakMap<object, OutboundPolicy>();

/** The ERP outbound policy from ERP_ALLOWED_HOSTS and ERP_MAX_RESPONSE_BYTES (parsed once per configuration). */
export function erpOutboundPolicy(
  config: Pick<Config, 'ERP_ALLOWED_HOSTS' | 'ERP_MAX_RESPONSE_BYTES'>,
): OutboundPolicy {
  let policy = policies.get(config);
  if (!policy) {
    policy = outboundPolicy(config.ERP_ALLOWED_HOSTS, { maxResponseBytes: config.ERP_MAX_RESPONSE_BYTES });
    policies.set(config, policy);
  }
  return policy;
}

/** Largest webhook answer read: only an excerpt of it is kept. */
const WEBHOOK_MAX_RESPONSE_BYTES = 64 * 1024;

/**
 * The webhook outbound policy from WEBHOOK_ALLOWED_HOSTS (parsed once per configuration). Redirects
 * are not followed: a receiver that answers 3xx has not taken the event.
 */
export function webhookOutboundPolicy(config: Pick<Config, 'WEBHOOK_ALLOWED_HOSTS'>): OutboundPolicy {
  let policy = webhookPolicies.get(config);
  if (!policy) {
    policy = outboundPolicy(config.WEBHOOK_ALLOWED_HOSTS, {
      maxResponseBytes: WEBHOOK_MAX_RESPONSE_BYTES,
      maxRedirects: 0,
      setting: 'WEBHOOK_ALLOWED_HOSTS',
    });
    webhookPolicies.set(config, policy);
  }
  return policy;
}

/**
 * Whether plain http may be used to reach `hostname`: only for hosts the policy lists (by name, or
 * by an IP literal within a listed network). Webhook endpoints need https otherwise.
 */
export function plainHttpAllowed(policy: OutboundPolicy, hostname: string): boolean {
  const name = canonicalHostName(hostname);
  if (policy.allowedHosts.has(name)) return true;
  const bare = name.replace(/^\[|\]$/g, '');
  if (isIP(bare) === 0) return false;
  const { address, type } = plainAddress(bare);
  return policy.allowedAddresses.check(address, type);
}

/** '[::1]' → '::1'; '::ffff:10.0.0.1' → '10.0.0.1' (an IPv4 address in IPv6 clothing is judged as IPv4). */
function plainAddress(address: string): { address: string; type: 'ipv4' | 'ipv6' } {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return { address: mapped[1], type: 'ipv4' };
  return { address: bare, type: isIP(bare) === 6 ? 'ipv6' : 'ipv4' };
}

/** Refuses a URL by its form: scheme, embedded credentials, metadata host names. Returns it parsed. */
export function checkUrlForm(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new OutboundRefusal('is not a URL (e.g. http://192.168.1.20:9000)');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundRefusal(`must use http or https, not ${url.protocol.replace(':', '')}`);
  if (url.username || url.password)
    throw new OutboundRefusal('must not contain a user name or password (they would be stored)');
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (METADATA_HOSTS.has(host)) throw new OutboundRefusal(`${host} is a cloud metadata host name: always refused`);
  return url;
}

/**
 * A host name as the policy compares it: lower case, without the trailing dots of a fully qualified
 * name ('LocalHost.' is 'localhost': the resolver of one process may answer it and another's not).
 */
export const canonicalHostName = (hostname: string) => hostname.toLowerCase().replace(/\.+$/, '');

/**
 * Why a host name is refused before any lookup, or null: 'localhost' and every name under it are
 * loopback by definition (RFC 6761), whatever a resolver answers, unless the policy's setting lists them.
 */
export function hostNameRefusal(policy: OutboundPolicy, hostname: string): string | null {
  const name = canonicalHostName(hostname);
  if (name !== 'localhost' && !name.endsWith('.localhost')) return null;
  return policy.allowedHosts.has(name) ? null : `${hostname} is a loopback host name, not listed in ${policy.setting}`;
}

/**
 * Why `address` (which `host` resolved to) may not be reached, or null when it may. Link-local
 * and metadata addresses are refused even when listed.
 */
export function addressRefusal(policy: OutboundPolicy, host: string, resolved: string): string | null {
  const { address, type } = plainAddress(resolved);
  const named = isIP(host.replace(/^\[|\]$/g, '')) === 0 ? `${host} resolves to ${address}, which is` : `${address} is`;
  if (ALWAYS_REFUSED.check(address, type)) return `${named} a link-local, metadata or reserved address: always refused`;
  const range = PRIVATE.find(({ list }) => list.check(address, type));
  if (!range) return null;
  if (policy.allowedHosts.has(canonicalHostName(host)) || policy.allowedAddresses.check(address, type)) return null;
  return `${named} ${range.label}, not listed in ${policy.setting}`;
}
