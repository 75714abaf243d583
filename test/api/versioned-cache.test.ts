import { describe, expect, it } from 'vitest';
import { VersionedCache } from '../../api/cache/versioned-cache.ts';

describe('VersionedCache', () => {
  it('serves a version once computed, recomputes for another, and shares concurrent misses', async () => {
    const cache = new VersionedCache<number>(10);
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

  it('forgets failures and evicts the least recently used entry when full', async () => {
    const cache = new VersionedCache<string>(2);
    await expect(cache.getOrCompute('x', 'v', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.getOrCompute('x', 'v', async () => 'ok')).toBe('ok');
    await cache.getOrCompute('y', 'v', async () => 'y');
    await cache.getOrCompute('x', 'v', async () => 'not used'); // x is now most recent
    await cache.getOrCompute('z', 'v', async () => 'z'); // evicts y
    expect(await cache.getOrCompute('y', 'v', async () => 'y again')).toBe('y again');
    expect(await cache.getOrCompute('z', 'v', async () => 'not used')).toBe('z');
  });
});
