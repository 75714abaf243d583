import { recordAudit } from '../../db/queries/audit.ts';
import { countSiteActivities, deleteSite as deleteSiteRow, findSite } from '../../db/queries/sites.ts';
import { auditActor, type Actor } from '../actor.ts';
import type { DeletedRecord } from '../deleted-record.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { ApiError, notFound } from '../service-errors.ts';
import { toSite } from './read-sites.ts';

/**
 * Deletes a site no live activity names (audited, with the site as it was); one that activities name
 * is refused with 409, telling the client to archive it instead. The site's row is locked first, so an
 * activity stored meanwhile waits (its reference checks the row) and is counted, or fails after.
 */
export async function deleteSite(deps: Pick<ServiceDeps, 'db'>, actor: Actor, id: string): Promise<DeletedRecord> {
  return deps.db.transaction().execute(async (trx) => {
    const site = await findSite(trx, actor, id, true);
    if (!site) throw notFound('Site');
    const activities = await countSiteActivities(trx, actor, id);
    if (activities > 0)
      throw new ApiError(
        409,
        'CONFLICT',
        `Site ${site.code} has ${activities} activities: archive it instead (PATCH /v1/sites/${id} with status 'archived'), or move them first (POST /v1/sites/{id}/assign)`,
        { activities },
      );
    await deleteSiteRow(trx, actor, id);
    await recordAudit(trx, {
      ...auditActor(actor),
      action: 'site.delete',
      entityType: 'site',
      entityId: id,
      snapshot: toSite(site),
    });
    return { id, deleted: true, deleted_at: new Date().toISOString() };
  });
}
