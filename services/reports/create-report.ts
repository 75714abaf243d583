import { findReport, insertReport } from '../../db/queries/reports.ts';
import type { ReportRequest } from '../../domain/reports/report-request.ts';
import { enqueueReportRender } from '../../jobs/definitions/report-render.ts';
import { handOffToQueue } from '../queue-handoff.ts';
import type { Actor } from '../actor.ts';
import { profileOrDefault } from '../company/get-company-profile.ts';
import { validationError } from '../service-errors.ts';
import type { ReportDeps } from './reports-deps.ts';
import { admitJob } from '../limits/job-admission.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { toReportView, type ReportView } from './reports-view.ts';

/**
 * Refuses an xbrl request of a company without a CIN (the instance's entity identifier). Records
 * the request and queues its rendering (a queue that cannot be reached leaves it to the reconciler);
 * with `waitMs`, waits until it is completed or failed, or the time is up.
 */
export async function createReport(
  deps: ReportDeps & Pick<ServiceDeps, 'jobWaits' | 'config'>,
  actor: Actor,
  request: ReportRequest,
  waitMs = 0,
): Promise<{ report: ReportView; finished: boolean }> {
  if (request.format === 'xbrl' && !(await profileOrDefault(deps.db, actor)).profile.cin)
    throw validationError(
      'format',
      'an XBRL instance identifies the company by its CIN: set cin in the company profile (PUT /v1/company/profile) first',
    );
  const row = await deps.db.transaction().execute(async (trx) => {
    await admitJob(trx, deps.config, actor.organizationId, 'report');
    return insertReport(trx, actor, {
      reportType: request.report_type,
      format: request.format,
      request,
      apiKeyId: actor.keyId,
      requestId: actor.requestId,
    });
  });
  await handOffToQueue(deps, row.id, () => enqueueReportRender(deps.queues, row.id));
  if (waitMs > 0) await deps.jobWaits.untilFinished('reports', row.id, waitMs);
  const report = toReportView((await findReport(deps.db, actor, row.id))!);
  return { report, finished: report.status === 'completed' || report.status === 'failed' };
}
