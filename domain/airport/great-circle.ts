/**
 * Kilometres between two airports on the sphere PostgreSQL's earthdistance uses (its earth() radius,
 * 6,378,168 m), so a distance worked out here agrees with `earth_distance(ll_to_earth(..), ll_to_earth(..))`.
 */
export const EARTH_RADIUS_KM = 6378.168;

export function greatCircleKm(a: { lat: number; long: number }, b: { lat: number; long: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2
    + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.long - a.long) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
