import { ACCEPTED_FUELS, normaliseFuelType, recordFuelUnit } from './fuel.ts';
import { defaultCountry, metadataFor, sourceFor, type MapOptions } from './provenance.ts';
import { FuelPurchaseRecord } from './records.ts';
import { fail, parseRecord, type MapResult } from './result.ts';

/** A purchase invoice states the quantity bought, not necessarily burnt in the period: slightly below a meter. */
const CONFIDENCE = 0.9;

/**
 * fuel_purchase → scope 1 `fuel.<type>` for the purchase day. `quantity_liters` is in `unit` when given
 * (any unit the fuel is sold in: LPG and CNG kg, tonne or litre; PNG SCM or kWh; furnace oil litre, kg
 * or tonne; coal kg or tonne); without one, in the unit the fuel is sold in in India (liquids litres,
 * LPG and CNG kg, PNG SCM), recorded as metadata.unit_assumed and stated as a notice. Coal needs a unit.
 */
export function mapFuelPurchase(record: unknown, options: MapOptions): MapResult {
  const parsed = parseRecord(FuelPurchaseRecord, record);
  if (!parsed.ok) return parsed;
  const purchase = parsed.data;

  const fuel = normaliseFuelType(purchase.fuel_type);
  if (!fuel) return fail('fuel_type', `unknown fuel type; accepted: ${ACCEPTED_FUELS}`);

  const unit = recordFuelUnit(fuel, purchase.unit);
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
      metadata: metadataFor(
        'fuel_purchase',
        purchase,
        ['purchase_date', 'quantity_liters', 'unit', 'country'],
        unit.assumed ? { unit_assumed: unit.unit } : {},
      ),
    },
  };
}
