import { jobErrorsPage } from '../../db/queries/ingest-job-errors.ts';
import { findIngestJob, listIngestJobs } from '../../db/queries/ingest-jobs.ts';
import type { JobStatus } from '../../db/schema.ts';
import { positionName } from '../../domain/ingest/ingest-job-spec.ts';
import type { Actor } from '../actor.ts';
import { decodeCursor, encodeCursor } from '../pagination-cursor.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { notFound } from '../service-errors.ts';
import { FIRST_ERRORS, StoredJobSpec, toJobRowError, toJobSummary } from './ingest-job-views.ts';
import { errorsCsv } from './job-errors-csv.ts';

/** The actor's organisation and mode only: anyone else's job is NOT_FOUND. */
async function ownJob(deps: Pick<ServiceDeps, 'db'>, actor: Actor, id: string) {
  const job = await findIngestJob(deps.db, actor, id);
  if (!job) throw notFound('Job');
  return { job, kind: StoredJobSpec.parse(job.payload).kind };
}

/** Newest first, keyset-paginated. */
export async function listJobPage(
  deps: Pick<ServiceDeps, 'db'>,
  actor: Actor,
  query: { status?: JobStatus; limit: number; cursor?: string },
) {
  const afterSeq = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await listIngestJobs(deps.db, actor, { status: query.status, limit: query.limit, afterSeq });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return { jobs: page.map(toJobSummary), next_cursor: rows.length > query.limit && last ? encodeCursor(last.seq) : null };
}

/** Status, progress and timings, with the first bad rows. */
export async function getJobDetail(deps: Pick<ServiceDeps, 'db'>, actor: Actor, id: string) {
  const { job, kind } = await ownJob(deps, actor, id);
  const firstErrors = await jobErrorsPage(deps.db, job, FIRST_ERRORS);
  return { ...toJobSummary(job), errors: firstErrors.map((error) => toJobRowError(kind, error)) };
}

/** Every bad row of the job as a CSV stream. */
export async function jobErrorsCsv(deps: Pick<ServiceDeps, 'db' | 'log'>, actor: Actor, id: string) {
  const { job, kind } = await ownJob(deps, actor, id);
  return { jobId: job.id, csv: errorsCsv(deps.db, job, positionName(kind), deps.log) };
}
