import type { SpendCategory } from '../calculation/activity-types.ts';
import type { FactorDefinition } from './factor-definition.ts';

/**
 * Spend-based (EEIO) factors: US EPA Supply Chain GHG Emission Factors v1.3.0 (from USEEIO v2, NAICS-6),
 * kg CO2e per 2022 USD at purchaser price, "with margins" (cradle to shelf), AR5.
 *
 * Every value is from [M1] (sungkomp/mcp-csv-agent data/SupplyChainGHGEmissionFactors_v1.3.0_NAICS_CO2e_USD2022.csv,
 * commit 2f5575dc07a520b6e626decc7c478d0bc925cae0, a full copy of the EPA CSV); rows tagged V were
 * also hard-coded identically by an independent repository. The EPA original (pasteur.epa.gov) was
 * unreachable from the build network.
 *
 * These are US-economy factors: the resolver applies them to other countries only as a flagged proxy.
 * Electricity (NAICS 2211xx) is not in the dataset, so there is no spend.electricity.
 */
const M1 =
  'S: [M1] copy of the EPA v1.3.0 CSV only; pasteur.epa.gov (DOI 10.23719/1531143) not opened (unreachable from the build network)';
const M1_R1 =
  'V: [M1] copy of the EPA v1.3.0 CSV and an independent repository factor table agree; pasteur.epa.gov not opened (unreachable from the build network)';

const rows: Array<
  [category: SpendCategory, naics: string, title: string, useeio: string | null, value: number, verification: string]
> = [
  ['fuel', '324110', 'Petroleum Refineries', '324110', 0.27, M1],
  ['air_travel', '481111', 'Scheduled Passenger Air Transportation', '481000', 0.644, M1],
  ['rail_travel', '482111', 'Line-Haul Railroads', '482000', 0.466, M1],
  ['freight', '484121', 'General Freight Trucking, Long-Distance, Truckload', '484000', 0.595, M1],
  ['taxi', '485310', 'Taxi Service', '485000', 0.566, M1],
  ['hotel', '721110', 'Hotels (except Casino Hotels) and Motels', '721000', 0.145, M1],
  ['restaurants', '722511', 'Full-Service Restaurants', '722110', 0.194, M1],
  ['telecom', '517311', 'Wired Telecommunications Carriers', '517110', 0.075, M1],
  ['wireless_telecom', '517312', 'Wireless Telecommunications Carriers (except Satellite)', null, 0.096, M1],
  ['computers', '334111', 'Electronic Computer Manufacturing', '334111', 0.058, M1_R1],
  ['stationery', '322230', 'Stationery Product Manufacturing', '322230', 0.296, M1_R1],
  ['steel', '331110', 'Iron and Steel Mills and Ferroalloy Manufacturing', '331110', 0.787, M1],
  ['cement', '327310', 'Cement Manufacturing', '327310', 3.924, M1],
  ['plastics', '326199', 'All Other Plastics Product Manufacturing', '326190', 0.371, M1],
  ['plastic_bottles', '326160', 'Plastics Bottle Manufacturing', '326160', 0.579, M1],
  ['legal', '541110', 'Offices of Lawyers', '541100', 0.041, M1],
  ['accounting', '541211', 'Offices of Certified Public Accountants', '541200', 0.054, M1],
  ['it_services', '541512', 'Computer Systems Design Services', '541512', 0.089, M1],
  ['custom_software', '541511', 'Custom Computer Programming Services', null, 0.084, M1],
  ['software', '511210', 'Software Publishers', '511200', 0.08, M1],
  ['hosting', '518210', 'Data Processing, Hosting, and Related Services', null, 0.093, M1],
  ['water', '221310', 'Water Supply and Irrigation Systems', '221300', 0.578, M1],
  ['waste', '562111', 'Solid Waste Collection', '562000', 0.988, M1],
  ['insurance', '524126', 'Direct Property and Casualty Insurance Carriers', '5241XX', 0.033, M1],
  ['life_insurance', '524113', 'Direct Life Insurance Carriers', '524113', 0.051, M1],
  ['courier', '492110', 'Couriers and Express Delivery Services', '492000', 0.303, M1],
  ['rent', '531120', 'Lessors of Nonresidential Buildings (except Miniwarehouses)', '531ORE', 0.246, M1],
  ['cleaning', '561720', 'Janitorial Services', '561700', 0.214, M1],
  ['advertising', '541810', 'Advertising Agencies', '541800', 0.085, M1],
  ['consulting', '541611', 'Administrative Management and General Management Consulting Services', null, 0.078, M1],
  ['travel_agency', '561510', 'Travel Agencies', null, 0.088, M1],
  ['warehousing', '493110', 'General Warehousing and Storage', null, 0.244, M1],
  ['car_rental', '532111', 'Passenger Car Rental', null, 0.11, M1],
];

/**
 * The id of a row; revision 2 made the rows valid for any purchase year (the first load limited them
 * to 2022, which flagged every later purchase as a year fallback although CPI-U already brings its
 * price to 2022 dollars).
 */
export function epaSpendFactorId(category: SpendCategory, naics: string, revision?: number): string {
  return `epa.scghg.v1.3.0.us.spend.${category}.naics${naics}${revision ? `.rev${revision}` : ''}`;
}

export const EPA_SPEND_ROWS = rows;

export const epaSupplyChainV13: FactorDefinition[] = rows.map(
  ([category, naics, title, useeio, value, verification]) => ({
    id: epaSpendFactorId(category, naics, 2),
    dataset: 'epa-supply-chain',
    dataset_version: 'v1.3.0',
    activity_type: `spend.${category}`,
    unit: 'USD',
    value,
    co2: null,
    ch4: null,
    n2o: null,
    gwp_basis: 'AR5',
    region: 'US',
    region_level: 'country',
    // Intensities of the 2022 US economy in 2022 dollars; a purchase of another year is deflated to 2022
    // dollars with CPI-U (spend.ts), so the row serves every purchase year from 2022 on.
    valid_from: '2022-01-01',
    valid_to: '9999-12-31',
    year_label: '2022 USD',
    publisher: 'US Environmental Protection Agency (EPA)',
    source_name: 'EPA Supply Chain GHG Emission Factors v1.3.0',
    source_year: 2024,
    source_url: 'https://doi.org/10.23719/1531143',
    verification,
    notes: `NAICS ${naics} ${title}: kg CO2e per 2022 USD, purchaser price, with margins. US economy and US grid (≈0.375 kg/kWh); likely understates Indian supply chains.`,
    parameters: {
      naics,
      naics_title: title,
      useeio_code: useeio,
      dollar_year: 2022,
      price_basis: 'purchaser',
      margins: 'with margins',
    },
  }),
);
