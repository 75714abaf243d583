import { sql } from 'kysely';
import type { Db } from '../database.ts';
import type { ReportRow, ReportStatus, ReportsTable } from '../schema.ts';
import type { TenantScope } from './tenant-scope.ts';
import { olderThan, openRowsPage } from './open-jobs.ts';
import { findTenantRow, listTenantRowPage } from './tenant-row-queries.ts';

export interface NewReport {
  reportType: ReportsTable['report_type'];
  format: ReportsTable['format'];
  request: Record<string, unknown>;
  apiKeyId: string | null;
  requestId: string | null;
}

/** The outbox entry of a report: once committed, the report will be rendered (its job id is the report id). */
export async function insertReport(db: Db, scope: TenantScope, report: NewReport): Promise<ReportRow> {
  return db
    .insertInto('reports')
    .values({
      organization_id: scope.organizationId,
      mode: scope.mode,
      report_type: report.reportType,
      format: report.format,
      request: JSON.stringify(report.request),
      api_key_id: report.apiKeyId,
      request_id: report.requestId,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findReport(db: Db, scope: TenantScope, id: string): Promise<ReportRow | undefined> {
  return findTenantRow(db.selectFrom('reports').selectAll(), scope, id);
}

export interface ReportListFilter {
  status?: ReportStatus;
  limit: number;
  /** Keyset cursor: seq of the last report of the previous page. */
  afterSeq?: number;
}

/** Newest first, keyset-paginated; one more than `limit` says whether a next page exists. */
export async function listReports(db: Db, scope: TenantScope, filter: ReportListFilter): Promise<ReportRow[]> {
  let query = db.selectFrom('reports').selectAll();
  if (filter.status) query = query.where('status', '=', filter.status);
  return listTenantRowPage(query, scope, filter);
}

/** A worker takes the report: running, one more attempt. Undefined when it is already finished or gone. */
export async function claimReport(db: Db, id: string): Promise<ReportRow | undefined> {
  return db
    .updateTable('reports')
    .set((eb) => ({
      status: 'running',
      attempts: eb('attempts', '+', 1),
      started_at: eb.fn.coalesce('started_at', sql<Date>`now()`),
      error: null,
    }))
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .returningAll()
    .executeTakeFirst();
}

export interface ReportFile {
  path: string;
  name: string;
  bytes: number;
  sha256: string;
  pages: number | null;
  sheets: number | null;
}

export async function completeReport(
  db: Db,
  id: string,
  file: ReportFile,
  snapshot: Record<string, unknown>,
): Promise<void> {
  await db
    .updateTable('reports')
    .set({
      status: 'completed',
      file_path: file.path,
      file_name: file.name,
      file_bytes: file.bytes,
      file_sha256: file.sha256,
      page_count: file.pages,
      sheet_count: file.sheets,
      snapshot: JSON.stringify(snapshot),
      error: null,
      finished_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** Given up: `error` says why in words a user understands. */
export async function failReport(db: Db, id: string, error: string): Promise<void> {
  await db
    .updateTable('reports')
    .set({ status: 'failed', error, finished_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('status', '<>', 'completed')
    .execute();
}

/**
 * Reports not finished yet, oldest first, a page at a time (after `afterSeq`), for the reconciler;
 * `stale` when queued or started longer than `staleAfterMs` ago (by the database clock).
 */
export async function openReports(db: Db, staleAfterMs: number, limit: number, afterSeq = 0) {
  const query = db
    .selectFrom('reports')
    .select(['id', 'seq', 'status', 'attempts'])
    .select((eb) => olderThan(eb.fn.coalesce('started_at', 'created_at'), staleAfterMs).as('stale'));
  return openRowsPage(query, afterSeq, limit);
}

/** Deletes an organisation's test-mode reports; returns the keys of their stored files. */
export async function deleteTestReports(db: Db, organizationId: string): Promise<string[]> {
  const rows = await db
    .deleteFrom('reports')
    .where('organization_id', '=', organizationId)
    .where('mode', '=', 'test')
    .returning('file_path')
    .execute();
  return rows.flatMap((row) => (row.file_path ? [row.file_path] : []));
}
