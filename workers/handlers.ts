import type { Job } from 'bullmq';
import type { Db } from '../db/database.ts';
import type { FactorCatalogSource } from '../db/queries/factor-catalog.ts';
import { foldDeltas } from '../db/queries/rollups.ts';
import { QueuePayloads, type QueueName } from '../jobs/queues.ts';
import { runIngestJob } from './ingest-job.ts';
import type { Queues } from './queues.ts';

export interface WorkerDeps {
  db: Db;
  queues: Queues;
  factors: FactorCatalogSource;
  /** Where uploaded files are (shared with the API processes). */
  storageDir: string;
  /** Longest CSV record read; longer ones are reported as bad rows. */
  csvMaxLineBytes: number;
}

/** Per-run context: the BullMQ lock token (to hand a job back) and the worker's shutdown signal. */
export interface JobContext {
  token?: string;
  shutdown: AbortSignal;
}

export type Handler = (job: Job, deps: WorkerDeps, context: JobContext) => Promise<unknown>;

/** Every job name of jobs/queues.ts mapped to the function that runs it. */
export const handlers: { [Q in QueueName]: { [N in keyof (typeof QueuePayloads)[Q]]: Handler } } = {
  ingest: {
    'ingest.run': runIngestJob,
  },
  aggregate: {
    'aggregate.fold': async (_job, { db }) => {
      let folded = 0;
      for (let batch = await foldDeltas(db); batch > 0; batch = await foldDeltas(db)) folded += batch;
      return { folded };
    },
  },
};

/** Immich's rule: refuse to start when a declared job has no handler (or a handler no job). */
export function assertHandlersComplete(): void {
  for (const [queue, jobs] of Object.entries(QueuePayloads)) {
    const registered = handlers[queue as QueueName] as Record<string, Handler> | undefined;
    for (const name of Object.keys(jobs)) {
      if (!registered?.[name]) throw new Error(`Job ${queue}/${name} has no handler in workers/handlers.ts`);
    }
  }
}
