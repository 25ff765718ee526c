import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vertex } from '@contract/territory-geometry';
import { inTenant, selectRows } from '../../db/tenant-tx';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { polygonText } from './territories.repository';

/**
 * Point-in-polygon is PostgreSQL's own `polygon @> point`: the answers must be the same on the
 * embedded PGlite and on PostgreSQL (the suite's database when DATABASE_URL is set), and agree
 * with an even-odd ray cast, for a concave outline and points on a grid around it.
 */
const v = (latitude: number, longitude: number): Vertex => ({ latitude, longitude });
const SHAPES: Vertex[][] = [
  // A "C" around Riyadh: the notch is outside.
  [v(24.9, 46.5), v(24.9, 46.9), v(24.8, 46.9), v(24.8, 46.6), v(24.6, 46.6), v(24.6, 46.9), v(24.5, 46.9), v(24.5, 46.5)],
  // A triangle over Jeddah.
  [v(21.3, 39.1), v(21.7, 39.2), v(21.4, 39.35)],
];
const GRID = SHAPES.map((shape) => {
  const lats = shape.map((p) => p.latitude);
  const lons = shape.map((p) => p.longitude);
  const pts: [number, number][] = [];
  // Steps that never land on a side, so "on the border" never decides an answer.
  for (let i = 0; i <= 20; i++)
    for (let j = 0; j <= 20; j++)
      pts.push([
        Math.min(...lons) - 0.05 + (i + 0.013) * ((Math.max(...lons) - Math.min(...lons) + 0.1) / 20),
        Math.min(...lats) - 0.05 + (j + 0.017) * ((Math.max(...lats) - Math.min(...lats) + 0.1) / 20),
      ]);
  return pts;
});

function rayCast(shape: Vertex[], [x, y]: [number, number]): boolean {
  let inside = false;
  for (let i = 0, j = shape.length - 1; i < shape.length; j = i++) {
    const [xi, yi, xj, yj] = [shape[i]!.longitude, shape[i]!.latitude, shape[j]!.longitude, shape[j]!.latitude];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const query = (shape: Vertex[]) =>
  `select (${`'${polygonText(shape)}'::polygon`} @> point(x, y)) as inside from unnest($1::float8[], $2::float8[]) with ordinality as p(x, y, n) order by n`;

let t: TestApp;
let lite: PGlite;
beforeAll(async () => {
  t = await buildTestApp();
  lite = await PGlite.create();
}, 60_000);
afterAll(async () => {
  await lite.close();
  await t.close();
});

describe('point in polygon', () => {
  it('answers alike on PGlite, on the suite’s database and by ray casting', async () => {
    for (const [k, shape] of SHAPES.entries()) {
      const pts = GRID[k]!;
      const xs = pts.map((p) => p[0]);
      const ys = pts.map((p) => p[1]);
      const expected = pts.map((p) => rayCast(shape, p));
      const onLite = (await lite.query<{ inside: boolean }>(query(shape), [xs, ys])).rows.map((r) => r.inside);
      const onSuite = (
        await inTenant(t.database.db, null, (tx) =>
          selectRows<{ inside: boolean }>(
            tx,
            sql`select (${polygonText(shape)}::polygon @> point(x, y)) as inside from unnest(${`{${xs.join(',')}}`}::float8[], ${`{${ys.join(',')}}`}::float8[]) with ordinality as p(x, y, n) order by n`,
          ),
        )
      ).map((r) => r.inside);
      expect(onLite).toEqual(expected);
      expect(onSuite).toEqual(expected);
      // Both answers are real: some points in, some out.
      expect(new Set(expected)).toEqual(new Set([true, false]));
    }
  });
});
