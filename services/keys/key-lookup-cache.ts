import { LRUCache } from 'lru-cache';
import type { findKeyByHash } from '../../db/queries/api-keys.ts';

export type KeyRecord = NonNullable<Awaited<ReturnType<typeof findKeyByHash>>>;

/**
 * How long a lookup read from the database is reused. The clock starts at the read and a hit never
 * restarts it, so a revocation or a changed IP/domain rule takes effect on every instance within this.
 */
export const KEY_CACHE_TTL_MS = 2_000;
const MAX_ENTRIES = 10_000;

/**
 * One API instance's cache of key lookups, so a burst of requests with one key costs one query, not
 * one per request; also of hashes that matched no key, so a client repeating a wrong key does not
 * cost a query each time either. State and expiry are still checked on every request.
 */
export class KeyLookupCache {
  private readonly found = new LRUCache<string, KeyRecord>({
    max: MAX_ENTRIES,
    ttl: KEY_CACHE_TTL_MS,
    updateAgeOnGet: false,
  });
  // Apart from `found`, so a flood of forged keys cannot push out the keys in use.
  private readonly unknown = new LRUCache<string, true>({
    max: MAX_ENTRIES,
    ttl: KEY_CACHE_TTL_MS,
    updateAgeOnGet: false,
  });

  get(hash: Buffer): KeyRecord | undefined {
    return this.found.get(hash.toString('base64'));
  }

  isUnknown(hash: Buffer): boolean {
    return this.unknown.has(hash.toString('base64'));
  }

  /** Only for the result of a database read: the key, or undefined when none has this hash. */
  remember(hash: Buffer, record: KeyRecord | undefined): void {
    if (record) this.found.set(hash.toString('base64'), record);
    else this.unknown.set(hash.toString('base64'), true);
  }
}
