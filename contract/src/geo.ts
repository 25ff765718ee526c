/** The sphere the server measures check-ins on (PostgreSQL earthdistance's `earth()`), in metres. */
export const EARTH_RADIUS_M = 6_378_168;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The great-circle distance between two points in metres, as the server's check-in measures it
 * (visits.repository.ts), so the app warns of a far check-in exactly when the server would flag it.
 */
export function greatCircleMetres(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const h =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
