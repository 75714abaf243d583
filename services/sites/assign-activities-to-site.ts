import { moveActivitiesToSite } from '../../db/queries/activities.ts';
import { recordAudit } from '../../db/queries/audit.ts';
import { findSite } from '../../db/queries/sites.ts';
import { auditActor, type Actor } from '../actor.ts';
import { emissionsChanged } from '../emissions/emissions-changed.ts';
import { lockedPeriodOfError, periodLockedError } from '../periods/locked-periods-guard.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { ApiError, notFound, validationError } from '../service-errors.ts';
import type { AssignActivitiesInput, SiteAssignment } from './site-schemas.ts';

type MoveDeps = Pick<ServiceDeps, 'db' | 'queues' | 'rollups'>;

/**
 * Moves activities to a site, or off it back to unassigned, all or nothing: the site is locked (so
 * it cannot be archived or deleted meanwhile) and must be active to receive activities (one leaving
 * an archived site is fine); every id must be a live activity of the organisation and mode, and,
 * leaving, one at this site. Their rollup figures move with them, and one audit entry lists each
 * activity with the site it left. An activity dated in a locked year refuses the lot (409
 * PERIOD_LOCKED: the period_locks triggers check updates).
 */
async function moveActivities(
  deps: MoveDeps,
  actor: Actor,
  move: { siteId: string; leave: boolean },
  input: AssignActivitiesInput,
): Promise<SiteAssignment> {
  const repeated = input.activity_ids.findIndex((id, i) => input.activity_ids.indexOf(id) !== i);
  if (repeated >= 0) throw validationError(`activity_ids[${repeated}]`, 'is given twice');
  const assignment = await deps.db
    .transaction()
    .execute(async (trx) => {
      const site = await findSite(trx, actor, move.siteId, true);
      if (!site) throw notFound('Site');
      if (!move.leave && site.status !== 'active')
        throw new ApiError(409, 'CONFLICT', `Site ${site.code} is archived: activities cannot be moved to it`, {
          field: 'id',
          reason: 'site is archived',
        });
      const moved = await moveActivitiesToSite(trx, actor, input.activity_ids, move.leave ? null : site.id);
      const previous = new Map(moved.map((row) => [row.id, row.previous_site_id]));
      const missing = input.activity_ids.findIndex((id) => !previous.has(id));
      if (missing >= 0)
        throw validationError(`activity_ids[${missing}]`, 'is not a live activity of this organisation');
      const elsewhere = move.leave ? input.activity_ids.findIndex((id) => previous.get(id) !== site.id) : -1;
      if (elsewhere >= 0) throw validationError(`activity_ids[${elsewhere}]`, `is not at site ${site.code}`);
      await recordAudit(trx, {
        ...auditActor(actor),
        action: move.leave ? 'activity.site_unassign' : 'activity.site_assign',
        entityType: 'site',
        entityId: site.id,
        snapshot: { site_code: site.code, activities: moved },
      });
      return {
        site_id: move.leave ? null : site.id,
        site_code: move.leave ? null : site.code,
        assigned: moved.length,
        activity_ids: input.activity_ids,
      };
    })
    .catch((error: unknown) => {
      const lock = lockedPeriodOfError(error);
      throw lock ? periodLockedError(lock, 'activity_ids') : error;
    });
  await emissionsChanged(deps, actor);
  return assignment;
}

/** POST /v1/sites/:id/assign: the activities move to the site. */
export const assignActivitiesToSite = (deps: MoveDeps, actor: Actor, siteId: string, input: AssignActivitiesInput) =>
  moveActivities(deps, actor, { siteId, leave: false }, input);

/** POST /v1/sites/:id/unassign: the activities leave the site (unassigned, as activities that never named one). */
export const unassignActivities = (deps: MoveDeps, actor: Actor, siteId: string, input: AssignActivitiesInput) =>
  moveActivities(deps, actor, { siteId, leave: true }, input);
