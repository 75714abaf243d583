import { convert, lookupUnit } from '../calculation/units.ts';
import type { QUANTITY_ASSUMPTION_CODES } from '../calculation/recorded-assumptions.ts';
import { fuelUnit } from '../mappers/fuel.ts';
import { normaliseUnit, type Unit } from '../mappers/mapper-units.ts';
import type { ErpMappingRule } from './erp-mapping-rules.ts';
import type { TallyLine, TallyQuantity } from './tally-voucher-parser.ts';

type QuantityRule = Extract<ErpMappingRule, { map_to: 'fuel' | 'electricity' }>;

export interface QuantityAssumption {
  code: (typeof QUANTITY_ASSUMPTION_CODES)[number];
  message: string;
}

export type LineQuantity =
  | { ok: true; value: number; unit: Unit; assumption: QuantityAssumption | null; estimated: boolean }
  | { ok: false; reason: 'no_quantity' | 'unsupported_unit'; detail: string };

/** The base unit of each dimension a fuel or electricity quantity may be in. */
const BASE_UNITS: Partial<Record<string, Unit>> = { volume: 'litre', mass: 'kg', energy: 'kWh' };

const fold = (unit: string) => unit.trim().toLowerCase().replace(/\s+/g, ' ');
const rounded = (value: number) => Number(value.toFixed(6));

/** Whether the rule's activity takes this unit: the fuel's units, or kWh/MWh for electricity. */
function accepts(rule: QuantityRule, unit: Unit): boolean {
  return rule.map_to === 'fuel' ? fuelUnit(rule.fuel_type, unit).ok : unit === 'kWh' || unit === 'MWh';
}

/**
 * A quantity in a unit the activity takes, as written or converted exactly within its dimension
 * ('12 KL' → 12,000 litre, '2 MT' stays tonne): the engine knows these units, the activity does not.
 */
function exact(rule: QuantityRule, value: number, unitText: string): { value: number; unit: Unit } | undefined {
  const unit = normaliseUnit(unitText);
  if (unit !== undefined && accepts(rule, unit)) return { value, unit };
  const known = lookupUnit(unitText);
  const base = known ? BASE_UNITS[known.dimension] : undefined;
  if (!known || base === undefined || !accepts(rule, base)) return undefined;
  return { value: rounded(convert(value, known.name, base)), unit: base };
}

function fromQuantity(rule: QuantityRule, quantity: TallyQuantity): LineQuantity | undefined {
  const conversion = rule.unit_conversion;
  if (conversion && fold(conversion.from_unit) === fold(quantity.unit) && accepts(rule, conversion.unit)) {
    const value = rounded(quantity.value * conversion.quantity);
    return {
      ok: true,
      value,
      unit: conversion.unit,
      estimated: false,
      assumption: {
        code: 'UNIT_CONVERTED_BY_RULE',
        message:
          `'${quantity.raw}' was read as ${value} ${conversion.unit} by the mapping rule ` +
          `(1 ${conversion.from_unit} = ${conversion.quantity} ${conversion.unit}).`,
      },
    };
  }
  const direct = exact(rule, quantity.value, quantity.unit);
  if (direct) return { ok: true, ...direct, assumption: null, estimated: false };
  if (rule.map_to === 'electricity' && fold(quantity.unit) === 'kvah') {
    return {
      ok: true,
      value: quantity.value,
      unit: 'kWh',
      estimated: false,
      assumption: {
        code: 'KVAH_READ_AS_KWH',
        message:
          `'${quantity.raw}' (apparent energy, as HT tariffs bill it) was read as kWh: kWh = kVAh × power ` +
          'factor, taken as 1, so the figure is an upper bound of the energy used.',
      },
    };
  }
  // A count ('10 Nos') with a mass or volume as its alternate unit ('= 190.00 Kgs'): the alternate is the quantity.
  const alternate = quantity.alternate && exact(rule, quantity.alternate.value, quantity.alternate.unit);
  if (alternate && lookupUnit(quantity.unit) === undefined) {
    return {
      ok: true,
      ...alternate,
      estimated: false,
      assumption: {
        code: 'ALTERNATE_UNIT_USED',
        message: `'${quantity.raw}' is a count: its alternate quantity, ${alternate.value} ${alternate.unit}, was used.`,
      },
    };
  }
  return undefined;
}

function fromAmount(rule: QuantityRule, amount: number): LineQuantity | undefined {
  const estimate = rule.estimate;
  if (!estimate || amount <= 0 || !accepts(rule, estimate.unit)) return undefined;
  const value = rounded(amount / estimate.inr_per_unit);
  return {
    ok: true,
    value,
    unit: estimate.unit,
    estimated: true,
    assumption: {
      code: 'QUANTITY_ESTIMATED_FROM_AMOUNT',
      message:
        `Booked without a quantity: estimated as ₹${amount} ÷ ₹${estimate.inr_per_unit}/${estimate.unit} = ` +
        `${value} ${estimate.unit} by the mapping rule (not metered; low confidence).`,
    },
  };
}

/**
 * The quantity of a fuel or electricity line: as Tally gives it (converted exactly within its
 * dimension), by the rule's unit conversion, kVAh as kWh, a count's alternate unit, or, with no
 * usable quantity, the rule's estimate from the amount. Every reading but the first is stated.
 */
export function readLineQuantity(rule: QuantityRule, line: TallyLine, named: string): LineQuantity {
  const quantity = line.quantity && line.quantity.value > 0 ? line.quantity : null;
  const read = (quantity && fromQuantity(rule, quantity)) || fromAmount(rule, line.amount);
  if (read) return read;
  const what = rule.map_to === 'fuel' ? rule.fuel_type : 'electricity';
  if (quantity) {
    const accepted = rule.map_to === 'fuel' ? `a unit of ${what}` : 'kWh, MWh, Units or kVAh';
    return {
      ok: false,
      reason: 'unsupported_unit',
      detail:
        `${named} quantity '${quantity.raw}' is not in ${accepted}; add a unit_conversion to its mapping rule ` +
        `(e.g. { from_unit: '${quantity.unit}', quantity: …, unit: … })`,
    };
  }
  return {
    ok: false,
    reason: 'no_quantity',
    detail:
      `${named} is ${what} booked without a quantity (${what} is counted by quantity, never guessed): ` +
      'add an estimate to its mapping rule ({ inr_per_unit, unit }) to count it as an estimate',
  };
}
