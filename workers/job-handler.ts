import type { Job } from 'bullmq';
import type { z } from 'zod';
import type { JobContract } from '../jobs/define-job.ts';
import type { ServiceDeps } from '../services/service-deps.ts';

/** What a job handler may use: the dependencies its use cases take. */
export interface WorkerDeps extends Pick<ServiceDeps, 'db' | 'queues' | 'factors' | 'outbound' | 'webhooks' | 'log'> {
  /** Where uploaded files and reports are (shared with the API processes). */
  storageDir: string;
  /** Longest CSV record read; longer ones are reported as bad rows. */
  csvMaxLineBytes: number;
  /** ERP_SYNC_MAX_MS: how long one ERP sync may run, over all its turns on a worker. */
  erpSyncMaxMs: number;
}

/** The process's ServiceDeps as handlers take them (the settings they read, named). */
export function workerDeps(deps: ServiceDeps): WorkerDeps {
  return {
    ...deps,
    storageDir: deps.config.STORAGE_DIR,
    csvMaxLineBytes: deps.config.CSV_MAX_LINE_BYTES,
    erpSyncMaxMs: deps.config.ERP_SYNC_MAX_MS,
  };
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
