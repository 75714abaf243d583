import type { Db } from '../db/database.ts';
import type { Queues } from './queues.ts';
import { reconcileIngestJobs } from './reconciler.ts';

/** Every 5 s, fold whatever rollup deltas are pending (a safety net behind the debounced folds). */
const FOLD_EVERY_MS = 5_000;

export interface SchedulerOptions {
  reconcileEveryMs: number;
  staleHeartbeatMs: number;
}

/**
 * Repeating jobs, registered with BullMQ job schedulers so several scheduler processes never
 * double-schedule. (Customers' ERP pulls run on node-cron timers: erp-schedule-runner.ts.)
 */
async function scheduleRepeatingJobs(queues: Queues) {
  await queues.get('aggregate').upsertJobScheduler('aggregate.fold.periodic', { every: FOLD_EVERY_MS }, { name: 'aggregate.fold', data: {} });
}

/**
 * The scheduler role: repeating jobs, plus a timer (not a BullMQ job, which a flushed Redis would
 * lose with everything else) that reconciles ingest jobs and re-registers the repeating jobs.
 */
export async function startScheduler(queues: Queues, db: Db, options: SchedulerOptions) {
  let pass: Promise<void> | undefined;
  const tick = () => {
    pass ??= (async () => {
      await scheduleRepeatingJobs(queues);
      await reconcileIngestJobs(db, queues, options);
    })()
      .catch((error: unknown) => console.error(`scheduler: reconcile pass failed: ${(error as Error).message}`))
      .finally(() => {
        pass = undefined;
      });
    return pass;
  };
  await scheduleRepeatingJobs(queues);
  const timer = setInterval(tick, options.reconcileEveryMs);
  void tick();
  return {
    async close() {
      clearInterval(timer);
      await pass;
    },
  };
}
