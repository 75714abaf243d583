import { describe, expect, it } from 'vitest';
import { StagedRollupDeltas, type DeltaKey, type StagedDeltaRow } from '../../db/staged-rollup-deltas.ts';

const SITE = '0190c3a0-0000-7000-8000-00000000000a';

describe('StagedRollupDeltas', () => {
  it('gives rows one key exactly when their period, scope, type and site are all the same', () => {
    const base: StagedDeltaRow = {
      period_start: '2024-04-01',
      period_end: '2024-04-01',
      scope: 1,
      activity_type: 'fuel.diesel',
      site_id: null,
      emissions_kg_co2e: 1,
    };
    const variants: Partial<StagedDeltaRow>[] = [
      {},
      { period_end: '2024-04-02' },
      { period_start: '2024-03-31' },
      { scope: 3 },
      { activity_type: 'electricity' },
      { site_id: SITE },
      { site_id: SITE, scope: 3 },
      { period_end: '2024-04-02', activity_type: 'electricity', site_id: SITE },
    ];
    const rows = [...variants, ...variants.reverse(), {}].map((variant, i) => ({
      ...base,
      ...variant,
      emissions_kg_co2e: i,
    }));
    const staged = new StagedRollupDeltas();
    for (const row of rows) staged.add(row);
    const { keys, rowKeys } = staged.rows(0, new Set());
    const keyOf = (row: DeltaKey | StagedDeltaRow) =>
      JSON.stringify([row.period_start, row.period_end, row.scope, row.activity_type, row.site_id ?? null]);
    const indexes = rowKeys.slice(1, -1).split(',').map(Number);
    expect(keys).toHaveLength(variants.length);
    rows.forEach((row, i) => expect(keyOf(keys[indexes[i]!]!)).toBe(keyOf(row)));
  });
});
