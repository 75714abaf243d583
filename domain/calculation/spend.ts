import type { FactorDefinition } from '../factors/factor-definition.ts';
import { INR_PER_USD, US_CPI_U, type YearTable } from '../factors/fx-cpi.ts';
import type { Notice, SpendConversion } from './calculation-schema.ts';

/**
 * Spend → factor-year dollars: INR is converted to USD at the spend year's annual average rate, then
 * deflated to the factor's dollar year with CPI-U: usd × CPI(dollar_year) / CPI(spend_year).
 * A year missing from a table uses the nearest year it has (latest earlier, else earliest later) and
 * says so in a notice; today that means 2024+ spend uses the 2023 INR/USD rate.
 */

export type SpendCurrency = SpendConversion['currency'];

/** Each table's years in order, sorted once: every spend row of a bulk intake looks two years up. */
const YEARS = new WeakMap<YearTable, number[]>();

function nearestYear(table: YearTable, year: number): number {
  let years = YEARS.get(table);
  if (!years) {
    years = Object.keys(table.values)
      .map(Number)
      .sort((a, b) => a - b);
    YEARS.set(table, years);
  }
  let nearest = years[0];
  for (const candidate of years) if (candidate <= year) nearest = candidate;
  return nearest;
}

/** The dollar year of a per-USD factor (the factor schema guarantees it is present). */
export function dollarYearOf(factor: Pick<FactorDefinition, 'parameters'>): number {
  return factor.parameters.dollar_year as number;
}

export function toDollarYear(
  amount: number,
  currency: SpendCurrency,
  spendYear: number,
  dollarYear: number,
): { conversion: SpendConversion; notices: Notice[] } {
  const notices: Notice[] = [];

  let usdNominal = amount;
  let fx: Pick<SpendConversion, 'fx_rate' | 'fx_year' | 'fx_source'> = {
    fx_rate: null,
    fx_year: null,
    fx_source: null,
  };
  if (currency === 'INR') {
    const fxYear = nearestYear(INR_PER_USD, spendYear);
    const rate = INR_PER_USD.values[fxYear];
    if (fxYear !== spendYear) {
      notices.push({
        code: 'FX_RATE_FALLBACK',
        message: `No INR/USD annual average for ${spendYear} in the rate table; used ${fxYear} (${rate} INR/USD, ${INR_PER_USD.source}).`,
      });
    }
    usdNominal = amount / rate;
    fx = { fx_rate: rate, fx_year: fxYear, fx_source: INR_PER_USD.source };
  }

  const cpiYear = nearestYear(US_CPI_U, spendYear);
  if (cpiYear !== spendYear) {
    notices.push({
      code: 'CPI_FALLBACK',
      message: `No CPI-U annual average for ${spendYear}; deflated with ${cpiYear}.`,
    });
  }
  const baseCpi = US_CPI_U.values[dollarYear];
  if (baseCpi === undefined) throw new Error(`CPI-U table has no ${dollarYear}, the factor's dollar year`);
  const deflator = baseCpi / US_CPI_U.values[cpiYear];

  return {
    conversion: {
      currency,
      amount,
      spend_year: spendYear,
      ...fx,
      usd_nominal: usdNominal,
      deflator,
      cpi_year: cpiYear,
      cpi_source: US_CPI_U.source,
      dollar_year: dollarYear,
      usd_dollar_year: usdNominal * deflator,
    },
    notices,
  };
}
