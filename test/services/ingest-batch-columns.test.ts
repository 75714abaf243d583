import { describe, expect, it } from 'vitest';
import { ALL_FACTORS } from '../../domain/factors/factor-datasets.ts';
import { ACTIVITY_COLUMNS } from '../../db/activity-columns.ts';
import { buildActivityRow } from '../../services/activities/activity-row.ts';
import { calculateEmissions } from '../../domain/calculation/calculate.ts';
import { FactorCatalog } from '../../domain/calculation/resolve-factor.ts';

describe('ingest batch columns', () => {
  it('cover every column the row builder sets, so ingested rows keep their disclosure data', () => {
    const submission = {
      activity_type: 'electricity',
      scope: '2' as const,
      quantity: 1000,
      unit: 'kWh',
      period: { start: '2024-04-01', end: '2024-04-30' },
      location: { country: 'IN' },
    };
    const calculation = calculateEmissions(submission, new FactorCatalog(ALL_FACTORS), {
      flight_radiative_forcing: 'included',
      factor_edition: 'reporting_year',
      gwp_set: 'AR5',
      scope3_category3: 'included',
    });
    if (!calculation.ok) throw new Error(calculation.error.reason);
    const { activity } = buildActivityRow(
      { organizationId: 'org', mode: 'test', ingestJobId: 'job' },
      submission,
      calculation.value,
      2,
    );
    const columns = new Set<string>(ACTIVITY_COLUMNS);
    expect(Object.keys(activity).filter((key) => !columns.has(key))).toEqual([]);
  });
});
