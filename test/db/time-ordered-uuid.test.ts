import { describe, expect, it } from 'vitest';
import { timeOrderedUuid } from '../../db/time-ordered-uuid.ts';

describe('timeOrderedUuid', () => {
  it('makes version 7 UUIDs that sort by the millisecond they were made in', () => {
    const early = timeOrderedUuid(Date.UTC(2026, 0, 1));
    const late = timeOrderedUuid(Date.UTC(2026, 0, 1) + 1);
    for (const id of [early, late])
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(early < late).toBe(true);
    expect(early.slice(0, 13)).toBe(
      `${Date.UTC(2026, 0, 1).toString(16).padStart(12, '0').slice(0, 8)}-${Date.UTC(2026, 0, 1).toString(16).padStart(12, '0').slice(8)}`,
    );
    expect(timeOrderedUuid(0)).not.toBe(timeOrderedUuid(0));
  });

  it('makes distinct ids, each with its version and variant, across many refills of its random bytes', () => {
    const ids = Array.from({ length: 20_000 }, () => timeOrderedUuid(Date.UTC(2026, 0, 1)));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(ids.length);
    // Every hex digit of the random part takes every value: no bit is stuck.
    for (const position of [15, 16, 17, 20, 21, 22, 24, 35]) {
      expect(new Set(ids.map((id) => id[position])).size).toBe(16);
    }
    expect(new Set(ids.map((id) => id[19]))).toEqual(new Set(['8', '9', 'a', 'b']));
  });
});
