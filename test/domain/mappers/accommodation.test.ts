import { describe, expect, it } from 'vitest';
import { mapRecord } from '../../../domain/mappers/mappers.ts';
import { activityOf, errorOf } from './helpers.ts';

const stay = { check_in_date: '2025-05-10', nights: 3, hotel_type: '4-star', amount_inr: 21_000 };
const map = (record: unknown, options = {}) => mapRecord('accommodation', record, options);

describe('accommodation', () => {
  it('maps a stay to scope 3 hotel room-nights covering the nights slept', () => {
    expect(activityOf(map(stay))).toEqual({
      activity_type: 'hotel',
      scope: '3',
      quantity: 3,
      unit: 'room-night',
      period: { start: '2025-05-10', end: '2025-05-12' },
      location: { country: 'IN' },
      source: { type: 'api', confidence: 0.8 },
      metadata: { data_type: 'accommodation', nights: 3, rooms: 1, hotel_type: '4-star', amount_inr: 21_000 },
    });
  });

  it('multiplies nights by rooms', () => {
    expect(activityOf(map({ ...stay, rooms: 4 })).quantity).toBe(12);
  });

  it('ends a one-night stay on the check-in day and crosses month ends', () => {
    expect(activityOf(map({ ...stay, nights: 1 })).period).toEqual({ start: '2025-05-10', end: '2025-05-10' });
    expect(activityOf(map({ ...stay, check_in_date: '2024-02-28', nights: 3 })).period).toEqual({
      start: '2024-02-28',
      end: '2024-03-01',
    });
  });

  it('locates the hotel in the record country, else the default country', () => {
    expect(activityOf(map({ ...stay, country: 'ae' })).location).toEqual({ country: 'AE' });
    expect(activityOf(map(stay, { country: 'SG' })).location).toEqual({ country: 'SG' });
  });

  it.each([
    [{ ...stay, nights: 0 }, 'nights', 'must be greater than 0'],
    [{ ...stay, nights: 2.5 }, 'nights', 'must be a whole number'],
    [{ ...stay, nights: 400 }, 'nights', 'must be at most 365'],
    [{ ...stay, nights: undefined }, 'nights', 'is required'],
    [{ ...stay, rooms: 0 }, 'rooms', 'must be greater than 0'],
    [{ ...stay, check_in_date: '2025-5-10' }, 'check_in_date', 'must be an ISO 8601 date (YYYY-MM-DD)'],
    [{ ...stay, hotel_type: 5 }, 'hotel_type', 'must be a string'],
  ])('rejects %j on %s', (record, field, reason) => {
    expect(errorOf(map(record))).toEqual({ field, reason });
  });
});
