import { z } from 'zod';
import { GWP_SETS } from '../factors/gwp-values.ts';
import { IsoDate } from '../schemas/activity-submission.ts';
import { Scope2ColumnsSchema, Scope2RecordSchema } from './scope2-schema.ts';

/** Something the caller should know about how the number was reached (a fallback, an assumption). */
export const NoticeSchema = z.object({ code: z.string(), message: z.string() });
export type Notice = z.infer<typeof NoticeSchema>;

/** Why a submission cannot be calculated, naming the submission field at fault (dot path). */
export const FieldErrorSchema = z.object({
  field: z.string(),
  reason: z.string(),
  /** Set when the record is refused because it is dated in a locked fiscal year (not for bad input). */
  code: z.literal('PERIOD_LOCKED').optional(),
});
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

const Kg = z.number().nullable();

const GAS_GROUPS = ['co2', 'ch4', 'n2o', 'hfcs', 'pfcs', 'sf6', 'nf3'] as const;

/** How the organisation's GWP set was applied to the factor (domain/calculation/gas-groups.ts). */
export const GwpRecordSchema = z.object({
  set: z.enum(GWP_SETS),
  basis: z.enum(['per_gas', 'co2_only', 'gas_released', 'source_total']),
  /** kg CO2e per unit of the factor under the set. */
  value: z.number(),
  /** The GWP-100 of each gas applied. */
  gwp: z.record(z.string(), z.number()),
  /** kg of each gas group per unit of the factor; empty where the factor gives no split. */
  mass_per_unit: z.partialRecord(z.enum(GAS_GROUPS), z.number()),
  /** kg CO2e of CO2, CH4 and N2O per unit under the set (on the source's set: its published rows). */
  co2e_per_unit: z.partialRecord(z.enum(GAS_GROUPS), z.number()),
  /** Why the gases are not stated by mass, naming the source; null when they are. */
  not_split: z.string().nullable(),
});
export type GwpRecord = z.infer<typeof GwpRecordSchema>;

/** A factor cited beside the activity's own (well-to-tank, T&D losses, biogenic CO2), with its reference tag. */
const CitedFactorSchema = z.object({
  id: z.string(),
  value: z.number(),
  unit: z.string(),
  source: z.string(),
  version: z.string(),
  tag: z.enum(['V', 'S', 'U']),
});

/** Scope 3 category 3 that a Scope 1 or 2 activity brings with it (domain/calculation/category3.ts). */
export const Category3RecordSchema = z.object({
  activity: z.enum(['fuel_well_to_tank', 'electricity_td_losses']),
  /** kg CO2e of category 3 per unit of the activity's factor; null when no factor gives it. */
  kg_co2e_per_unit: z.number().nullable(),
  per_unit: z.string(),
  /** The well-to-tank or T&D row, or (Indian electricity) the grid factor the lost kWh are priced at. */
  factor: CitedFactorSchema.nullable(),
  /** Indian electricity: the T&D loss share of energy input and how it was applied. */
  loss_rate: z
    .object({
      rate: z.number(),
      fiscal_year: z.string(),
      applied: z.literal('L / (1 - L)'),
      lost_kwh_per_kwh: z.number(),
      tag: z.enum(['V', 'S', 'U']),
      source: z.string(),
    })
    .nullable(),
  not_calculated: z.string().nullable(),
});
export type Category3Record = z.infer<typeof Category3RecordSchema>;

/**
 * What BRSR and the GHG Protocol need per activity, stored as typed activity columns of the same names
 * (reports aggregate them in SQL). Gas columns are kg CO2e; null where the factor gives no split.
 */
export const DisclosureSchema = z.object({
  /** Energy consumed (fuels: quantity × calorific value; electricity: kWh × 0.0036); null when not energy. */
  energy_gj: Kg,
  /** BRSR Essential Indicator 1 rows; null when energy_gj is null. */
  energy_class: z.enum(['electricity', 'fuel', 'other']).nullable(),
  /** Renewable electricity named in metadata (or a biofuel); false for grid electricity and fossil fuels. */
  energy_renewable: z.boolean().nullable(),
  co2_kg_co2e: Kg,
  ch4_kg_co2e: Kg,
  n2o_kg_co2e: Kg,
  hfcs_kg_co2e: Kg,
  pfcs_kg_co2e: Kg,
  sf6_kg_co2e: Kg,
  nf3_kg_co2e: Kg,
  /** kg of each gas (not CO2e) where the factor gives the split; a refrigerant's mass in its group. */
  co2_kg: Kg,
  ch4_kg: Kg,
  n2o_kg: Kg,
  hfcs_kg: Kg,
  pfcs_kg: Kg,
  sf6_kg: Kg,
  nf3_kg: Kg,
  /** The GWP-100 set the CO2e figures are on (organisation setting gwp_set). */
  gwp_set: z.enum(GWP_SETS),
  /** The factor is CO2 only (CEA, India GHG Program): the gas split and CO2e are incomplete. */
  co2_only: z.boolean(),
  /** GHG Protocol Scope 3 category (1–15) of a scope 3 activity; null for scopes 1 and 2. */
  scope3_category: z.number().int().min(1).max(15).nullable(),
  /** Biogenic CO2, reported outside the scopes; null (not 0) when no factor gives it. */
  biogenic_co2_kg: Kg,
  /** Scope 3 category 3 (well-to-tank of a fuel, T&D losses of electricity) of a Scope 1 or 2 activity; null when none is given. */
  category3_kg_co2e: Kg,
  /** An amount reported as a memo item, outside the scope totals, and what it is. */
  memo_kg_co2e: Kg,
  memo_kind: z.enum(['non_kyoto_gas', 'flight_radiative_forcing']).nullable(),
  /** Electricity and certificates: the source and the market-based figure (electricity-source.ts); null otherwise. */
  ...Scope2ColumnsSchema.shape,
});
export type Disclosure = z.infer<typeof DisclosureSchema>;

export const CalculationSchema = z.object({
  /** Canonical activity type (see activity-types.ts). */
  activity_type: z.string(),
  /** Unrounded; presentation rounding belongs to the API. */
  /** Negative only for a purchase return an ERP sync nets against purchases (purchase-return.ts). */
  emissions_kg_co2e: z.number(),
  disclosure: DisclosureSchema,
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
    /** As submitted: the activity type before it was made canonical, so a recalculation repeats every step. */
    input: z.object({ activity_type: z.string().optional(), quantity: z.number(), unit: z.string() }),
    converted: z.object({ quantity: z.number(), unit: z.string() }),
    factor_value: z.number(),
    factor_unit: z.string(),
    /** The date whose factor year was looked up. */
    period_midpoint: IsoDate,
    formula: z.string(),
    spend: SpendConversionSchema.nullable(),
    /** How energy_gj was derived: the calorific value used and where it comes from; null when not energy. */
    energy: z
      .object({ gj: z.number(), gj_per_unit: z.number(), per_unit: z.string(), basis: z.string(), source: z.string() })
      .nullable(),
    /** Scope 3 category: the submission's own (metadata.scope3_category) or the activity type's default. */
    scope3: z
      .object({ category: z.number().int(), name: z.string(), basis: z.enum(['submitted', 'default']) })
      .nullable(),
    /** Flights: the organisation's radiative-forcing setting and both figures (the other one is the memo). */
    radiative_forcing: z
      .object({
        setting: z.enum(['included', 'excluded']),
        with_rf_kg_co2e: z.number(),
        without_rf_kg_co2e: z.number(),
        other_factor: z.object({ id: z.string(), value: z.number(), version: z.string(), year_label: z.string() }),
      })
      .nullable(),
    /** Electricity and certificates: how the location- and market-based figures were reached; null otherwise. */
    scope2: Scope2RecordSchema.nullable(),
    /** The GWP set the figure is on and the gas masses per unit. */
    gwp: GwpRecordSchema,
    /** The outside-of-scopes biogenic CO2 row of the fuel; null when the publisher gives none. */
    biogenic: CitedFactorSchema.nullable(),
    /** Scope 3 category 3 of a Scope 1 or 2 fuel or electricity activity; null for others. */
    category3: Category3RecordSchema.nullable(),
  }),
});
export type Calculation = z.infer<typeof CalculationSchema>;
export type CalculationResult = Result<Calculation>;
