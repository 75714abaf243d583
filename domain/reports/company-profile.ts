import { z } from 'zod';
import { ConsolidationApproach } from '../boundary/consolidation.ts';
import { Cin } from '../schemas/cin.ts';
import { figureProblem, type FigureBounds } from '../schemas/profile-figure.ts';
import { StoredText } from '../schemas/stored-text.ts';

/** 'FY2024-25': an April-March fiscal year, the second part the year after the first. */
export const FiscalYearLabel = z
  .string()
  .regex(/^FY\d{4}-\d{2}$/, 'must be a fiscal year label such as FY2024-25')
  .refine(
    (label) => (Number(label.slice(2, 6)) + 1) % 100 === Number(label.slice(7)),
    'must name two consecutive years, e.g. FY2024-25',
  );

/** What BRSR's intensities and assurance rows need for one fiscal year; anything missing is reported as "not provided". */
export const FiscalYearFigures = z
  .object({
    revenue_from_operations_inr: z
      .number()
      .positive()
      .finite()
      .nullable()
      .default(null)
      .describe('revenue from operations, INR: 0.01 to 999,999,999,999,999, at most 15 significant digits'),
    ppp_conversion_factor: z
      .object({
        value: z
          .number()
          .positive()
          .finite()
          .describe(
            'INR per international dollar (e.g. the IMF or World Bank PPP conversion factor): 0.001 to 1,000,000, at most 15 significant digits',
          ),
        source: StoredText(300),
        year: z.number().int().min(1990).max(2100),
      })
      .strict()
      .nullable()
      .default(null)
      .describe("BRSR's PPP-adjusted intensity divides revenue by this factor"),
    physical_output: z
      .object({
        value: z
          .number()
          .positive()
          .finite()
          .describe('0.000001 to 999,999,999,999,999, at most 15 significant digits'),
        unit: StoredText(50).describe('e.g. "tonne of cement"'),
      })
      .strict()
      .nullable()
      .default(null),
    optional_intensity: z
      .object({
        value: z
          .number()
          .positive()
          .finite()
          .describe(
            'the denominator for the year, e.g. 1250 (crore rupees): 0.000001 to 999,999,999,999,999, at most 15 significant digits',
          ),
        unit: StoredText(50).describe('what one unit of the denominator is, e.g. "₹ crore of turnover", "room-night"'),
      })
      .strict()
      .nullable()
      .default(null)
      .describe("BRSR's optional intensity metric the company chooses: energy and emissions per unit of it"),
    assurance: z
      .object({
        provider: StoredText(200),
        type: z.enum(['assessment', 'limited_assurance', 'reasonable_assurance']),
        covers: z
          .enum(['brsr_core', 'all_indicators'])
          .default('brsr_core')
          .describe(
            "brsr_core: the BRSR Core indicators only (SEBI's mandate: energy, Scope 1 and 2 and their intensities); all_indicators: Scope 3 too",
          ),
      })
      .strict()
      .nullable()
      .optional()
      .describe(
        'independent assessment or assurance by an external agency: null when there was none, absent when not provided',
      ),
  })
  .strict();
export type FiscalYearFigures = z.infer<typeof FiscalYearFigures>;

/** The BRSR taxonomy versions with the renewable / non-renewable energy split (2024-04-30 and later). */
export const BRSR_TAXONOMY_VERSIONS = ['2024-04-30', '2025-05-31', '2026-02-28'] as const;

/** The company facts reports print and divide by (GET/PUT /v1/company/profile). */
export const CompanyProfile = z
  .object({
    legal_name: StoredText(200),
    cin: Cin.nullable().default(null),
    sector: StoredText(200).nullable().default(null),
    reporting_boundary: z
      .enum(['standalone', 'consolidated'])
      .nullable()
      .default(null)
      .describe("BRSR's reporting boundary"),
    consolidation_approach: ConsolidationApproach.nullable()
      .default(null)
      .describe(
        "the GHG Protocol's organisational boundary: what each site contributes to every total (operational_control or financial_control: 100% of a site the organisation has that control over, 0% otherwise; equity_share: the site's ownership_pct; activities without a site: 100%). Not set: operational_control, stated as the default in every answer that applies it",
      ),
    base_year: FiscalYearLabel.nullable().default(null).describe('GHG base year, a fiscal year'),
    brsr_xbrl_taxonomy: z
      .enum(BRSR_TAXONOMY_VERSIONS)
      .default('2026-02-28')
      .describe("the version of SEBI's in-capmkt BRSR taxonomy that a BRSR report in xbrl format is an instance of"),
    fiscal_years: z
      .record(FiscalYearLabel, FiscalYearFigures)
      .default({})
      .describe('per fiscal year label, e.g. "FY2024-25"'),
  })
  .strict();
export type CompanyProfile = z.infer<typeof CompanyProfile>;

const REVENUE_BOUNDS: FigureBounds = [0.01, 999_999_999_999_999];
const PPP_BOUNDS: FigureBounds = [0.001, 1_000_000];
const OUTPUT_BOUNDS: FigureBounds = [0.000001, 999_999_999_999_999];

/**
 * The profile as PUT takes it: every stated figure within its bounds (figureProblem), each refusal a
 * VALIDATION_ERROR on its field. Stored profiles are read with CompanyProfile, so one stored before
 * the bounds still reads (a report then states the figure it cannot use).
 */
export const CompanyProfileInput = CompanyProfile.superRefine((profile, ctx) => {
  for (const [label, year] of Object.entries(profile.fiscal_years)) {
    const figures: [string[], number | null | undefined, FigureBounds][] = [
      [['revenue_from_operations_inr'], year.revenue_from_operations_inr, REVENUE_BOUNDS],
      [['ppp_conversion_factor', 'value'], year.ppp_conversion_factor?.value, PPP_BOUNDS],
      [['physical_output', 'value'], year.physical_output?.value, OUTPUT_BOUNDS],
      [['optional_intensity', 'value'], year.optional_intensity?.value, OUTPUT_BOUNDS],
    ];
    for (const [path, value, bounds] of figures) {
      const problem = typeof value === 'number' ? figureProblem(value, bounds) : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['fiscal_years', label, ...path], message: problem });
    }
  }
});
