import { LRUCache } from 'lru-cache';

export interface VersionedCacheOptions<T> {
  /** Upper bound of the sum of sizeOf(value) over the stored answers. */
  maxBytes: number;
  /** The bytes one answer costs (an estimate is fine, as long as it grows with the answer). */
  sizeOf: (value: T) => number;
}

interface Entry<T> {
  version: string;
  value: T;
}

/**
 * An in-process cache whose entries are valid for one version of their source: a lookup with
 * another version recomputes (and replaces the entry). Bounded by bytes, not by count, so a few huge
 * answers cannot take the memory that many small ones would; least recently used answers go first,
 * and an answer larger than the whole bound is served but not kept. Concurrent misses for the same
 * key and version share one computation; a failed computation is not kept.
 */
export class VersionedCache<T> {
  private readonly stored: LRUCache<string, Entry<T>>;
  private readonly running = new Map<string, { version: string; value: Promise<T> }>();

  constructor(options: VersionedCacheOptions<T>) {
    this.stored = new LRUCache<string, Entry<T>>({
      maxSize: options.maxBytes,
      sizeCalculation: (entry, key) => Math.max(1, options.sizeOf(entry.value) + key.length),
    });
  }

  /** The answer stored, or being computed, for this key and version; undefined (and nothing computed) if none. */
  peek(key: string, version: string): Promise<T> | undefined {
    const stored = this.stored.get(key);
    if (stored?.version === version) return Promise.resolve(stored.value);
    const running = this.running.get(key);
    return running?.version === version ? running.value : undefined;
  }

  getOrCompute(key: string, version: string, compute: () => Promise<T>): Promise<T> {
    const known = this.peek(key, version);
    if (known) return known;
    const computation = { version, value: compute() };
    this.running.set(key, computation);
    // Only the latest computation for a key settles it: an older version finishing late is not stored.
    const isLatest = () => this.running.get(key) === computation;
    computation.value.then(
      (value) => {
        if (!isLatest()) return;
        this.running.delete(key);
        this.stored.set(key, { version, value });
      },
      () => {
        if (isLatest()) this.running.delete(key);
      },
    );
    return computation.value;
  }

  /** Bytes of the stored answers, as sizeOf counted them. */
  get bytes(): number {
    return this.stored.calculatedSize;
  }
}
