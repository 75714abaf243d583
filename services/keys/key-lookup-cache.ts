import type { findKeyByHash } from '../../db/queries/api-keys.ts';

type KeyRecord = NonNullable<Awaited<ReturnType<typeof findKeyByHash>>>;

/** How long a key lookup is reused; a revocation made in another process takes effect within this. */
export const KEY_CACHE_TTL_MS = 2_000;
const MAX_ENTRIES = 10_000;

/**
 * Process-wide cache of key lookups, so a burst of requests with one key costs one query, not one
 * per request. Only found keys are cached (state and expiry are still checked on every request);
 * revocations made in this process drop the entry at once.
 */
class KeyLookupCache {
  private readonly entries = new Map<string, { record: KeyRecord; until: number }>();

  get(hash: Buffer): KeyRecord | undefined {
    const id = hash.toString('base64');
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.record;
    this.entries.delete(id);
    return undefined;
  }

  set(hash: Buffer, record: KeyRecord): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(hash.toString('base64'), { record, until: Date.now() + KEY_CACHE_TTL_MS });
  }

  forgetKey(keyId: string): void {
    for (const [id, entry] of this.entries) if (entry.record.id === keyId) this.entries.delete(id);
  }
}

export const keyLookupCache = new KeyLookupCache();
