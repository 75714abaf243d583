import type { CopyValue } from './copy-text.ts';
import type { NewActivity, NewActivityResolution } from './schema.ts';

/**
 * Which activity columns writers set (a batch's COPY and the request path's insert), each with how a
 * row's value is read, and which they leave to their defaults (null). Every column of the table must
 * be named: a column added to the schema fails type-checking here until it is, so stored rows never
 * silently lose it.
 */
const WRITTEN: Record<keyof NewActivity, ((row: NewActivity) => CopyValue) | null> = {
  id: (row) => row.id,
  organization_id: (row) => row.organization_id,
  mode: (row) => row.mode,
  activity_type: (row) => row.activity_type,
  scope: (row) => row.scope,
  quantity: (row) => row.quantity,
  unit: (row) => row.unit,
  period_start: (row) => row.period_start,
  period_end: (row) => row.period_end,
  country: (row) => row.country,
  state: (row) => row.state,
  city: (row) => row.city,
  grid_region: (row) => row.grid_region,
  source_type: (row) => row.source_type,
  source_confidence: (row) => row.source_confidence,
  source_name: (row) => row.source_name,
  source_reference: (row) => row.source_reference,
  metadata: (row) => row.metadata,
  emissions_kg_co2e: (row) => row.emissions_kg_co2e,
  co2_kg_co2e: (row) => row.co2_kg_co2e,
  ch4_kg_co2e: (row) => row.ch4_kg_co2e,
  n2o_kg_co2e: (row) => row.n2o_kg_co2e,
  hfcs_kg_co2e: (row) => row.hfcs_kg_co2e,
  pfcs_kg_co2e: (row) => row.pfcs_kg_co2e,
  sf6_kg_co2e: (row) => row.sf6_kg_co2e,
  nf3_kg_co2e: (row) => row.nf3_kg_co2e,
  energy_gj: (row) => row.energy_gj,
  energy_class: (row) => row.energy_class,
  energy_renewable: (row) => row.energy_renewable,
  co2_only: (row) => row.co2_only,
  scope3_category: (row) => row.scope3_category,
  biogenic_co2_kg: (row) => row.biogenic_co2_kg,
  memo_kg_co2e: (row) => row.memo_kg_co2e,
  memo_kind: (row) => row.memo_kind,
  co2_kg: (row) => row.co2_kg,
  ch4_kg: (row) => row.ch4_kg,
  n2o_kg: (row) => row.n2o_kg,
  hfcs_kg: (row) => row.hfcs_kg,
  pfcs_kg: (row) => row.pfcs_kg,
  sf6_kg: (row) => row.sf6_kg,
  nf3_kg: (row) => row.nf3_kg,
  gwp_set: (row) => row.gwp_set,
  category3_kg_co2e: (row) => row.category3_kg_co2e,
  electricity_source: (row) => row.electricity_source,
  market_based_kg_co2e: (row) => row.market_based_kg_co2e,
  renewable_kwh: (row) => row.renewable_kwh,
  instrument_kwh: (row) => row.instrument_kwh,
  unmatched_kwh: (row) => row.unmatched_kwh,
  resolution_id: (row) => row.resolution_id,
  converted_quantity: (row) => row.converted_quantity,
  period_midpoint: (row) => row.period_midpoint,
  formula: (row) => row.formula,
  calculation_extra: (row) => row.calculation_extra,
  ingest_job_id: (row) => row.ingest_job_id,
  ingest_line: (row) => row.ingest_line,
  api_key_id: (row) => row.api_key_id,
  request_id: (row) => row.request_id,
  site_id: (row) => row.site_id,
  created_at: null,
  deleted_at: null,
};
export const ACTIVITY_COLUMNS = (Object.keys(WRITTEN) as (keyof NewActivity)[]).filter(
  (column) => WRITTEN[column] !== null,
);

/**
 * How a written column is read from a row: by its name, written out. A loop reading row[column] costs
 * V8 a generic lookup per column (about 50 ns: 3 µs for a row's 58 columns).
 */
export function activityField(column: (typeof ACTIVITY_COLUMNS)[number]): (row: NewActivity) => CopyValue {
  return WRITTEN[column]!;
}

/** Every column of activity_resolutions, in the order the request path's insert writes them (all are set). */
const RESOLUTION_WRITTEN: Record<keyof NewActivityResolution, true> = {
  organization_id: true,
  id: true,
  factor_id: true,
  factor_value: true,
  factor_unit: true,
  factor_source: true,
  factor_version: true,
  factor_region: true,
  confidence_score: true,
  notices: true,
  calculation: true,
};
export const RESOLUTION_COLUMNS = Object.keys(RESOLUTION_WRITTEN) as (keyof NewActivityResolution)[];
