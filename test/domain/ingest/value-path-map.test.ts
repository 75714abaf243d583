import { describe, expect, it } from 'vitest';
import { ValuePathMap } from '../../../domain/ingest/value-path-map.ts';

describe('ValuePathMap', () => {
  it('finds a value by its whole path, telling values apart as Map keys do', () => {
    const map = new ValuePathMap<string>();
    map.set(['IN', undefined, 0.7], 'a');
    map.set(['IN', undefined], 'prefix');
    map.set(['IN', '', 0.7], 'empty state');
    map.set(['IN', undefined, '0.7'], 'text');
    expect(map.get(['IN', undefined, 0.7])).toBe('a');
    expect(map.get(['IN', undefined])).toBe('prefix');
    expect(map.get(['IN', '', 0.7])).toBe('empty state');
    expect(map.get(['IN', undefined, '0.7'])).toBe('text');
    expect(map.get(['IN'])).toBeUndefined();
    expect(map.get(['IN', undefined, 0.7, 1])).toBeUndefined();
    expect(map.get(['GB', undefined, 0.7])).toBeUndefined();
    map.set(['IN', undefined, 0.7], 'b');
    expect(map.get(['IN', undefined, 0.7])).toBe('b');
    map.clear();
    expect(map.get(['IN', undefined, 0.7])).toBeUndefined();
  });
});
