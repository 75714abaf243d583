import { FUEL_TYPES, type FuelType } from './mapper-vocabulary.ts';
import type { Unit } from './mapper-units.ts';

/** How fuels are written on Indian invoices and ledgers, folded to lower case and single spaces. */
const FUEL_ALIASES: Readonly<Record<string, FuelType>> = {
  diesel: 'diesel',
  hsd: 'diesel',
  'high speed diesel': 'diesel',
  'diesel oil': 'diesel',
  petrol: 'petrol',
  gasoline: 'petrol',
  ms: 'petrol',
  'motor spirit': 'petrol',
  lpg: 'lpg',
  'liquefied petroleum gas': 'lpg',
  'auto lpg': 'lpg',
  autogas: 'lpg',
  cng: 'cng',
  'compressed natural gas': 'cng',
  png: 'natural_gas',
  'piped natural gas': 'natural_gas',
  'natural gas': 'natural_gas',
  kerosene: 'kerosene',
  sko: 'kerosene',
  'superior kerosene oil': 'kerosene',
  'burning oil': 'kerosene',
  'furnace oil': 'fuel_oil',
  fo: 'fuel_oil',
  'fuel oil': 'fuel_oil',
  'heavy fuel oil': 'fuel_oil',
  hfo: 'fuel_oil',
  lshs: 'fuel_oil',
  coal: 'coal',
  'steam coal': 'coal',
  'thermal coal': 'coal',
  'gas oil': 'gas_oil',
  gasoil: 'gas_oil',
  ldo: 'gas_oil',
  'light diesel oil': 'gas_oil',
};

/** For "unknown fuel" errors: the canonical names plus the trade abbreviations people use most. */
export const ACCEPTED_FUELS = `${FUEL_TYPES.join(', ')} (or HSD, MS, gasoline, PNG, SKO, furnace oil/FO, LDO)`;

/** 'HSD' → 'diesel', 'Furnace Oil' → 'fuel_oil', 'natural_gas' → 'natural_gas'; undefined when unknown. */
export function normaliseFuelType(text: string): FuelType | undefined {
  const key = text.trim().toLowerCase().replace(/[\s_-]+/g, ' ');
  return Object.hasOwn(FUEL_ALIASES, key) ? FUEL_ALIASES[key] : undefined;
}

/**
 * Units each fuel may be reported in, first = default when the record gives none. Liquids are
 * litres; LPG is also sold by weight (cylinders) and CNG by kg at Indian pumps. Natural gas (SCM or
 * kWh) and coal (kg or tonne) have no sensible default, so a unit is required for them.
 */
const FUEL_UNITS: Readonly<Record<FuelType, { units: readonly Unit[]; hasDefault: boolean }>> = {
  diesel: { units: ['litre'], hasDefault: true },
  petrol: { units: ['litre'], hasDefault: true },
  kerosene: { units: ['litre'], hasDefault: true },
  fuel_oil: { units: ['litre'], hasDefault: true },
  gas_oil: { units: ['litre'], hasDefault: true },
  lpg: { units: ['litre', 'kg', 'tonne'], hasDefault: true },
  cng: { units: ['litre', 'kg'], hasDefault: true },
  natural_gas: { units: ['m3', 'kWh'], hasDefault: false },
  coal: { units: ['kg', 'tonne'], hasDefault: false },
};

/** The unit a fuel quantity is in, or the reason the given (or missing) unit does not fit that fuel. */
export function fuelUnit(fuel: FuelType, unit: Unit | undefined): { ok: true; unit: Unit } | { ok: false; reason: string } {
  const { units, hasDefault } = FUEL_UNITS[fuel];
  if (unit === undefined) {
    return hasDefault ? { ok: true, unit: units[0] } : { ok: false, reason: `is required for ${fuel}: one of ${units.join(', ')}` };
  }
  return units.includes(unit) ? { ok: true, unit } : { ok: false, reason: `${unit} is not accepted for ${fuel}: use ${units.join(' or ')}` };
}
