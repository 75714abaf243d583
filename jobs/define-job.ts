import type { JobsOptions } from 'bullmq';
import type { z } from 'zod';

/**
 * One job kind's contract: its queue and name, the payload schema (checked when enqueued and again
 * before its handler runs), BullMQ options (attempts, backoff, retention) and the worker concurrency
 * of its queue. The handler that runs it lives with the worker runtime (workers/handlers/).
 */
export interface JobContract<S extends z.ZodType = z.ZodType> {
  queue: string;
  name: string;
  schema: S;
  options: JobsOptions;
  /** Jobs of this queue one worker process runs at once; default WORKER_CONCURRENCY. */
  concurrency?: number;
}

export function defineJob<S extends z.ZodType>(contract: JobContract<S>): JobContract<S> {
  return contract;
}

/** Retention shared by every kind: enough history for the dashboard without growing Redis forever. */
export const KEEP_JOBS = {
  removeOnComplete: { age: 24 * 3600, count: 1_000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 5_000 },
} as const;
