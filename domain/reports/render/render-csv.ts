import { spreadsheetSafeRecord } from '../../spreadsheet-safe.ts';
import type { ReportDocument } from '../report-document.ts';
import { LINE_ITEM_COLUMNS, lineItems } from './line-items.ts';
import type { RenderedReport } from './report-files.ts';

/**
 * One row per line item: section, table, parameter, unit, current, previous, note. Numbers are
 * written as numbers; every text cell is quoted and neutralised so a spreadsheet never runs it as a formula.
 */
export async function renderCsv(doc: ReportDocument): Promise<RenderedReport> {
  const rows = lineItems(doc).map((line) => spreadsheetSafeRecord(LINE_ITEM_COLUMNS.map((column) => line[column])));
  const body = Buffer.from(spreadsheetSafeRecord(LINE_ITEM_COLUMNS) + rows.join(''));
  return { body, pages: null, sheets: null };
}
