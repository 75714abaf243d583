import { greatCircleKm } from '../geo/great-circle.ts';
import { IATA_CODE, resolvePlace } from '../geo/resolve-place.ts';
import type { ActivityType } from './mapper-vocabulary.ts';
import { defaultCountry, metadataFor, sourceFor, type MapOptions } from './provenance.ts';
import { TravelBookingRecord, type TravelBooking } from './records.ts';
import { fail, parseRecord, type MapResult } from './result.ts';

/** A stated distance is better activity data than a computed one. */
const CONFIDENCE_WITH_DISTANCE = 0.85;
const CONFIDENCE_COMPUTED_DISTANCE = 0.75;

/** DESNZ adds 8% to great-circle distances for flights (routing, stacking, diversions). */
export const FLIGHT_DISTANCE_UPLIFT = 1.08;
/** DESNZ short-haul band limit; at or above it a flight is long-haul. */
export const SHORT_HAUL_LIMIT_KM = 3700;

type Mode = NonNullable<TravelBooking['mode']>;

/** Taxi and car factors are per vehicle-km: the party shares one vehicle, so passengers do not multiply. */
const PER_VEHICLE_MODES: ReadonlySet<Mode> = new Set(['taxi', 'road']);

const round3 = (value: number): number => Math.round(value * 1000) / 1000;

const unknownPlace = (text: string) =>
  `unknown place '${text}': use an IATA airport code from the built-in table (e.g. DEL, LHR) or a major Indian city name`;

function activityTypeOf(
  booking: TravelBooking,
  mode: Mode,
  oneWayKm: number,
  sameCountry: boolean | undefined,
): ActivityType {
  switch (mode) {
    case 'flight':
      if (sameCountry) return 'travel.flight.domestic';
      if (oneWayKm < SHORT_HAUL_LIMIT_KM) return 'travel.flight.short_haul';
      // Only long-haul has cabin-specific factors; premium economy uses economy (no factor of its own).
      if (booking.cabin_class === 'business') return 'travel.flight.long_haul.business';
      if (booking.cabin_class === 'first') return 'travel.flight.long_haul.first';
      return 'travel.flight.long_haul';
    case 'rail':
      return sameCountry === false ? 'travel.rail.international' : 'travel.rail';
    case 'road':
      return booking.fuel_type === 'diesel' ? 'travel.car.diesel' : 'travel.car.petrol';
    case 'bus':
      return 'travel.bus';
    case 'coach':
      return 'travel.coach';
    case 'taxi':
      return 'travel.taxi';
  }
}

/**
 * travel_booking → scope 3 `travel.*`, dated travel_date or else booking_date.
 * - Mode: `mode` when given; otherwise 'flight' when origin and destination are both written as IATA
 *   codes, else 'rail' (city-to-city ground travel, India's usual intercity mode).
 * - Distance (one way): distance_km, else the great-circle distance between the two places, plus 8%
 *   for flights (DESNZ). For ground modes the great circle is a lower bound of the real route.
 * - Flights: domestic when both ends are in one country, else short-haul below 3,700 km (one-way
 *   distance as used), else long-haul with business/first cabin factors. Places must resolve for
 *   flights even with distance_km, because the band needs both countries.
 * - Quantity: one-way km × (2 if round_trip) × passengers in passenger-km; taxi/road in vehicle-km.
 */
export function mapTravelBooking(record: unknown, options: MapOptions): MapResult {
  const parsed = parseRecord(TravelBookingRecord, record);
  if (!parsed.ok) return parsed;
  const booking = parsed.data;

  const mode = booking.mode ?? (IATA_CODE.test(booking.origin) && IATA_CODE.test(booking.destination) ? 'flight' : 'rail');
  const origin = resolvePlace(booking.origin);
  const destination = resolvePlace(booking.destination);
  let oneWayKm = booking.distance_km;
  if (oneWayKm === undefined || mode === 'flight') {
    if (!origin) return fail('origin', unknownPlace(booking.origin));
    if (!destination) return fail('destination', unknownPlace(booking.destination));
    if (oneWayKm === undefined) {
      const greatCircle = greatCircleKm(origin.place, destination.place);
      if (greatCircle < 1) return fail('destination', 'is the same place as origin; send distance_km');
      oneWayKm = mode === 'flight' ? greatCircle * FLIGHT_DISTANCE_UPLIFT : greatCircle;
    }
  }

  const sameCountry = origin && destination ? origin.place.country === destination.place.country : undefined;
  const trips = booking.round_trip ? 2 : 1;
  const perVehicle = PER_VEHICLE_MODES.has(mode);
  const travellers = perVehicle ? 1 : booking.passengers;
  const distanceGiven = booking.distance_km !== undefined;
  const date = booking.travel_date ?? booking.booking_date;

  return {
    ok: true,
    activity: {
      activity_type: activityTypeOf(booking, mode, oneWayKm, sameCountry),
      scope: '3',
      quantity: round3(oneWayKm * trips * travellers),
      unit: perVehicle ? 'vehicle-km' : 'passenger-km',
      period: { start: date, end: date },
      location: { country: booking.country ?? defaultCountry(options) },
      source: sourceFor(options, distanceGiven ? CONFIDENCE_WITH_DISTANCE : CONFIDENCE_COMPUTED_DISTANCE),
      metadata: metadataFor('travel_booking', booking, ['booking_date', 'travel_date', 'distance_km', 'round_trip', 'country'], {
        mode,
        ...(booking.mode ? {} : { mode_inferred: true }),
        distance_basis: distanceGiven ? 'given' : mode === 'flight' ? 'great_circle_plus_8pct' : 'great_circle',
        one_way_km: round3(oneWayKm),
        trips,
        ...(origin && destination ? { route: { from: origin.place.name, to: destination.place.name } } : {}),
        ...(mode === 'road' && !booking.fuel_type ? { fuel_type_assumed: 'petrol' } : {}),
      }),
    },
  };
}
