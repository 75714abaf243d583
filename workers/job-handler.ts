import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import type { JobContract } from '../jobs/define-job.ts';
import type { Queues } from '../jobs/queue-producer.ts';
import type { FactorCatalogSource } from '../services/factors/factor-catalog-source.ts';
import type { OutboundPolicy } from '../services/outbound/outbound-address-policy.ts';

/** What a job handler may use: the dependencies its use cases take. */
export interface WorkerDeps {
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

/** Per-run context: the BullMQ job and its lock token, the worker's shutdown signal, the process's metrics. */
export interface WorkerJobContext {
  job: Job;
  token?: string;
  shutdown: AbortSignal;
  /** Counts input rows handled, for the worker process's metrics. */
  rowsProcessed(counts: { stored: number; failed: number }): void;
}

/** The code that runs one job kind: it calls a use case (for a stored job, through job-lifecycle.ts). */
export interface JobHandler<S extends z.ZodType = z.ZodType> {
  contract: JobContract<S>;
  handle(payload: z.output<S>, deps: WorkerDeps, context: WorkerJobContext): Promise<unknown>;
}

export function handleJob<S extends z.ZodType>(
  contract: JobContract<S>,
  handle: JobHandler<S>['handle'],
): JobHandler<S> {
  return { contract, handle };
}
