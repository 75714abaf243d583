import { sumKg } from '../../domain/numbers.ts';
import type { ActivityIntake, ActivitySubmission } from '../../domain/schemas/activity-submission.ts';
import type { Actor } from '../actor.ts';
import { emissionsChanged } from '../emissions/emissions-changed.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { validationError } from '../service-errors.ts';
import { lockedPeriodOfError, periodLockedError } from '../periods/locked-periods-guard.ts';
import { LockedPeriods } from '../../domain/periods/locked-periods.ts';
import { actorOwner, buildActivityRow } from './activity-row.ts';
import { storeCreatedActivities } from './store-created-activities.ts';
import { ResolutionRows } from './resolution-rows.ts';
import { toActivityResult } from './activity-views.ts';
import { sitesNamedBy } from '../sites/load-site-directory.ts';
import { CLAIM_FIELD, claimReuseError, refusedClaims } from './certificate-claims.ts';

export interface RecordActivitiesInput {
  intakes: ActivityIntake[];
  /** How an error names the i-th submission's field (`activities[i].field`, or `field` for a single object). */
  fieldOf(index: number, field: string): string;
}

/**
 * A write the period_locks triggers refused, as 409 PERIOD_LOCKED naming the first submission dated
 * in the locked year (the database checks; no query is added to this path); any other error as it is.
 */
function lockedSubmissionError(error: unknown, input: RecordActivitiesInput): unknown {
  const lock = lockedPeriodOfError(error);
  if (!lock) return error;
  const index = input.intakes.findIndex(({ period }) => new LockedPeriods([lock]).covering(period.start, period.end));
  return periodLockedError(lock, index < 0 ? undefined : input.fieldOf(index, 'period'));
}

/**
 * All or nothing: every submission's site is found (one query) and every submission is calculated (a factor resolved) before any is stored, so one
 * bad activity refuses the lot with a VALIDATION_ERROR naming its field. Stored in one transaction with
 * its creation's audit entry, and visible in GET /v1/emissions when this returns. One dated in a locked
 * year refuses the lot with 409 PERIOD_LOCKED; one claiming a certificate id already claimed, with a
 * VALIDATION_ERROR naming it.
 */
export async function recordActivities(
  deps: Pick<ServiceDeps, 'db' | 'factors' | 'queues' | 'rollups'>,
  actor: Actor,
  input: RecordActivitiesInput,
) {
  const sites = await sitesNamedBy(deps.db, actor, input.intakes);
  const submissions = input.intakes.map((intake, index): ActivitySubmission => {
    const placed = sites.apply(intake);
    if (!placed.ok) throw validationError(input.fieldOf(index, placed.error.field), placed.error.reason);
    return placed.activity;
  });
  const catalog = await deps.factors.current();
  const calculations = submissions.map((submission, index) => {
    const outcome = catalog.calculate(submission, actor.settings);
    if (!outcome.ok) throw validationError(input.fieldOf(index, outcome.error.field), outcome.error.reason);
    return outcome.value;
  });
  const owner = actorOwner(actor);
  const resolutions = new ResolutionRows();
  const writes = submissions.map((submission, i) =>
    buildActivityRow(owner, submission, calculations[i]!, null, resolutions),
  );
  const [refused] = await refusedClaims(deps.db, actor, writes);
  if (refused) throw validationError(input.fieldOf(refused[0], CLAIM_FIELD), refused[1]);
  const rows = await storeCreatedActivities(deps.db, actor, writes).catch((error: unknown) => {
    throw claimReuseError(lockedSubmissionError(error, input));
  });
  await emissionsChanged(deps, actor);
  const results = rows.map((row) => toActivityResult(row, sites.codeOf(row.site_id)));
  // The total of the lines shown: each rounded, then summed.
  return { results, total_emissions_kg_co2e: sumKg(results.map((r) => r.emissions_kg_co2e)) };
}
