import { recordAudit } from '../../db/queries/audit.ts';
import { deleteTestReports } from '../../db/queries/reports.ts';
import { deleteTestData } from '../../db/queries/test-data.ts';
import { auditActor, type Actor } from '../actor.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { openFileStorage } from '../storage/configured-file-storage.ts';
import { forbidden } from '../service-errors.ts';

/**
 * Deletes the organisation's test-mode data in one audited transaction; live data is never reset.
 * Report files go once the rows are gone (a file without its row is never served; the reverse would be).
 */
export async function resetTestData(deps: Pick<ServiceDeps, 'db' | 'config'>, actor: Actor) {
  if (actor.mode !== 'test') throw forbidden('live_key', 'Only a test key can reset test data; live data is never reset');
  const { deleted, files } = await deps.db.transaction().execute(async (trx) => {
    const files = await deleteTestReports(trx, actor.organizationId);
    const counts = { ...(await deleteTestData(trx, actor.organizationId)), reports: files.length };
    await recordAudit(trx, {
      ...auditActor(actor),
      action: 'test_data.reset',
      entityType: 'organization',
      entityId: actor.organizationId,
      snapshot: counts,
    });
    return { deleted: counts, files };
  });
  const storage = openFileStorage(deps.config.STORAGE_DIR);
  await Promise.all(files.map((key) => storage.remove(key)));
  return { deleted };
}
