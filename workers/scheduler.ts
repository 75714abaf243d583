import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import { aggregateFold } from '../jobs/definitions/aggregate-fold.ts';
import type { Queues } from '../jobs/queue-producer.ts';
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
  await queues
    .get(aggregateFold.queue)
    .upsertJobScheduler(
      'aggregate.fold.periodic',
      { every: FOLD_EVERY_MS },
      { name: aggregateFold.name, data: {}, opts: aggregateFold.options },
    );
}

/**
 * The scheduler role: repeating jobs, plus a timer (not a BullMQ job, which a flushed Redis would
 * lose with everything else) that reconciles ingest jobs and re-registers the repeating jobs.
 */
export async function startScheduler(queues: Queues, db: Db, log: Logger, options: SchedulerOptions) {
  let pass: Promise<void> | undefined;
  const tick = () => {
    pass ??= (async () => {
      await scheduleRepeatingJobs(queues);
      await reconcileIngestJobs(db, queues, options);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'scheduler: reconcile pass failed'))
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
