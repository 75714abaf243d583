import { describe, expect, it } from 'vitest';
import { VersionedCache } from '../../services/versioned-cache.ts';

const bySize = (maxBytes: number) => new VersionedCache<string>({ maxBytes, sizeOf: (value) => value.length });

describe('VersionedCache', () => {
  it('serves a version once computed, recomputes for another, and shares concurrent misses', async () => {
    const cache = new VersionedCache<number>({ maxBytes: 1000, sizeOf: () => 8 });
    let calls = 0;
    const compute = async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 10));
      return calls;
    };
    const [a, b] = await Promise.all([cache.getOrCompute('k', 'v1', compute), cache.getOrCompute('k', 'v1', compute)]);
    expect([a, b, calls]).toEqual([1, 1, 1]);
    expect(await cache.getOrCompute('k', 'v1', compute)).toBe(1);
    expect(await cache.getOrCompute('k', 'v2', compute)).toBe(2);
  });

  it('peeks at the answer of one version, stored or being computed, and computes nothing', async () => {
    const cache = bySize(100);
    expect(cache.peek('k', 'v1')).toBeUndefined();
    let finish!: (value: string) => void;
    const running = cache.getOrCompute('k', 'v1', () => new Promise<string>((resolve) => (finish = resolve)));
    const peeked = cache.peek('k', 'v1');
    expect(cache.peek('k', 'v2')).toBeUndefined();
    finish('one');
    expect([await running, await peeked]).toEqual(['one', 'one']);
    expect(await cache.peek('k', 'v1')).toBe('one');
    expect(cache.peek('k', 'v2')).toBeUndefined();
    expect(cache.peek('other', 'v1')).toBeUndefined();
  });

  it('forgets failures and evicts the least recently used answers when their bytes exceed the bound', async () => {
    const cache = bySize(10); // each answer below costs 4 bytes + 1 for its key: two fit
    await expect(cache.getOrCompute('x', 'v', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.getOrCompute('x', 'v', async () => 'xxxx')).toBe('xxxx');
    await cache.getOrCompute('y', 'v', async () => 'yyyy');
    await cache.getOrCompute('x', 'v', async () => 'not used'); // x is now most recent
    await cache.getOrCompute('z', 'v', async () => 'zzzz'); // evicts y
    expect(cache.bytes).toBe(10);
    expect(await cache.getOrCompute('y', 'v', async () => 'y again')).toBe('y again');
    expect(await cache.getOrCompute('x', 'v', async () => 'x again')).toBe('x again');
  });

  it('serves an answer larger than the whole bound without keeping it', async () => {
    const cache = bySize(10);
    expect(await cache.getOrCompute('big', 'v', async () => 'b'.repeat(50))).toHaveLength(50);
    expect(cache.bytes).toBe(0);
    expect(await cache.getOrCompute('big', 'v', async () => 'again')).toBe('again');
  });

  it('does not store an older version that finishes after a newer one started', async () => {
    const cache = bySize(100);
    let finishOld!: (value: string) => void;
    const old = cache.getOrCompute('k', 'v1', () => new Promise((resolve) => (finishOld = resolve)));
    expect(await cache.getOrCompute('k', 'v2', async () => 'new')).toBe('new');
    finishOld('old');
    expect(await old).toBe('old');
    expect(await cache.getOrCompute('k', 'v2', async () => 'not used')).toBe('new');
  });
});
