import type { ReportDocument, ReportType, TableColumn, TableRow } from '../report-document.ts';
import { storedDecimals, type NumberFormat } from '../indian-number.ts';
import type { ReportFormat } from '../report-request.ts';

/** A rendered report: the file's bytes and what GET /v1/reports/:id says about them. */
export interface RenderedReport {
  body: Buffer;
  /** Pages of a pdf, sheets of a workbook; null for csv and json. */
  pages: number | null;
  sheets: number | null;
}

export const REPORT_FILE_TYPES: Record<ReportFormat, { contentType: string; extension: string }> = {
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  excel: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  json: { contentType: 'application/json', extension: 'json' },
};

const FILE_STEMS: Record<ReportType, string> = {
  brsr: 'brsr-p6',
  ghg_protocol: 'ghg-protocol-inventory',
  custom: 'emissions-report',
};

/** 'brsr-p6-FY2024-25.pdf', 'emissions-report-2024-04-01_2024-06-30.csv': what the download is saved as. */
export function reportFileName(
  type: ReportType,
  period: { label: string; start: string; end: string },
  format: ReportFormat,
): string {
  const when = period.label.startsWith('FY') ? period.label : `${period.start}_${period.end}`;
  return `${FILE_STEMS[type]}-${when}.${REPORT_FILE_TYPES[format].extension}`;
}

/** How a number cell is shown: the row's format, else the column's, else as stored. */
export function cellFormat(row: TableRow, column: TableColumn, value: number): NumberFormat {
  return row.format ?? column.format ?? { decimals: storedDecimals(value) };
}

/** Header text of a column: its label and, when every number in it has one unit, the unit. */
export const columnHeader = (column: TableColumn): string =>
  column.unit ? `${column.label} (${column.unit})` : column.label;

/** The facts every format prints about the report itself: who, what period, which data. */
export function reportFacts(doc: ReportDocument): { label: string; value: string }[] {
  const { snapshot } = doc;
  return [
    { label: 'Company', value: doc.organization.name },
    ...(doc.organization.cin ? [{ label: 'CIN', value: doc.organization.cin }] : []),
    { label: 'Reporting period', value: `${doc.period.label} (${doc.period.start} to ${doc.period.end})` },
    ...(doc.comparison_period
      ? [
          {
            label: 'Comparison period',
            value: `${doc.comparison_period.label} (${doc.comparison_period.start} to ${doc.comparison_period.end})`,
          },
        ]
      : []),
    { label: 'Generated at', value: doc.generated_at },
    { label: 'Data read at', value: snapshot.read_at },
    { label: 'Rollup version', value: snapshot.rollup_version },
    { label: 'Activities', value: String(snapshot.activity_count) },
    {
      label: 'Factor datasets',
      value:
        snapshot.factor_datasets.length > 0
          ? snapshot.factor_datasets.map((d) => `${d.source} (${d.version})`).join('; ')
          : 'none (no activities)',
    },
  ];
}
