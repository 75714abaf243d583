import type { FactorDefinition } from './factor-definition.ts';

/**
 * Shared row builder for the UK Government GHG Conversion Factors for Company Reporting (DESNZ, formerly
 * BEIS/DEFRA). Each annual edition is its own file; factors apply to the calendar year of the edition.
 * gov.uk workbooks were unreachable from the build network, so no row was read from the primary file.
 */
export interface DesnzEdition {
  year: number;
  /** e.g. '2024 v1.1' */
  version: string;
  url: string;
}

export interface DesnzRow {
  activity_type: string;
  unit: string;
  value: number;
  co2?: number;
  ch4?: number;
  n2o?: number;
  /** ISO alpha-2; DESNZ factors describe the UK unless a row is per country (hotels). */
  region?: string;
  verification: string;
  notes: string;
  parameters?: Record<string, unknown>;
}

export function desnzFactor(edition: DesnzEdition, row: DesnzRow): FactorDefinition {
  const region = row.region ?? 'GB';
  return {
    id: `desnz.${edition.year}.${region.toLowerCase()}.${row.activity_type}.${row.unit.toLowerCase()}`,
    dataset: 'desnz-ghg-conversion-factors',
    dataset_version: edition.version,
    activity_type: row.activity_type,
    unit: row.unit,
    value: row.value,
    co2: row.co2 ?? null,
    ch4: row.ch4 ?? null,
    n2o: row.n2o ?? null,
    gwp_basis: 'AR5',
    region,
    region_level: 'country',
    valid_from: `${edition.year}-01-01`,
    valid_to: `${edition.year}-12-31`,
    year_label: String(edition.year),
    publisher: 'Department for Energy Security and Net Zero (DESNZ), UK Government',
    source_name: `DESNZ GHG Conversion Factors ${edition.version}`,
    source_year: edition.year,
    source_url: edition.url,
    verification: row.verification,
    notes: row.notes,
    parameters: row.parameters ?? {},
  };
}
