/**
 * Haversine on the IUGG mean radius, written out here so expected flight distances are computed
 * independently of jobs/geo (coordinates as [lat, lon] in degrees).
 */
export function greatCircleKm(a: [number, number], b: [number, number]): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b[0] - a[0]) / 2) ** 2 +
    Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(rad(b[1] - a[1]) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
}
