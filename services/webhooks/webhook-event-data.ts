import type { TenantScope } from '../../db/queries/tenant-scope.ts';
import { getErpSchedule } from '../erp/erp-schedule-service.ts';
import { getJobDetail } from '../ingest/read-ingest-jobs.ts';
import { getReport } from '../reports/read-reports.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { ApiError } from '../service-errors.ts';
import { getWebhook } from './manage-webhook-endpoints.ts';
import type { WebhookEventType } from './webhook-schemas.ts';

/** The GET that answers each event's resource: GET /v1/jobs/:id, /v1/reports/:id, /v1/ingest/erp-sync/schedules/:id, /v1/webhooks/:id. */
const READERS: Record<
  WebhookEventType,
  (deps: Pick<ServiceDeps, 'db'>, scope: TenantScope, id: string) => Promise<unknown>
> = {
  'job.completed': getJobDetail,
  'job.failed': getJobDetail,
  'erp_sync.completed': getJobDetail,
  'erp_sync.failed': getJobDetail,
  'report.ready': getReport,
  'report.failed': getReport,
  'schedule.paused': getErpSchedule,
  'webhook.disabled': getWebhook,
};

/** An event's resource as its GET answers it now; null when it no longer exists (e.g. test data reset). */
export async function webhookEventData(
  deps: Pick<ServiceDeps, 'db'>,
  scope: TenantScope,
  type: WebhookEventType,
  resourceId: string,
): Promise<unknown> {
  try {
    return await READERS[type](deps, scope, resourceId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
