/** A point on the Earth in decimal degrees (WGS 84). */
export interface LatLon {
  lat: number;
  lon: number;
}

/** IUGG mean Earth radius, the value DESNZ-style distance calculators use for great-circle distances. */
export const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in km by the haversine formula (well conditioned for short distances too). */
export function greatCircleKm(from: LatLon, to: LatLon): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLon = toRadians(to.lon - from.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
