import { describe, expect, it } from 'vitest';
import { mapRecord } from '../../../domain/mappers/mappers.ts';
import { activityOf, errorOf } from './helpers.ts';

const bill = { bill_date: '2025-03-15', units_kwh: 1250.5, amount_inr: 10_400, state: 'Maharashtra' };
const map = (record: unknown, options = {}) => mapRecord('electricity_bill', record, options);

describe('electricity_bill', () => {
  it('maps a bill to scope 2 electricity in kWh over the default one-month cycle', () => {
    expect(activityOf(map(bill))).toEqual({
      activity_type: 'electricity',
      scope: '2',
      quantity: 1250.5,
      unit: 'kWh',
      period: { start: '2025-02-16', end: '2025-03-15' },
      location: { country: 'IN', state: 'MH' },
      source: { type: 'api', confidence: 0.95 },
      metadata: { data_type: 'electricity_bill', amount_inr: 10_400 },
    });
  });

  it.each([
    ['2025-03-31', '2025-03-01'], // 31 Mar − 1 month clamps to 28 Feb
    ['2024-03-30', '2024-03-01'], // leap year: 29 Feb + 1 day
    ['2025-01-10', '2024-12-11'], // across the year boundary
    ['2025-05-31', '2025-05-01'],
  ])('bill dated %s starts its cycle on %s', (billDate, start) => {
    expect(activityOf(map({ ...bill, bill_date: billDate })).period).toEqual({ start, end: billDate });
  });

  it('uses period_start when given, and rejects one after the bill date', () => {
    expect(activityOf(map({ ...bill, period_start: '2025-01-01' })).period).toEqual({
      start: '2025-01-01',
      end: '2025-03-15',
    });
    expect(activityOf(map({ ...bill, period_start: '2025-03-15' })).period).toEqual({
      start: '2025-03-15',
      end: '2025-03-15',
    });
    expect(errorOf(map({ ...bill, period_start: '2025-03-16' }))).toEqual({
      field: 'period_start',
      reason: 'must not be after bill_date',
    });
  });

  it.each([
    ['MH', 'MH'],
    ['IN-KA', 'KA'],
    ['karnataka', 'KA'],
    ['Telangana', 'TG'],
    ['TS', 'TG'],
  ])('normalises Indian state %s to %s', (state, code) => {
    expect(activityOf(map({ ...bill, state })).location).toEqual({ country: 'IN', state: code });
  });

  it('rejects an unknown Indian state', () => {
    const error = errorOf(map({ ...bill, state: 'Bombay Presidency' }));
    expect(error.field).toBe('state');
    expect(error.reason).toMatch(/not an Indian state/);
  });

  it('keeps a non-Indian state as written and omits a missing one', () => {
    expect(activityOf(map({ ...bill, country: 'us', state: 'California' })).location).toEqual({
      country: 'US',
      state: 'California',
    });
    const { state: _state, ...noState } = bill;
    expect(activityOf(map(noState)).location).toEqual({ country: 'IN' });
  });

  it('takes source type/name and default country from the options, and keeps unknown fields in metadata', () => {
    const activity = activityOf(
      map(
        { bill_date: '2025-03-15', units_kwh: 10, meter_id: 'M-7' },
        { country: 'gb', sourceType: 'erp', sourceName: 'Tally' },
      ),
    );
    expect(activity.location).toEqual({ country: 'GB' });
    expect(activity.source).toEqual({ type: 'erp', confidence: 0.95, name: 'Tally' });
    expect(activity.metadata).toEqual({ data_type: 'electricity_bill', meter_id: 'M-7' });
  });

  it.each([
    [{ ...bill, units_kwh: undefined }, 'units_kwh', 'is required'],
    [{ ...bill, units_kwh: '1250' }, 'units_kwh', 'must be a JSON number'],
    [{ ...bill, units_kwh: 0 }, 'units_kwh', 'must be greater than 0'],
    [{ ...bill, units_kwh: -5 }, 'units_kwh', 'must be greater than 0'],
    [{ ...bill, units_kwh: 1e13 }, 'units_kwh', 'must be at most 1e12'],
    [{ ...bill, bill_date: undefined }, 'bill_date', 'is required'],
    [{ ...bill, bill_date: '15/03/2025' }, 'bill_date', 'must be an ISO 8601 date (YYYY-MM-DD)'],
    [{ ...bill, bill_date: '2025-02-30' }, 'bill_date', 'is not a calendar date'],
    [{ ...bill, amount_inr: -1 }, 'amount_inr', 'must not be negative'],
    [{ ...bill, state: '' }, 'state', 'must not be empty'],
    [{ ...bill, state: 27 }, 'state', 'must be a string'],
    [{ ...bill, country: 'India' }, 'country', 'must be an ISO 3166-1 alpha-2 country code'],
    [{ ...bill, country: 'XX' }, 'country', 'is not an ISO 3166-1 alpha-2 country code'],
    [null, '', 'must be an object'],
    [[bill], '', 'must be an object'],
  ])('rejects %j on %s', (record, field, reason) => {
    expect(errorOf(map(record))).toEqual({ field, reason });
  });
});
