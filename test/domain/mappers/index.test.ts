import { describe, expect, it } from 'vitest';
import { DataType, mapRecord } from '../../../domain/mappers/mappers.ts';
import { addMonths, monthOf } from '../../../domain/mappers/dates.ts';
import { activityOf } from './helpers.ts';

const samples: Record<DataType, [Record<string, unknown>, string, '1' | '2' | '3', number]> = {
  electricity_bill: [{ bill_date: '2025-01-31', units_kwh: 100 }, 'electricity', '2', 0.95],
  fuel_purchase: [{ purchase_date: '2025-01-31', fuel_type: 'petrol', quantity_liters: 40 }, 'fuel.petrol', '1', 0.9],
  // Flights go to the engine's flight rules as `flight` with metadata.haul.
  travel_booking: [{ booking_date: '2025-01-31', origin: 'BLR', destination: 'HYD' }, 'flight', '3', 0.75],
  vehicle_log: [{ log_date: '2025-01-31', vehicle_type: 'lorry', distance_km: 80 }, 'vehicle.truck.hdv', '1', 0.8],
  raw_transaction: [
    { transaction_date: '2025-01-31', vendor: 'Swiggy', amount_inr: 900 },
    'spend.restaurants',
    '3',
    0.3,
  ],
  accommodation: [{ check_in_date: '2025-01-31', nights: 2 }, 'hotel', '3', 0.8],
};

describe('mapRecord', () => {
  it.each(DataType.options)('dispatches %s to its mapper with its scope and confidence', (dataType) => {
    const [record, type, scope, confidence] = samples[dataType];
    const activity = activityOf(mapRecord(dataType, record, { sourceName: 'nightly sync' }));
    expect(activity).toMatchObject({ activity_type: type, scope, location: { country: 'IN' } });
    expect(activity.source).toEqual({ type: 'api', confidence, name: 'nightly sync' });
    expect(activity.metadata?.data_type).toBe(dataType);
  });

  it('validates data_type names', () => {
    expect(DataType.safeParse('electricity_bill').success).toBe(true);
    expect(DataType.safeParse('utility_bill').success).toBe(false);
  });

  it('lets a record country win over the default country option', () => {
    const [record] = samples.accommodation;
    expect(activityOf(mapRecord('accommodation', { ...record, country: 'JP' }, { country: 'GB' })).location).toEqual({
      country: 'JP',
    });
  });
});

describe('dates', () => {
  it('clamps month arithmetic to the last day of the month', () => {
    expect(addMonths('2025-03-31', -1)).toBe('2025-02-28');
    expect(addMonths('2024-03-31', -1)).toBe('2024-02-29');
    expect(addMonths('2025-01-15', -1)).toBe('2024-12-15');
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
  });

  it('gives the calendar month of a date', () => {
    expect(monthOf('2025-04-30')).toEqual({ start: '2025-04-01', end: '2025-04-30' });
    expect(monthOf('2023-02-01')).toEqual({ start: '2023-02-01', end: '2023-02-28' });
  });
});
