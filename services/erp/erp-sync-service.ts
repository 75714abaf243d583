import { randomUUID } from 'node:crypto';
import type { TenantScope } from '../../db/queries/tenant-scope.ts';
import {
  findIngestJob,
  insertIngestJob,
  insertIngestJobIfAbsent,
  type IngestJobView,
} from '../../db/queries/ingest-jobs.ts';
import { ErpSyncResult, type ErpSyncJobSpec, type ErpSyncRequest } from '../../domain/erp/erp-sync-schema.ts';
import { enqueueErpSync, erpSync } from '../../jobs/definitions/erp-sync.ts';
import type { Actor } from '../actor.ts';
import { enqueueStoredJob } from '../intake/enqueue.ts';
import { checkOutboundUrl } from '../outbound/guarded-http-request.ts';
import { OutboundRefusal } from '../outbound/outbound-address-policy.ts';
import { ApiError, validationError } from '../service-errors.ts';
import { emissionsChanged } from '../emissions/emissions-changed.ts';
import type { ErpDeps } from './erp-deps.ts';
import { tallyOutboundPolicy } from './erp-host-policy.ts';
import type { Config } from '../../config.ts';
import { admitJob } from '../limits/job-admission.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { checkSiteRules } from '../sites/check-site-rules.ts';

/**
 * Refuses, before any job exists, a tally_url the outbound guard would refuse for this organisation:
 * not http(s), credentials in it, a host it has not registered, or a host resolving to a refused
 * address (VALIDATION_ERROR on the field).
 */
export async function checkTallyUrl(
  deps: Pick<ErpDeps, 'db' | 'outbound'>,
  scope: TenantScope,
  url: string,
): Promise<void> {
  try {
    await checkOutboundUrl(await tallyOutboundPolicy(deps, scope), url);
  } catch (error) {
    if (error instanceof OutboundRefusal) throw validationError('connection_config.tally_url', error.reason);
    throw error;
  }
}

export interface NewErpSyncJob {
  id: string;
  spec: ErpSyncJobSpec;
  apiKeyId: string | null;
  requestId: string | null;
  /** A derived id (a schedule's fire time): create only if absent, and report whether this call did. */
  once?: boolean;
}

/**
 * Commits the sync's ingest_jobs row (the outbox entry) and enqueues it; undefined when `once` found it
 * there. With `admission` (a request, not a schedule's fire), within the organisation's limit of open syncs.
 */
export async function createErpSyncJob(
  deps: ErpDeps,
  scope: TenantScope,
  job: NewErpSyncJob,
  admission?: Config,
): Promise<IngestJobView | undefined> {
  const row = {
    id: job.id,
    kind: 'erp_sync',
    queue: erpSync.queue,
    payload: job.spec,
    rowsTotal: null,
    apiKeyId: job.apiKeyId,
    requestId: job.requestId,
  };
  const created = job.once
    ? await insertIngestJobIfAbsent(deps.db, scope, row)
    : await deps.db.transaction().execute(async (trx) => {
        if (admission) await admitJob(trx, admission, scope.organizationId, 'erp');
        return insertIngestJob(trx, scope, row);
      });
  if (created) await enqueueStoredJob(deps, created, enqueueErpSync);
  return created;
}

/** Waits for the job until it finishes or `waitMs` passes; the latest view either way. */
async function waitForJob(
  deps: ErpDeps & Pick<ServiceDeps, 'jobWaits'>,
  scope: TenantScope,
  id: string,
  waitMs: number,
): Promise<IngestJobView> {
  await deps.jobWaits.untilFinished('ingest_jobs', id, waitMs);
  const job = await findIngestJob(deps.db, scope, id);
  // Only a test-data reset deletes jobs: the sync raced it, and nothing of it is kept.
  if (!job)
    throw new ApiError(
      409,
      'CONFLICT',
      'The sync was deleted by a test-data reset while it ran; nothing of it is kept: request it again',
      { reason: 'deleted by a test-data reset', job_id: id },
    );
  return job;
}

const FAILURE_STATUS = { ERP_UNREACHABLE: 502, ERP_ERROR: 502, ERP_TIMEOUT: 504 } as const;

/** A failed sync as the caller's failure: 502/504 with the ERP code, or 400 for a refused redirect. */
export function syncFailure(job: IngestJobView): ApiError {
  const parsed = ErpSyncResult.safeParse(job.result);
  const result = parsed.success ? parsed.data : undefined;
  const details = { job_id: job.id, status_url: `/v1/jobs/${job.id}`, records_synced: result?.records_synced ?? 0 };
  const message = job.error ?? 'the sync failed';
  const code = result?.error_code;
  if (code === 'VALIDATION_ERROR')
    return validationError(result?.error_field ?? 'connection_config.tally_url', message, details);
  if (code) return new ApiError(FAILURE_STATUS[code], code, message, details);
  return new ApiError(500, 'INTERNAL_ERROR', `the sync job failed; see ${details.status_url}`, details);
}

/**
 * POST /v1/ingest/erp-sync: checks the Tally URL, commits an erp_sync job and waits for it up to
 * `waitMs`. Finished in time: the completed job (or its failure as a ApiError); otherwise
 * the running job, to be followed at its status URL.
 */
export async function requestErpSync(
  deps: ErpDeps & Pick<ServiceDeps, 'rollups' | 'jobWaits' | 'config'>,
  actor: Actor,
  input: ErpSyncRequest,
  options: { waitMs: number },
) {
  await checkTallyUrl(deps, actor, input.connection_config.tally_url);
  await checkSiteRules(deps.db, actor, input.connection_config.mappings, 'connection_config.mappings');
  const spec: ErpSyncJobSpec = { kind: 'erp_sync', ...input, country: actor.country };
  const created = await createErpSyncJob(
    deps,
    actor,
    { id: randomUUID(), spec, apiKeyId: actor.keyId, requestId: actor.requestId },
    deps.config,
  );
  const job = await waitForJob(deps, actor, created!.id, options.waitMs);
  // The answer reports the sync's activities: the caller's next GET /v1/emissions here must count them.
  if (job.status === 'completed' || job.status === 'failed') await emissionsChanged(deps, actor);
  if (job.status === 'failed') throw syncFailure(job);
  return job;
}
