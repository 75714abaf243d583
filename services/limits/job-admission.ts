import type { Db } from '../../db/database.ts';
import {
  countOpenJobs,
  lockJobAdmission,
  openJobsByOrganization,
  type CappedQueue,
} from '../../db/queries/open-jobs.ts';
import type { Config } from '../../config.ts';
import { ApiError } from '../service-errors.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { SLOT_RETRY_AFTER_SECONDS } from './organization-slots.ts';

const WHAT: Record<CappedQueue, string> = { ingest: 'ingest jobs', erp: 'ERP syncs', report: 'reports' };

export const openJobsLimit = (config: Config, queue: CappedQueue): number =>
  ({
    ingest: config.OPEN_JOBS_PER_ORG_INGEST,
    erp: config.OPEN_JOBS_PER_ORG_ERP,
    report: config.OPEN_JOBS_PER_ORG_REPORT,
  })[queue];

/**
 * Inside the transaction that stores a new job: refuses it with 429 RATE_LIMIT_EXCEEDED (Retry-After)
 * when the organisation already has its limit of queued and running jobs on that queue. Workers take
 * jobs in order, so without this one organisation's backlog would hold every other's first job up
 * behind all of it; with it, behind at most the limit. Admissions of one organisation and queue are
 * serialised until the transaction ends, so the count cannot be raced past.
 */
export async function admitJob(trx: Db, config: Config, organizationId: string, queue: CappedQueue): Promise<void> {
  const limit = openJobsLimit(config, queue);
  await lockJobAdmission(trx, organizationId, queue);
  if ((await countOpenJobs(trx, organizationId, queue, limit)) < limit) return;
  throw new ApiError(
    429,
    'RATE_LIMIT_EXCEEDED',
    `This organisation already has ${limit} ${WHAT[queue]} queued or running; retry in ${SLOT_RETRY_AFTER_SECONDS} s, when one has finished`,
    { limit, queue, retry_after_seconds: SLOT_RETRY_AFTER_SECONDS },
  );
}

/** Every organisation's queued and running jobs by queue and status, for /metrics (only those that have some). */
export async function openJobsPerOrganization(deps: Pick<ServiceDeps, 'db'>) {
  return openJobsByOrganization(deps.db);
}
