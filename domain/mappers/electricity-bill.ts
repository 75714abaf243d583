import { normaliseActivityState } from '../geo/indian-states.ts';
import { addDays, addMonths } from './dates.ts';
import { defaultCountry, metadataFor, sourceFor, type MapOptions } from './provenance.ts';
import { ElectricityBillRecord } from './records.ts';
import { fail, parseRecord, type MapResult } from './result.ts';

/** A utility bill is a metered reading: the most reliable activity data there is. */
const CONFIDENCE = 0.95;

/**
 * electricity_bill → scope 2 `electricity` in kWh. Period: the billing cycle ending on bill_date —
 * period_start … bill_date when period_start is given, else the default monthly cycle
 * (bill_date − 1 month + 1 day … bill_date, e.g. 2025-02-16 … 2025-03-15).
 * In India the state is normalised to its ISO 3166-2:IN code; elsewhere it is kept as written.
 */
export function mapElectricityBill(record: unknown, options: MapOptions): MapResult {
  const parsed = parseRecord(ElectricityBillRecord, record);
  if (!parsed.ok) return parsed;
  const bill = parsed.data;

  const start = bill.period_start ?? addDays(addMonths(bill.bill_date, -1), 1);
  if (start > bill.bill_date) return fail('period_start', 'must not be after bill_date');

  const country = bill.country ?? defaultCountry(options);
  let state = bill.state;
  if (state !== undefined) {
    const normalised = normaliseActivityState(country, state);
    if (!normalised.ok) return fail('state', normalised.reason);
    state = normalised.state;
  }

  return {
    ok: true,
    activity: {
      activity_type: 'electricity',
      scope: '2',
      quantity: bill.units_kwh,
      unit: 'kWh',
      period: { start, end: bill.bill_date },
      location: { country, ...(state ? { state } : {}) },
      source: sourceFor(options, CONFIDENCE),
      metadata: metadataFor('electricity_bill', bill, ['bill_date', 'units_kwh', 'state', 'period_start', 'country']),
    },
  };
}
