import type { Calculation, Disclosure } from './calculation-schema.ts';

/**
 * Goods returned or an expense credited back (a Debit Note returning HSD, a refund credited to the
 * travel ledger) net against what was bought: the activity is the calculation of what was returned,
 * with every additive figure negated, so the period's totals are what was actually bought. Only an
 * ERP sync makes one, from a credit line (metadata.purchase_return); POST /v1/activities and the
 * other intakes take positive quantities only, and the database refuses a negative quantity
 * without that mark.
 */
export const PURCHASE_RETURN_NOTICE = 'PURCHASE_RETURN_NETTED';

const negated = (value: number) => (value === 0 ? 0 : -value);
const negatedOrNull = (value: number | null) => (value === null ? null : negated(value));

/** The additive kg, GJ and kWh columns; flags, classes and the Scope 3 category keep their value. */
const ADDITIVE_DISCLOSURE = [
  'energy_gj',
  'co2_kg_co2e',
  'ch4_kg_co2e',
  'n2o_kg_co2e',
  'hfcs_kg_co2e',
  'pfcs_kg_co2e',
  'sf6_kg_co2e',
  'nf3_kg_co2e',
  'biogenic_co2_kg',
  'memo_kg_co2e',
  'market_based_kg_co2e',
  'renewable_kwh',
  'instrument_kwh',
] as const satisfies readonly (keyof Disclosure)[];

/** The calculation of a return: the calculation of the goods or spend returned, every figure negated and stated. */
export function returnedCalculation(calculation: Calculation): Calculation {
  const disclosure = { ...calculation.disclosure };
  for (const column of ADDITIVE_DISCLOSURE) disclosure[column] = negatedOrNull(disclosure[column]);
  const record = calculation.calculation;
  const emissions = negated(calculation.emissions_kg_co2e);
  return {
    ...calculation,
    emissions_kg_co2e: emissions,
    disclosure,
    notices: [
      ...calculation.notices,
      {
        code: PURCHASE_RETURN_NOTICE,
        message:
          'A return or credit (goods sent back, an expense credited back): its figures are negated and net ' +
          "against the period's purchases.",
      },
    ],
    calculation: {
      ...record,
      input: { ...record.input, quantity: negated(record.input.quantity) },
      converted: { ...record.converted, quantity: negated(record.converted.quantity) },
      formula: `returned: −(${record.formula})`,
      spend: record.spend && {
        ...record.spend,
        amount: negated(record.spend.amount),
        usd_nominal: negated(record.spend.usd_nominal),
        usd_dollar_year: negated(record.spend.usd_dollar_year),
      },
      energy: record.energy && { ...record.energy, gj: negated(record.energy.gj) },
      radiative_forcing: record.radiative_forcing && {
        ...record.radiative_forcing,
        with_rf_kg_co2e: negated(record.radiative_forcing.with_rf_kg_co2e),
        without_rf_kg_co2e: negated(record.radiative_forcing.without_rf_kg_co2e),
      },
    },
  };
}
