/**
 * "Plan my route" (contract/src/route-order.ts, ADR 0043): the route orderRoute gives a rep's
 * day against the visits' planned order (the order they were given in) and, up to 10 stops,
 * against the optimum (Held–Karp over the same great-circle metres and the same bookings), and
 * the time it takes. Stops scattered over Riyadh from a seeded PRNG, so every run measures the
 * same instances; INSTANCES (default 20) of each size.
 *
 *   npm run bench:route
 */
import { greatCircleMetres } from '../contract/src/geo';
import { orderRoute, routeMetres, type RoutePoint, type RouteStop } from '../contract/src/route-order';
import { benchLog } from './bench-log';

const INSTANCES = Number(process.env.INSTANCES ?? 20);
const SIZES = [5, 10, 15, 40];
const HELD_KARP_MAX = 10;

/** mulberry32: small, seeded, the same stream on every machine. */
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
const DAY = Date.UTC(2026, 10, 29, 5);
const riyadh = (random: () => number): RoutePoint => ({ latitude: 24.6 + random() * 0.3, longitude: 46.5 + random() * 0.4 });

/** A day as planned: stops in the order given, the booked ones' times rising along it. */
function plannedDay(random: () => number, n: number, bookedShare: number): RouteStop[] {
  const stops = Array.from({ length: n }, (_, i) => ({ id: `v${i}`, ...riyadh(random), fixedAt: random() < bookedShare ? 0 : null }));
  let hour = 0;
  return stops.map((s) => (s.fixedAt === null ? s : { ...s, fixedAt: DAY + hour++ * HOUR }));
}

/**
 * The shortest open path by Held–Karp: best[mask][last], a booked stop joining only once every
 * earlier booking has; with no start it begins at the first booking, or anywhere when none.
 */
function optimumMetres(stops: readonly RouteStop[], start: RoutePoint | null): number {
  const n = stops.length;
  const d = (a: RoutePoint, b: RoutePoint) => greatCircleMetres(a.latitude, a.longitude, b.latitude, b.longitude);
  const booked = stops.map((s, i) => ({ at: s.fixedAt, i })).filter((b) => b.at !== null);
  booked.sort((x, y) => x.at! - y.at! || x.i - y.i);
  // bookedBefore[i]: the mask of bookings that must come before stop i.
  const bookedBefore = stops.map((_, i) => {
    const r = booked.findIndex((b) => b.i === i);
    return r < 0 ? 0 : booked.slice(0, r).reduce((m, b) => m | (1 << b.i), 0);
  });
  const bookedMask = booked.reduce((m, b) => m | (1 << b.i), 0);
  const may = (mask: number, i: number) => (bookedMask & (1 << i) ? (mask & bookedMask) === bookedBefore[i] : true);
  const best = new Float64Array((1 << n) * n).fill(Infinity);
  for (let i = 0; i < n; i++) {
    if (start) {
      if (may(0, i)) best[(1 << i) * n + i] = d(start, stops[i]!);
    } else if (booked.length > 0 ? i === booked[0]!.i : true) best[(1 << i) * n + i] = 0;
  }
  for (let mask = 1; mask < 1 << n; mask++) {
    for (let last = 0; last < n; last++) {
      const here = best[mask * n + last]!;
      if (here === Infinity) continue;
      for (let next = 0; next < n; next++) {
        if (mask & (1 << next) || !may(mask, next)) continue;
        const to = (mask | (1 << next)) * n + next;
        const metres = here + d(stops[last]!, stops[next]!);
        if (metres < best[to]!) best[to] = metres;
      }
    }
  }
  let min = Infinity;
  for (let last = 0; last < n; last++) min = Math.min(min, best[((1 << n) - 1) * n + last]!);
  return min;
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const quantile = (xs: number[], q: number) => sorted(xs)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)]!;
const fixed3 = (x: number) => x.toFixed(3);

const { say, write } = benchLog('route-order');
const scenarios = [
  { name: 'from a start, all free', bookedShare: 0, withStart: true },
  { name: 'from a start, a quarter booked', bookedShare: 0.25, withStart: true },
  { name: 'no start, all free', bookedShare: 0, withStart: false },
];
say(`${INSTANCES} instances a row; stops over Riyadh (lat 24.6–24.9, lng 46.5–46.9), the start a point in the same box`);
say(`ratios are route metres / the other's metres (great-circle); "planned" is the order the visits were given in`);
say(`node ${process.version}; each instance timed once after one untimed warm-up call of its size`);
say('');
say('| scenario | stops | vs planned, median | vs planned, worst | vs optimum, median | vs optimum, worst | ms, median | ms, p95 |');
say('|---|---|---|---|---|---|---|---|');
let seed = 1;
for (const scenario of scenarios) {
  for (const n of SIZES) {
    const random = prng(seed++);
    const vsPlanned: number[] = [];
    const vsOptimum: number[] = [];
    const ms: number[] = [];
    orderRoute(plannedDay(prng(999), n, scenario.bookedShare), scenario.withStart ? riyadh(prng(998)) : null);
    for (let t = 0; t < INSTANCES; t++) {
      const stops = plannedDay(random, n, scenario.bookedShare);
      const start = scenario.withStart ? riyadh(random) : null;
      const began = performance.now();
      const route = orderRoute(stops, start);
      ms.push(performance.now() - began);
      const metres = routeMetres(route, start);
      vsPlanned.push(metres / routeMetres(stops, start));
      if (n <= HELD_KARP_MAX) vsOptimum.push(metres / optimumMetres(stops, start));
    }
    const optimum = vsOptimum.length > 0 ? [fixed3(quantile(vsOptimum, 0.5)), fixed3(Math.max(...vsOptimum))] : ['–', '–'];
    say(
      `| ${scenario.name} | ${n} | ${fixed3(quantile(vsPlanned, 0.5))} | ${fixed3(Math.max(...vsPlanned))} | ${optimum.join(' | ')} | ${quantile(ms, 0.5).toFixed(2)} | ${quantile(ms, 0.95).toFixed(2)} |`,
    );
  }
}
write('bench:route — "Plan my route": route length against the planned order and the optimum, and time');
