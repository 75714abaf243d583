import { FUEL_TYPES, type FuelType } from './mapper-vocabulary.ts';
import { normaliseUnit, type Unit } from './mapper-units.ts';

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
  const key = text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
  return Object.hasOwn(FUEL_ALIASES, key) ? FUEL_ALIASES[key] : undefined;
}

/**
 * Units each fuel may be reported in; `sold` is the unit it is sold in in India, used (and stated, as
 * metadata.unit_assumed) when a record gives none: liquids by the litre, LPG cylinders and CNG by the
 * kg, PNG by the SCM (m3). Coal is sold by the tonne or the kg with no common default, so it needs a unit.
 */
const FUEL_UNITS: Readonly<Record<FuelType, { units: readonly Unit[]; sold?: Unit }>> = {
  diesel: { units: ['litre'], sold: 'litre' },
  petrol: { units: ['litre'], sold: 'litre' },
  kerosene: { units: ['litre'], sold: 'litre' },
  gas_oil: { units: ['litre'], sold: 'litre' },
  fuel_oil: { units: ['litre', 'kg', 'tonne'], sold: 'litre' },
  lpg: { units: ['kg', 'tonne', 'litre'], sold: 'kg' },
  cng: { units: ['kg', 'tonne', 'litre'], sold: 'kg' },
  natural_gas: { units: ['m3', 'kWh'], sold: 'm3' },
  coal: { units: ['kg', 'tonne'] },
};

/**
 * The unit a fuel quantity is in, whether it was assumed (the record gave none), or the reason the
 * given (or missing) unit does not fit that fuel.
 */
export function fuelUnit(
  fuel: FuelType,
  unit: Unit | undefined,
): { ok: true; unit: Unit; assumed: boolean } | { ok: false; reason: string } {
  const { units, sold } = FUEL_UNITS[fuel];
  if (unit === undefined) {
    return sold
      ? { ok: true, unit: sold, assumed: true }
      : { ok: false, reason: `is required for ${fuel}: one of ${units.join(', ')}` };
  }
  return units.includes(unit)
    ? { ok: true, unit, assumed: false }
    : { ok: false, reason: `${unit} is not accepted for ${fuel}: use ${units.join(' or ')}` };
}

/** A record's own unit text for a fuel quantity (or none): the unit to use, or why it cannot be. */
export function recordFuelUnit(fuel: FuelType, text: string | undefined): ReturnType<typeof fuelUnit> {
  const given = text === undefined ? undefined : normaliseUnit(text);
  if (text !== undefined && given === undefined) return { ok: false, reason: 'is not a recognised unit' };
  return fuelUnit(fuel, given);
}
