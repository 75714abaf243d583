import type { Notice, Result } from './calculation-schema.ts';

/**
 * Flights by DESNZ's method. The band is where the flight goes: both ends in one country → domestic;
 * one end in the UK → short-haul (under 3,700 km) or long-haul to/from UK; otherwise → international
 * to/from non-UK. The cabin is every cabin DESNZ publishes for the band. A canonical flight type is
 * `travel.flight.<band>` (the band's economy row; domestic: its only, average-passenger row) or
 * `travel.flight.<band>.<cabin>`.
 */
export type FlightBand = 'domestic' | 'short_haul' | 'long_haul' | 'international';
export type Cabin = 'average' | 'economy' | 'premium_economy' | 'business' | 'first';

/** DESNZ short-haul band limit (to/from UK); at or above it a flight is long-haul. */
export const SHORT_HAUL_LIMIT_KM = 3700;

/** The band of a flight between two countries (ISO alpha-2) over a great-circle distance. */
export function flightBand(fromCountry: string, toCountry: string, greatCircleKm: number): FlightBand {
  if (fromCountry === toCountry) return 'domestic';
  if (fromCountry === 'GB' || toCountry === 'GB')
    return greatCircleKm < SHORT_HAUL_LIMIT_KM ? 'short_haul' : 'long_haul';
  return 'international';
}

/** Cabins with a loaded factor, per band. */
export const FLIGHT_TYPES = {
  domestic: { average: 'travel.flight.domestic' },
  short_haul: { economy: 'travel.flight.short_haul', business: 'travel.flight.short_haul.business' },
  long_haul: {
    economy: 'travel.flight.long_haul',
    premium_economy: 'travel.flight.long_haul.premium_economy',
    business: 'travel.flight.long_haul.business',
    first: 'travel.flight.long_haul.first',
  },
  international: {
    average: 'travel.flight.international.average',
    economy: 'travel.flight.international',
    premium_economy: 'travel.flight.international.premium_economy',
    business: 'travel.flight.international.business',
    first: 'travel.flight.international.first',
  },
} as const satisfies Record<FlightBand, Partial<Record<Cabin, string>>>;

const BAND_NAMES: Readonly<Record<FlightBand, string>> = {
  domestic: 'domestic',
  short_haul: 'short-haul (to/from UK)',
  long_haul: 'long-haul (to/from UK)',
  international: 'international (to/from non-UK)',
};

const BAND_WORDS: Readonly<Record<string, FlightBand>> = {
  domestic: 'domestic',
  short: 'short_haul',
  short_haul: 'short_haul',
  long: 'long_haul',
  long_haul: 'long_haul',
  international: 'international',
  non_uk: 'international',
  international_non_uk: 'international',
};

const CABIN_WORDS: Readonly<Record<string, Cabin>> = {
  average: 'average',
  average_passenger: 'average',
  economy: 'economy',
  premium: 'premium_economy',
  premium_economy: 'premium_economy',
  business: 'business',
  first: 'first',
};

const key = (value: unknown) =>
  typeof value === 'string' && value.trim() !== ''
    ? value
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_')
    : undefined;

export interface ResolvedType {
  type: string;
  /** Assumptions made to reach the type, each a notice that also lowers the confidence score. */
  assumptions: Notice[];
}

/**
 * metadata.haul (band) and metadata.cabin_class → canonical flight type.
 * - No band: domestic, the band with the highest per-km factor (so a conservative figure), stated.
 * - No cabin: the band's average passenger where DESNZ publishes one, else economy, stated.
 * - A cabin DESNZ does not publish for the band: the band's average passenger, stated with the cabin
 *   asked for; a band without an average-passenger row refuses it rather than pricing it as economy.
 */
export function flightType(metadata: Record<string, unknown> | undefined): Result<ResolvedType> {
  const assumptions: Notice[] = [];
  const bandKey = key(metadata?.haul);
  let band: FlightBand;
  if (bandKey === undefined) {
    band = 'domestic';
    assumptions.push({
      code: 'FLIGHT_BAND_ASSUMED',
      message: 'No flight band (metadata.haul) was given: priced as domestic, the band with the highest per-km factor.',
    });
  } else if (BAND_WORDS[bandKey]) {
    band = BAND_WORDS[bandKey];
  } else {
    return {
      ok: false,
      error: {
        field: 'metadata.haul',
        reason: `'${String(metadata?.haul)}' is not a flight band; accepted: ${Object.keys(BAND_WORDS).join(', ')}`,
      },
    };
  }

  const cabins: Partial<Record<Cabin, string>> = FLIGHT_TYPES[band];
  const cabinKey = key(metadata?.cabin_class);
  if (cabinKey === undefined) {
    if (cabins.average) return { ok: true, value: { type: cabins.average, assumptions } };
    assumptions.push({
      code: 'CABIN_ASSUMED',
      message: `No cabin_class was given and DESNZ publishes no average-passenger factor for ${BAND_NAMES[band]} flights: priced as economy.`,
    });
    return { ok: true, value: { type: cabins.economy!, assumptions } };
  }
  const cabin = CABIN_WORDS[cabinKey];
  if (!cabin) {
    return {
      ok: false,
      error: {
        field: 'metadata.cabin_class',
        reason: `'${String(metadata?.cabin_class)}' is not a cabin; accepted: ${Object.keys(CABIN_WORDS).join(', ')}`,
      },
    };
  }
  const type = cabins[cabin];
  if (type) return { ok: true, value: { type, assumptions } };
  if (!cabins.average) {
    return {
      ok: false,
      error: {
        field: 'metadata.cabin_class',
        reason: `DESNZ publishes no ${cabin.replace('_', ' ')} factor for ${BAND_NAMES[band]} flights and no average-passenger factor for the band; accepted: ${Object.keys(cabins).join(', ')}`,
      },
    };
  }
  assumptions.push({
    code: 'CABIN_NOT_PUBLISHED',
    message: `DESNZ publishes no ${cabin.replace('_', ' ')} factor for ${BAND_NAMES[band]} flights: priced at the band's average-passenger factor.`,
  });
  return { ok: true, value: { type: cabins.average, assumptions } };
}
