import { z } from 'zod';
import { replaceCalculation, selectForRecalculation } from '../../db/queries/activities.ts';
import { activitiesById, matchCertificates } from '../../db/queries/certificate-matching.ts';
import { insertClaims, releaseClaims, type ClaimRow } from '../../db/queries/instrument-claims.ts';
import { instrumentClaims } from '../../domain/calculation/instrument-claims.ts';
import { recordAudit } from '../../db/queries/audit.ts';
import { roundKg, sumKg } from '../../domain/numbers.ts';
import { IsoDate } from '../../domain/schemas/activity-submission.ts';
import { StoredText } from '../../domain/schemas/stored-text.ts';
import { auditActor, type Actor } from '../actor.ts';
import { emissionsChanged } from '../emissions/emissions-changed.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { validationError } from '../service-errors.ts';
import { actorOwner, calculationWrite, submissionFromRow } from './activity-row.ts';
import { returnedCalculation } from '../../domain/calculation/purchase-return.ts';
import { ResolutionRows } from './resolution-rows.ts';
import { readLockedPeriods } from '../periods/locked-periods-guard.ts';
import { periodLockedReason } from '../../domain/periods/locked-periods.ts';

export const MAX_RECALCULATED = 1000;

export const RecalculateRequest = z
  .object({
    activity_ids: z.array(z.string().uuid()).min(1).max(MAX_RECALCULATED).optional(),
    activity_type: StoredText(100).optional(),
    from: IsoDate.optional(),
    to: IsoDate.optional(),
    dry_run: z.boolean().default(true).describe('true (default): report only; false: store the new figures'),
  })
  .strict()
  .refine((b) => b.activity_ids || b.activity_type || b.from || b.to, {
    path: ['activity_ids'],
    message: 'name the activities: activity_ids, or a filter (activity_type, from, to)',
  });

const Figure = z.object({ emissions_kg_co2e: z.number(), factor_id: z.string(), factor_version: z.string() });
const Change = z.object({ activity_id: z.string(), before: Figure, after: Figure, changed: z.boolean() });
const Failure = z.object({ activity_id: z.string(), field: z.string(), reason: z.string() });
const LockedSkip = z.object({ activity_id: z.string(), fiscal_year: z.string(), reason: z.string() });

export const RecalculateResult = z.object({
  dry_run: z.boolean(),
  total_before_kg_co2e: z.number(),
  total_after_kg_co2e: z.number(),
  changes: z.array(Change),
  failed: z.array(Failure),
  skipped_locked: z
    .array(LockedSkip)
    .describe('activities dated in a locked fiscal year: not recalculated (nor counted in the totals)'),
});

const figure = (f: { emissions_kg_co2e: number | string; factor_id: string; factor_version: string }) => ({
  emissions_kg_co2e: roundKg(f.emissions_kg_co2e),
  factor_id: f.factor_id,
  factor_version: f.factor_version,
});

/** The factor behind a figure, as the audit log keeps it beside the figure. */
const factorFacts = (f: { factor_value: number | string; factor_unit: string; factor_source: string }) => ({
  factor_value: Number(f.factor_value),
  factor_unit: f.factor_unit,
  factor_source: f.factor_source,
});

/**
 * Stored emissions never change when new factor versions load; this is the explicit operation that
 * recalculates chosen activities on today's factors and the organisation's settings, reports before and after, and (unless a dry
 * run) stores the new figures with an audit record of each activity (before and after, also when
 * nothing changed), all in one transaction. Activities dated in a locked fiscal year are skipped and listed.
 */
export async function recalculateActivities(
  deps: Pick<ServiceDeps, 'db' | 'factors' | 'queues' | 'rollups'>,
  actor: Actor,
  request: z.output<typeof RecalculateRequest>,
): Promise<z.infer<typeof RecalculateResult>> {
  if (request.from && request.to && request.from > request.to) throw validationError('to', 'must not be before from');
  const catalog = await deps.factors.current();
  const selection = {
    ids: request.activity_ids,
    activityType: request.activity_type,
    from: request.from,
    to: request.to,
    limit: MAX_RECALCULATED,
  };
  const answer = await deps.db.transaction().execute(async (trx) => {
    const rows = await selectForRecalculation(trx, actor, selection, !request.dry_run);
    if (rows.length > MAX_RECALCULATED) {
      throw validationError('activity_ids', `selects more than ${MAX_RECALCULATED} activities; narrow the filter`);
    }
    const locks = await readLockedPeriods(trx, actor);
    const resolutions = new ResolutionRows();
    const changes: z.infer<typeof Change>[] = [];
    const failed: z.infer<typeof Failure>[] = [];
    const skippedLocked: z.infer<typeof LockedSkip>[] = [];
    const claims: ClaimRow[] = [];
    for (const row of rows) {
      const lock = locks.covering(row.period_start, row.period_end);
      if (lock) {
        skippedLocked.push({ activity_id: row.id, fiscal_year: lock.fiscal_year, reason: periodLockedReason(lock) });
        continue;
      }
      const submission = submissionFromRow(row);
      // An ERP purchase return is stored negated: priced as what went back, then negated again.
      const returned = submission.quantity < 0;
      const priced = catalog.calculate(
        returned ? { ...submission, quantity: -submission.quantity } : submission,
        actor.settings,
      );
      const outcome = priced.ok && returned ? { ok: true as const, value: returnedCalculation(priced.value) } : priced;
      if (!outcome.ok) {
        failed.push({ activity_id: row.id, ...outcome.error });
        continue;
      }
      const { columns, resolution } = calculationWrite(actorOwner(actor), submission, outcome.value, resolutions);
      const change = {
        activity_id: row.id,
        before: figure(row),
        after: figure({ ...columns, ...resolution }),
        changed: resolution.factor_id !== row.factor_id || Number(row.emissions_kg_co2e) !== columns.emissions_kg_co2e,
      };
      changes.push(change);
      if (request.dry_run) continue;
      claims.push(
        ...instrumentClaims(row.metadata, outcome.value.disclosure).map((claim) => ({
          activityId: row.id,
          scheme: claim.scheme,
          certificateId: claim.certificate_id,
          kwh: claim.kwh,
        })),
      );
      if (change.changed) await replaceCalculation(trx, actor, row.id, columns, resolution);
      // Recorded whether or not it changed anything: an assurer sees the activity was looked at again.
      await recordAudit(trx, {
        ...auditActor(actor),
        action: 'activity.recalculate',
        entityType: 'activity',
        entityId: row.id,
        snapshot: {
          changed: change.changed,
          before: { ...change.before, ...factorFacts(row) },
          after: { ...change.after, ...factorFacts(resolution) },
        },
      });
    }
    if (!request.dry_run && changes.length > 0) {
      // Claims follow the new calculations, and the markets and years of the activities are matched
      // again (which also matches certificates stored before matching existed).
      const looked = changes.map((change) => change.activity_id);
      await releaseClaims(trx, actor, looked);
      await insertClaims(trx, actor, claims, 'skipped');
      await matchCertificates(trx, actor, activitiesById(actor, looked));
    }
    // Totals of the lines shown: each line rounded, then summed.
    const totals = {
      total_before_kg_co2e: sumKg(changes.map((c) => c.before.emissions_kg_co2e)),
      total_after_kg_co2e: sumKg(changes.map((c) => c.after.emissions_kg_co2e)),
    };
    return { dry_run: request.dry_run, ...totals, changes, failed, skipped_locked: skippedLocked };
  });
  if (!request.dry_run) await emissionsChanged(deps, actor);
  return answer;
}
