import type { FactorDefinition } from './factor-definition.ts';

/**
 * India GHG Program "India Specific Road Transport Emission Factors" (WRI India / CII / TERI, 2015):
 * kg CO2 per km for owned or leased vehicles in India. CO2 only (not CO2e). The factors describe the
 * 2015 fleet and carry that year, so later activities get a year-fallback notice. Values were seen in
 * third-party code; the PDF was not opened (indiaghgp.org unreachable from the build network).
 * Not loaded: the rail freight factor 0.00996 kg CO2/tonne-km (from the rail document; no activity type).
 */
const NOT_OPENED = 'indiaghgp.org PDF not opened (unreachable from the build network)';
const TWO_REPOS = `V: two independent repositories agree; ${NOT_OPENED}`;
const ONE_SOURCE = `S: one third-party code source; ${NOT_OPENED}`;

const rows: Array<[type: string, unit: string, value: number, verification: string, label: string]> = [
  ['vehicle.car.petrol_hatchback', 'vehicle-km', 0.13, ONE_SOURCE, 'Car, petrol, hatchback (<1400 cc)'],
  ['vehicle.car.petrol_sedan', 'vehicle-km', 0.142, ONE_SOURCE, 'Car, petrol, sedan (>1400 cc)'],
  ['vehicle.car.diesel_hatchback', 'vehicle-km', 0.117, ONE_SOURCE, 'Car, diesel, hatchback (<1400 cc)'],
  ['vehicle.car.diesel_sedan', 'vehicle-km', 0.131, ONE_SOURCE, 'Car, diesel, sedan (<1600 cc)'],
  ['vehicle.motorcycle', 'vehicle-km', 0.029, TWO_REPOS, 'Motorcycle (<125 cc)'],
  ['vehicle.three_wheeler.petrol', 'vehicle-km', 0.1135, TWO_REPOS, 'Three-wheeler, petrol'],
  ['vehicle.three_wheeler.cng', 'vehicle-km', 0.10768, TWO_REPOS, 'Three-wheeler, CNG'],
  ['vehicle.bus', 'passenger-km', 0.015161, TWO_REPOS, 'Intracity bus, per passenger-km'],
  ['vehicle.truck.ldv', 'vehicle-km', 0.307, ONE_SOURCE, 'Freight light-duty vehicle (<3.5 t)'],
  ['vehicle.truck.mdv', 'vehicle-km', 0.5928, ONE_SOURCE, 'Freight medium-duty vehicle (3.5–12 t)'],
  ['vehicle.truck.hdv', 'vehicle-km', 0.7375, TWO_REPOS, 'Freight heavy-duty vehicle (>12 t)'],
];

export const indiaGhgpRoad2015: FactorDefinition[] = rows.map(([activity_type, unit, value, verification, label]) => ({
  id: `indiaghgp.2015.in.${activity_type}`,
  dataset: 'india-ghgp-road',
  dataset_version: '2015',
  activity_type,
  unit,
  value,
  co2: value,
  ch4: null,
  n2o: null,
  gwp_basis: 'CO2 only',
  region: 'IN',
  region_level: 'country',
  valid_from: '2015-01-01',
  valid_to: '2015-12-31',
  year_label: '2015',
  publisher: 'India GHG Program (WRI India, CII, TERI)',
  source_name: 'India GHG Program: India Specific Road Transport Emission Factors',
  source_year: 2015,
  source_url: 'https://indiaghgp.org/road-transport-emission-factors',
  verification,
  notes: `${label}; kg CO2 per ${unit}. CO2 only: CH4 and N2O are not included.`,
  parameters: {},
}));
