import { describe, expect, it } from 'vitest';
import { ALL_FACTORS } from '../../domain/factors/factor-datasets.ts';
import { ACTIVITY_COLUMNS, activityField } from '../../db/activity-columns.ts';
import { buildActivityRow, calculationWrite } from '../../services/activities/activity-row.ts';
import { DisclosureSchema } from '../../domain/calculation/calculation-schema.ts';
import { calculateEmissions } from '../../domain/calculation/calculate.ts';
import { FactorCatalog } from '../../domain/calculation/resolve-factor.ts';

const submission = {
  activity_type: 'electricity',
  scope: '2' as const,
  quantity: 1000,
  unit: 'kWh',
  period: { start: '2024-04-01', end: '2024-04-30' },
  location: { country: 'IN' },
};
const calculated = calculateEmissions(submission, new FactorCatalog(ALL_FACTORS), {
  flight_radiative_forcing: 'included',
  factor_edition: 'reporting_year',
  gwp_set: 'AR5',
  scope3_category3: 'included',
});
if (!calculated.ok) throw new Error(calculated.error.reason);
const calculation = calculated.value;

describe('ingest batch columns', () => {
  it('are every column the row builder sets, so ingested rows keep their disclosure data', () => {
    const { activity } = buildActivityRow(
      { organizationId: 'org', mode: 'test', ingestJobId: 'job' },
      submission,
      calculation,
      2,
    );
    expect(Object.keys(activity).sort()).toEqual([...ACTIVITY_COLUMNS].sort());
  });

  it('give a recalculation the columns of the calculation only: its result, disclosure data and own figures', () => {
    const { columns } = calculationWrite({ organizationId: 'org', mode: 'test' }, submission, calculation);
    expect(Object.keys(columns).sort()).toEqual(
      [
        'activity_type',
        'emissions_kg_co2e',
        ...Object.keys(DisclosureSchema.shape),
        'resolution_id',
        'converted_quantity',
        'period_midpoint',
        'formula',
        'calculation_extra',
      ].sort(),
    );
  });

  it('are each read from the row by its own name', () => {
    const row = Object.fromEntries(ACTIVITY_COLUMNS.map((column) => [column, `value of ${column}`]));
    for (const column of ACTIVITY_COLUMNS) expect(activityField(column)(row as never)).toBe(`value of ${column}`);
  });
});
