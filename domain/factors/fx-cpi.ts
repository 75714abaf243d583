/**
 * Exchange rates and US price indices for spend-based factors (EPA v1.3 is in 2022 USD).
 * Plain cited data; domain/calculation/spend.ts applies it.
 */

export interface YearTable {
  /** What the numbers are and where they come from. */
  source: string;
  url: string;
  verification: string;
  values: Readonly<Record<number, number>>;
}

/**
 * INR per USD, annual average. The reference asks for the RBI/FBIL reference rate or World Bank
 * PA.NUS.FCRF; RBI annual averages for 2022–2024 were not found and the World Bank 2022 figure
 * (78.6044905829916) is [S], so the Federal Reserve's annual averages are used: 2022 and 2023 from the
 * G.5A release of 1 Feb 2024; 2024 the factor corrections reference's "about 83.7" (its annual figure is
 * [U]; the Fed's G.5 monthly averages for April–June 2024, 83.3968, 83.3873 and 83.4600, agree).
 * No 2025 value is in the references: 2025 spend uses 2024's rate, with a notice.
 */
export const INR_PER_USD: YearTable = {
  source: 'Federal Reserve G.5A Foreign Exchange Rates (Annual)',
  url: 'https://www.federalreserve.gov/releases/g5a/',
  verification: 'V: 2022–2023 primary release of 1 Feb 2024; U: 2024 (about 83.7, factor corrections reference)',
  values: { 2022: 78.5792, 2023: 82.5708, 2024: 83.7 },
};

/**
 * US CPI-U, all items, US city average, annual average (1982–84 = 100), series CUUR0000SA0.
 * 2025 is the BLS API annual value, an 11-month average (no October 2025 data was collected).
 */
export const US_CPI_U: YearTable = {
  source: 'US Bureau of Labor Statistics CPI-U (CUUR0000SA0), annual average',
  url: 'https://data.bls.gov/timeseries/CUUR0000SA0',
  verification:
    'V: 2022–2023 agreed by many repositories; 2024 BLS regional table and repositories; 2025 quoted in 5+ repositories',
  values: { 2022: 292.655, 2023: 304.702, 2024: 313.689, 2025: 321.943 },
};
