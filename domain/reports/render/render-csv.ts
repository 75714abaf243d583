import { writeToBuffer } from 'fast-csv';
import { spreadsheetSafe } from '../../spreadsheet-safe.ts';
import type { ReportDocument } from '../report-document.ts';
import { LINE_ITEM_COLUMNS, lineItems } from './line-items.ts';
import type { RenderedReport } from './report-files.ts';

/**
 * One row per line item: section, table, parameter, unit, current, previous, note. Numbers are
 * written as numbers; every text cell is neutralised so a spreadsheet never runs it as a formula.
 */
export async function renderCsv(doc: ReportDocument): Promise<RenderedReport> {
  const rows = lineItems(doc).map((line) => LINE_ITEM_COLUMNS.map((column) => spreadsheetSafe(line[column])));
  const body = await writeToBuffer([[...LINE_ITEM_COLUMNS], ...rows], { headers: false, includeEndRowDelimiter: true });
  return { body, pages: null, sheets: null };
}
