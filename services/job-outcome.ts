/**
 * What a background use case gets and gives back. The worker runtime (workers/job-lifecycle.ts)
 * claims the stored job, calls the use case with the claimed row and a JobRun, and maps the outcome
 * to the queue; use cases never see the queue library.
 */
export type JobOutcome<R = unknown> =
  /** Done; the use case has recorded its result on the row. */
  | { state: 'completed'; result: R }
  /** Failed for good: no retry can succeed. The runtime marks the row failed with `message` (and `result`, what was achieved). */
  | { state: 'failed'; message: string; code?: string; result?: Record<string, unknown>; cause?: unknown }
  /** Another run holds what this one needs (an exclusive key): tried again shortly, no attempt used. */
  | { state: 'busy' }
  /** The worker is shutting down: handed back, resumed from its checkpoint by the next worker. */
  | { state: 'released' }
  /**
   * Other jobs wait for this queue's workers (JobRun.othersWaiting): paused at a checkpoint and sent to
   * the back of the queue, no attempt used; resumed from the checkpoint once those ahead have had their turn.
   */
  | { state: 'yielded' }
  /** Already finished (a duplicate delivery) or gone (its test data was reset): nothing to do. */
  | { state: 'absent'; result: unknown };

/** Which attempt of its job this run is; `last` when no retry follows a failure. */
export interface JobAttempt {
  number: number;
  of: number;
  last: boolean;
}

/** One run of a stored job, as a use case sees it. */
export interface JobRun {
  /** The queue's id of the job (the stored row's id), for logs and messages that ask an operator to look. */
  jobId: string;
  attempt: JobAttempt;
  /** Aborted when the worker shuts down: a long job stops at its next checkpoint and returns `released`. */
  shutdown: AbortSignal;
  /**
   * Whether other jobs wait for a worker of this queue: a long job that can stop at a checkpoint
   * returns `yielded` then, so one customer's slow job cannot hold every worker (false when unknown).
   */
  othersWaiting(): Promise<boolean>;
  /** Percent done (0–100), for the queue dashboard's bar (best effort; the stored row has the real counters). */
  progress(percent: number): void;
  /** Input rows handled, for the worker process's metrics. */
  rowsProcessed(counts: { stored: number; failed: number }): void;
}

/**
 * An attempt failed with a message written for the client: the runtime stores it on the row (failed
 * on the last attempt, a note before), and the queue and the worker's log see `cause`.
 */
export class JobAttemptError extends Error {
  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    this.name = 'JobAttemptError';
  }
}
