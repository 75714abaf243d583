import type { JobContract } from './define-job.ts';
import type { JobCard } from './job-card.ts';
import type { Queues } from './queue-producer.ts';
import { enqueueErpSync, erpSync } from './definitions/erp-sync.ts';
import { enqueueIngestRun, ingestRun } from './definitions/ingest-run.ts';

interface StoredJobRun {
  kind: JobContract;
  enqueue(queues: Queues, ingestJobId: string, card: JobCard): Promise<unknown>;
}

const RUNS: Record<string, StoredJobRun> = {
  [ingestRun.queue]: { kind: ingestRun, enqueue: enqueueIngestRun },
  [erpSync.queue]: { kind: erpSync, enqueue: enqueueErpSync },
};

/** The job kind that runs an ingest_jobs row, by the row's `queue` column (the reconciler re-enqueues with it). */
export function storedJobRun(queue: string): StoredJobRun {
  const run = RUNS[queue];
  if (!run) throw new Error(`No job kind runs ingest_jobs rows of queue ${queue}`);
  return run;
}
