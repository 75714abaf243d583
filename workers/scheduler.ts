import type { Queues } from './queues.ts';

/** Every 30 s, fold whatever rollup deltas are pending (a safety net behind the debounced folds). */
const FOLD_EVERY_MS = 30_000;

/**
 * Repeating jobs, registered with BullMQ job schedulers so several scheduler processes never
 * double-schedule. (ERP pulls on node-cron schedules join here with the Tally sync.)
 */
export async function startScheduler(queues: Queues) {
  await queues.get('aggregate').upsertJobScheduler('aggregate.fold.periodic', { every: FOLD_EVERY_MS }, { name: 'aggregate.fold', data: {} });
  return { async close() {} };
}
