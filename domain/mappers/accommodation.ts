import { addDays } from './dates.ts';
import { defaultCountry, metadataFor, sourceFor, type MapOptions } from './provenance.ts';
import { AccommodationRecord } from './records.ts';
import { parseRecord, type MapResult } from './result.ts';

/** Room-nights are exact, but hotel factors are country averages over very different hotels. */
const CONFIDENCE = 0.8;

/**
 * accommodation → scope 3 `hotel` in room-nights (nights × rooms). The period covers the nights slept:
 * check_in_date … check_in_date + nights − 1 (a 3-night stay from 2025-05-10 is 2025-05-10 … 05-12).
 * hotel_type and amount_inr stay in metadata; hotel factors are per country.
 */
export function mapAccommodation(record: unknown, options: MapOptions): MapResult {
  const parsed = parseRecord(AccommodationRecord, record);
  if (!parsed.ok) return parsed;
  const stay = parsed.data;

  return {
    ok: true,
    activity: {
      activity_type: 'hotel',
      scope: '3',
      quantity: stay.nights * stay.rooms,
      unit: 'room-night',
      period: { start: stay.check_in_date, end: addDays(stay.check_in_date, stay.nights - 1) },
      location: { country: stay.country ?? defaultCountry(options) },
      source: sourceFor(options, CONFIDENCE),
      metadata: metadataFor('accommodation', stay, ['check_in_date', 'country']),
    },
  };
}
