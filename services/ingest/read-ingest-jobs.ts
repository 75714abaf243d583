import { jobErrorsPage } from '../../db/queries/ingest-job-errors.ts';
import { z } from 'zod';
import {
  findAnyIngestJob,
  findIngestJob,
  listAnyIngestJobs,
  listIngestJobs,
  type IngestJobView,
} from '../../db/queries/ingest-jobs.ts';
import type { JobStatus } from '../../db/schema.ts';
import { positionName } from '../../domain/ingest/ingest-job-spec.ts';
import type { Actor } from '../actor.ts';
import type { TenantScope } from '../../db/queries/tenant-scope.ts';
import { decodeCursor, keysetPage } from '../pagination-cursor.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { notFound } from '../service-errors.ts';
import { JobStatus as JobStatusSchema } from '../intake/intake-schemas.ts';
import { FIRST_ERRORS, JobDetail, JobSummary, StoredJobSpec, toJobRowError, toJobSummary } from './ingest-job-views.ts';
import { errorsCsv } from './job-errors-csv.ts';
import { PageQuery } from '../page-query.ts';

/** The actor's organisation and mode only: anyone else's job is NOT_FOUND. */
async function ownJob(deps: Pick<ServiceDeps, 'db'>, scope: TenantScope, id: string) {
  const job = await findIngestJob(deps.db, scope, id);
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
  const { items, next_cursor } = keysetPage(rows, query.limit, toJobSummary);
  return { jobs: items, next_cursor };
}

/** Status, progress and timings, with the first bad rows. */
async function jobDetail(deps: Pick<ServiceDeps, 'db'>, job: IngestJobView) {
  const kind = StoredJobSpec.parse(job.payload).kind;
  const firstErrors = await jobErrorsPage(deps.db, job, FIRST_ERRORS);
  return { ...toJobSummary(job), errors: firstErrors.map((error) => toJobRowError(kind, error)) };
}

export async function getJobDetail(deps: Pick<ServiceDeps, 'db'>, scope: TenantScope, id: string) {
  return jobDetail(deps, (await ownJob(deps, scope, id)).job);
}

/** What an operator sees of a job: whose it is, besides what its owner sees. */
const Owner = { organization_id: z.string().uuid(), mode: z.enum(['live', 'test']) };
export const OperatorJobSummary = JobSummary.extend(Owner);
export const OperatorJob = JobDetail.extend(Owner);
const ownerOf = (job: IngestJobView) => ({ organization_id: job.organization_id, mode: job.mode });

export const OperatorJobQuery = z
  .object({
    organization_id: z.string().uuid().optional().describe("the customer's organisation; default: every organisation"),
    mode: z.enum(['live', 'test']).optional(),
    status: JobStatusSchema.optional(),
    ...PageQuery.shape,
  })
  .strict();

/** For operators finding a customer's job: any organisation and mode, newest first. */
export async function listJobsForOperator(deps: Pick<ServiceDeps, 'db'>, query: z.output<typeof OperatorJobQuery>) {
  const afterSeq = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await listAnyIngestJobs(deps.db, {
    organizationId: query.organization_id,
    mode: query.mode,
    status: query.status,
    limit: query.limit,
    afterSeq,
  });
  const { items, next_cursor } = keysetPage(rows, query.limit, (job) => ({ ...toJobSummary(job), ...ownerOf(job) }));
  return { jobs: items, next_cursor };
}

/** For operators: any job by id, with its first bad rows. */
export async function getJobForOperator(deps: Pick<ServiceDeps, 'db'>, id: string) {
  const job = await findAnyIngestJob(deps.db, id);
  if (!job) throw notFound('Job');
  return { ...(await jobDetail(deps, job)), ...ownerOf(job) };
}

/** Every bad row of the job as a CSV stream. */
export async function jobErrorsCsv(deps: Pick<ServiceDeps, 'db' | 'log'>, actor: Actor, id: string) {
  const { job, kind } = await ownJob(deps, actor, id);
  return { jobId: job.id, csv: errorsCsv(deps.db, job, positionName(kind), deps.log) };
}
