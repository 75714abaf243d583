import type { Logger } from 'pino';
import type { Db } from '../db/database.ts';
import { aggregateFold } from '../jobs/definitions/aggregate-fold.ts';
import type { Queues } from '../jobs/queue-producer.ts';
import { purgeExpiredIdempotencyKeys } from '../db/queries/idempotency-records.ts';
import { requestFoldIfPending } from '../services/emissions/fold-rollup-deltas.ts';
import { reconcileIngestJobs, reconcileReports, type ReconcileOptions } from './reconciler.ts';
import { requestWebhookDeliveries } from '../services/webhooks/request-webhook-deliveries.ts';
import { sweepOrphanUploads } from './upload-sweeper.ts';

/** How often the scheduler looks for rollup deltas no debounced fold picked up. */
const FOLD_EVERY_MS = 5_000;
/** The BullMQ job scheduler earlier versions registered: it added a fold job every 5 s, pending work or not. */
const RETIRED_FOLD_SCHEDULER = 'aggregate.fold.periodic';
/** How often files left in STORAGE_DIR are looked for (they are removed once older than orphanUploadAgeMs). */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

export interface SchedulerOptions extends ReconcileOptions {
  reconcileEveryMs: number;
  /** An uploaded file this old that no queued or running job holds is removed. */
  orphanUploadAgeMs: number;
  /** Default FOLD_EVERY_MS. */
  foldEveryMs?: number;
  /** How often endpoints with queued webhook events get a delivery job (WEBHOOK_POLL_MS; default 1 s). */
  webhookPollMs?: number;
}

/** Runs `pass` now and every `everyMs`, never two at once; a failure is logged, the next run retries. */
function every(everyMs: number, pass: () => Promise<unknown>, log: Logger, what: string) {
  let running: Promise<void> | undefined;
  const tick = () =>
    (running ??= pass()
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error }, `scheduler: ${what} failed`))
      .finally(() => {
        running = undefined;
      }));
  const timer = setInterval(() => void tick(), everyMs);
  void tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * The scheduler role: timers (not BullMQ repeating jobs, which a flushed Redis would lose with
 * everything else) that fold pending rollup deltas when there are any, reconcile ingest jobs and
 * reports, request webhook deliveries, sweep files left behind and purge expired idempotency records.
 * Several schedulers may run: fold and webhook delivery requests are deduplicated, reconciling, sweeping and purging are idempotent. (Customers' ERP pulls run on node-cron timers: erp-schedule-runner.ts.)
 */
export async function startScheduler(queues: Queues, db: Db, log: Logger, options: SchedulerOptions) {
  await queues.get(aggregateFold.queue).removeJobScheduler(RETIRED_FOLD_SCHEDULER);
  const timers = [
    every(options.foldEveryMs ?? FOLD_EVERY_MS, () => requestFoldIfPending({ db, queues }), log, 'fold request'),
    every(
      options.reconcileEveryMs,
      async () => {
        await reconcileIngestJobs(db, queues, options);
        await reconcileReports(db, queues, options);
      },
      log,
      'reconcile pass',
    ),
    every(
      options.webhookPollMs ?? 1_000,
      () => requestWebhookDeliveries({ db, queues }),
      log,
      'webhook delivery request',
    ),
    every(
      SWEEP_EVERY_MS,
      () => sweepOrphanUploads(db, options.storageDir, options.orphanUploadAgeMs),
      log,
      'upload sweep',
    ),
    // A replay is answered within IDEMPOTENCY_TTL_HOURS; older records only take space.
    every(SWEEP_EVERY_MS, () => purgeExpiredIdempotencyKeys(db), log, 'idempotency key purge'),
  ];
  return {
    async close() {
      await Promise.all(timers.map((timer) => timer.stop()));
    },
  };
}
