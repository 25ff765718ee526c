import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vertex } from '@contract/territory-geometry';
import { inTenant, selectRows } from '../../db/tenant-tx';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { JEDDAH_TRIANGLE, RIYADH_C, gridAround, rayCast } from '../../../test/territory-shapes';
import { polygonText } from './territories.repository';

/**
 * Point-in-polygon is PostgreSQL's own `polygon @> point`: the answers must be the same on the
 * embedded PGlite and on PostgreSQL (the suite's database when DATABASE_URL is set), and agree
 * with an even-odd ray cast, for a concave outline and points on a grid around it.
 */
const SHAPES: Vertex[][] = [RIYADH_C, JEDDAH_TRIANGLE];
const GRID = SHAPES.map(gridAround);

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
