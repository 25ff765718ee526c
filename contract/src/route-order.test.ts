import { describe, expect, it } from 'vitest';
import { greatCircleMetres } from './geo';
import { orderRoute, routeMetres, type RoutePoint, type RouteStop } from './route-order';

/** mulberry32: the same instances on every run, so a failure can be replayed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOUR = 3_600_000;
const DAY = Date.UTC(2026, 10, 28, 5);

/** Stops scattered over Riyadh; `fixedShare` of them booked at random hours of the day. */
function randomStops(random: () => number, n: number, fixedShare = 0): RouteStop[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `s${i}`,
    latitude: 24.6 + random() * 0.3,
    longitude: 46.5 + random() * 0.4,
    fixedAt: random() < fixedShare ? DAY + Math.floor(random() * 10 * HOUR) : null,
  }));
}

const randomPoint = (random: () => number): RoutePoint => ({ latitude: 24.6 + random() * 0.3, longitude: 46.5 + random() * 0.4 });

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const ids = (stops: readonly RouteStop[]) => stops.map((s) => s.id);
const fixedTimes = (stops: readonly RouteStop[]) => stops.flatMap((s) => (s.fixedAt === null ? [] : [s.fixedAt]));

/** The fixed stops in time order, ties by input order: the order orderRoute must keep. */
function bookedOrder(stops: readonly RouteStop[]): string[] {
  return stops
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => s.fixedAt !== null)
    .sort((a, b) => a.s.fixedAt! - b.s.fixedAt! || a.i - b.i)
    .map(({ s }) => s.id);
}

/** Every order that keeps the bookings (and, with no start, begins at the first one), the shortest's length. */
function bruteForceMetres(stops: readonly RouteStop[], start: RoutePoint | null): number {
  const booked = bookedOrder(stops);
  const pinned = start === null && booked.length > 0 ? stops.find((s) => s.id === booked[0])! : null;
  const rest = stops.filter((s) => s !== pinned);
  let best = Infinity;
  const path: RouteStop[] = pinned ? [pinned] : [];
  const used = new Array<boolean>(rest.length).fill(false);
  const visit = (metres: number, nextBooked: number) => {
    if (metres >= best) return;
    if (path.length === stops.length) return void (best = metres);
    const here: RoutePoint | null = path.length > 0 ? path[path.length - 1]! : start;
    rest.forEach((s, i) => {
      if (used[i] || (s.fixedAt !== null && s.id !== booked[nextBooked])) return;
      used[i] = true;
      path.push(s);
      const step = here ? greatCircleMetres(here.latitude, here.longitude, s.latitude, s.longitude) : 0;
      visit(metres + step, nextBooked + (s.fixedAt !== null ? 1 : 0));
      path.pop();
      used[i] = false;
    });
  };
  visit(0, pinned ? 1 : 0);
  return best;
}

describe('orderRoute', () => {
  it('returns a new empty array or a copy of one stop', () => {
    const none: RouteStop[] = [];
    expect(orderRoute(none, null)).toEqual([]);
    expect(orderRoute(none, null)).not.toBe(none);
    const one = [{ id: 'a', latitude: 24.7, longitude: 46.7, fixedAt: null }];
    const out = orderRoute(one, { latitude: 24.6, longitude: 46.6 });
    expect(out).toEqual(one);
    expect(out).not.toBe(one);
  });

  it('puts a shuffled line of stops back in line, from the start given', () => {
    const random = prng(1);
    const line = Array.from({ length: 12 }, (_, k) => ({ id: `p${k}`, latitude: 24.7, longitude: 46.5 + k * 0.02, fixedAt: null }));
    const input = shuffled(line, random);
    expect(ids(orderRoute(input, { latitude: 24.7, longitude: 46.45 }))).toEqual(ids(line));
    expect(ids(orderRoute(input, { latitude: 24.7, longitude: 46.9 }))).toEqual(ids(line).reverse());
    const free = ids(orderRoute(input, null));
    expect([ids(line).join(), ids(line).reverse().join()]).toContain(free.join());
  });

  it('honours the start: the route leaves from it, through the stops nearest it first', () => {
    const random = prng(2);
    const cluster = (prefix: string, lng: number) =>
      Array.from({ length: 5 }, (_, k) => ({
        id: `${prefix}${k}`,
        latitude: 24.7 + random() * 0.02,
        longitude: lng + random() * 0.02,
        fixedAt: null,
      }));
    const stops = shuffled([...cluster('west', 46.5), ...cluster('east', 46.88)], random);
    const fromEast = orderRoute(stops, { latitude: 24.71, longitude: 46.95 });
    expect(ids(fromEast.slice(0, 5)).every((id) => id.startsWith('east'))).toBe(true);
    const fromWest = orderRoute(stops, { latitude: 24.71, longitude: 46.4 });
    expect(ids(fromWest.slice(0, 5)).every((id) => id.startsWith('west'))).toBe(true);
    for (let t = 0; t < 20; t++) {
      const scattered = randomStops(random, 9);
      const start = randomPoint(random);
      expect(routeMetres(orderRoute(scattered, start), start) / bruteForceMetres(scattered, start)).toBeLessThanOrEqual(1.05);
    }
  });

  it('returns every stop once and leaves the input as it was', () => {
    const random = prng(3);
    const stops = randomStops(random, 30, 0.3);
    const before = structuredClone(stops);
    const out = orderRoute(stops, randomPoint(random));
    expect([...ids(out)].sort()).toEqual([...ids(stops)].sort());
    expect(stops).toEqual(before);
  });

  it('is never longer than the order it was given, when that order keeps the bookings', () => {
    const random = prng(4);
    for (let t = 0; t < 60; t++) {
      const n = 3 + Math.floor(random() * 40);
      const stops = randomStops(random, n, t % 2 === 0 ? 0 : 0.25);
      // Bookings in the order the stops came, as a planned day has them.
      const times = fixedTimes(stops).sort((a, b) => a - b);
      const planned = stops.map((s) => (s.fixedAt === null ? s : { ...s, fixedAt: times.shift()! }));
      const start = t % 3 === 0 ? null : randomPoint(random);
      if (start === null && planned.some((s) => s.fixedAt !== null) && planned[0]!.fixedAt === null) continue;
      expect(routeMetres(orderRoute(planned, start), start)).toBeLessThanOrEqual(routeMetres(planned, start) + 1e-6);
    }
  });

  it('keeps the fixed-time stops in time order, and begins at the first of them when no start is given', () => {
    const random = prng(5);
    for (let t = 0; t < 60; t++) {
      const stops = randomStops(random, 2 + Math.floor(random() * 45), 0.2 + random() * 0.6);
      const start = t % 2 === 0 ? null : randomPoint(random);
      const out = orderRoute(stops, start);
      const booked = bookedOrder(stops);
      expect(ids(out.filter((s) => s.fixedAt !== null))).toEqual(booked);
      if (start === null && booked.length > 0) expect(out[0]!.id).toBe(booked[0]);
    }
  });

  it('keeps stops booked at the same time in the order they were given', () => {
    const at = DAY + HOUR;
    const stops: RouteStop[] = [
      { id: 'far', latitude: 24.9, longitude: 46.9, fixedAt: at },
      { id: 'free', latitude: 24.61, longitude: 46.51, fixedAt: null },
      { id: 'near', latitude: 24.6, longitude: 46.5, fixedAt: at },
    ];
    expect(ids(orderRoute(stops, { latitude: 24.6, longitude: 46.5 })).filter((id) => id !== 'free')).toEqual(['far', 'near']);
  });

  it('finds the optimum of small instances, mostly exactly and always within 5% at 8 stops', () => {
    const random = prng(6);
    let exact = 0;
    let instances = 0;
    for (let n = 3; n <= 8; n++) {
      for (let t = 0; t < 20; t++) {
        const stops = randomStops(random, n, t % 4 === 3 ? 0.4 : 0);
        const start = t % 2 === 0 ? randomPoint(random) : null;
        const got = routeMetres(orderRoute(stops, start), start);
        const optimum = bruteForceMetres(stops, start);
        expect(got).toBeGreaterThanOrEqual(optimum - 1e-6);
        expect(got / optimum).toBeLessThanOrEqual(1.05);
        if (n <= 7) {
          instances++;
          if (got <= optimum + 1e-3) exact++;
        }
      }
    }
    expect(exact / instances).toBeGreaterThanOrEqual(0.9);
  });

  it('gives the same order every time', () => {
    const stops = randomStops(prng(7), 40, 0.2);
    expect(ids(orderRoute(stops, null))).toEqual(ids(orderRoute(stops, null)));
  });
});

describe('routeMetres', () => {
  it('adds the legs from the start through the stops, and no leg back', () => {
    const a = { latitude: 24.7, longitude: 46.6 };
    const b = { latitude: 24.8, longitude: 46.7 };
    const c = { latitude: 24.75, longitude: 46.8 };
    const ab = greatCircleMetres(a.latitude, a.longitude, b.latitude, b.longitude);
    const bc = greatCircleMetres(b.latitude, b.longitude, c.latitude, c.longitude);
    expect(routeMetres([], a)).toBe(0);
    expect(routeMetres([b], null)).toBe(0);
    expect(routeMetres([b, c], null)).toBeCloseTo(bc, 6);
    expect(routeMetres([b, c], a)).toBeCloseTo(ab + bc, 6);
  });
});
