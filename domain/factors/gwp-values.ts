/**
 * 100-year global warming potentials of the two sets an organisation may report in (setting
 * `gwp_set`): IPCC AR5 (WG1 Table 8.A.1, the basis of DESNZ 2024/2025 and the EPA Hub, the default)
 * and IPCC AR6 (WG1 Table 7.15, as the GHG Protocol's GWP table of August 2024 gives it). Reference:
 * factors-2026-additions.md §8 and emission-factors.md §6; each value carries the reference's tag.
 *
 * CH4 under AR5 is 28 (the value DESNZ's "kg CO2e of CH4" rows are computed with); under AR6 it is the
 * fossil value 29.8: the CH4 of fuel combustion comes from fossil carbon (the biofuel share of a UK
 * forecourt blend is not split out by DESNZ). SF6 under AR6 is the GHG Protocol's 24,300, not the
 * 25,200 of the Table 7.SM.7 data file (the reference records the conflict and recommends 24,300).
 */
export const GWP_SETS = ['AR5', 'AR6'] as const;
export type GwpSet = (typeof GWP_SETS)[number];

export const GWP_GASES = [
  'CO2',
  'CH4',
  'N2O',
  'HFC-32',
  'HFC-125',
  'HFC-134a',
  'R-410A',
  'SF6',
  'NF3',
  'HCFC-22',
] as const;
export type GwpGas = (typeof GWP_GASES)[number];

export interface GwpValue {
  value: number;
  /** The reference's tag and what it rests on. */
  verification: string;
}

const V = (value: number, basis: string): GwpValue => ({ value, verification: `V: ${basis}` });
const U = (value: number, basis: string): GwpValue => ({ value, verification: `U: ${basis}` });

export const GWP_VALUES: Readonly<Record<GwpSet, Readonly<Record<GwpGas, GwpValue>>>> = {
  AR5: {
    CO2: V(1, 'by definition'),
    CH4: V(28, 'AR5 WG1 Table 8.A.1 (without climate-carbon feedback), as DESNZ uses it'),
    N2O: V(265, 'AR5 WG1 Table 8.A.1'),
    'HFC-32': V(677, 'AR5 WG1 Table 8.A.1; DESNZ 2024 refrigerant row'),
    'HFC-125': V(3170, 'AR5 WG1 Table 8.A.1; DESNZ 2024 refrigerant row'),
    'HFC-134a': V(1300, 'AR5 WG1 Table 8.A.1; DESNZ 2024 refrigerant row'),
    'R-410A': U(1924, 'derived: 0.5 × 677 + 0.5 × 3,170 = 1,923.5, DESNZ 2024 blend row 1,924'),
    SF6: V(23_500, 'AR5 WG1 Table 8.A.1; DESNZ 2024 refrigerant row'),
    NF3: V(16_100, 'AR5 WG1 Table 8.A.1; DESNZ 2024 refrigerant row'),
    'HCFC-22': U(1760, 'AR5 value as the factor references give it; not a Kyoto gas (memo only)'),
  },
  AR6: {
    CO2: V(1, 'by definition'),
    CH4: V(29.8, 'fossil CH4, GHG Protocol GWP table (Aug 2024) and AR6 WG1 Table 7.15'),
    N2O: V(273, 'GHG Protocol GWP table (Aug 2024); AR6 Table 7.SM.7 data'),
    'HFC-32': V(771, 'AR6 Table 7.SM.7 data; many repositories'),
    'HFC-125': V(3740, 'AR6 Table 7.SM.7 data; many repositories'),
    'HFC-134a': V(1530, 'AR6 Table 7.SM.7 data (some cite 1,526 for Table 7.15)'),
    'R-410A': U(2255.5, 'derived: 0.5 × 771 + 0.5 × 3,740 (50/50 by mass HFC-32/HFC-125)'),
    SF6: V(24_300, 'GHG Protocol GWP table (Aug 2024) and AR6 Table 7.15; 25,200 in Table 7.SM.7 data (conflict)'),
    NF3: V(17_400, 'AR6 Table 7.SM.7 data; many repositories'),
    'HCFC-22': V(1960, 'GHG Protocol GWP table (Aug 2024); AR6 Table 7.SM.7 data; memo only'),
  },
};

export const gwpOf = (set: GwpSet, gas: GwpGas): number => GWP_VALUES[set][gas].value;
