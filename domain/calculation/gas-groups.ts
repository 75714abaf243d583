import type { FactorDefinition } from '../factors/factor-definition.ts';
import type { Disclosure } from './calculation-schema.ts';

type GasColumns = Pick<
  Disclosure,
  'co2_kg_co2e' | 'ch4_kg_co2e' | 'n2o_kg_co2e' | 'hfcs_kg_co2e' | 'pfcs_kg_co2e' | 'sf6_kg_co2e' | 'nf3_kg_co2e'
>;

/**
 * Which Kyoto gas group a released refrigerant or process gas belongs to (the GHG Protocol and BRSR
 * report CO2, CH4, N2O, HFCs, PFCs, SF6 and NF3). R-22 (HCFC-22) is in none: a Montreal Protocol gas,
 * reported as a memo item outside the scopes.
 */
const REFRIGERANT_GROUPS: Readonly<Record<string, keyof GasColumns | 'non_kyoto'>> = {
  'refrigerant.r32': 'hfcs_kg_co2e',
  'refrigerant.r125': 'hfcs_kg_co2e',
  'refrigerant.r134a': 'hfcs_kg_co2e',
  'refrigerant.r410a': 'hfcs_kg_co2e',
  'refrigerant.sf6': 'sf6_kg_co2e',
  'refrigerant.nf3': 'nf3_kg_co2e',
  'refrigerant.r22': 'non_kyoto',
};

/** A gas released that the Kyoto basket leaves out: its CO2e is a memo item, not an emission. */
export function isNonKyotoGas(activityType: string): boolean {
  return REFRIGERANT_GROUPS[activityType] === 'non_kyoto';
}

/**
 * kg CO2e per gas group: a factor's published CO2/CH4/N2O shares × quantity; a refrigerant's whole
 * figure in its group; null where the source gives no split.
 */
export function gasColumns(
  activityType: string,
  factor: FactorDefinition,
  quantity: number,
  emissions: number,
  clean: (n: number) => number,
): GasColumns {
  const share = (gas: number | null) => (gas === null ? null : clean(quantity * gas));
  const columns: GasColumns = {
    co2_kg_co2e: share(factor.co2),
    ch4_kg_co2e: share(factor.ch4),
    n2o_kg_co2e: share(factor.n2o),
    hfcs_kg_co2e: null,
    pfcs_kg_co2e: null,
    sf6_kg_co2e: null,
    nf3_kg_co2e: null,
  };
  const group = REFRIGERANT_GROUPS[activityType];
  if (group && group !== 'non_kyoto') columns[group] = emissions;
  return columns;
}
