import type { LatLon } from './great-circle.ts';

/** A named location that travel distances can be computed between (an airport or a city). */
export interface Place extends LatLon {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

/** Lookup key for free-text names: case, punctuation and repeated spaces do not matter ("New-Delhi" = "new delhi"). */
export function placeKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
