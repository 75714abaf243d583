import { greatCircleKm } from '../geo/great-circle.ts';
import { IATA_CODE, resolvePlace } from '../geo/resolve-place.ts';
import { flightBand, type FlightBand } from '../calculation/flight-types.ts';
import { defaultCountry, metadataFor, sourceFor, type MapOptions } from './provenance.ts';
import { TravelBookingRecord, type TravelBooking } from './records.ts';
import { fail, parseRecord, type MapResult } from './result.ts';

/** A stated distance is better activity data than a computed one. */
const CONFIDENCE_WITH_DISTANCE = 0.85;
const CONFIDENCE_COMPUTED_DISTANCE = 0.75;

type Mode = NonNullable<TravelBooking['mode']>;

/** Taxi and car factors are per vehicle-km: the party shares one vehicle, so passengers do not multiply. */
const PER_VEHICLE_MODES: ReadonlySet<Mode> = new Set(['taxi', 'road']);

const round3 = (value: number): number => Math.round(value * 1000) / 1000;

const unknownPlace = (text: string) =>
  `unknown place '${text}': use an IATA airport code from the built-in table (e.g. DEL, LHR) or a major Indian city name`;

/**
 * The activity type and the metadata the engine reads to finish it: flights go to the engine's flight
 * rules as `flight` with metadata.haul (the band) and the record's cabin_class; road travel as
 * `travel.car` with the record's fuel_type (none: DESNZ's average car of unknown fuel).
 */
function activityOf(
  mode: Mode,
  band: FlightBand | undefined,
  sameCountry: boolean | undefined,
): { type: string; notes: Record<string, unknown> } {
  switch (mode) {
    case 'flight':
      return { type: 'flight', notes: { haul: band } };
    case 'rail':
      return { type: sameCountry === false ? 'travel.rail.international' : 'travel.rail', notes: {} };
    case 'road':
      return { type: 'travel.car', notes: {} };
    default:
      return { type: `travel.${mode}`, notes: {} };
  }
}

/**
 * travel_booking → scope 3 `travel.*`, dated travel_date or else booking_date.
 * - Mode: `mode` when given; otherwise 'flight' when origin and destination are both written as IATA
 *   codes, else 'rail' (city-to-city ground travel, India's usual intercity mode).
 * - Distance (one way): distance_km, else the great-circle distance between the two places. DESNZ's flight
 *   factors already include its 8% uplift for routing, so flights use the great circle as it is. For
 *   ground modes the great circle is a lower bound of the real route.
 * - Flights: the DESNZ band by where the flight goes (flight-types.ts: domestic within one country,
 *   short-/long-haul to or from the UK, else international to/from non-UK); the cabin from cabin_class
 *   by the engine's rules. Places must resolve for flights even with distance_km: the band needs both countries.
 * - Quantity: one-way km × (2 if round_trip) × passengers in passenger-km; taxi/road in vehicle-km.
 */
export function mapTravelBooking(record: unknown, options: MapOptions): MapResult {
  const parsed = parseRecord(TravelBookingRecord, record);
  if (!parsed.ok) return parsed;
  const booking = parsed.data;

  const mode =
    booking.mode ?? (IATA_CODE.test(booking.origin) && IATA_CODE.test(booking.destination) ? 'flight' : 'rail');
  const origin = resolvePlace(booking.origin);
  const destination = resolvePlace(booking.destination);
  let oneWayKm = booking.distance_km;
  if (oneWayKm === undefined || mode === 'flight') {
    if (!origin) return fail('origin', unknownPlace(booking.origin));
    if (!destination) return fail('destination', unknownPlace(booking.destination));
    if (oneWayKm === undefined) {
      const greatCircle = greatCircleKm(origin.place, destination.place);
      if (greatCircle < 1) return fail('destination', 'is the same place as origin; send distance_km');
      oneWayKm = greatCircle;
    }
  }

  const sameCountry = origin && destination ? origin.place.country === destination.place.country : undefined;
  const band =
    mode === 'flight' && origin && destination
      ? flightBand(origin.place.country, destination.place.country, oneWayKm)
      : undefined;
  const activity = activityOf(mode, band, sameCountry);
  const trips = booking.round_trip ? 2 : 1;
  const perVehicle = PER_VEHICLE_MODES.has(mode);
  const travellers = perVehicle ? 1 : booking.passengers;
  const distanceGiven = booking.distance_km !== undefined;
  const date = booking.travel_date ?? booking.booking_date;

  return {
    ok: true,
    activity: {
      activity_type: activity.type,
      scope: '3',
      quantity: round3(oneWayKm * trips * travellers),
      unit: perVehicle ? 'vehicle-km' : 'passenger-km',
      period: { start: date, end: date },
      location: { country: booking.country ?? defaultCountry(options) },
      source: sourceFor(options, distanceGiven ? CONFIDENCE_WITH_DISTANCE : CONFIDENCE_COMPUTED_DISTANCE),
      metadata: metadataFor(
        'travel_booking',
        booking,
        ['booking_date', 'travel_date', 'distance_km', 'round_trip', 'country'],
        {
          mode,
          ...(booking.mode ? {} : { mode_inferred: true }),
          ...activity.notes,
          distance_basis: distanceGiven ? 'given' : 'great_circle',
          one_way_km: round3(oneWayKm),
          trips,
          ...(origin && destination ? { route: { from: origin.place.name, to: destination.place.name } } : {}),
        },
      ),
    },
  };
}
