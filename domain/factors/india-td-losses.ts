/**
 * All-India transmission and distribution losses, as a share of energy input (generation + imports),
 * for Scope 3 category 3 activity C (T&D losses of purchased electricity). Reference:
 * factors-2026-additions.md §3a. Only FY2023-24 was found ([S]); FY2022-23 and FY2024-25 were not
 * (the CEA General Review was not retrieved), so other years take FY2023-24's with a notice. AT&C
 * losses are not a T&D rate (they add billing and collection losses) and are not used.
 */
export interface TdLossRate {
  fiscal_year: string;
  /** Share of energy input lost in transmission and distribution (0.1664 = 16.64%). */
  rate: number;
  verification: string;
  source: string;
}

export const INDIA_TD_LOSSES: readonly TdLossRate[] = [
  {
    fiscal_year: 'FY2023-24',
    rate: 0.1664,
    verification:
      'S: Ministry of Power data laid in the Lok Sabha as reported by the Sunday Guardian (transmission 3.55% + distribution 13.09%); a second note gives ≈16.6%; CEA General Review not read',
    source: 'Ministry of Power (Lok Sabha), all-India T&D losses FY2023-24',
  },
];
