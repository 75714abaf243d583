import { recordAudit } from '../../db/queries/audit.ts';
import { deleteTestReports } from '../../db/queries/reports.ts';
import { deleteTestData } from '../../db/queries/test-data.ts';
import { auditActor, type Actor } from '../actor.ts';
import { emissionsChanged } from '../emissions/emissions-changed.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { forbidden } from '../service-errors.ts';
import { openFileStorage } from '../storage/configured-file-storage.ts';
import { removeStoredFiles } from '../storage/upload-storage.ts';

/**
 * Deletes the organisation's test-mode data in one audited transaction, then the uploaded files of
 * the jobs and the files of the reports it deleted; live data is never reset.
 */
export async function resetTestData(deps: Pick<ServiceDeps, 'db' | 'config' | 'rollups' | 'queues'>, actor: Actor) {
  if (actor.mode !== 'test')
    throw forbidden('live_key', 'Only a test key can reset test data; live data is never reset');
  const { counts, filePaths, reportFiles } = await deps.db.transaction().execute(async (trx) => {
    const removed = await deleteTestData(trx, actor.organizationId);
    const reportFiles = await deleteTestReports(trx, actor.organizationId);
    const counts = { ...removed.counts, reports: reportFiles.length };
    await recordAudit(trx, {
      ...auditActor(actor),
      action: 'test_data.reset',
      entityType: 'organization',
      entityId: actor.organizationId,
      snapshot: counts,
    });
    return { counts, filePaths: removed.filePaths, reportFiles };
  });
  await emissionsChanged(deps, actor);
  // After the commit: a rolled-back reset must not lose the files of jobs and reports that still exist.
  await removeStoredFiles(deps.config.STORAGE_DIR, filePaths);
  const storage = openFileStorage(deps.config.STORAGE_DIR);
  await Promise.all(reportFiles.map((key) => storage.remove(key)));
  return { deleted: counts };
}
