import type { JobState } from 'bullmq';
import type { Db } from '../db/database.ts';
import type { JobStatus } from '../db/schema.ts';
import { openIngestJobs } from '../db/queries/ingest-job-runs.ts';
import { openReports } from '../db/queries/reports.ts';
import { enqueueReportRender, reportRender } from '../jobs/definitions/report-render.ts';
import type { Queues } from '../jobs/queue-producer.ts';
import { storedJobRun } from '../jobs/stored-job-runs.ts';
import { INGEST_JOBS, REPORTS } from './job-lifecycle.ts';

/** States in which BullMQ still holds a job and will run it: nothing to repair. */
const HELD: ReadonlySet<JobState | 'unknown'> = new Set([
  'waiting',
  'prioritized',
  'delayed',
  'active',
  'waiting-children',
]);
/** Runs a job may start in all (BullMQ retries, stall recoveries, re-enqueues) before it is failed for good. */
const MAX_RUNS = 10;
/** Open rows read from PostgreSQL at a time. */
const PAGE = 1_000;

export interface ReconcileOptions {
  staleHeartbeatMs: number;
  /** Where uploaded files are: a job given up on has its file removed. */
  storageDir: string;
}

interface OpenRow {
  id: string;
  seq: number;
  status: JobStatus;
  attempts: number;
  stale: boolean;
}

/** A table whose rows are the record of jobs to run (an outbox), and how to run or give up on one. */
interface Outbox<R extends OpenRow> {
  open(afterSeq: number): Promise<R[]>;
  /** The queue that runs a row. */
  queue(row: R): string;
  /** A row a worker may still be on (or the API still enqueueing): left alone this pass. */
  fresh(row: R): boolean;
  enqueue(row: R): Promise<unknown>;
  /** Gives up on a row that has been run MAX_RUNS times. */
  fail(row: R): Promise<void>;
}

/**
 * PostgreSQL is the record of what must run; Redis only carries it. For every open row whose job
 * BullMQ no longer holds (Redis restarted without persistence or was flushed, the API died between
 * commit and enqueue, a job stalled past BullMQ's limit), enqueue it again under the same id. A
 * running row is left alone while it is fresh: a worker may still be on it after a flush.
 * Safe to run from several schedulers at once: re-adding an existing jobId is a no-op.
 */
async function reconcile<R extends OpenRow>(queues: Queues, outbox: Outbox<R>) {
  const requeued: string[] = [];
  const failed: string[] = [];
  for (let page = await outbox.open(0); page.length > 0;) {
    for (const row of page) {
      const held = await queues.get(outbox.queue(row)).getJob(row.id);
      if (held && HELD.has(await held.getState())) continue;
      if (outbox.fresh(row)) continue;
      if (row.attempts >= MAX_RUNS) {
        await outbox.fail(row);
        failed.push(row.id);
        continue;
      }
      // A completed or failed leftover under the same id would turn the new add into a no-op.
      await held?.remove();
      await outbox.enqueue(row);
      requeued.push(row.id);
    }
    page = page.length < PAGE ? [] : await outbox.open(page[page.length - 1].seq);
  }
  return { requeued, failed };
}

/** Ingest jobs (files, JSON, ERP syncs): stale when no batch committed within staleHeartbeatMs. */
export function reconcileIngestJobs(db: Db, queues: Queues, options: ReconcileOptions) {
  return reconcile(queues, {
    open: (afterSeq) => openIngestJobs(db, options.staleHeartbeatMs, PAGE, afterSeq),
    queue: (job) => storedJobRun(job.queue).kind.queue,
    fresh: (job) => job.status === 'running' && !job.stale,
    enqueue: (job) =>
      storedJobRun(job.queue).enqueue(queues, job.id, {
        organization_id: job.organization_id,
        mode: job.mode,
        file_name: job.file_name,
      }),
    fail: (job) =>
      INGEST_JOBS.fail(
        { db, storageDir: options.storageDir },
        job.id,
        `gave up after ${job.attempts} runs; see the worker logs`,
      ),
  });
}

/**
 * Reports: a queued report is left to the API that is enqueueing it until staleHeartbeatMs has passed;
 * a running one (renders take seconds) is stale after as long.
 */
export function reconcileReports(db: Db, queues: Queues, options: ReconcileOptions) {
  return reconcile(queues, {
    open: (afterSeq) => openReports(db, options.staleHeartbeatMs, PAGE, afterSeq),
    queue: () => reportRender.queue,
    fresh: (report) => !report.stale,
    enqueue: (report) => enqueueReportRender(queues, report.id),
    fail: (report) =>
      REPORTS.fail(
        { db, storageDir: options.storageDir },
        report.id,
        `The report could not be rendered: its job was interrupted ${report.attempts} times; request it again.`,
      ),
  });
}
