import { recordAudit } from '../../db/queries/audit.ts';
import { deleteTestData } from '../../db/queries/test-data.ts';
import { auditActor, type Actor } from '../actor.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { forbidden } from '../service-errors.ts';

/** Deletes the organisation's test-mode data in one audited transaction; live data is never reset. */
export async function resetTestData(deps: Pick<ServiceDeps, 'db' | 'rollups'>, actor: Actor) {
  if (actor.mode !== 'test') throw forbidden('live_key', 'Only a test key can reset test data; live data is never reset');
  const deleted = await deps.db.transaction().execute(async (trx) => {
    const counts = await deleteTestData(trx, actor.organizationId);
    await recordAudit(trx, {
      ...auditActor(actor),
      action: 'test_data.reset',
      entityType: 'organization',
      entityId: actor.organizationId,
      snapshot: counts,
    });
    return counts;
  });
  deps.rollups.changed(actor.organizationId, actor.mode);
  return { deleted };
}
