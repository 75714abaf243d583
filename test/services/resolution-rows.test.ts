import { describe, expect, it } from 'vitest';
import { LoadedCatalog } from '../../domain/calculation/loaded-catalog.ts';
import type { Calculation } from '../../domain/calculation/calculation-schema.ts';
import { Preparer } from '../../domain/ingest/prepare-record.ts';
import type { ActivitySubmission } from '../../domain/schemas/activity-submission.ts';
import { ResolutionRows } from '../../services/activities/resolution-rows.ts';
import { formulaTemplateOf } from '../../domain/calculation/stored-calculation.ts';
import { calculated, submissionOf, TEST_CATALOG } from '../support/calculated.ts';

const ORG = '00000000-0000-4000-8000-000000000001';
const SETTINGS = {
  flight_radiative_forcing: 'included',
  factor_edition: 'reporting_year',
  gwp_set: 'AR5',
  scope3_category3: 'included',
} as const;

/** Calculations as a bulk intake makes them: rows resolved alike share their resolution's objects. */
function bulkCalculations(overrides: Partial<ActivitySubmission>[]): Calculation[] {
  const preparer = new Preparer(new LoadedCatalog(TEST_CATALOG), SETTINGS);
  return overrides.map((override) => {
    const prepared = preparer.prepare({ ok: true, activity: submissionOf(override) });
    if (!prepared.ok) throw new Error(prepared.error.reason);
    return prepared.calculation;
  });
}

describe('ResolutionRows', () => {
  it('gives equal content one row and one id, in this run and in another', () => {
    const rows = new ResolutionRows();
    const [ten, twenty] = bulkCalculations([{ quantity: 10 }, { quantity: 20 }]);
    const first = rows.resolve(ORG, ten!).row;
    expect(rows.resolve(ORG, twenty!).row).toBe(first);
    // A calculation made alone (its own objects) finds the same id.
    expect(new ResolutionRows().resolve(ORG, calculated({ quantity: 30 }).calculation).row.id).toBe(first.id);
    expect(first.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('tells apart content that differs anywhere, and organisations', () => {
    const rows = new ResolutionRows();
    const [grid, submitted, mwh] = bulkCalculations([
      {},
      { source: { type: 'bill', confidence: 0.9 } },
      { unit: 'MWh', quantity: 1 },
    ]).map((calculation) => rows.resolve(ORG, calculation).row);
    const other = rows.resolve('00000000-0000-4000-8000-000000000002', calculated({}).calculation).row;
    expect(new Set([grid!.id, submitted!.id, mwh!.id, other.id]).size).toBe(4);
    expect(JSON.parse(mwh!.calculation)).toMatchObject({ input: { unit: 'MWh' }, converted: { unit: 'kWh' } });
  });

  it('gives rows of one resolution whose notices quote their own figures a row each', () => {
    const rows = new ResolutionRows();
    const r22 = { activity_type: 'refrigerant.r22', scope: '1', unit: 'kg' } as const;
    const written = bulkCalculations([1, 2, 1, 3].map((quantity) => ({ ...r22, quantity }))).map(
      (calculation) => rows.resolve(ORG, calculation).row,
    );
    expect(new Set(written.map((row) => row.id)).size).toBe(3);
    expect(written[2]).toBe(written[0]);
  });

  it('gives each row of a bulk run the row and formula template it would get alone', () => {
    const kinds: Partial<ActivitySubmission>[] = [
      {},
      { unit: 'MWh' },
      { activity_type: 'fuel.diesel', scope: '1', unit: 'litre' },
      { activity_type: 'spend.hotel', scope: '3', unit: 'INR' },
      { activity_type: 'travel.flight.long_haul', scope: '3', unit: 'km' },
      { activity_type: 'refrigerant.r22', scope: '1', unit: 'kg' },
    ];
    const quantities = [1000, 7, 2, 37.5, 1, 123456.789, 0.001, 1000, 5e6, 20];
    const rows = new ResolutionRows();
    const calculations = bulkCalculations(
      kinds.flatMap((kind) => quantities.map((quantity) => ({ ...kind, quantity }))),
    );
    for (const calculation of calculations) {
      const { row, formula } = rows.resolve(ORG, calculation);
      expect(formula).toBe(formulaTemplateOf(calculation));
      expect(row).toEqual(new ResolutionRows().resolve(ORG, calculation).row);
    }
  });
});
