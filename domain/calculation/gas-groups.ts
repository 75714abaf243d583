import type { FactorDefinition } from '../factors/factor-definition.ts';
import { gwpOf, type GwpGas, type GwpSet } from '../factors/gwp-values.ts';
import type { Disclosure, GwpRecord, Notice } from './calculation-schema.ts';

type GasCo2e = Pick<
  Disclosure,
  'co2_kg_co2e' | 'ch4_kg_co2e' | 'n2o_kg_co2e' | 'hfcs_kg_co2e' | 'pfcs_kg_co2e' | 'sf6_kg_co2e' | 'nf3_kg_co2e'
>;
type GasMasses = Pick<Disclosure, 'co2_kg' | 'ch4_kg' | 'n2o_kg' | 'hfcs_kg' | 'pfcs_kg' | 'sf6_kg' | 'nf3_kg'>;
type Group = 'co2' | 'ch4' | 'n2o' | 'hfcs' | 'pfcs' | 'sf6' | 'nf3';

/**
 * Which Kyoto gas group a released refrigerant or process gas belongs to (the GHG Protocol and BRSR
 * report CO2, CH4, N2O, HFCs, PFCs, SF6 and NF3), and its GWP row. R-22 (HCFC-22) is in none: a
 * Montreal Protocol gas, reported as a memo item outside the scopes.
 */
const REFRIGERANTS: Readonly<Record<string, { group: Group | 'non_kyoto'; gas: GwpGas }>> = {
  'refrigerant.r32': { group: 'hfcs', gas: 'HFC-32' },
  'refrigerant.r125': { group: 'hfcs', gas: 'HFC-125' },
  'refrigerant.r134a': { group: 'hfcs', gas: 'HFC-134a' },
  'refrigerant.r410a': { group: 'hfcs', gas: 'R-410A' },
  'refrigerant.sf6': { group: 'sf6', gas: 'SF6' },
  'refrigerant.nf3': { group: 'nf3', gas: 'NF3' },
  'refrigerant.r22': { group: 'non_kyoto', gas: 'HCFC-22' },
};

/** A gas released that the Kyoto basket leaves out: its CO2e is a memo item, not an emission. */
export function isNonKyotoGas(activityType: string): boolean {
  return REFRIGERANTS[activityType]?.group === 'non_kyoto';
}

/** The GWPs every published per-gas factor is computed with (DESNZ: AR5, CH4 28, N2O 265). */
const SOURCE_SET: GwpSet = 'AR5';

/**
 * How the organisation's GWP set is applied to a factor, per unit of the factor: the gas masses it
 * stands for and the kg CO2e they make under the set.
 * - per_gas: the source publishes kg CO2e of CO2, CH4 and N2O (AR5); each is turned back into kg of
 *   gas (÷ the AR5 GWP) and weighed again with the set's GWPs.
 * - co2_only: the factor is kg CO2 (CEA, India GHG Program): the same under every set.
 * - gas_released: a refrigerant's factor is its GWP; the quantity is the mass of the gas.
 * - source_total: no per-gas split is loaded; the source's AR5 CO2e total is used as published
 *   (under AR6 with a GWP_SET_NOT_APPLIED notice).
 */
export function gwpBasis(activityType: string, factor: FactorDefinition, set: GwpSet): GwpRecord {
  const refrigerant = REFRIGERANTS[activityType];
  if (refrigerant) {
    const gwp = gwpOf(set, refrigerant.gas);
    return {
      set,
      basis: 'gas_released',
      value: gwp,
      gwp: { [refrigerant.gas]: gwp },
      mass_per_unit: refrigerant.group === 'non_kyoto' ? {} : { [refrigerant.group]: 1 },
      co2e_per_unit: refrigerant.group === 'non_kyoto' ? {} : { [refrigerant.group]: gwp },
      not_split: null,
    };
  }
  if (factor.gwp_basis === 'CO2 only') {
    return {
      set,
      basis: 'co2_only',
      value: factor.value,
      gwp: { CO2: 1 },
      mass_per_unit: { co2: factor.value },
      co2e_per_unit: { co2: factor.value },
      not_split: null,
    };
  }
  if (factor.co2 !== null && factor.ch4 !== null && factor.n2o !== null) {
    const mass = {
      co2: factor.co2,
      ch4: factor.ch4 / gwpOf(SOURCE_SET, 'CH4'),
      n2o: factor.n2o / gwpOf(SOURCE_SET, 'N2O'),
    };
    const gwp = { CO2: 1, CH4: gwpOf(set, 'CH4'), N2O: gwpOf(set, 'N2O') };
    // Under the source's own set the published rows stand, unrounded by the round trip.
    const own = set === SOURCE_SET;
    const co2e = own
      ? { co2: factor.co2, ch4: factor.ch4, n2o: factor.n2o }
      : { co2: mass.co2, ch4: mass.ch4 * gwp.CH4, n2o: mass.n2o * gwp.N2O };
    return {
      set,
      basis: 'per_gas',
      value: own ? factor.value : co2e.co2 + co2e.ch4 + co2e.n2o,
      gwp,
      mass_per_unit: mass,
      co2e_per_unit: co2e,
      not_split: null,
    };
  }
  return {
    set,
    basis: 'source_total',
    value: factor.value,
    gwp: {},
    mass_per_unit: {},
    co2e_per_unit: {},
    not_split: `${factor.source_name} (${factor.year_label}): no per-gas split of this factor is loaded (the project's references give its CO2e total only), so its gases are not stated by mass.`,
  };
}

/** The notice of a figure that cannot be put on the organisation's set: the source total stands. */
export function gwpNotice(record: GwpRecord, factor: FactorDefinition): Notice | null {
  if (record.basis !== 'source_total' || record.set === factor.gwp_basis) return null;
  return {
    code: 'GWP_SET_NOT_APPLIED',
    message: `${record.not_split} The figure is on ${factor.gwp_basis} GWPs as published, not on the organisation's ${record.set}.`,
  };
}

/** Kg of one gas group in `quantity` of the factor's unit; null where the factor gives no split. */
function gasMass(perUnit: number | undefined, quantity: number, clean: (n: number) => number): number | null {
  return perUnit === undefined ? null : clean(quantity * perUnit);
}

/** Kg CO2e of one gas group under the set; a released gas is the whole figure (0 for a memo-only gas's emissions). */
function gasCo2e(
  perUnit: number | undefined,
  record: GwpRecord,
  quantity: number,
  emissions: number,
  clean: (n: number) => number,
): number | null {
  if (perUnit === undefined) return null;
  return record.basis === 'gas_released' ? emissions : clean(quantity * perUnit);
}

/**
 * Per activity: kg of each gas (quantity in the factor's unit × mass per unit) and its kg CO2e under
 * the set; a released gas's CO2e is the whole figure. Null where the factor gives no split.
 */
export function gasColumns(
  record: GwpRecord,
  quantity: number,
  emissions: number,
  clean: (n: number) => number,
): GasCo2e & GasMasses {
  // Plain calls and each group read by name (a few shapes, not one lookup by key for every group):
  // this runs for every row of a bulk intake.
  const { mass_per_unit: mass, co2e_per_unit: co2e } = record;
  return {
    co2_kg_co2e: gasCo2e(co2e.co2, record, quantity, emissions, clean),
    ch4_kg_co2e: gasCo2e(co2e.ch4, record, quantity, emissions, clean),
    n2o_kg_co2e: gasCo2e(co2e.n2o, record, quantity, emissions, clean),
    hfcs_kg_co2e: gasCo2e(co2e.hfcs, record, quantity, emissions, clean),
    pfcs_kg_co2e: gasCo2e(co2e.pfcs, record, quantity, emissions, clean),
    sf6_kg_co2e: gasCo2e(co2e.sf6, record, quantity, emissions, clean),
    nf3_kg_co2e: gasCo2e(co2e.nf3, record, quantity, emissions, clean),
    co2_kg: gasMass(mass.co2, quantity, clean),
    ch4_kg: gasMass(mass.ch4, quantity, clean),
    n2o_kg: gasMass(mass.n2o, quantity, clean),
    hfcs_kg: gasMass(mass.hfcs, quantity, clean),
    pfcs_kg: gasMass(mass.pfcs, quantity, clean),
    sf6_kg: gasMass(mass.sf6, quantity, clean),
    nf3_kg: gasMass(mass.nf3, quantity, clean),
  };
}
