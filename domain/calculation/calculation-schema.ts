import { z } from 'zod';
import { IsoDate } from '../schemas/activity-submission.ts';

/** Something the caller should know about how the number was reached (a fallback, an assumption). */
export const NoticeSchema = z.object({ code: z.string(), message: z.string() });
export type Notice = z.infer<typeof NoticeSchema>;

/** Why a submission cannot be calculated, naming the submission field at fault (dot path). */
export const FieldErrorSchema = z.object({ field: z.string(), reason: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

export type Result<T> = { ok: true; value: T } | { ok: false; error: FieldError };

/** How a spend amount became factor-year dollars; stored with the result so it can be re-derived. */
export const SpendConversionSchema = z.object({
  currency: z.enum(['INR', 'USD']),
  amount: z.number(),
  spend_year: z.number().int(),
  /** INR per USD (annual average) and the year it is for; null when the spend is already in USD. */
  fx_rate: z.number().nullable(),
  fx_year: z.number().int().nullable(),
  fx_source: z.string().nullable(),
  usd_nominal: z.number(),
  /** CPI-U(dollar_year) / CPI-U(cpi_year). */
  deflator: z.number(),
  cpi_year: z.number().int(),
  cpi_source: z.string(),
  dollar_year: z.number().int(),
  usd_dollar_year: z.number(),
});
export type SpendConversion = z.infer<typeof SpendConversionSchema>;

export const CalculationSchema = z.object({
  /** Canonical activity type (see activity-types.ts). */
  activity_type: z.string(),
  /** Unrounded; presentation rounding belongs to the API. */
  emissions_kg_co2e: z.number().nonnegative(),
  /** Per-gas share in kg CO2e; null where the factor does not publish that gas. */
  gases: z.object({ co2: z.number().nullable(), ch4: z.number().nullable(), n2o: z.number().nullable() }),
  factor: z.object({
    id: z.string(),
    value: z.number(),
    /** e.g. 'kg CO2e/kWh' */
    unit: z.string(),
    /** e.g. 'CEA CO2 Baseline Database v21.0 (2025)' */
    source: z.string(),
    version: z.string(),
    region: z.string(),
    dataset: z.string(),
    year_label: z.string(),
    gwp_basis: z.string(),
  }),
  confidence_score: z.number().min(0).max(1),
  notices: z.array(NoticeSchema),
  calculation: z.object({
    input: z.object({ quantity: z.number(), unit: z.string() }),
    converted: z.object({ quantity: z.number(), unit: z.string() }),
    factor_value: z.number(),
    factor_unit: z.string(),
    /** The date whose factor year was looked up. */
    period_midpoint: IsoDate,
    formula: z.string(),
    spend: SpendConversionSchema.nullable(),
  }),
});
export type Calculation = z.infer<typeof CalculationSchema>;
export type CalculationResult = Result<Calculation>;
