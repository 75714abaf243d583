import type { Db } from '../../db/database.ts';
import { bumpRollupGeneration } from '../../db/queries/rollups.ts';
import type { TenantScope } from '../../db/queries/tenant-scope.ts';

/**
 * In the transaction of a write that changes an organisation's boundary (the company profile's
 * consolidation approach; a site's share, control flags or description): answers cached under the
 * rollup version were computed with the old one, so the rollup generation moves with the write
 * (every process sees it, listening or reading versions from the database). After the commit the
 * writer calls emissionsChanged as any writer of emissions does.
 */
export async function markBoundaryChanged(trx: Db, scope: TenantScope): Promise<void> {
  await bumpRollupGeneration(trx, scope.organizationId, scope.mode);
}
