import { completeReport } from '../../db/queries/reports.ts';
import type { ReportRow } from '../../db/schema.ts';
import { buildReport } from '../../domain/reports/build-report.ts';
import { renderReport } from '../../domain/reports/render/render-report.ts';
import { REPORT_FILE_TYPES, reportFileName } from '../../domain/reports/render/report-files.ts';
import { ReportRequest } from '../../domain/reports/report-request.ts';
import { JobAttemptError, type JobOutcome, type JobRun } from '../job-outcome.ts';
import type { ReportDeps } from './reports-deps.ts';
import { gatherReportFigures } from './reports-gather.ts';

/** The steps of a render, named as the failure message says them ("could not <step>"). */
type Step = 'read the data' | 'build the report' | 'render the file' | 'save the file';

const FORMAT_NAMES = {
  pdf: 'PDF',
  excel: 'Excel workbook',
  csv: 'CSV file',
  json: 'JSON file',
  xbrl: 'XBRL instance',
};

/** Storage failures a user can act on (or wait out), by errno code; anything else is ours to look at. */
const STORAGE_REASONS: Record<string, string> = {
  ENOSPC: 'the file storage is full',
  EDQUOT: 'the file storage quota is exhausted',
  EACCES: 'the file storage is not writable',
  EPERM: 'the file storage is not writable',
  EROFS: 'the file storage is read-only',
  ENOTDIR: 'the file storage location is not a directory',
  ENOENT: 'the file storage location does not exist',
};

function userMessage(step: Step, format: keyof typeof FORMAT_NAMES, error: unknown, jobId: string): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const reason =
    (step === 'save the file' && code && STORAGE_REASONS[code]) || `an internal error (reference: job ${jobId})`;
  const what = step === 'render the file' ? `render the ${FORMAT_NAMES[format]}` : step;
  return `The report could not ${what}: ${reason}.`;
}

/**
 * Handler body of report.render for its claimed report: reads its figures from one database snapshot,
 * builds the document, renders it in the requested format, stores the file and records it with the
 * snapshot. A failure is logged with the job id and thrown with a reason a user understands, which
 * the runtime stores on the report (failed on the last attempt, a note before).
 */
export async function renderReportJob(
  deps: ReportDeps,
  claimed: ReportRow,
  run: JobRun,
): Promise<JobOutcome<{ bytes: number; sha256: string }>> {
  const request = ReportRequest.parse(claimed.request);
  const scope = { organizationId: claimed.organization_id, mode: claimed.mode };
  let step: Step = 'read the data';
  try {
    const figures = await gatherReportFigures(deps.db, scope, request);
    step = 'build the report';
    const doc = buildReport(figures);
    step = 'render the file';
    const rendered = await renderReport(doc, request.format);
    step = 'save the file';
    const key = `reports/${claimed.organization_id}/${claimed.id}.${REPORT_FILE_TYPES[request.format].extension}`;
    const stored = await deps.storage.put(key, rendered.body);
    const name = reportFileName(request.report_type, doc.period, request.format, request.group_by);
    await completeReport(
      deps.db,
      claimed.id,
      {
        path: stored.key,
        name,
        bytes: stored.bytes,
        sha256: stored.sha256,
        pages: rendered.pages,
        sheets: rendered.sheets,
      },
      doc.snapshot,
    );
    deps.log.info({ reportId: claimed.id, jobId: run.jobId, bytes: stored.bytes }, 'report rendered');
    return { state: 'completed', result: { bytes: stored.bytes, sha256: stored.sha256 } };
  } catch (error) {
    deps.log.error(
      { err: error, reportId: claimed.id, jobId: run.jobId, step, lastAttempt: run.attempt.last },
      'report render failed',
    );
    throw new JobAttemptError(userMessage(step, request.format, error, run.jobId), { cause: error });
  }
}
