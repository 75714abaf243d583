import { calculateEmissions } from '../../domain/calculation/calculate.ts';
import type { Calculation } from '../../domain/calculation/calculation-schema.ts';
import { FactorCatalog } from '../../domain/calculation/resolve-factor.ts';
import { ALL_FACTORS } from '../../domain/factors/factor-datasets.ts';
import type { ActivitySubmission } from '../../domain/schemas/activity-submission.ts';
import type { OrganizationSettings } from '../../domain/schemas/organization-settings.ts';

/** Every factor row we load, as the calculation engine reads them. */
export const TEST_CATALOG = new FactorCatalog(ALL_FACTORS);

/** An electricity submission (1,000 kWh in India over FY2024-25) with overrides. */
export function submissionOf(overrides: Partial<ActivitySubmission> = {}): ActivitySubmission {
  return {
    activity_type: 'electricity',
    scope: '2',
    quantity: 1000,
    unit: 'kWh',
    period: { start: '2024-04-01', end: '2025-03-31' },
    location: { country: 'IN' },
    ...overrides,
  };
}

/** A submission and its calculation; throws when it cannot be calculated. */
export function calculated(
  overrides: Partial<ActivitySubmission> = {},
  settings: OrganizationSettings = {
    flight_radiative_forcing: 'included',
    factor_edition: 'reporting_year',
    gwp_set: 'AR5',
    scope3_category3: 'included',
  },
): { submission: ActivitySubmission; calculation: Calculation } {
  const submission = submissionOf(overrides);
  const result = calculateEmissions(submission, TEST_CATALOG, settings);
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.reason}`);
  return { submission, calculation: result.value };
}
