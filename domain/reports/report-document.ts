import { z } from 'zod';
import { NumberFormat } from './indian-number.ts';

/**
 * The one document every report format renders (pdf, excel, csv, json): builders turn figures into
 * it, renderers only lay it out, so the four formats cannot disagree. GET /v1/reports/:id/download
 * of a json report answers exactly this document.
 */

export const REPORT_TYPES = ['brsr', 'ghg_protocol', 'custom'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

export const ReportCell = z
  .union([z.number(), z.string(), z.null()])
  .describe('a number in the unit of its column or row, a text such as "not provided", or empty');
export type ReportCell = z.infer<typeof ReportCell>;

export const ColumnRole = z
  .enum(['parameter', 'unit', 'current', 'previous', 'detail'])
  .describe(
    'parameter: the line item; unit: its unit; current / previous: the value for the period / the comparison period; detail: anything else',
  );

export const TableColumn = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.string().nullable().describe('unit of every number in the column; null when a Unit column gives it per row'),
  type: z.enum(['text', 'number']),
  role: ColumnRole,
  format: NumberFormat.nullable().describe(
    "display precision of the column's numbers in pdf and excel, unless the row sets one",
  ),
});
export type TableColumn = z.infer<typeof TableColumn>;

export const RowStyle = z
  .enum(['item', 'sub_item', 'heading', 'subtotal', 'total'])
  .describe('sub_item: a break-up of the row above it; heading: a group label without values');

export const TableRow = z.object({
  cells: z.record(z.string(), ReportCell),
  style: RowStyle,
  key: z
    .string()
    .nullable()
    .describe(
      'BRSR: a stable name of the row (e.g. "ei7.scope_1"), the same in every report; what the xbrl format maps',
    ),
  brsr_core: z
    .boolean()
    .describe('BRSR: the row is a BRSR Core indicator (SEBI circular of 12 July 2023, Annexure I), reasonably assured'),
  format: NumberFormat.nullable().describe(
    "display precision of the row's numbers in pdf and excel (else the column's, else as stored); json and csv carry the number as stored",
  ),
});
export type TableRow = z.infer<typeof TableRow>;

const roleCount = (columns: TableColumn[], role: z.infer<typeof ColumnRole>) =>
  columns.filter((c) => c.role === role).length;

export const TableBlock = z
  .object({
    kind: z.literal('table'),
    id: z.string(),
    title: z.string(),
    columns: z.array(TableColumn).min(1),
    rows: z.array(TableRow),
    notes: z.array(z.string()),
  })
  .refine((t) => roleCount(t.columns, 'parameter') === 1, {
    message: 'a table has exactly one parameter column',
    path: ['columns'],
  })
  .refine((t) => (['unit', 'current', 'previous'] as const).every((role) => roleCount(t.columns, role) <= 1), {
    message: 'a table has at most one unit, current and previous column',
    path: ['columns'],
  })
  .refine((t) => t.rows.every((row) => Object.keys(row.cells).every((key) => t.columns.some((c) => c.key === key))), {
    message: 'a row has a cell for a column the table does not have',
    path: ['rows'],
  });
export type TableBlock = z.infer<typeof TableBlock>;

export const ChartBlock = z
  .object({
    kind: z.literal('chart'),
    id: z.string(),
    title: z.string(),
    chart: z
      .enum(['bar', 'stacked_column'])
      .describe('bar: horizontal bars per category, one per series; stacked_column: series stacked in each category'),
    unit: z.string(),
    categories: z.array(z.string()),
    series: z.array(z.object({ name: z.string(), values: z.array(z.number()) })).min(1),
  })
  .refine((c) => c.series.every((s) => s.values.length === c.categories.length), {
    message: 'one value per category',
    path: ['series'],
  });
export type ChartBlock = z.infer<typeof ChartBlock>;

export const FactsBlock = z.object({
  kind: z.literal('facts'),
  id: z.string(),
  title: z.string(),
  items: z.array(
    z.object({
      label: z.string(),
      value: z
        .union([z.string(), z.number()])
        .describe('a text, or a number (a count, a percentage) that spreadsheets keep as a number'),
    }),
  ),
});
export type FactItem = FactsBlock['items'][number];
export type FactsBlock = z.infer<typeof FactsBlock>;

export const TextBlock = z.object({
  kind: z.literal('text'),
  id: z.string(),
  title: z.string(),
  paragraphs: z.array(z.string()),
});
export type TextBlock = z.infer<typeof TextBlock>;

export const ReportBlock = z.discriminatedUnion('kind', [TableBlock, ChartBlock, FactsBlock, TextBlock]);
export type ReportBlock = z.infer<typeof ReportBlock>;

export const ReportSection = z.object({
  id: z.string(),
  title: z.string(),
  short_title: z.string().max(31).describe('a name of at most 31 characters: the Excel sheet'),
  reference: z
    .string()
    .nullable()
    .describe('where the section sits in the framework, e.g. "BRSR Section C, Principle 6, Essential Indicator 1"'),
  blocks: z.array(ReportBlock),
});
export type ReportSection = z.infer<typeof ReportSection>;

export const ReportPeriod = z.object({
  label: z.string().describe('FY2024-25 for an April-March fiscal year, else "2024-04-01 to 2024-06-30"'),
  start: z.string(),
  end: z.string(),
});
export type ReportPeriod = z.infer<typeof ReportPeriod>;

/** The scope figures a report printed for one of its periods, in tonnes CO2e to the kilogram: what it filed. */
export const FiledFigures = z.object({
  scope_1_t: z.number(),
  scope_2_t: z.number().describe('location-based'),
  scope_3_t: z.number(),
  total_t: z.number(),
});
export type FiledFigures = z.infer<typeof FiledFigures>;

/** A figure of an earlier report for the same period that this report prints differently (issue #23 item 7). */
export const Restatement = z.object({
  period: ReportPeriod,
  figure: z.enum(['scope_1_t', 'scope_2_t', 'scope_3_t', 'total_t']),
  previously_reported: z.number().describe('tCO2e, as the earlier report printed it'),
  now_reported: z.number().describe('tCO2e, as this report prints it'),
  difference: z.number().describe('now_reported - previously_reported, tCO2e'),
  earlier_report: z.object({ id: z.string(), report_type: z.enum(REPORT_TYPES), read_at: z.string() }),
  reason: z
    .string()
    .describe('what changed the period since the earlier report read its data: the audit log and unlocks'),
});
export type Restatement = z.infer<typeof Restatement>;

export const ReportSnapshot = z.object({
  read_at: z.string().describe('when the data was read; every figure comes from this one consistent database snapshot'),
  rollup_version: z
    .string()
    .describe("the organisation's emissions version (as GET /v1/emissions caches by): equal versions, equal numbers"),
  activity_count: z.number().int().describe('activities whose period overlaps the reported periods'),
  periods: z.array(
    ReportPeriod.extend({
      activity_count: z.number().int(),
      filed: FiledFigures.optional().describe(
        'the scope figures printed for the period, which a later report for it reconciles against (absent in reports made before they were recorded)',
      ),
    }),
  ),
  factor_datasets: z
    .array(z.object({ source: z.string(), version: z.string(), activities: z.number().int() }))
    .describe('every factor source and version the reported activities were calculated with'),
});
export type ReportSnapshot = z.infer<typeof ReportSnapshot>;

export const ReportDocument = z
  .object({
    schema_version: z.literal(1),
    report_type: z.enum(REPORT_TYPES),
    title: z.string(),
    subtitle: z.string(),
    organization: z.object({
      name: z.string(),
      cin: z.string().nullable(),
      sector: z.string().nullable(),
      reporting_boundary: z.string().nullable(),
    }),
    period: ReportPeriod,
    comparison_period: ReportPeriod.nullable().describe('BRSR: the previous fiscal year'),
    generated_at: z.string(),
    xbrl_taxonomy: z
      .string()
      .nullable()
      .describe("BRSR: the SEBI in-capmkt taxonomy version of the report's xbrl format (company profile)"),
    snapshot: ReportSnapshot,
    restatements: z
      .array(Restatement)
      .describe(
        "figures of this report's periods (its own and the comparative) that the latest earlier completed report of that period printed differently, with the reason; empty when none",
      ),
    sections: z.array(ReportSection),
  })
  // Registered by id: the OpenAPI document lists it under components.schemas (the json format of a report).
  .meta({
    id: 'ReportDocument',
    description: 'A report in json format; pdf, excel and csv reports render this same document.',
  });
export type ReportDocument = z.infer<typeof ReportDocument>;
