import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import { aggregateFold } from '../jobs/definitions/aggregate-fold.ts';
import type { Queues } from '../jobs/queue-producer.ts';
import { reconcileIngestJobs, type ReconcileOptions } from './reconciler.ts';
import { sweepOrphanUploads } from './upload-sweeper.ts';

/** Every 5 s, fold whatever rollup deltas are pending (a safety net behind the debounced folds). */
const FOLD_EVERY_MS = 5_000;
/** How often files left in STORAGE_DIR are looked for (they are removed once older than orphanUploadAgeMs). */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface SchedulerOptions extends ReconcileOptions {
  reconcileEveryMs: number;
  /** An uploaded file this old that no queued or running job holds is removed. */
  orphanUploadAgeMs: number;
}

/** `work` at most once at a time (a call while it runs joins that run); a failure is logged, the next run retries. */
function oneAtATime(log: Logger, label: string, work: () => Promise<unknown>) {
  let running: Promise<void> | undefined;
  return {
    run: () =>
      (running ??= work()
        .then(() => undefined)
        .catch((error: unknown) => log.error({ err: error }, `scheduler: ${label} failed`))
        .finally(() => {
          running = undefined;
        })),
    settled: async () => running,
  };
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
 * The scheduler role: repeating jobs, plus timers (not BullMQ jobs, which a flushed Redis would lose
 * with everything else) that reconcile ingest jobs, re-register the repeating jobs and sweep files
 * left behind.
 */
export async function startScheduler(queues: Queues, db: Db, log: Logger, options: SchedulerOptions) {
  const reconcile = oneAtATime(log, 'reconcile pass', async () => {
    await scheduleRepeatingJobs(queues);
    await reconcileIngestJobs(db, queues, options);
  });
  const sweep = oneAtATime(log, 'upload sweep', () => sweepOrphanUploads(db, options.storageDir, options.orphanUploadAgeMs));
  await scheduleRepeatingJobs(queues);
  const timers = [
    setInterval(() => void reconcile.run(), options.reconcileEveryMs),
    setInterval(() => void sweep.run(), SWEEP_EVERY_MS),
  ];
  void reconcile.run();
  void sweep.run();
  return {
    async close() {
      for (const timer of timers) clearInterval(timer);
      await Promise.all([reconcile.settled(), sweep.settled()]);
    },
  };
}
