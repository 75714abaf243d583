import { z } from 'zod';
import { defineJob, KEEP_JOBS } from '../define-job.ts';
import type { Queues } from '../queue-producer.ts';

/** Folds pending emission_daily_deltas into emission_daily, one bounded batch at a time. */
export const aggregateFold = defineJob({
  queue: 'aggregate',
  name: 'aggregate.fold',
  schema: z.object({}),
  options: { attempts: 3, backoff: { type: 'exponential', delay: 1000 }, ...KEEP_JOBS },
  // Folds touch the same rollup rows: one at a time.
  concurrency: 1,
});

/** Debounced fold of rollup deltas: many requests within a second share one job. */
export function requestFold(queues: Queues) {
  return queues.add(aggregateFold, {}, { deduplication: { id: aggregateFold.name, ttl: 1000 }, delay: 1000 });
}

const lastFoldRequest = new WeakMap<Queues, number>();

/**
 * For the synchronous write path: at most one fold request a second from this process, not awaited
 * (folding is a performance step, not a visibility step; the scheduler's periodic fold is the safety net).
 */
export function foldSoon(queues: Queues): void {
  const now = Date.now();
  if (now - (lastFoldRequest.get(queues) ?? 0) < 1000) return;
  lastFoldRequest.set(queues, now);
  requestFold(queues).catch((error: Error) => queues.log.error({ err: error }, 'fold request failed'));
}
