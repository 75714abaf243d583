import { foldDeltas, hasPendingDeltas } from '../../db/queries/rollups.ts';
import { requestFold } from '../../jobs/definitions/aggregate-fold.ts';
import type { ServiceDeps } from '../service-deps.ts';

/** The aggregate.fold job's use case: folds pending emission_daily_deltas into emission_daily, batch by batch. */
export async function foldRollupDeltas(deps: Pick<ServiceDeps, 'db'>): Promise<{ folded: number }> {
  let folded = 0;
  for (let batch = await foldDeltas(deps.db); batch > 0; batch = await foldDeltas(deps.db)) folded += batch;
  return { folded };
}

/** The scheduler's safety net: a fold only when deltas wait, so an idle service adds no do-nothing jobs. */
export async function requestFoldIfPending(deps: Pick<ServiceDeps, 'db' | 'queues'>): Promise<boolean> {
  if (!(await hasPendingDeltas(deps.db))) return false;
  await requestFold(deps.queues);
  return true;
}
