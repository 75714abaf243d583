import { describe, expect, it } from 'vitest';
import { splitCalculation } from '../../domain/calculation/stored-calculation.ts';
import type { ActivitySubmission } from '../../domain/schemas/activity-submission.ts';
import { ResolutionRows } from '../../services/activities/resolution-rows.ts';
import { calculated } from '../support/calculated.ts';
const ORG = '00000000-0000-4000-8000-000000000001';

const content = (overrides: Partial<ActivitySubmission>) =>
  splitCalculation(calculated(overrides).calculation).resolution;

describe('ResolutionRows', () => {
  it('gives equal content one row and one id, in this run and in another', () => {
    const rows = new ResolutionRows();
    const first = rows.resolve(ORG, content({ quantity: 10 }));
    expect(rows.resolve(ORG, content({ quantity: 20 }))).toBe(first);
    expect(new ResolutionRows().resolve(ORG, content({ quantity: 30 })).id).toBe(first.id);
    expect(first.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('tells apart content that differs anywhere, and organisations', () => {
    const rows = new ResolutionRows();
    const grid = rows.resolve(ORG, content({}));
    const submitted = rows.resolve(ORG, content({ source: { type: 'bill', confidence: 0.9 } }));
    const mwh = rows.resolve(ORG, content({ unit: 'MWh', quantity: 1 }));
    const other = rows.resolve('00000000-0000-4000-8000-000000000002', content({}));
    expect(new Set([grid.id, submitted.id, mwh.id, other.id]).size).toBe(4);
    expect(JSON.parse(mwh.calculation)).toMatchObject({ input: { unit: 'MWh' }, converted: { unit: 'kWh' } });
  });
});
