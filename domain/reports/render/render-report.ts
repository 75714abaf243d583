import type { ReportDocument } from '../report-document.ts';
import type { ReportFormat } from '../report-request.ts';
import type { RenderedReport } from './report-files.ts';
import { renderCsv } from './render-csv.ts';
import { renderExcel } from './render-excel.ts';
import { renderJson } from './render-json.ts';
import { renderPdf } from './render-pdf.ts';
import { renderXbrl } from './render-xbrl.ts';

const RENDERERS: Record<ReportFormat, (doc: ReportDocument) => RenderedReport | Promise<RenderedReport>> = {
  pdf: renderPdf,
  excel: renderExcel,
  csv: renderCsv,
  json: renderJson,
  xbrl: renderXbrl,
};

/** The document in the requested format. */
export async function renderReport(doc: ReportDocument, format: ReportFormat): Promise<RenderedReport> {
  return RENDERERS[format](doc);
}
