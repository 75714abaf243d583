import type { FactorDefinition } from './factor-definition.ts';

/**
 * Shared row builder for the UK Government GHG Conversion Factors for Company Reporting (DESNZ, formerly
 * BEIS/DEFRA). Each annual edition is its own file; factors apply to the calendar year of the edition.
 * gov.uk workbooks were unreachable from the build network, so no row was read from the primary file.
 */
/** Every DESNZ row says this: its value was not read from the primary workbook. */
export const DESNZ_NOT_OPENED = 'gov.uk workbook not opened (unreachable from the build network)';
/** Rows from the factor corrections reference (machine transcriptions of the DESNZ 2023–2025 flat files). */
export const DESNZ_FROM_CORRECTIONS = `S: [FC] factor corrections reference; ${DESNZ_NOT_OPENED}`;

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
  /** Names one of several rows of a type and unit (e.g. 'with-rf', 'mineral'); part of the id. */
  variant?: string;
  /** A corrected value ships under a new id (ids are immutable): revision 2, 3, … adds '.rev2' to the id. */
  revision?: number;
  /** Calendar years the value holds for when the editions agree (hotels: [2023, 2025]); default the edition's year. */
  validYears?: readonly [from: number, to: number];
  verification: string;
  notes: string;
  parameters?: Record<string, unknown>;
}

export function desnzFactor(edition: DesnzEdition, row: DesnzRow): FactorDefinition {
  const region = row.region ?? 'GB';
  const [from, to] = row.validYears ?? [edition.year, edition.year];
  const years = from === to ? String(from) : `${from}-${to}`;
  const variant = row.variant ? `.${row.variant}` : '';
  const revision = row.revision ? `.rev${row.revision}` : '';
  return {
    id: `desnz.${years}.${region.toLowerCase()}.${row.activity_type}${variant}.${row.unit.toLowerCase()}${revision}`,
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
    valid_from: `${from}-01-01`,
    valid_to: `${to}-12-31`,
    year_label: years,
    publisher: 'Department for Energy Security and Net Zero (DESNZ), UK Government',
    source_name: `DESNZ GHG Conversion Factors ${edition.version}`,
    source_year: edition.year,
    source_url: edition.url,
    verification: row.verification,
    notes: row.notes,
    parameters: row.parameters ?? {},
  };
}
