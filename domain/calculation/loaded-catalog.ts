import type { ActivitySubmission } from '../schemas/activity-submission.ts';
import { calculateEmissions } from './calculate.ts';
import type { FactorCatalog } from './resolve-factor.ts';

/** A catalog snapshot bound to the calculation engine. */
export class LoadedCatalog {
  constructor(readonly catalog: FactorCatalog) {}

  calculate(submission: ActivitySubmission) {
    return calculateEmissions(submission, this.catalog);
  }
}
