import { z } from 'zod';
import { IdAlias } from '../resource-id.ts';
import type { ReportRow } from '../../db/schema.ts';
import { ReportSnapshot } from '../../domain/reports/report-document.ts';
import { REPORT_FILE_TYPES } from '../../domain/reports/render/report-files.ts';
import { ReportRequestFields } from '../../domain/reports/report-request.ts';

export const ReportStatus = z
  .enum(['queued', 'running', 'completed', 'failed'])
  .describe('queued: waiting for a worker; running; completed: the file is ready; failed: see error');

/** A report as the API shows it (GET /v1/reports/:id, the list, and POST's answer). */
export const ReportView = z.object({
  report_id: z.string().uuid(),
  id: IdAlias('report_id'),
  status: ReportStatus,
  request: ReportRequestFields,
  status_url: z.string(),
  download_url: z.string().nullable().describe('set once the report is completed'),
  file: z
    .object({
      name: z.string().describe('the download file name, e.g. brsr-p6-FY2024-25.pdf'),
      content_type: z.string(),
      bytes: z.number().int(),
      sha256: z.string(),
      pages: z.number().int().nullable().describe('pdf: pages'),
      sheets: z.number().int().nullable().describe('excel: worksheets'),
    })
    .nullable(),
  snapshot: ReportSnapshot.nullable().describe('the data the report was computed from; set once completed'),
  error: z.string().nullable().describe('why the report failed (or, while running, why the last attempt failed)'),
  attempts: z.number().int(),
  timings: z.object({
    created_at: z.string(),
    started_at: z.string().nullable(),
    finished_at: z.string().nullable(),
    duration_ms: z.number().int().nullable().describe('first start to finish'),
  }),
});
export type ReportView = z.infer<typeof ReportView>;

export const reportStatusUrl = (id: string) => `/v1/reports/${id}`;

export function toReportView(row: ReportRow): ReportView {
  const completed = row.status === 'completed' && row.file_sha256 !== null;
  return {
    report_id: row.id,
    id: row.id,
    status: row.status,
    request: ReportRequestFields.parse(row.request),
    status_url: reportStatusUrl(row.id),
    download_url: completed ? `${reportStatusUrl(row.id)}/download` : null,
    file: completed
      ? {
          name: row.file_name!,
          content_type: REPORT_FILE_TYPES[row.format].contentType,
          bytes: Number(row.file_bytes),
          sha256: row.file_sha256!,
          pages: row.page_count,
          sheets: row.sheet_count,
        }
      : null,
    snapshot: row.snapshot ? ReportSnapshot.parse(row.snapshot) : null,
    error: row.error,
    attempts: row.attempts,
    timings: {
      created_at: row.created_at.toISOString(),
      started_at: row.started_at?.toISOString() ?? null,
      finished_at: row.finished_at?.toISOString() ?? null,
      duration_ms: row.started_at && row.finished_at ? row.finished_at.getTime() - row.started_at.getTime() : null,
    },
  };
}
