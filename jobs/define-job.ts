import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { FactorCatalogSource } from '../services/factors/factor-catalog-source.ts';
import type { OutboundPolicy } from '../services/outbound/outbound-address-policy.ts';
import type { JobKind, Queues } from './queue-producer.ts';

/** What a job handler may use: the same dependencies a service takes. */
export interface JobDeps {
  db: Db;
  queues: Queues;
  factors: FactorCatalogSource;
  /** Where uploaded files and reports are (shared with the API processes). */
  storageDir: string;
  /** Longest CSV record read; longer ones are reported as bad rows. */
  csvMaxLineBytes: number;
  /** What ERP syncs may reach (ERP_ALLOWED_HOSTS, the answer size cap). */
  outbound: OutboundPolicy;
  log: Logger;
}

/** Per-run context: the BullMQ job (progress, hand-back), its lock token and the worker's shutdown signal. */
export interface JobContext {
  job: Job;
  token?: string;
  shutdown: AbortSignal;
  /** Counts input rows handled, for the worker process's metrics. */
  rowsProcessed(counts: { stored: number; failed: number }): void;
}

/**
 * One job kind: its queue and name, the payload schema (checked when enqueued and again before the
 * handler runs, which receives it parsed), BullMQ options (attempts, backoff, retention) and the
 * worker concurrency of its queue.
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> extends JobKind<S> {
  /** Jobs of this queue one worker process runs at once; default WORKER_CONCURRENCY. */
  concurrency?: number;
  handler(payload: z.output<S>, deps: JobDeps, context: JobContext): Promise<unknown>;
}

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}

/** Retention shared by every kind: enough history for the dashboard without growing Redis forever. */
export const KEEP_JOBS = {
  removeOnComplete: { age: 24 * 3600, count: 1_000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 5_000 },
} as const;
