import { moveActivitiesToSite } from '../../db/queries/activities.ts';
import { recordAudit } from '../../db/queries/audit.ts';
import { findSite } from '../../db/queries/sites.ts';
import { auditActor, type Actor } from '../actor.ts';
import { emissionsChanged } from '../emissions/emissions-changed.ts';
import { lockedPeriodOfError, periodLockedError } from '../periods/locked-periods-guard.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { ApiError, notFound, validationError } from '../service-errors.ts';
import type { AssignActivitiesInput, SiteAssignment } from './site-schemas.ts';

/**
 * Moves activities to a site, all or nothing: the site (locked, so it cannot be archived or deleted
 * meanwhile) must be active, and every id a live activity of the organisation and mode. Their rollup
 * figures move with them, and one audit entry lists each activity with the site it left. An activity
 * dated in a locked year refuses the lot (409 PERIOD_LOCKED: the period_locks triggers check updates).
 */
export async function assignActivitiesToSite(
  deps: Pick<ServiceDeps, 'db' | 'queues' | 'rollups'>,
  actor: Actor,
  siteId: string,
  input: AssignActivitiesInput,
): Promise<SiteAssignment> {
  const repeated = input.activity_ids.findIndex((id, i) => input.activity_ids.indexOf(id) !== i);
  if (repeated >= 0) throw validationError(`activity_ids[${repeated}]`, 'is given twice');
  const assignment = await deps.db
    .transaction()
    .execute(async (trx) => {
      const site = await findSite(trx, actor, siteId, true);
      if (!site) throw notFound('Site');
      if (site.status !== 'active')
        throw new ApiError(409, 'CONFLICT', `Site ${site.code} is archived: activities cannot be moved to it`, {
          field: 'id',
          reason: 'site is archived',
        });
      const moved = await moveActivitiesToSite(trx, actor, input.activity_ids, site.id);
      const found = new Set(moved.map((row) => row.id));
      const missing = input.activity_ids.findIndex((id) => !found.has(id));
      if (missing >= 0)
        throw validationError(`activity_ids[${missing}]`, 'is not a live activity of this organisation');
      await recordAudit(trx, {
        ...auditActor(actor),
        action: 'activity.site_assign',
        entityType: 'site',
        entityId: site.id,
        snapshot: { site_code: site.code, activities: moved },
      });
      return { site_id: site.id, site_code: site.code, assigned: moved.length, activity_ids: input.activity_ids };
    })
    .catch((error: unknown) => {
      const lock = lockedPeriodOfError(error);
      throw lock ? periodLockedError(lock, 'activity_ids') : error;
    });
  await emissionsChanged(deps, actor);
  return assignment;
}
