/**
 * Delhi retail selling prices (RSP, ₹ per litre, taxes included) of petrol and diesel at each change,
 * as the press reported the oil marketing companies' prices. Reference: factors-2026-additions.md §4a
 * (PPAC's own tables were not retrievable). Each step holds from its date until the next. Prices vary
 * by state (VAT, freight); Delhi's are the ones cited for every date, so they are used for India and
 * the calculation says so.
 */
export interface RetailPriceStep {
  fuel: 'petrol' | 'diesel';
  /** First day the price applies (YYYY-MM-DD). */
  from: string;
  inr_per_litre: number;
  /** The reference's tag and what the value was checked against. */
  verification: string;
  source: string;
}

export const DELHI_FUEL_RETAIL_PRICES: readonly RetailPriceStep[] = [
  ...(
    [
      [
        '2022-04-06',
        105.41,
        96.67,
        'V: unchanged for 45 days from 6 Apr 2022',
        '[P1] NDTV, BusinessLine, Republic, DNA',
      ],
      [
        '2022-05-22',
        96.72,
        89.62,
        'V: central excise cut of ₹8/₹6',
        '[P1] NDTV, BusinessLine, Republic, DNA (22 May 2022)',
      ],
      [
        '2024-03-15',
        94.72,
        87.62,
        'V: ₹2 cut from 15 Mar 2024, 06:00',
        '[P2] MoPNG statement; NDTV, Business Today, Lokmat, DNA',
      ],
      [
        '2025-04-07',
        94.77,
        87.67,
        'S: the price as of 7 Apr 2025 (excise rise absorbed); the date of the 0.05 change from 94.72 was not found',
        '[P4] India TV, DNA, Devdiscourse (7 Apr 2025)',
      ],
    ] as const
  ).flatMap(([from, petrol, diesel, verification, source]) => [
    { fuel: 'petrol' as const, from, inr_per_litre: petrol, verification, source },
    { fuel: 'diesel' as const, from, inr_per_litre: diesel, verification, source },
  ]),
];
