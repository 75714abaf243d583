import { DELHI_FUEL_RETAIL_PRICES, type RetailPriceStep } from '../factors/india-fuel-retail-prices.ts';
import type { Notice } from './calculation-schema.ts';

/** Fuels a rupee amount can be turned into litres for by a cited retail price. */
export type PricedFuel = RetailPriceStep['fuel'];
export const PRICED_FUELS: readonly PricedFuel[] = ['diesel', 'petrol'];

/**
 * How a quantity was estimated from money (metadata.quantity_from_spend): the amount, the price per
 * litre and where it came from. Kept on the activity so every recalculation states it again.
 */
export interface QuantityFromSpend {
  amount_inr: number;
  inr_per_litre: number;
  price_basis: 'cited_retail_price' | 'client_price';
  /** Cited prices: the step used (first day, source, tag). */
  price_from?: string;
  price_source?: string;
  price_verification?: string;
}

/** Litres are kept to the millilitre: finer is noise of the price, not information. */
const litres = (amount: number, price: number) => Math.round((amount / price) * 1000) / 1000;

/**
 * Litres of petrol or diesel bought for `amountInr` on `date`: at the client's price when sent, else
 * at the Delhi retail price in force that day (the latest step on or before it). A date before the
 * first cited price has none: an error, never a guess.
 */
export function litresFromSpend(
  fuel: PricedFuel,
  amountInr: number,
  date: string,
  clientPrice?: number,
): { ok: true; litres: number; record: QuantityFromSpend } | { ok: false; reason: string } {
  if (clientPrice !== undefined) {
    return {
      ok: true,
      litres: litres(amountInr, clientPrice),
      record: { amount_inr: amountInr, inr_per_litre: clientPrice, price_basis: 'client_price' },
    };
  }
  const steps = DELHI_FUEL_RETAIL_PRICES.filter((s) => s.fuel === fuel && s.from <= date);
  const step = steps.at(-1);
  if (!step) {
    const first = DELHI_FUEL_RETAIL_PRICES.find((s) => s.fuel === fuel)!;
    return {
      ok: false,
      reason: `no ${fuel} retail price is cited before ${first.from}: send the litres bought, or unit_price_inr`,
    };
  }
  return {
    ok: true,
    litres: litres(amountInr, step.inr_per_litre),
    record: {
      amount_inr: amountInr,
      inr_per_litre: step.inr_per_litre,
      price_basis: 'cited_retail_price',
      price_from: step.from,
      price_source: step.source,
      price_verification: step.verification,
    },
  };
}

/** metadata.quantity_from_spend as written by litresFromSpend, or undefined. */
export function quantityFromSpend(metadata: Record<string, unknown> | undefined): QuantityFromSpend | undefined {
  const value = metadata?.quantity_from_spend;
  return value !== null && typeof value === 'object' && typeof (value as QuantityFromSpend).inr_per_litre === 'number'
    ? (value as QuantityFromSpend)
    : undefined;
}

/** The QUANTITY_ESTIMATED_FROM_SPEND notice of an activity whose litres were estimated from money. */
export function quantityFromSpendNotice(record: QuantityFromSpend): Notice {
  const price =
    record.price_basis === 'client_price'
      ? `the price sent with it (₹${record.inr_per_litre}/litre)`
      : `the Delhi retail price from ${record.price_from} (₹${record.inr_per_litre}/litre; ${record.price_source}; ` +
        `tag ${record.price_verification?.charAt(0)}), used for India as prices differ by state`;
  return {
    code: 'QUANTITY_ESTIMATED_FROM_SPEND',
    message: `Bought for ₹${record.amount_inr}: the litres are estimated at ${price}. Scope 1 combustion; confidence is capped at 0.4.`,
  };
}
