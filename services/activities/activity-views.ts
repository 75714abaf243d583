import { z } from 'zod';
import { IdAlias } from '../resource-id.ts';
import type { ActivityRow } from '../../db/schema.ts';
import { storedCalculation } from './activity-row.ts';
import { DisclosureSchema, type Disclosure } from '../../domain/calculation/calculation-schema.ts';
import { indianStateName } from '../../domain/geo/indian-states.ts';
import { apportionKg, roundKg } from '../../domain/numbers.ts';

const Notice = z.object({ code: z.string(), message: z.string() });
const Gases = z
  .object({ co2: z.number().nullable(), ch4: z.number().nullable(), n2o: z.number().nullable() })
  .nullable()
  .describe('kg CO2e per gas where the factor publishes a split, else null');

export const EmissionFactorSummary = z.object({
  id: z.string(),
  value: z.number(),
  unit: z.string().describe('e.g. kg CO2e/kWh'),
  source: z.string().describe('publishing body, dataset and year'),
  version: z.string(),
  region: z.string(),
});

/** The spec's Activity result, plus gases and notices; emission_factor also names its id and version. */
export const ActivityResult = z.object({
  activity_id: z.string().uuid(),
  id: IdAlias('activity_id'),
  emissions_kg_co2e: z.number(),
  confidence_score: z.number(),
  emission_factor: EmissionFactorSummary,
  gases: Gases,
  notices: z.array(Notice),
  site_id: z
    .string()
    .uuid()
    .nullable()
    .describe('the site (GET /v1/sites/:id) the activity belongs to; null: unassigned'),
  site_code: z.string().nullable().describe("that site's code"),
  created_at: z.string(),
});

/** GET /v1/activities/:id: the submission as stored, its result and the calculation record. */
export const ActivityRecord = z.object({
  id: z.string().uuid(),
  activity_type: z.string(),
  scope: z.enum(['1', '2', '3']),
  quantity: z.number(),
  unit: z.string(),
  period: z.object({ start: z.string(), end: z.string() }),
  location: z.object({
    country: z.string(),
    state: z.string().nullable().describe("for IN the ISO 3166-2:IN subdivision code ('TN')"),
    state_name: z.string().nullable().describe("the state's name for display ('Tamil Nadu'); null outside India"),
    city: z.string().nullable(),
    grid_region: z.string().nullable(),
  }),
  source: z
    .object({ type: z.string(), confidence: z.number(), name: z.string().nullable(), reference: z.string().nullable() })
    .nullable(),
  metadata: z.record(z.string(), z.unknown()),
  emissions_kg_co2e: z.number(),
  gases: Gases,
  confidence_score: z.number(),
  emission_factor: EmissionFactorSummary,
  calculation: z.record(z.string(), z.unknown()),
  disclosure: DisclosureSchema.describe(
    'what BRSR and the GHG Protocol need per activity: energy (GJ, class, renewable), kg CO2e and kg of each gas group ' +
      '(CO2e on the GWP set gwp_set), co2_only, Scope 3 category, the Scope 3 category 3 figure it brings (well-to-tank, T&D losses), ' +
      'biogenic CO2 and memo items (R-22, the flight radiative-forcing uplift) outside the scope totals; ' +
      'for electricity and certificates, the source and the market-based Scope 2 figure (the location-based one is emissions_kg_co2e)',
  ),
  notices: z.array(Notice),
  ingest_job_id: z.string().nullable(),
  site_id: ActivityResult.shape.site_id,
  site_code: z.string().nullable().describe("that site's code, as it is now"),
  created_at: z.string(),
});

const nullableKg = (v: string | number | null) => (v === null ? null : roundKg(v));

/** Figures read back are numeric text; those of a row just written are the numbers it was given. */
type Figures<K extends keyof ActivityRow> = { [F in K]: ActivityRow[F] | number };

/** What an activity's result is shown from: a stored row, or one just written (storeActivities). */
type ResultColumns = Pick<
  ActivityRow,
  'id' | 'created_at' | 'notices' | 'factor_id' | 'factor_unit' | 'factor_source' | 'factor_version' | 'factor_region'
> &
  Figures<'emissions_kg_co2e' | 'confidence_score' | 'factor_value' | 'co2_kg_co2e' | 'ch4_kg_co2e' | 'n2o_kg_co2e'> & {
    /** Absent on a row written without a site. */
    site_id?: string | null;
  };

/** CO2, CH4 and N2O as shown: when the factor gives all three, they add up to the emissions shown. */
function shownGases(row: ResultColumns) {
  if (row.co2_kg_co2e === null || row.ch4_kg_co2e === null || row.n2o_kg_co2e === null) {
    return { co2: nullableKg(row.co2_kg_co2e), ch4: nullableKg(row.ch4_kg_co2e), n2o: nullableKg(row.n2o_kg_co2e) };
  }
  const [co2, ch4, n2o] = apportionKg(
    [row.co2_kg_co2e, row.ch4_kg_co2e, row.n2o_kg_co2e].map(Number),
    Number(row.emissions_kg_co2e),
  ).lines;
  return { co2: co2!, ch4: ch4!, n2o: n2o! };
}

function gases(row: ResultColumns) {
  if (row.co2_kg_co2e === null && row.ch4_kg_co2e === null && row.n2o_kg_co2e === null) return null;
  return shownGases(row);
}

/** The disclosure columns, amounts rounded like every other figure (3 decimals: grams, MJ). */
function disclosure(row: ActivityRow): Disclosure {
  const { co2, ch4, n2o } = shownGases(row);
  return {
    energy_gj: nullableKg(row.energy_gj),
    energy_class: row.energy_class,
    energy_renewable: row.energy_renewable,
    co2_kg_co2e: co2,
    ch4_kg_co2e: ch4,
    n2o_kg_co2e: n2o,
    hfcs_kg_co2e: nullableKg(row.hfcs_kg_co2e),
    pfcs_kg_co2e: nullableKg(row.pfcs_kg_co2e),
    sf6_kg_co2e: nullableKg(row.sf6_kg_co2e),
    nf3_kg_co2e: nullableKg(row.nf3_kg_co2e),
    co2_kg: nullableKg(row.co2_kg),
    ch4_kg: nullableKg(row.ch4_kg),
    n2o_kg: nullableKg(row.n2o_kg),
    hfcs_kg: nullableKg(row.hfcs_kg),
    pfcs_kg: nullableKg(row.pfcs_kg),
    sf6_kg: nullableKg(row.sf6_kg),
    nf3_kg: nullableKg(row.nf3_kg),
    gwp_set: row.gwp_set,
    co2_only: row.co2_only,
    scope3_category: row.scope3_category,
    biogenic_co2_kg: nullableKg(row.biogenic_co2_kg),
    category3_kg_co2e: nullableKg(row.category3_kg_co2e),
    memo_kg_co2e: nullableKg(row.memo_kg_co2e),
    memo_kind: row.memo_kind,
    electricity_source: row.electricity_source,
    market_based_kg_co2e: nullableKg(row.market_based_kg_co2e),
    renewable_kwh: nullableKg(row.renewable_kwh),
    instrument_kwh: nullableKg(row.instrument_kwh),
    unmatched_kwh: nullableKg(row.unmatched_kwh),
  };
}

function factorSummary(row: ResultColumns) {
  return {
    id: row.factor_id,
    value: Number(row.factor_value),
    unit: row.factor_unit,
    source: row.factor_source,
    version: row.factor_version,
    region: row.factor_region,
  };
}

/** An activity's result as the write answers it; `siteCode`: the code of its site (null: unassigned). */
export function toActivityResult(row: ResultColumns, siteCode: string | null): z.infer<typeof ActivityResult> {
  return {
    activity_id: row.id,
    id: row.id,
    emissions_kg_co2e: roundKg(row.emissions_kg_co2e),
    confidence_score: Number(row.confidence_score),
    emission_factor: factorSummary(row),
    gases: gases(row),
    notices: row.notices as z.infer<typeof Notice>[],
    site_id: row.site_id ?? null,
    site_code: siteCode,
    created_at: row.created_at.toISOString(),
  };
}

export function toActivityRecord(row: ActivityRow): z.infer<typeof ActivityRecord> {
  return {
    id: row.id,
    activity_type: row.activity_type,
    scope: String(row.scope) as '1' | '2' | '3',
    quantity: Number(row.quantity),
    unit: row.unit,
    period: { start: row.period_start, end: row.period_end },
    location: {
      country: row.country,
      state: row.state,
      state_name: row.country === 'IN' ? indianStateName(row.state) : null,
      city: row.city,
      grid_region: row.grid_region,
    },
    source:
      row.source_type === null
        ? null
        : {
            type: row.source_type,
            confidence: Number(row.source_confidence),
            name: row.source_name,
            reference: row.source_reference,
          },
    metadata: row.metadata,
    emissions_kg_co2e: roundKg(row.emissions_kg_co2e),
    gases: gases(row),
    confidence_score: Number(row.confidence_score),
    emission_factor: factorSummary(row),
    calculation: storedCalculation(row),
    disclosure: disclosure(row),
    notices: row.notices as z.infer<typeof Notice>[],
    ingest_job_id: row.ingest_job_id,
    site_id: row.site_id,
    site_code: row.site_code,
    created_at: row.created_at.toISOString(),
  };
}
