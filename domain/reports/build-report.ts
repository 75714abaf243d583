import { buildBrsrReport } from './brsr-report.ts';
import { buildCustomReport } from './custom-report.ts';
import { buildGhgProtocolReport } from './ghg-protocol-report.ts';
import { ReportDocument, type ReportType } from './report-document.ts';
import type { ReportFigures } from './report-figures.ts';

const BUILDERS: Record<ReportType, (figures: ReportFigures) => ReportDocument> = {
  brsr: buildBrsrReport,
  ghg_protocol: buildGhgProtocolReport,
  custom: buildCustomReport,
};

/** The report document for the figures' request, checked against the document schema (a builder bug fails here, not in a renderer). */
export function buildReport(figures: ReportFigures): ReportDocument {
  return ReportDocument.parse(BUILDERS[figures.request.report_type](figures));
}
