import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vertex } from '@contract/territory-geometry';
import { inTenant, selectRows } from '../../db/tenant-tx';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany } from '../../../test/factories';
import { JEDDAH_TRIANGLE, RIYADH_C, gridAround, rayCast, v } from '../../../test/territory-shapes';
import { clientTerritoriesSql, membersSql } from './coverage.repository';
import { polygonText } from './territories.repository';

/**
 * The bounding-box prefilter (ADR 0048) must not change an answer: the same statements, run on
 * the embedded PGlite (minimal tables plus migration 0047's own text) and on the suite's
 * database (the real tables, under row-level security), agree with an even-odd ray cast, for
 * a concave outline, a triangle, and a square overlapping the concave one (made later, so the
 * older outline takes the overlap).
 */
const SHAPES: Vertex[][] = [RIYADH_C, JEDDAH_TRIANGLE, [v(25.0, 46.8), v(25.0, 47.0), v(24.7, 47.0), v(24.7, 46.8)]];

// Points around the first two shapes (the third overlaps the first).
const POINTS = SHAPES.slice(0, 2).flatMap(gridAround);

/** Per point (by index): the oldest shape holding it, and every shape holding it. */
const expectedFirst = POINTS.map((p) => {
  const k = SHAPES.findIndex((s) => rayCast(s, p));
  return k < 0 ? null : k;
});
const expectedMembers = POINTS.flatMap((p, n) => SHAPES.flatMap((s, k) => (rayCast(s, p) ? [`${k}:${n}`] : []))).sort();

const dialect = new PgDialect();
const text = (q: typeof membersSql) => dialect.sqlToQuery(q);

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

/** PGlite: the columns the statements read, then the migration as written; ids are the indexes. */
async function onLite() {
  await lite.exec(`
    create table territories (id int primary key, tenant_id int not null default 1, area polygon, created_at timestamptz not null);
    create table clients (id int primary key, tenant_id int not null default 1, kind text not null, latitude float8, longitude float8,
                          deleted_at timestamptz, country text not null default 'SA', city text not null default '');
    create table territory_cities (territory_id int, country text, city text);`);
  for (const statement of readFileSync(new URL('../../db/migrations/0047_territory_bbox.sql', import.meta.url), 'utf8').split(
    '--> statement-breakpoint',
  ))
    await lite.exec(statement);
  for (const [k, shape] of SHAPES.entries())
    await lite.query(
      `insert into territories (id, area, created_at) values ($1::int, $2::polygon, now() + make_interval(secs => $1::int))`,
      [k, polygonText(shape)],
    );
  for (const [n, [x, y]] of POINTS.entries())
    await lite.query(`insert into clients (id, kind, latitude, longitude) values ($1, 'client', $2, $3)`, [n, y, x]);
  const first = await lite.query<{ client_id: number; territory_id: number }>(text(clientTerritoriesSql).sql);
  const members = await lite.query<{ client_id: number; territory_id: number }>(text(membersSql).sql);
  return {
    first: POINTS.map((_, n) => first.rows.find((r) => r.client_id === n)?.territory_id ?? null),
    members: members.rows.map((r) => `${r.territory_id}:${r.client_id}`).sort(),
  };
}

/** The suite's database: territories through the API, clients at the points, read under RLS. */
async function onSuite() {
  const co = await createCompany(t);
  const ids: string[] = [];
  for (const [k, shape] of SHAPES.entries()) {
    const res = await t.call('POST', '/api/v1/territories/', {
      token: co.users.manager.token,
      body: { name: `Shape ${k}`, kind: 'polygon', polygon: shape, assign_new: false },
    });
    expect(res.statusCode, res.body).toBe(201);
    ids.push((res.json() as { id: string }).id);
  }
  const xs = `{${POINTS.map((p) => p[0]).join(',')}}`;
  const ys = `{${POINTS.map((p) => p[1]).join(',')}}`;
  return inTenant(t.database.db, co.tenantId, async (tx) => {
    const made = await selectRows<{ id: string; n: number }>(
      tx,
      sql`insert into clients (tenant_id, kind, title, contact_name, company_name, customer_type, customer_target, phone, phone_digits,
                               country, city, created_by, latitude, longitude, notes)
          select ${co.tenantId}, 'client', 'Mr', 'Point ' || n, 'Grid', 'Clinic', 'Regular', '+966500000000', '966500000000',
                 'SA', '', ${co.users.manager.id}, y, x, n::text
            from unnest(${xs}::float8[], ${ys}::float8[]) with ordinality as p(x, y, n)
          returning id, (notes::int - 1) as n`,
    );
    const point = new Map(made.map((r) => [r.id, r.n]));
    const shape = (id: string | null) => (id === null ? null : ids.indexOf(id));
    const first = new Map(
      (await selectRows<{ client_id: string; territory_id: string }>(tx, clientTerritoriesSql)).map((r) => [point.get(r.client_id)!, r]),
    );
    const members = await selectRows<{ client_id: string; territory_id: string }>(tx, membersSql);
    return {
      first: POINTS.map((_, n) => shape(first.get(n)?.territory_id ?? null)),
      members: members.map((r) => `${shape(r.territory_id)}:${point.get(r.client_id)}`).sort(),
    };
  });
}

describe('bounding-box prefilter', () => {
  it('finds the same clients in each outline on PGlite, on the suite’s database and by ray casting', async () => {
    // Both answers are real: points in each shape, in the overlap, and outside all.
    expect(new Set(expectedFirst)).toEqual(new Set([null, 0, 1, 2]));
    expect(expectedMembers.length).toBeGreaterThan(expectedFirst.filter((k) => k !== null).length);
    const lite = await onLite();
    const suite = await onSuite();
    expect(lite.first).toEqual(expectedFirst);
    expect(suite.first).toEqual(expectedFirst);
    expect(lite.members).toEqual(expectedMembers);
    expect(suite.members).toEqual(expectedMembers);
  });
});
