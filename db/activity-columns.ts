import type { NewActivity, NewActivityResolution } from './schema.ts';

/**
 * Which activity columns writers set (true: a batch's COPY and the request path's insert) and which
 * they leave to their defaults (false). Every column of the table must be named: a column added to
 * the schema fails type-checking here until it is, so stored rows never silently lose it.
 */
const WRITTEN: Record<keyof NewActivity, boolean> = {
  id: true,
  organization_id: true,
  mode: true,
  activity_type: true,
  scope: true,
  quantity: true,
  unit: true,
  period_start: true,
  period_end: true,
  country: true,
  state: true,
  city: true,
  grid_region: true,
  source_type: true,
  source_confidence: true,
  source_name: true,
  source_reference: true,
  metadata: true,
  emissions_kg_co2e: true,
  co2_kg_co2e: true,
  ch4_kg_co2e: true,
  n2o_kg_co2e: true,
  hfcs_kg_co2e: true,
  pfcs_kg_co2e: true,
  sf6_kg_co2e: true,
  nf3_kg_co2e: true,
  energy_gj: true,
  energy_class: true,
  energy_renewable: true,
  co2_only: true,
  scope3_category: true,
  biogenic_co2_kg: true,
  memo_kg_co2e: true,
  memo_kind: true,
  electricity_source: true,
  market_based_kg_co2e: true,
  renewable_kwh: true,
  instrument_kwh: true,
  resolution_id: true,
  converted_quantity: true,
  period_midpoint: true,
  formula: true,
  calculation_extra: true,
  ingest_job_id: true,
  ingest_line: true,
  api_key_id: true,
  request_id: true,
  created_at: false,
  deleted_at: false,
};
export const ACTIVITY_COLUMNS = (Object.keys(WRITTEN) as (keyof NewActivity)[]).filter((column) => WRITTEN[column]);

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
