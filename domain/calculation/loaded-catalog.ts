import type { ActivitySubmission } from '../schemas/activity-submission.ts';
import type { OrganizationSettings } from '../schemas/organization-settings.ts';
import { calculateEmissions, priceResolution, resolveCalculation, type Resolution } from './calculate.ts';
import type { FactorCatalog } from './resolve-factor.ts';

/** A catalog snapshot bound to the calculation engine. */
export class LoadedCatalog {
  constructor(readonly catalog: FactorCatalog) {}

  calculate(submission: ActivitySubmission, settings: OrganizationSettings) {
    return calculateEmissions(submission, this.catalog, settings);
  }

  resolve(submission: Omit<ActivitySubmission, 'quantity'>, settings: OrganizationSettings) {
    return resolveCalculation(submission, this.catalog, settings);
  }

  price(resolution: Resolution, submission: ActivitySubmission, settings: OrganizationSettings) {
    return priceResolution(resolution, submission, settings);
  }
}
