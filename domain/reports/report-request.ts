import { z } from 'zod';
import { fyOf } from '../calculation/fiscal-year.ts';
import { IsoDate } from '../schemas/activity-submission.ts';
import { daysBetween } from '../time-buckets.ts';
import { REPORT_TYPES } from './report-document.ts';

export const REPORT_FORMATS = ['pdf', 'csv', 'excel', 'json', 'xbrl'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/**
 * Groupings of a custom report: calendar month, Indian fiscal quarter (Q1 = April-June), type, place,
 * data source, site, legal entity (the site's; activities without a site are "Unassigned").
 */
export const CUSTOM_GROUPINGS = [
  'month',
  'fiscal_quarter',
  'activity_type',
  'location',
  'source',
  'site',
  'entity',
] as const;
export type CustomGrouping = (typeof CUSTOM_GROUPINGS)[number];

/** Longest period one report covers (ten years and leap days), as for GET /v1/emissions. */
export const MAX_REPORT_DAYS = 3653;

export const ReportInclude = z
  .object({
    scope_1: z
      .boolean()
      .default(true)
      .describe('custom: report scope 1 (brsr and ghg_protocol always report scopes 1 and 2)'),
    scope_2: z.boolean().default(true).describe('custom: report scope 2'),
    scope_3: z
      .boolean()
      .default(true)
      .describe('report scope 3 (brsr: Leadership Indicator 2; ghg_protocol: the 15 categories)'),
    verification: z
      .boolean()
      .default(false)
      .describe('add data quality: confidence, spend-based share, fallbacks by notice code, factor sources'),
    audit_trail: z
      .boolean()
      .default(false)
      .describe("add the period's changes, recalculations and deletions from the audit log"),
  })
  .strict();

const signatory = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters')
  .optional()
  .describe('name and designation, e.g. "R. Iyer, Company Secretary"');

/** Who prepared, reviewed and approved the report, and when: printed as the document's sign-off block. */
export const ReportSignOff = z
  .object({
    prepared_by: signatory,
    reviewed_by: signatory,
    approved_by: signatory,
    date: IsoDate.optional().describe('the date of approval (YYYY-MM-DD)'),
  })
  .strict()
  .refine((s) => Object.values(s).some((value) => value !== undefined), {
    message: 'give at least one of prepared_by, reviewed_by, approved_by, date',
  });
export type ReportSignOff = z.infer<typeof ReportSignOff>;

/** True when [start, end] is exactly one April-March fiscal year. */
export function isFiscalYear(start: string, end: string): boolean {
  const fy = fyOf(start);
  return fy.start === start && fy.end === end;
}

/** The fields of a report request (as stored and shown back); ReportRequest adds the rules between them. */
export const ReportRequestFields = z
  .object({
    report_type: z.enum(REPORT_TYPES),
    period: z.object({ start: IsoDate, end: IsoDate }).strict(),
    format: z
      .enum(REPORT_FORMATS)
      .describe("xbrl: the BRSR Principle 6 figures as an XBRL instance of SEBI's in-capmkt taxonomy (brsr only)"),
    include: ReportInclude.prefault({}),
    sign_off: ReportSignOff.optional().describe(
      'the sign-off block every format prints at the end of the report (a line left blank where a name is not given)',
    ),
    group_by: z
      .enum(CUSTOM_GROUPINGS)
      .optional()
      .describe(
        "custom reports only (default month): the rows of the emissions table; site and entity group by the activities' site (code and name) and its legal entity, each weighed under the consolidation approach, activities without a site as 'Unassigned'",
      ),
  })
  .strict();

/** The spec's Report request, plus `group_by` for custom reports. */
export const ReportRequest = ReportRequestFields.superRefine((request, ctx) => {
  const { start, end } = request.period;
  if (start > end)
    ctx.addIssue({ code: 'custom', path: ['period', 'end'], message: 'must not be before period.start' });
  else if (daysBetween(start, end) > MAX_REPORT_DAYS) {
    ctx.addIssue({
      code: 'custom',
      path: ['period', 'end'],
      message: `the period must be at most ${MAX_REPORT_DAYS} days`,
    });
  }
  if (request.report_type === 'brsr' && start <= end && !isFiscalYear(start, end)) {
    ctx.addIssue({
      code: 'custom',
      path: ['period'],
      message:
        'a BRSR report covers one financial year: period must run from 1 April to 31 March (e.g. 2024-04-01 to 2025-03-31)',
    });
  }
  if (request.format === 'xbrl' && request.report_type !== 'brsr')
    ctx.addIssue({
      code: 'custom',
      path: ['format'],
      message: 'xbrl is the format of BRSR filings: brsr reports only',
    });
  if (request.report_type !== 'custom') {
    if (request.group_by)
      ctx.addIssue({ code: 'custom', path: ['group_by'], message: 'applies to custom reports only' });
    for (const scope of ['scope_1', 'scope_2'] as const) {
      if (!request.include[scope]) {
        ctx.addIssue({
          code: 'custom',
          path: ['include', scope],
          message: `a ${request.report_type} report always reports scopes 1 and 2`,
        });
      }
    }
  } else if (!request.include.scope_1 && !request.include.scope_2 && !request.include.scope_3) {
    ctx.addIssue({
      code: 'custom',
      path: ['include'],
      message: 'a custom report needs at least one of scope_1, scope_2, scope_3',
    });
  }
});
export type ReportRequest = z.infer<typeof ReportRequest>;
