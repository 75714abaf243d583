import type { Job } from 'bullmq';
import type { Db } from '../db/database.ts';
import type { FactorCatalogSource } from '../db/queries/factor-catalog.ts';
import { foldDeltas } from '../db/queries/rollups.ts';
import { QueuePayloads, type QueueName } from '../jobs/queues.ts';
import { renderReportJob } from '../services/reports/reports-render.ts';
import type { ServiceLogger } from '../services/service-logger.ts';
import { LocalFileStorage } from '../services/storage/local-file-storage.ts';
import { runIngestJob } from './ingest-job.ts';
import type { Queues } from './queues.ts';

export interface WorkerDeps {
  db: Db;
  queues: Queues;
  factors: FactorCatalogSource;
  /** Where uploaded files and generated reports are (shared with the API processes). */
  storageDir: string;
  log: ServiceLogger;
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
  report: {
    'report.render': async (job, deps) =>
      renderReportJob(
        { db: deps.db, storage: new LocalFileStorage(deps.storageDir), queues: deps.queues, log: deps.log },
        {
          reportId: QueuePayloads.report['report.render'].parse(job.data).reportId,
          jobId: job.id!,
          lastAttempt: job.attemptsMade + 1 >= (job.opts.attempts ?? 1),
        },
      ),
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
