import type { StoredJobTable } from '../db/queries/stored-job-rows.ts';

/**
 * The bounded wait behind `?wait=`: polls the stored row (so any worker process may do the work)
 * until it is completed or failed, or `waitMs` passes. Implemented by workers/job-lifecycle.ts and
 * handed to use cases on ServiceDeps.
 */
export interface JobWaits {
  /** Whether the job finished (completed or failed) within `waitMs`. */
  untilFinished(table: StoredJobTable, id: string, waitMs: number): Promise<boolean>;
}
