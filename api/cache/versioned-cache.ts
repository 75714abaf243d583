/**
 * A bounded in-process cache whose entries are valid for one version of their source: a lookup
 * with another version misses (and the next set replaces the entry). Least recently used entries
 * go first when full.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, { version: string; value: T }>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, version: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, version: string, value: T): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { version, value });
  }
}
