import { setTimeout as sleep } from 'node:timers/promises';
import { DelayedError, UnrecoverableError, WaitingError, type Job } from 'bullmq';
import type { Db } from '../db/database.ts';
import {
  claimIngestJob,
  failIngestJob,
  releaseIngestJob,
  supersedeIngestJob,
  yieldIngestJob,
} from '../db/queries/ingest-job-runs.ts';
import { findIngestJobById, type IngestJobView } from '../db/queries/ingest-jobs.ts';
import { claimReport, failReport } from '../db/queries/reports.ts';
import { noteStoredJobError, storedJobStatus, type StoredJobTable } from '../db/queries/stored-job-rows.ts';
import { withSessionLock } from '../db/queries/session-locks.ts';
import type { JobStatus, ReportRow } from '../db/schema.ts';
import { JobAttemptError, type JobAttempt, type JobOutcome, type JobRun } from '../services/job-outcome.ts';
import type { JobWaits } from '../services/job-waits.ts';
import { removeStoredFiles } from '../services/storage/upload-storage.ts';
import type { WorkerDeps, WorkerJobContext } from './job-handler.ts';

/**
 * The life of a stored job, for every kind. PostgreSQL holds the record of the work (a row of
 * ingest_jobs or reports); BullMQ carries it. This module alone moves a row between its states and
 * tells BullMQ what happened:
 *
 *   queued ──claim──▶ running ──use case: completed──▶ completed
 *     ▲                 │ ├──use case: failed / last attempt errs──▶ failed (file removed)
 *     └──released───────┘ └──an attempt errs──▶ running with a note, retried by BullMQ
 *
 *   queued/running ──a later job imported the same file──▶ superseded (never claimed, file removed)
 *
 * yielded (others wait for the queue's workers) leaves the row running, gives back the attempt its
 * claim counted and sends the job to the back of the queue, to resume from its checkpoint.
 * busy (an exclusive key taken) leaves the row queued and delays the job; the reconciler
 * (reconciler.ts) re-enqueues rows Redis lost and fails rows run too often, through `fail` below.
 */

/** How long a job that found its exclusive key taken waits before trying again (no attempt used). */
const BUSY_RETRY_MS = 2_000;
/** How often a request waiting on a job reads its status. */
const WAIT_POLL_MS = 100;

/** A table whose rows are stored jobs, and how the lifecycle moves them. */
export interface StoredJobs<Row extends { id: string }> {
  table: StoredJobTable;
  /** Running, one more attempt; undefined when the row is finished or gone. */
  claim(db: Db, id: string): Promise<Row | undefined>;
  /** The payload of a queued or running row before it is claimed (for its exclusive key); kinds with keys only. */
  openPayload?(db: Db, id: string): Promise<unknown>;
  /** What a duplicate delivery of a finished (or gone) job returns. */
  finishedResult(db: Db, id: string): Promise<unknown>;
  /**
   * Ends an open row that a later job made redundant (its file already imported) instead of running
   * it, with that job's id; undefined when it is still to run. Kinds that can be superseded only.
   */
  supersede?(deps: Pick<WorkerDeps, 'db' | 'storageDir'>, id: string): Promise<string | undefined>;
  /** Back to queued: a shutting-down worker handed it back. */
  release(db: Db, id: string): Promise<void>;
  /** Paused at a checkpoint for jobs waiting behind it: its claim is not a run (kinds that yield only). */
  yielded?(db: Db, id: string): Promise<void>;
  /** Failed for good with `message` (for the client); `result`, when given, records what the job achieved. */
  fail(
    deps: Pick<WorkerDeps, 'db' | 'storageDir'>,
    id: string,
    message: string,
    result?: Record<string, unknown>,
  ): Promise<void>;
  /** The client's message for an attempt that failed on an error the use case did not word. */
  internalErrorMessage(attempt: JobAttempt, jobId: string): string;
}

const isOpen = (status: JobStatus | undefined) => status === 'queued' || status === 'running';

/** Ingest jobs: CSV files, JSON records and ERP syncs. A job failed for good has its uploaded file removed. */
export const INGEST_JOBS: StoredJobs<IngestJobView> = {
  table: 'ingest_jobs',
  claim: claimIngestJob,
  async openPayload(db, id) {
    const row = await findIngestJobById(db, id);
    return row && isOpen(row.status) ? row.payload : undefined;
  },
  async finishedResult(db, id) {
    return (await findIngestJobById(db, id))?.result ?? { skipped: 'the job is finished or no longer exists' };
  },
  async supersede({ db, storageDir }, id) {
    const superseded = await supersedeIngestJob(db, id);
    if (superseded?.file_path) await removeStoredFiles(storageDir, [superseded.file_path]);
    return superseded?.superseded_by;
  },
  release: releaseIngestJob,
  yielded: yieldIngestJob,
  async fail({ db, storageDir }, id, message, result) {
    const filePath = await failIngestJob(db, id, message, result);
    if (filePath) await removeStoredFiles(storageDir, [filePath]);
  },
  // The line is written for the client: an exception's text can name server paths, hosts or SQL,
  // so it goes only to the worker's log (start-workers.ts logs every failed attempt).
  internalErrorMessage: (attempt) =>
    attempt.last
      ? `stopped on an internal error after ${attempt.of} attempts; the service log has the detail`
      : `attempt ${attempt.number} of ${attempt.of} stopped on an internal error; it will be retried`,
};

/** Reports: renders are short, so a shutdown lets them finish (they are never released). */
export const REPORTS: StoredJobs<ReportRow> = {
  table: 'reports',
  claim: claimReport,
  finishedResult: async () => ({ skipped: 'the report is finished or no longer exists' }),
  release: async () => undefined,
  fail: ({ db }, id, message) => failReport(db, id, message),
  internalErrorMessage: (_attempt, jobId) =>
    `The report could not be rendered: an internal error (reference: job ${jobId}).`,
};

/** Which attempt this run of `job` is: the one place that decides whether a failure is the last. */
export function attemptOf(job: Job): JobAttempt {
  const of = job.opts.attempts ?? 1;
  const number = job.attemptsMade + 1;
  return { number, of, last: number >= of };
}

/** After BullMQ counted a failed attempt (its 'failed' event): whether another attempt follows. */
export function willRetry(job: Job | undefined, error: Error): boolean {
  const attempts = job?.opts.attempts ?? 1;
  return !(error instanceof UnrecoverableError) && (job?.attemptsMade ?? attempts) < attempts;
}

export interface StoredJobUse<Row> {
  /** At most one run per key (derived from the payload) at a time: while another holds it the job is `busy`. */
  exclusiveKey?(payload: unknown): string;
  run(row: Row, run: JobRun): Promise<JobOutcome>;
}

/**
 * Claims the row (under its exclusive key, if any) and runs the use case on it, unless a later job
 * superseded it: every delivery (a BullMQ retry, a dashboard retry, the reconciler) passes here, so
 * none can import a file twice.
 */
async function claimAndRun<Row extends { id: string }>(
  jobs: StoredJobs<Row>,
  id: string,
  deps: WorkerDeps,
  use: StoredJobUse<Row>,
  run: JobRun,
): Promise<JobOutcome> {
  const { db } = deps;
  const claimAndUse = async (): Promise<JobOutcome> => {
    const supersededBy = await jobs.supersede?.(deps, id);
    if (supersededBy) return { state: 'absent', result: { superseded_by: supersededBy } };
    const claimed = await jobs.claim(db, id);
    return claimed ? use.run(claimed, run) : { state: 'absent', result: await jobs.finishedResult(db, id) };
  };
  if (!use.exclusiveKey) return claimAndUse();
  if (!jobs.openPayload) throw new Error(`${jobs.table} rows have no exclusive keys`);
  const payload = await jobs.openPayload(db, id);
  if (payload === undefined) return { state: 'absent', result: await jobs.finishedResult(db, id) };
  return (await withSessionLock(db, use.exclusiveKey(payload), claimAndUse)) ?? { state: 'busy' };
}

/** Tells BullMQ what the outcome means: complete, hand back, delay, or fail for good. */
async function settle(
  jobs: StoredJobs<{ id: string }>,
  id: string,
  deps: WorkerDeps,
  context: WorkerJobContext,
  outcome: JobOutcome,
): Promise<unknown> {
  switch (outcome.state) {
    case 'completed':
    case 'absent':
      return outcome.result;
    case 'released':
      await jobs.release(deps.db, id);
      await context.job.moveToWait(context.token);
      throw new WaitingError();
    case 'busy':
      await context.job.moveToDelayed(Date.now() + BUSY_RETRY_MS, context.token);
      throw new DelayedError();
    case 'yielded':
      if (!jobs.yielded) throw new Error(`${jobs.table} rows cannot yield`);
      await jobs.yielded(deps.db, id);
      // Due at once: promoted to the back of the wait list (FIFO), behind the jobs that made it yield.
      await context.job.moveToDelayed(Date.now(), context.token);
      throw new DelayedError();
    case 'failed': {
      await jobs.fail(deps, id, outcome.message, outcome.result);
      const reason = outcome.code ? `${outcome.code}: ${outcome.message}` : outcome.message;
      throw Object.assign(new UnrecoverableError(reason), { cause: outcome.cause });
    }
  }
}

/** Jobs in line for a worker of `job`'s queue (a Redis hiccup reads as none: the job goes on). */
async function othersWaiting(deps: WorkerDeps, job: Job): Promise<boolean> {
  const waiting = await deps.queues
    .get(job.queueName)
    .getJobCountByTypes('waiting', 'prioritized')
    .catch(() => 0);
  return waiting > 0;
}

/**
 * Runs one delivery of the stored job `id` of `jobs`: claims it, runs the use case, records its
 * outcome on the row and maps it to BullMQ. An error the use case throws is a failed attempt: the
 * row is noted (or failed, on the last attempt) and BullMQ retries it.
 */
export async function runStoredJob<Row extends { id: string }>(
  jobs: StoredJobs<Row>,
  id: string,
  deps: WorkerDeps,
  context: WorkerJobContext,
  use: StoredJobUse<Row>,
): Promise<unknown> {
  const { job } = context;
  const run: JobRun = {
    jobId: job.id!,
    attempt: attemptOf(job),
    shutdown: context.shutdown,
    othersWaiting: () => othersWaiting(deps, job),
    // A number, so the dashboard draws a bar; PostgreSQL has the counters, so a Redis hiccup must not stop the run.
    progress: (percent) => void job.updateProgress(percent).catch(() => undefined),
    rowsProcessed: (counts) => context.rowsProcessed(counts),
  };
  let outcome: JobOutcome;
  try {
    outcome = await claimAndRun(jobs, id, deps, use, run);
  } catch (error) {
    const message =
      error instanceof JobAttemptError ? error.message : jobs.internalErrorMessage(run.attempt, run.jobId);
    if (run.attempt.last) await jobs.fail(deps, id, message);
    else await noteStoredJobError(deps.db, jobs.table, id, message);
    throw error instanceof JobAttemptError ? error.cause : error;
  }
  return settle(jobs as StoredJobs<{ id: string }>, id, deps, context, outcome);
}

/** The bounded wait behind `?wait=` (ServiceDeps.jobWaits): polls the row's status. */
export function storedJobWaits(db: Db): JobWaits {
  return {
    async untilFinished(table, id, waitMs) {
      const deadline = Date.now() + waitMs;
      for (;;) {
        const status = await storedJobStatus(db, table, id);
        if (!isOpen(status)) return status !== undefined;
        if (Date.now() >= deadline) return false;
        await sleep(Math.min(WAIT_POLL_MS, Math.max(0, deadline - Date.now())));
      }
    },
  };
}
