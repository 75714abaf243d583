import type { FactorDefinition } from './factor-definition.ts';

/**
 * IPCC 2006 Guidelines, Vol. 2 (Energy) defaults, used only for residual fuel oil (Indian "furnace
 * oil"): the two DESNZ 2024 fuel-oil figures conflict (3.10202 vs 3.1792 per litre, both [U]), so a
 * per-kg factor is derived from IPCC defaults instead. No density is loaded, so per-litre submissions
 * are rejected rather than converted with a guessed density.
 */
const NCV_TJ_PER_KG = 40.4e-6; // Ch1 Table 1.2: 40.4 TJ/Gg
const KG_PER_TJ = { co2: 77_400, ch4: 3, n2o: 0.6 }; // Ch1 Table 1.4 (CO2); Ch2 Tables 2.2/2.3 (CH4, N2O)
const GWP_AR5 = { ch4: 28, n2o: 265 };

const co2 = Number((KG_PER_TJ.co2 * NCV_TJ_PER_KG).toFixed(9)); // 3.12696
const ch4 = Number((KG_PER_TJ.ch4 * NCV_TJ_PER_KG * GWP_AR5.ch4).toFixed(9)); // 0.0033936
const n2o = Number((KG_PER_TJ.n2o * NCV_TJ_PER_KG * GWP_AR5.n2o).toFixed(9)); // 0.0064236
const value = Number((co2 + ch4 + n2o).toFixed(9)); // 3.1367772

export const ipcc2006: FactorDefinition[] = [
  {
    id: 'ipcc.2006.global.fuel.fuel_oil.kg',
    dataset: 'ipcc-2006-guidelines',
    dataset_version: '2006 Vol. 2',
    activity_type: 'fuel.fuel_oil',
    unit: 'kg',
    value,
    co2,
    ch4,
    n2o,
    gwp_basis: 'AR5',
    region: 'GLOBAL',
    region_level: 'global',
    // IPCC defaults are not tied to a year; they apply until a country-specific factor exists.
    valid_from: '2006-01-01',
    valid_to: '9999-12-31',
    year_label: '2006',
    publisher: 'Intergovernmental Panel on Climate Change (IPCC)',
    source_name: 'IPCC 2006 Guidelines for National GHG Inventories, Vol. 2',
    source_year: 2006,
    source_url: 'https://www.ipcc-nggip.iges.or.jp/public/2006gl/vol2.html',
    verification:
      'V: the reference tags the residual-fuel-oil row [U]; checked here in secondary transcriptions: CO2 77,400 and CH4/N2O 3/0.6 kg/TJ in iClimate/ghgpy (src/ghgpy/data/efs.py) and in a second repository table, NCV 40.4 TJ/Gg in two independent repositories (one with carbon content 21.1 kg C/GJ: 21.1 × 44/12 = 77.4 t CO2/TJ, consistent). IPCC PDF not opened (unreachable from the build network)',
    notes:
      'Residual fuel oil (furnace oil), stationary combustion, per kg. Arithmetic: 1 kg = 40.4e-6 TJ; ' +
      'CO2 77,400 × 40.4e-6 = 3.12696; CH4 3 × 40.4e-6 × 28 = 0.0033936; N2O 0.6 × 40.4e-6 × 265 = 0.0064236; ' +
      'total 3.1367772 kg CO2e/kg.',
    parameters: { ncv_tj_per_gg: 40.4, kg_per_tj: KG_PER_TJ, gwp: GWP_AR5 },
  },
];
