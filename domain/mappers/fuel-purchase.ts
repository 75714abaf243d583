import { ACCEPTED_FUELS, fuelUnit, normaliseFuelType } from './fuel.ts';
import { defaultCountry, metadataFor, sourceFor, type MapOptions } from './provenance.ts';
import { FuelPurchaseRecord } from './records.ts';
import { fail, parseRecord, type MapResult } from './result.ts';
import { normaliseUnit } from './mapper-units.ts';

/** A purchase invoice states the quantity bought, not necessarily burnt in the period: slightly below a meter. */
const CONFIDENCE = 0.9;

/**
 * fuel_purchase → scope 1 `fuel.<type>` for the purchase day. The quantity is in litres unless `unit`
 * says otherwise; natural gas (PNG, billed in SCM) and coal must say which unit. Natural gas stays in
 * m3 as billed: the engine may hold no per-m3 factor or conversion for it.
 */
export function mapFuelPurchase(record: unknown, options: MapOptions): MapResult {
  const parsed = parseRecord(FuelPurchaseRecord, record);
  if (!parsed.ok) return parsed;
  const purchase = parsed.data;

  const fuel = normaliseFuelType(purchase.fuel_type);
  if (!fuel) return fail('fuel_type', `unknown fuel type; accepted: ${ACCEPTED_FUELS}`);

  const givenUnit = purchase.unit === undefined ? undefined : normaliseUnit(purchase.unit);
  if (purchase.unit !== undefined && givenUnit === undefined) return fail('unit', 'is not a recognised unit');
  const unit = fuelUnit(fuel, givenUnit);
  if (!unit.ok) return fail('unit', unit.reason);

  return {
    ok: true,
    activity: {
      activity_type: `fuel.${fuel}`,
      scope: '1',
      quantity: purchase.quantity_liters,
      unit: unit.unit,
      period: { start: purchase.purchase_date, end: purchase.purchase_date },
      location: { country: purchase.country ?? defaultCountry(options) },
      source: sourceFor(options, CONFIDENCE),
      metadata: metadataFor('fuel_purchase', purchase, ['purchase_date', 'quantity_liters', 'unit', 'country']),
    },
  };
}
