import type { FactorDefinition } from './factor-definition.ts';

/**
 * Fugitive refrigerant and process gases, Scope 1: kg of gas released (leak or top-up mass) → kg CO2e
 * via the 100-year GWP of IPCC AR5 (WG1 Table 8.A.1), the basis DESNZ 2024 and the EPA Hub 2024 use.
 * GWPs are properties of the gas, so the rows are global and open-ended in time.
 * R-22 (HCFC-22) is a Montreal Protocol gas, not a Kyoto gas: the GHG Protocol reports it outside the
 * scopes, so the calculation puts its CO2e in the memo item and books 0 emissions (gas-groups.ts).
 */
const AR5 = 'V: matches the reference (AR5 WG1 Table 8.A.1), where the AR5 value is tagged [V]; IPCC report not opened';

const gases: Array<[type: string, gas: string, gwp: number, verification: string, note: string]> = [
  ['refrigerant.r32', 'HFC-32 (R-32)', 677, AR5, ''],
  ['refrigerant.r125', 'HFC-125 (R-125)', 3170, AR5, ''],
  ['refrigerant.r134a', 'HFC-134a (R-134a)', 1300, AR5, ''],
  [
    'refrigerant.r410a',
    'R-410A (50/50 by mass HFC-32/HFC-125)',
    1924,
    'U: derived, not a published table row (the reference tags it [U]); recomputed from the [V] component GWPs: 0.5 × 677 + 0.5 × 3170 = 1923.5, rounded to 1924',
    'Blend GWP = mass-weighted component GWPs (AR4 basis would give 2088).',
  ],
  ['refrigerant.sf6', 'SF6', 23_500, AR5, ''],
  ['refrigerant.nf3', 'NF3', 16_100, AR5, ''],
  [
    'refrigerant.r22',
    'HCFC-22 (R-22)',
    1760,
    'U: the GWP reference tags the AR5 value [U]; the factor corrections reference gives the same 1,760 (AR5); IPCC report not opened',
    'Not a Kyoto gas: reported as a memo item outside scopes 1–3.',
  ],
];

export const ipccAr5GwpRefrigerants: FactorDefinition[] = gases.map(
  ([activity_type, gas, gwp, verification, note]) => ({
    id: `ipcc.ar5.global.${activity_type}`,
    dataset: 'ipcc-ar5-gwp',
    dataset_version: 'AR5',
    activity_type,
    unit: 'kg',
    value: gwp,
    co2: null,
    ch4: null,
    n2o: null,
    gwp_basis: 'AR5',
    region: 'GLOBAL',
    region_level: 'global',
    valid_from: '2013-01-01',
    valid_to: '9999-12-31',
    year_label: 'AR5',
    publisher: 'Intergovernmental Panel on Climate Change (IPCC)',
    source_name: 'IPCC AR5 WG1 Table 8.A.1 (100-year GWP)',
    source_year: 2013,
    source_url: 'https://www.ipcc.ch/report/ar5/wg1/',
    verification,
    notes: `${gas}: kg CO2e per kg released. ${note}`.trim(),
    parameters: { gas, gwp_100yr: gwp },
  }),
);
