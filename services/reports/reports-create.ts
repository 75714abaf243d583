import { setTimeout as sleep } from 'node:timers/promises';
import { findReport, failReport, insertReport, reportStatus } from '../../db/queries/reports.ts';
import type { ReportRequest } from '../../domain/reports/report-request.ts';
import { enqueueReportRender } from '../../jobs/definitions/report-render.ts';
import { ApiError } from '../service-errors.ts';
import type { Actor } from '../actor.ts';
import type { ReportDeps } from './reports-deps.ts';
import { toReportView, type ReportView } from './reports-view.ts';

/** BullMQ waits for Redis indefinitely; a request should not. */
const ENQUEUE_TIMEOUT_MS = 2_000;
const POLL_MS = 100;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Records the request and queues its rendering; with `waitMs`, waits (polling the row, so any worker
 * process may do the work) until it is completed or failed, or the time is up. A queue that cannot
 * be reached fails the report at once (503) rather than leaving it queued with nobody to run it.
 */
export async function createReport(
  deps: ReportDeps,
  actor: Actor,
  request: ReportRequest,
  waitMs = 0,
): Promise<{ report: ReportView; finished: boolean }> {
  const row = await insertReport(deps.db, actor, {
    reportType: request.report_type,
    format: request.format,
    request,
    apiKeyId: actor.keyId,
    requestId: actor.requestId,
  });
  try {
    await withTimeout(enqueueReportRender(deps.queues, row.id), ENQUEUE_TIMEOUT_MS);
  } catch (error) {
    deps.log.error({ err: error, reportId: row.id }, 'report could not be queued');
    await failReport(
      deps.db,
      row.id,
      'The report could not be queued because the job queue is unavailable; request it again.',
    );
    throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The report queue is unavailable; request the report again later', {
      report_id: row.id,
    });
  }
  const deadline = Date.now() + waitMs;
  let status = row.status;
  while (status !== 'completed' && status !== 'failed' && Date.now() < deadline) {
    await sleep(POLL_MS);
    status = (await reportStatus(deps.db, row.id)) ?? status;
  }
  const report = toReportView((await findReport(deps.db, actor, row.id))!);
  return { report, finished: report.status === 'completed' || report.status === 'failed' };
}
