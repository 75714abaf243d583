import { litresFromSpend, PRICED_FUELS, type PricedFuel } from '../calculation/fuel-from-spend.ts';
import { normaliseFuelType } from './fuel.ts';
import { defaultCountry, metadataFor, sourceFor, type MapOptions } from './provenance.ts';
import type { RawTransactionRecord } from './records.ts';
import { fail, type MapResult } from './result.ts';
import type { z } from 'zod';

/** As weak as any keyword-classified ledger line: the engine caps the score at 0.4 all the same. */
const CONFIDENCE = 0.3;

/**
 * A ledger line that is fuel the company burns ("Diesel for DG set, ₹10,000") → scope 1 `fuel.<type>`
 * in litres: the amount ÷ the price per litre (the line's unit_price_inr, else the cited Delhi retail
 * price of the day), recorded as metadata.quantity_from_spend so the calculation states it
 * (QUANTITY_ESTIMATED_FROM_SPEND) and caps the confidence. The fuel is the line's fuel_type, else the
 * fuel its matched keyword names; only petrol and diesel have cited prices.
 */
export function mapFuelSpend(
  tx: z.output<typeof RawTransactionRecord>,
  keyword: string | undefined,
  options: MapOptions,
): MapResult {
  const named = tx.fuel_type ?? keyword;
  const fuel = named === undefined ? undefined : normaliseFuelType(named);
  if (!PRICED_FUELS.includes(fuel as PricedFuel)) {
    return fail(
      'fuel_type',
      `${fuel ? `${fuel} bought by the rupee` : 'a fuel bought by the rupee without a named fuel'} cannot be turned ` +
        `into a quantity: retail prices are cited for ${PRICED_FUELS.join(' and ')} (send fuel_type), or send the ` +
        'quantity bought as a fuel_purchase record',
    );
  }
  const estimate = litresFromSpend(fuel as PricedFuel, tx.amount_inr, tx.transaction_date, tx.unit_price_inr);
  if (!estimate.ok) return fail('transaction_date', estimate.reason);
  return {
    ok: true,
    category: 'fuel',
    activity: {
      activity_type: `fuel.${fuel}`,
      scope: '1',
      quantity: estimate.litres,
      unit: 'litre',
      period: { start: tx.transaction_date, end: tx.transaction_date },
      location: { country: tx.country ?? defaultCountry(options) },
      source: sourceFor(options, CONFIDENCE),
      metadata: metadataFor('raw_transaction', tx, ['transaction_date', 'amount_inr', 'country', 'unit_price_inr'], {
        quantity_from_spend: estimate.record,
      }),
    },
  };
}
