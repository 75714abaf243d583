import type { JobState } from 'bullmq';
import type { Db } from '../db/database.ts';
import { openIngestJobs } from '../db/queries/ingest-jobs.ts';
import type { Queues } from '../jobs/queue-producer.ts';
import { storedJobRun } from '../jobs/stored-job-runs.ts';
import { failIngestJobForGood } from '../services/ingest/job-attempts.ts';

/** States in which BullMQ still holds a job and will run it: nothing to repair. */
const HELD: ReadonlySet<JobState | 'unknown'> = new Set(['waiting', 'prioritized', 'delayed', 'active', 'waiting-children']);
/** Runs an ingest job may start in all (BullMQ retries, stall recoveries, re-enqueues) before it is failed for good. */
const MAX_INGEST_RUNS = 10;
/** Open jobs read from PostgreSQL at a time. */
const PAGE = 1_000;

export interface ReconcileOptions {
  staleHeartbeatMs: number;
  /** Where uploaded files are: a job given up on has its file removed. */
  storageDir: string;
}

/**
 * PostgreSQL is the record of what must run; Redis only carries it. For every open ingest job that
 * BullMQ no longer holds (Redis restarted without persistence or was flushed, the API died between
 * commit and enqueue, a job stalled past BullMQ's limit), enqueue it again under the same id. A
 * running job is left alone while its heartbeat is fresh: a worker may still be on it after a flush.
 * Safe to run from several schedulers at once: re-adding an existing jobId is a no-op.
 */
export async function reconcileIngestJobs(db: Db, queues: Queues, options: ReconcileOptions) {
  const requeued: string[] = [];
  const failed: string[] = [];
  for (let page = await openIngestJobs(db, options.staleHeartbeatMs, PAGE); page.length > 0; ) {
    for (const job of page) {
      const run = storedJobRun(job.queue);
      const held = await queues.get(run.kind.queue).getJob(job.id);
      if (held && HELD.has(await held.getState())) continue;
      if (job.status === 'running' && !job.stale) continue;
      if (job.attempts >= MAX_INGEST_RUNS) {
        const reason = `gave up after ${job.attempts} runs; see the worker logs`;
        await failIngestJobForGood(db, options.storageDir, job.id, reason);
        failed.push(job.id);
        continue;
      }
      // A completed or failed leftover under the same id would turn the new add into a no-op.
      await held?.remove();
      await run.enqueue(queues, job.id);
      requeued.push(job.id);
    }
    page = page.length < PAGE ? [] : await openIngestJobs(db, options.staleHeartbeatMs, PAGE, page[page.length - 1]!.seq);
  }
  return { requeued, failed };
}
