import type { FactItem, ReportDocument, ReportType, TableColumn, TableRow } from '../report-document.ts';
import { formatIndian, storedDecimals, type NumberFormat } from '../indian-number.ts';
import { factorDataset, humanDate, REPORT_TYPE_NAMES } from '../report-labels.ts';
import type { CustomGrouping, ReportFormat } from '../report-request.ts';

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
  xbrl: { contentType: 'application/xbrl+xml', extension: 'xml' },
};

const FILE_STEMS: Record<ReportType, string> = {
  brsr: 'brsr-p6',
  ghg_protocol: 'ghg-protocol-inventory',
  custom: 'emissions',
};

/**
 * 'brsr-p6-FY2024-25.pdf', 'emissions-by-fiscal-quarter-2024-04-01_2024-06-30.csv': what the download
 * is saved as; a custom report's name says its grouping.
 */
export function reportFileName(
  type: ReportType,
  period: { label: string; start: string; end: string },
  format: ReportFormat,
  grouping?: CustomGrouping,
): string {
  const when = period.label.startsWith('FY') ? period.label : `${period.start}_${period.end}`;
  const stem =
    type === 'custom' ? `${FILE_STEMS.custom}-by-${(grouping ?? 'month').replaceAll('_', '-')}` : FILE_STEMS[type];
  return `${stem}-${when}.${REPORT_FILE_TYPES[format].extension}`;
}

/** How a number cell is shown: the row's format, else the column's, else as stored. */
export function cellFormat(row: TableRow, column: TableColumn, value: number): NumberFormat {
  return row.format ?? column.format ?? { decimals: storedDecimals(value) };
}

/** How every format marks a BRSR Core row (SEBI BRSR Core, Annexure I). */
export const BRSR_CORE_MARK = 'BRSR Core';

/** A fact's value as printed: a number with Indian grouping, as stored. */
export const factText = (value: FactItem['value']): string =>
  typeof value === 'number' ? formatIndian(value, storedDecimals(value)) : value;

/** Header text of a column: its label and, when every number in it has one unit, the unit. */
export const columnHeader = (column: TableColumn): string =>
  column.unit ? `${column.label} (${column.unit})` : column.label;

/**
 * The facts every format prints about the report itself: who, what period, which data, in words and
 * dates a reader takes as they are (the machine-readable snapshot is in the json format and the API).
 */
export function reportFacts(doc: ReportDocument): FactItem[] {
  const { snapshot } = doc;
  const span = (period: ReportDocument['period']) =>
    `${period.label} (${humanDate(period.start)} to ${humanDate(period.end)})`;
  return [
    { label: 'Report', value: REPORT_TYPE_NAMES[doc.report_type] ?? doc.title },
    { label: 'Company', value: doc.organization.name },
    ...(doc.organization.cin ? [{ label: 'CIN', value: doc.organization.cin }] : []),
    { label: 'Reporting period', value: span(doc.period) },
    ...(doc.comparison_period ? [{ label: 'Comparison period', value: span(doc.comparison_period) }] : []),
    { label: 'Generated', value: humanDate(doc.generated_at) },
    { label: 'Data as of', value: humanDate(snapshot.read_at) },
    { label: 'Activities', value: snapshot.activity_count },
    {
      label: 'Factor datasets',
      value:
        snapshot.factor_datasets.length > 0
          ? snapshot.factor_datasets.map((d) => factorDataset(d.source, d.version).label).join('; ')
          : 'none (no activities)',
    },
  ];
}
