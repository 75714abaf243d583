import { fiscalYear } from '../calculation/fiscal-year.ts';
import type { FactorDefinition } from './factor-definition.ts';

/**
 * India grid electricity: CEA "CO2 Baseline Database for the Indian Power Sector", all-India weighted
 * average emission rate including renewables (the location-based Scope 2 figure). Each version adds a
 * fiscal year and restates earlier ones, so the version is part of the id (FY2022-23 is 0.716 in v19.0
 * and 0.7191 in v21.0; both are kept, the resolver prefers the newest version).
 *
 * Not loaded: state factors (CEA publishes none; online state tables are site-computed), the v5.0
 * figures (2008-09 0.82, 2007-08 0.79: [S], and from the era of separate NEWNE/Southern grids, so not
 * clearly an all-India average), and the OM/BM/CM margins (for CDM projects, not inventories).
 */
const PAGE = 'https://cea.nic.in/cdm-co2-baseline-database/';
const UNREACHABLE = 'CEA PDF not opened (cea.nic.in unreachable from the build network)';

function cea(
  version: string,
  published: number,
  fyStartYear: number,
  value: number,
  verification: string,
  notes: string,
): FactorDefinition {
  const fy = fiscalYear(fyStartYear);
  return {
    id: `cea.v${version.split('.')[0]}.in.electricity.${fy.label.toLowerCase()}`,
    dataset: 'cea-co2-baseline',
    dataset_version: `v${version}`,
    activity_type: 'electricity',
    unit: 'kWh',
    value,
    // CEA publishes tCO2/MWh: CO2 only, no CH4/N2O.
    co2: value,
    ch4: null,
    n2o: null,
    gwp_basis: 'CO2 only',
    region: 'IN',
    region_level: 'country',
    valid_from: fy.start,
    valid_to: fy.end,
    year_label: fy.label,
    publisher: 'Central Electricity Authority (Ministry of Power, Government of India)',
    source_name: `CEA CO2 Baseline Database v${version}`,
    source_year: published,
    source_url: PAGE,
    verification,
    notes: `Weighted average emission rate incl. renewables, all-India grid, ${fy.label}; tCO2/MWh = kg CO2/kWh. ${notes}`,
    parameters: {
      variant: 'weighted average incl. RES',
      published_unit: 'tCO2/MWh',
      fiscal_year: fy.label,
      method: 'CDM Tool to Calculate the Emission Factor for an Electricity System v7.0',
    },
  };
}

const V21_SOURCE = `S: batchwise.ai republication of the v21.0 series (excl. imports) only; ${UNREACHABLE}`;
const V21_NOTE = 'v21.0 (Nov 2025) series row "weighted avg. incl. RES + captive", excluding electricity imports.';

export const ceaCo2Baseline: FactorDefinition[] = [
  cea(
    '19.0',
    2023,
    2022,
    0.716,
    `V: several independent repositories citing the v19.0 User Guide (Scribd copy scribd.com/document/717834373) agree; ${UNREACHABLE}`,
    'v19.0 (Dec 2023). Restated as 0.7191 in v21.0.',
  ),
  cea(
    '20.0',
    2024,
    2023,
    0.727,
    `V: saurenergy.com (6 Jan 2025) and carbonneeti.com agree; ${UNREACHABLE}`,
    'v20.0 (Dec 2024). Restated as 0.7290 in v21.0.',
  ),
  cea('21.0', 2025, 2020, 0.7026, V21_SOURCE, V21_NOTE),
  cea('21.0', 2025, 2021, 0.7152, V21_SOURCE, V21_NOTE),
  cea('21.0', 2025, 2022, 0.7191, V21_SOURCE, V21_NOTE),
  cea('21.0', 2025, 2023, 0.729, V21_SOURCE, V21_NOTE),
  cea(
    '21.0',
    2025,
    2024,
    0.7117,
    V21_SOURCE,
    `${V21_NOTE} Including imports the same source gives 0.7097 (not loaded: the reference marks the excl.-imports series as the Scope 2 figure).`,
  ),
];
