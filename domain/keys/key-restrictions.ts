import { BlockList, isIP } from 'node:net';

/** Strips the IPv4-mapped IPv6 prefix so 10.0.0.1 and ::ffff:10.0.0.1 are one address. */
export function normaliseIp(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

/** True when an IP or CIDR restriction entry is well formed. */
export function isValidIpRule(rule: string): boolean {
  const [address, prefix] = rule.split('/');
  const family = isIP(address ?? '');
  if (family === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return Number.isInteger(bits) && bits >= 0 && bits <= (family === 4 ? 32 : 128) && /^\d+$/.test(prefix);
}

export function ipAllowed(rules: readonly string[], ip: string): boolean {
  if (rules.length === 0) return true;
  const address = normaliseIp(ip);
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  const list = new BlockList();
  for (const rule of rules) {
    const [base, prefix] = rule.split('/');
    const ruleFamily = isIP(base!) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(base!, ruleFamily);
    else list.addSubnet(base!, Number(prefix), ruleFamily);
  }
  return list.check(address, family);
}

/** A domain rule `example.com` matches that host; `*.example.com` matches its subdomains. */
export function isValidDomainRule(rule: string): boolean {
  return /^(\*\.)?([a-z0-9-]+\.)*[a-z0-9-]+$/i.test(rule);
}

/** The host of the Origin header, else of the Referer header. */
export function requestHost(origin: string | undefined, referer: string | undefined): string | null {
  for (const value of [origin, referer]) {
    if (!value) continue;
    try {
      return new URL(value).hostname.toLowerCase();
    } catch {
      // an unparsable header identifies no host; try the next one
    }
  }
  return null;
}

export function domainAllowed(rules: readonly string[], host: string | null): boolean {
  if (rules.length === 0) return true;
  if (!host) return false;
  return rules.some((rule) => {
    const r = rule.toLowerCase();
    return r.startsWith('*.') ? host.endsWith(r.slice(1)) : host === r;
  });
}
