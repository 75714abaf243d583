/**
 * A bounded in-process cache whose entries are valid for one version of their source: a lookup
 * with another version recomputes (and replaces the entry). Concurrent misses for the same key and
 * version share one computation; a failed computation is not kept. Least recently used entries go
 * first when full.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, { version: string; value: Promise<T> }>();

  constructor(private readonly maxEntries: number) {}

  getOrCompute(key: string, version: string, compute: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    this.entries.delete(key);
    if (entry && entry.version === version) {
      this.entries.set(key, entry);
      return entry.value;
    }
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const value = compute();
    const fresh = { version, value };
    this.entries.set(key, fresh);
    value.catch(() => {
      if (this.entries.get(key) === fresh) this.entries.delete(key);
    });
    return value;
  }
}
