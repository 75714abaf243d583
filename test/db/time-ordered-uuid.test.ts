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
});
