import { describe, expect, it } from 'vitest';
import { mapRecord } from '../../../domain/mappers/mappers.ts';
import { activityOf, canonicalTypeOf, errorOf } from './helpers.ts';

const map = (record: Record<string, unknown>, options = {}) =>
  mapRecord('travel_booking', { booking_date: '2025-06-01', ...record }, options);

// Hand calculation (test/support/great-circle.ts on the airport table's DEL 28.5566, 77.1008 and BOM 19.0899,
// 72.868): DEL→BOM great circle = 1137.00 km. DESNZ's flight factors already
// include its 8% routing uplift, so the great circle is used as it is.
const DEL_BOM = 1137.003;

describe('travel_booking: flights', () => {
  it('maps DEL→BOM to a domestic flight over the great circle', () => {
    expect(activityOf(map({ origin: 'DEL', destination: 'BOM' }))).toEqual({
      activity_type: 'flight',
      scope: '3',
      quantity: DEL_BOM,
      unit: 'passenger-km',
      period: { start: '2025-06-01', end: '2025-06-01' },
      location: { country: 'IN' },
      source: { type: 'api', confidence: 0.75 },
      metadata: {
        data_type: 'travel_booking',
        origin: 'DEL',
        destination: 'BOM',
        passengers: 1,
        mode: 'flight',
        mode_inferred: true,
        haul: 'domestic',
        distance_basis: 'great_circle',
        one_way_km: DEL_BOM,
        trips: 1,
        route: { from: 'Indira Gandhi International Airport', to: 'Chhatrapati Shivaji Maharaj International Airport' },
      },
    });
  });

  it('multiplies by passengers and by 2 for a round trip', () => {
    const activity = activityOf(map({ origin: 'DEL', destination: 'BOM', passengers: 3, round_trip: true }));
    expect(activity.quantity).toBeCloseTo(1137.0027 * 6, 2);
    expect(activity.metadata).toMatchObject({ passengers: 3, trips: 2, one_way_km: DEL_BOM });
  });

  it('bands by where the flight goes: DEL→DXB and BOM→JFK international (to/from non-UK), DEL→LHR long-haul to/from UK', () => {
    const dubai = activityOf(map({ origin: 'DEL', destination: 'DXB' }));
    expect(dubai.metadata?.haul).toBe('international');
    expect(canonicalTypeOf(dubai)).toBe('travel.flight.international.average');
    expect(dubai.quantity).toBeCloseTo(2184.5, 1);
    expect(activityOf(map({ origin: 'BOM', destination: 'JFK' })).metadata?.haul).toBe('international');
    const london = activityOf(map({ origin: 'DEL', destination: 'LHR' }));
    expect(london.metadata?.haul).toBe('long_haul');
    expect(london.quantity).toBeCloseTo(6731.4, 1);
  });

  it('uses the 3,700 km band limit for flights to or from the UK (given distance or great circle)', () => {
    expect(activityOf(map({ origin: 'LHR', destination: 'DXB', distance_km: 3699.9 })).metadata?.haul).toBe(
      'short_haul',
    );
    expect(activityOf(map({ origin: 'LHR', destination: 'DXB', distance_km: 3700 })).metadata?.haul).toBe('long_haul');
    expect(activityOf(map({ origin: 'DEL', destination: 'DXB', distance_km: 3700 })).metadata?.haul).toBe(
      'international',
    );
  });

  it('calls a flight domestic whenever both ends are in one country, however long', () => {
    expect(activityOf(map({ origin: 'JFK', destination: 'SFO' })).metadata?.haul).toBe('domestic');
    expect(canonicalTypeOf(activityOf(map({ origin: 'DEL', destination: 'TRV', cabin_class: 'business' })))).toBe(
      'travel.flight.domestic',
    );
  });

  it.each([
    ['business', 'travel.flight.international.business'],
    ['FIRST', 'travel.flight.international.first'],
    ['premium_economy', 'travel.flight.international.premium_economy'],
    ['economy', 'travel.flight.international'],
  ])('BOM→JFK cabin %s → %s', (cabin, type) => {
    const activity = activityOf(map({ origin: 'BOM', destination: 'JFK', cabin_class: cabin }));
    expect(canonicalTypeOf(activity)).toBe(type);
    expect(activity.metadata?.cabin_class).toBe(cabin.toLowerCase());
  });

  it('prices every cabin DESNZ publishes to and from the UK: short-haul business, long-haul premium economy', () => {
    expect(canonicalTypeOf(activityOf(map({ origin: 'LHR', destination: 'FRA', cabin_class: 'business' })))).toBe(
      'travel.flight.short_haul.business',
    );
    expect(
      canonicalTypeOf(activityOf(map({ origin: 'DEL', destination: 'LHR', cabin_class: 'premium_economy' }))),
    ).toBe('travel.flight.long_haul.premium_economy');
  });

  it('uses a given distance as is, with higher confidence', () => {
    const activity = activityOf(map({ origin: 'DEL', destination: 'BOM', distance_km: 1150, passengers: 2 }));
    expect(activity.quantity).toBe(2300);
    expect(activity.source?.confidence).toBe(0.85);
    expect(activity.metadata).toMatchObject({ distance_basis: 'given', one_way_km: 1150 });
    expect(activity.metadata).not.toHaveProperty('distance_km');
  });

  it('dates the activity on travel_date when given', () => {
    expect(activityOf(map({ origin: 'DEL', destination: 'BOM', travel_date: '2025-07-15' })).period).toEqual({
      start: '2025-07-15',
      end: '2025-07-15',
    });
  });

  it('flies between city names when mode is flight', () => {
    const activity = activityOf(map({ origin: 'Bangalore', destination: 'Chennai', mode: 'Flight' }));
    expect(canonicalTypeOf(activity)).toBe('travel.flight.domestic');
    expect(activity.quantity).toBeCloseTo(290.17, 1);
  });
});

describe('travel_booking: ground modes', () => {
  it('defaults to rail between city names, over the plain great circle (Delhi→Mumbai ≈ 1,148 km)', () => {
    const activity = activityOf(map({ origin: 'New Delhi', destination: 'Bombay' }));
    expect(activity.activity_type).toBe('travel.rail');
    expect(activity.quantity).toBeCloseTo(1148.1, 1);
    expect(activity.metadata).toMatchObject({ mode: 'rail', mode_inferred: true, distance_basis: 'great_circle' });
  });

  it('defaults to rail when only one end is written as an airport code', () => {
    expect(activityOf(map({ origin: 'DEL', destination: 'Jaipur' })).activity_type).toBe('travel.rail');
  });

  it('marks cross-border rail as international', () => {
    expect(activityOf(map({ origin: 'Delhi', destination: 'KTM', mode: 'rail' })).activity_type).toBe(
      'travel.rail.international',
    );
  });

  it('needs no known places for ground travel with a distance', () => {
    const activity = activityOf(
      map({ origin: 'Plant 2, Hosur', destination: 'Client site', distance_km: 42, mode: 'bus' }),
    );
    expect(activity.activity_type).toBe('travel.bus');
    expect(activity.quantity).toBe(42);
    expect(activity.metadata).not.toHaveProperty('route');
  });

  it('counts passenger-km for rail, bus and coach', () => {
    for (const [mode, type] of [
      ['rail', 'travel.rail'],
      ['bus', 'travel.bus'],
      ['coach', 'travel.coach'],
    ]) {
      const activity = activityOf(map({ origin: 'A', destination: 'B', distance_km: 100, passengers: 4, mode }));
      expect([activity.activity_type, activity.quantity, activity.unit]).toEqual([type, 400, 'passenger-km']);
    }
  });

  it('counts vehicle-km for taxi and road: the party shares one vehicle', () => {
    const taxi = activityOf(
      map({ origin: 'A', destination: 'B', distance_km: 30, passengers: 3, mode: 'taxi', round_trip: true }),
    );
    expect([taxi.activity_type, taxi.quantity, taxi.unit]).toEqual(['travel.taxi', 60, 'vehicle-km']);
    const car = activityOf(map({ origin: 'A', destination: 'B', distance_km: 30, passengers: 3, mode: 'road' }));
    // No fuel named: DESNZ's average car of unknown fuel, so nothing is assumed.
    expect([car.activity_type, canonicalTypeOf(car), car.quantity, car.unit]).toEqual([
      'travel.car',
      'travel.car.unknown',
      30,
      'vehicle-km',
    ]);
    expect(car.metadata).not.toHaveProperty('fuel_type_assumed');
    const diesel = activityOf(
      map({ origin: 'A', destination: 'B', distance_km: 30, mode: 'road', fuel_type: 'Diesel' }),
    );
    expect(canonicalTypeOf(diesel)).toBe('travel.car.diesel');
  });
});

describe('travel_booking: errors', () => {
  it('rejects unknown places when the distance must be computed', () => {
    const error = errorOf(map({ origin: 'Atlantis', destination: 'Mumbai' }));
    expect(error.field).toBe('origin');
    expect(error.reason).toMatch(/^unknown place 'Atlantis'/);
    expect(errorOf(map({ origin: 'Mumbai', destination: 'El Dorado' })).field).toBe('destination');
  });

  it('rejects an unknown airport code even with a distance: the flight band needs both countries', () => {
    expect(errorOf(map({ origin: 'DEL', destination: 'XYZ', distance_km: 900 })).field).toBe('destination');
    expect(errorOf(map({ origin: 'QQQ', destination: 'DEL' })).field).toBe('origin');
  });

  it('rejects a trip between one place and itself without a distance', () => {
    expect(errorOf(map({ origin: 'Delhi', destination: 'New Delhi' }))).toEqual({
      field: 'destination',
      reason: 'is the same place as origin; send distance_km',
    });
  });

  it.each([
    [
      { origin: 'DEL', destination: 'BOM', mode: 'plane' },
      'mode',
      'must be one of flight, rail, road, bus, coach, taxi',
    ],
    [
      { origin: 'DEL', destination: 'BOM', cabin_class: 'club' },
      'cabin_class',
      'must be one of economy, premium_economy, business, first',
    ],
    [{ origin: 'DEL', destination: 'BOM', passengers: 0 }, 'passengers', 'must be greater than 0'],
    [{ origin: 'DEL', destination: 'BOM', passengers: 1.5 }, 'passengers', 'must be a whole number'],
    [{ origin: 'DEL', destination: 'BOM', distance_km: -10 }, 'distance_km', 'must be greater than 0'],
    [{ origin: 'DEL', destination: 'BOM', distance_km: 60_000 }, 'distance_km', 'must be at most 50000'],
    [{ origin: 'DEL', destination: 'BOM', round_trip: 'yes' }, 'round_trip', 'must be true or false'],
    [
      { origin: 'DEL', destination: 'BOM', mode: 'road', fuel_type: 'cng' },
      'fuel_type',
      'must be one of petrol, diesel',
    ],
    [{ origin: 'DEL' }, 'destination', 'is required'],
    [{ origin: '  ', destination: 'BOM' }, 'origin', 'must not be empty'],
    [{ origin: 'DEL', destination: 'BOM', booking_date: undefined }, 'booking_date', 'is required'],
  ])('rejects %j on %s', (record, field, reason) => {
    expect(errorOf(map(record))).toEqual({ field, reason });
  });
});
