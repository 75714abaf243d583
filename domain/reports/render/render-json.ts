import type { ReportDocument } from '../report-document.ts';
import type { RenderedReport } from './report-files.ts';

/** The document itself (its schema is ReportDocument, published in the OpenAPI document). */
export function renderJson(doc: ReportDocument): RenderedReport {
  return { body: Buffer.from(`${JSON.stringify(doc, null, 2)}\n`), pages: null, sheets: null };
}
