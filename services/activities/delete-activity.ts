import { softDeleteActivity } from '../../db/queries/activities.ts';
import { recordAudit } from '../../db/queries/audit.ts';
import { auditActor, type Actor } from '../actor.ts';
import { emissionsChanged } from '../emissions/emissions-changed.ts';
import type { ServiceDeps } from '../service-deps.ts';
import type { DeletedRecord } from '../deleted-record.ts';
import { notFound } from '../service-errors.ts';
import { toActivityRecord } from './activity-views.ts';

/**
 * Soft delete with an audit record holding the activity as it was: it is removed from every total
 * (its negative rollup delta commits in the same transaction) and answers 404 afterwards.
 */
export async function deleteActivity(
  deps: Pick<ServiceDeps, 'db' | 'queues' | 'rollups'>,
  actor: Actor,
  id: string,
): Promise<DeletedRecord> {
  const deleted = await deps.db.transaction().execute(async (trx) => {
    const row = await softDeleteActivity(trx, actor, id);
    if (!row) return undefined;
    await recordAudit(trx, {
      ...auditActor(actor),
      action: 'activity.delete',
      entityType: 'activity',
      entityId: row.id,
      snapshot: toActivityRecord(row),
    });
    return row;
  });
  if (!deleted) throw notFound('Activity');
  await emissionsChanged(deps, actor);
  return { id: deleted.id, deleted: true, deleted_at: deleted.deleted_at!.toISOString() };
}
