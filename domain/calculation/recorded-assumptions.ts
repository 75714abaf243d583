import type { Notice } from './calculation-schema.ts';
import { quantityFromSpend, quantityFromSpendNotice } from './fuel-from-spend.ts';

/**
 * Assumptions a record mapper made before the engine saw the activity, recorded in its metadata so
 * they are stated (and lower the confidence score) on every calculation, recalculations included:
 * - fuel_type_assumed: the fuel a vehicle log or booking did not name;
 * - unit_assumed: the unit a fuel record did not give (the unit the fuel is sold in in India);
 * - mode_inferred: a travel booking's mode read from its places (IATA codes → flight, else rail);
 * - quantity_assumed: how an ERP line's quantity was read when Tally did not give it in a unit the
 *   engine takes (`{ code, message }`, code one of QUANTITY_ASSUMPTION_CODES);
 * - quantity_from_spend: litres of fuel estimated from the money paid and a price per litre;
 * - direction_conflict: an ERP line whose ISDEEMEDPOSITIVE (or quantity sign) disagreed with its
 *   amount's sign, which decided whether it was bought or returned.
 */
/** How an ERP sync may have read a quantity: each is stated as a notice of that code. */
export const QUANTITY_ASSUMPTION_CODES = [
  'ALTERNATE_UNIT_USED',
  'KVAH_READ_AS_KWH',
  'UNIT_CONVERTED_BY_RULE',
  'QUANTITY_ESTIMATED_FROM_AMOUNT',
] as const;

function quantityAssumption(value: unknown): Notice | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { code, message } = value as Record<string, unknown>;
  if (typeof message !== 'string' || !(QUANTITY_ASSUMPTION_CODES as readonly unknown[]).includes(code))
    return undefined;
  return { code: code as string, message };
}

export function recordedAssumptions(metadata: Record<string, unknown> | undefined): Notice[] {
  const notices: Notice[] = [];
  if (typeof metadata?.fuel_type_assumed === 'string') {
    notices.push({
      code: 'FUEL_TYPE_ASSUMED',
      message: `The record named no fuel: ${metadata.fuel_type_assumed} was assumed.`,
    });
  }
  if (typeof metadata?.unit_assumed === 'string') {
    notices.push({
      code: 'UNIT_ASSUMED',
      message: `The record gave no unit: the quantity was read as ${metadata.unit_assumed}, the unit this fuel is sold in in India.`,
    });
  }
  if (metadata?.mode_inferred === true && typeof metadata.mode === 'string') {
    notices.push({
      code: 'TRAVEL_MODE_ASSUMED',
      message: `The booking named no mode: ${metadata.mode} was inferred from its origin and destination (IATA codes → flight, else rail).`,
    });
  }
  const quantity = quantityAssumption(metadata?.quantity_assumed);
  if (quantity) notices.push(quantity);
  if (typeof metadata?.direction_conflict === 'string') {
    notices.push({ code: 'DIRECTION_FROM_AMOUNT', message: metadata.direction_conflict });
  }
  const fromSpend = quantityFromSpend(metadata);
  if (fromSpend) notices.push(quantityFromSpendNotice(fromSpend));
  return notices;
}
