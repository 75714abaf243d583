import { findReport, listReports } from '../../db/queries/reports.ts';
import type { ReportStatus } from '../../db/schema.ts';
import { ApiError, notFound } from '../service-errors.ts';
import type { Actor } from '../actor.ts';
import type { TenantScope } from '../../db/queries/tenant-scope.ts';
import { decodeCursor, keysetPage } from '../pagination-cursor.ts';
import type { ReportDeps } from './reports-deps.ts';
import { toReportView, type ReportView } from './reports-view.ts';
import { REPORT_FILE_TYPES } from '../../domain/reports/render/report-files.ts';
import type { Readable } from 'node:stream';

/** One report of the actor's organisation and mode; anyone else's is not found. */
export async function getReport(deps: Pick<ReportDeps, 'db'>, scope: TenantScope, id: string): Promise<ReportView> {
  const row = await findReport(deps.db, scope, id);
  if (!row) throw notFound('Report');
  return toReportView(row);
}

/** The actor's reports, newest first, a page at a time. */
export async function listReportPage(
  deps: Pick<ReportDeps, 'db'>,
  actor: Actor,
  query: { status?: ReportStatus; limit: number; cursor?: string },
) {
  const afterSeq = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await listReports(deps.db, actor, { status: query.status, limit: query.limit, afterSeq });
  const { items, next_cursor } = keysetPage(rows, query.limit, toReportView);
  return { reports: items, next_cursor };
}

export interface ReportFileStream {
  stream: Readable;
  bytes: number;
  name: string;
  contentType: string;
  sha256: string;
}

/** The file of a completed report; 409 while it is not ready (or failed), 404 when it is not the actor's. */
export async function openReportFile(
  deps: Pick<ReportDeps, 'db' | 'storage'>,
  actor: Actor,
  id: string,
): Promise<ReportFileStream> {
  const row = await findReport(deps.db, actor, id);
  if (!row) throw notFound('Report');
  if (row.status !== 'completed' || !row.file_path) {
    const reason =
      row.status === 'failed'
        ? `the report failed: ${row.error}`
        : `the report is ${row.status}; poll its status_url until it is completed`;
    throw new ApiError(409, 'CONFLICT', `Report ${id} has no file: ${reason}`, { status: row.status });
  }
  const file = await deps.storage.open(row.file_path);
  if (!file)
    throw new ApiError(404, 'NOT_FOUND', `The file of report ${id} is no longer stored; request the report again`);
  return {
    stream: file.stream,
    bytes: file.bytes,
    name: row.file_name!,
    contentType: REPORT_FILE_TYPES[row.format].contentType,
    sha256: row.file_sha256!,
  };
}
