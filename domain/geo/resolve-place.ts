import { findAirport } from './airports.ts';
import { findIndianCity } from './indian-cities.ts';
import type { Place } from './place.ts';

/** IATA codes are written as three upper-case letters; only that spelling is read as a code first. */
export const IATA_CODE = /^[A-Z]{3}$/;

export interface ResolvedPlace {
  place: Place;
  kind: 'airport' | 'city';
}

/**
 * Resolves a travel origin/destination: "DEL" → airport; "Bangalore" → city. Upper-case three-letter
 * text is only ever an airport code (so "GOA" is Genoa, not Goa, whose airport is GOI). Other text is looked
 * up as an Indian city, then, if it has three letters, as a code in any case ("del").
 */
export function resolvePlace(text: string): ResolvedPlace | undefined {
  const trimmed = text.trim();
  if (IATA_CODE.test(trimmed)) {
    const airport = findAirport(trimmed);
    return airport && { place: airport, kind: 'airport' };
  }
  const city = findIndianCity(trimmed);
  if (city) return { place: city, kind: 'city' };
  const airport = /^[A-Za-z]{3}$/.test(trimmed) ? findAirport(trimmed) : undefined;
  return airport && { place: airport, kind: 'airport' };
}
