import type { Plan, Rng } from './demo-visit-model';

/** Where the demo visits happen: cities, distances measured as the server's check-in measures them. */

/** The radius earthdistance's `earth()` uses, so these distances match the server's check-in. */
const EARTH_RADIUS_M = 6_378_168;

const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function haversineM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The point `metres` away from (lat, lng) along `bearing` degrees, to a phone's six decimals. */
function offsetPoint(lat: number, lng: number, metres: number, bearing: number): { latitude: number; longitude: number } {
  const d = metres / EARTH_RADIUS_M;
  const th = rad(bearing);
  const p1 = rad(lat);
  const p2 = Math.asin(Math.sin(p1) * Math.cos(d) + Math.cos(p1) * Math.sin(d) * Math.cos(th));
  const l2 = rad(lng) + Math.atan2(Math.sin(th) * Math.sin(d) * Math.cos(p1), Math.cos(d) - Math.sin(p1) * Math.sin(p2));
  const round6 = (n: number) => Math.round(n * 1e6) / 1e6;
  return { latitude: round6((p2 * 180) / Math.PI), longitude: round6((l2 * 180) / Math.PI) };
}

const EASTERN = new Set(['Dammam', 'Khobar']);
export const cityGroup = (city: string) => (EASTERN.has(city) ? 'Eastern' : city);

/** Where the rep's phone put them at check-in, and how far that was; a far check-in is flagged false. */
export function placeCheckIn(p: Plan, rnd: Rng, radius: number): void {
  if (p.checkedInAt === undefined || !p.verdict || p.verdict === 'recorded_after') return;
  const { latitude: lat, longitude: lng } = p.client;
  const accuracy = rnd.int(5, 30);
  if (p.verdict === 'no_gps') p.position = { latitude: null, longitude: null, accuracy: null, distance: null };
  else if (lat === null || lng === null || p.verdict === 'no_client_location') {
    // The client's pin was added after this visit: the rep's position is kept, unmeasured.
    const base = lat !== null && lng !== null ? { lat, lng } : { lat: 24.7136, lng: 46.6753 };
    const there = offsetPoint(base.lat, base.lng, rnd.int(15, 60), rnd.int(0, 359));
    p.position = { ...there, accuracy, distance: null };
    p.verdict = 'no_client_location';
  } else {
    const metres = p.verdict === 'far' ? rnd.int(2_000, 8_000) + rnd.next() : rnd.int(6, 85) + rnd.next();
    const there = offsetPoint(lat, lng, metres, rnd.int(0, 359));
    const distance = haversineM(lat, lng, there.latitude, there.longitude);
    p.position = { ...there, accuracy, distance };
    if (p.verdict === 'far') {
      p.isFalse = true;
      p.falseReason = `Checked in ${Math.round(distance)} m from the client (geofence ${radius} m)`;
    }
  }
}
