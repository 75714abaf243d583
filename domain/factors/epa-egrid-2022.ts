import type { FactorDefinition } from './factor-definition.ts';

/**
 * US grid electricity: EPA eGRID2022 US average output emission rates, as published in the EPA GHG
 * Emission Factors Hub 2024. eGRID gives lb per MWh per gas; we convert to kg CO2e per kWh with AR5
 * GWPs (the Hub's basis). Subregion (grid_region) rates are not in the factor reference, so only the
 * national average is loaded.
 */
const LB_TO_KG = 0.45359237; // exact, international avoirdupois pound
const GWP_AR5 = { ch4: 28, n2o: 265 } as const;
const LB_PER_MWH = { co2: 823.149, ch4: 0.066, n2o: 0.009 } as const;

/** lb/MWh × 0.45359237 kg/lb ÷ 1000 kWh/MWh × GWP, rounded to 1e-9 kg (far below the inputs' precision). */
function kgCo2ePerKwh(lbPerMwh: number, gwp: number): number {
  return Number(((lbPerMwh * LB_TO_KG * gwp) / 1000).toFixed(9));
}

const co2 = kgCo2ePerKwh(LB_PER_MWH.co2, 1); // 0.373374106
const ch4 = kgCo2ePerKwh(LB_PER_MWH.ch4, GWP_AR5.ch4); // 0.000838239
const n2o = kgCo2ePerKwh(LB_PER_MWH.n2o, GWP_AR5.n2o); // 0.001081818
const value = Number((co2 + ch4 + n2o).toFixed(9)); // 0.375294163

export const epaEgrid2022: FactorDefinition[] = [
  {
    id: 'epa.egrid2022.us.electricity.2022',
    dataset: 'epa-egrid',
    dataset_version: 'eGRID2022',
    activity_type: 'electricity',
    unit: 'kWh',
    value,
    co2,
    ch4,
    n2o,
    gwp_basis: 'AR5',
    region: 'US',
    region_level: 'country',
    valid_from: '2022-01-01',
    valid_to: '2022-12-31',
    year_label: '2022',
    publisher: 'US Environmental Protection Agency (EPA)',
    source_name: 'EPA eGRID2022 (GHG Emission Factors Hub 2024)',
    source_year: 2024,
    source_url: 'https://www.epa.gov/climateleadership/ghg-emission-factors-hub',
    verification:
      'S: lb/MWh inputs from one seed file "extracted from Excel" of the Emission Factors Hub; epa.gov not opened (unreachable from the build network). Our total 0.37529 agrees with the reference\'s independent derivation (≈0.3753, [U])',
    notes:
      'US average, data year 2022. Arithmetic (1 lb = 0.45359237 kg; per kWh = per MWh ÷ 1000): ' +
      'CO2 823.149 × 0.45359237 ÷ 1000 = 0.373374106; ' +
      'CH4 0.066 × 0.45359237 ÷ 1000 × 28 = 0.000838239; ' +
      'N2O 0.009 × 0.45359237 ÷ 1000 × 265 = 0.001081818; ' +
      "total 0.375294163 kg CO2e/kWh (each rounded to 1e-9). EIA's 0.86 lb CO2/kWh (utility-scale generation only) is a different basis.",
    parameters: { lb_per_mwh: LB_PER_MWH, gwp: GWP_AR5, subregion: 'US average' },
  },
];
