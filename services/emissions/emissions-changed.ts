import type { TenantScope } from '../../db/queries/tenant-scope.ts';
import { announceRollupChangeOn } from '../../db/rollup-notifications.ts';
import { foldSoon } from '../../jobs/definitions/aggregate-fold.ts';
import type { ServiceDeps } from '../service-deps.ts';

/**
 * The one call after a committed change of an organisation's emissions, by every writer (activities
 * recorded, deleted or recalculated, a batch or an ERP chunk stored, test data reset) and by a request
 * that waited for a job that wrote them elsewhere:
 * - a process that caches emissions answers (`rollups`: API processes) counts the change at once, so
 *   the writer's next GET sees it, and announces it to the others within milliseconds (rollup-versions.ts);
 * - any other process (workers) announces it now (NOTIFY on the pool, after the commit);
 * - its new deltas are folded soon (at most one request a second from this process), unless the caller
 *   paces its own fold requests (`fold: false`, a long ingest run).
 */
export async function emissionsChanged(
  deps: Pick<ServiceDeps, 'db' | 'queues'> & Partial<Pick<ServiceDeps, 'rollups'>>,
  scope: TenantScope,
  options: { fold?: boolean } = {},
): Promise<void> {
  if (deps.rollups) deps.rollups.changed(scope.organizationId, scope.mode);
  else await announceRollupChangeOn(deps.db, scope.organizationId, scope.mode);
  if (options.fold ?? true) foldSoon(deps.queues);
}
