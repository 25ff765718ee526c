/**
 * Territories (issue 43) at scale: 50 territories drawn around Saudi cities (the gazetteer's 50
 * biggest places, a 0.3° square each) on the bench company (bench:seed's clients), then (1)
 * which territory each client is in (point-in-polygon for every located client) and (2) the
 * coverage statement (clients and visited per territory, 30 days). Each is timed as the service
 * runs it (the app role under row-level security, the service's own statement) and as the same
 * SQL run by the owner without RLS; the ratio is reported. Everything happens in one
 * transaction that is rolled back: the bench company is left as it was.
 *
 *   npm run bench:seed (once), then npm run bench:territories
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { gazetteer } from '../contract/src/gazetteer-data';
import type { Tx } from '../server/src/db/tenant-tx';
import * as coverage from '../server/src/modules/territories/coverage.repository';
import { polygonText } from '../server/src/modules/territories/territories.repository';

const RUNS = Number(process.env.RUNS ?? 5);
const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ziyara_bench_visits';
const client = new pg.Client({ connectionString: url });
await client.connect();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
async function timed(fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  await fn(); // warm-up
  for (let i = 0; i < RUNS; i++) {
    const at = performance.now();
    await fn();
    times.push(performance.now() - at);
  }
  return median(times);
}

const { rows: big } = await client.query<{ tenant_id: string; n: number }>(
  `select tenant_id, count(*)::int as n from clients where kind = 'client' group by 1 order by 2 desc limit 1`,
);
const tenantId = big[0]!.tenant_id;
const { rows: mgr } = await client.query<{ id: string }>(`select id from users where tenant_id = $1 and role = 'manager' limit 1`, [
  tenantId,
]);
const { rows: keyRow } = await client.query<{ key: string }>('select key from app_private.binding_key');
const sig = createHash('sha256').update(`${keyRow[0]!.key}:tenant_id:${tenantId}:${keyRow[0]!.key}`, 'utf8').digest('hex');

const cities = gazetteer.places('SA').slice(0, 50);
const dialect = new PgDialect();
const db = drizzle(client) as unknown as Tx;
const lines: string[] = [];
const say = (s: string) => (console.log(s), lines.push(s));

await client.query('begin');
try {
  // The bench database predates the territories migration: its tables are made here, inside
  // the transaction that is rolled back at the end, from the migration's own text.
  const exists = await client.query(`select to_regclass('public.territories') as t`);
  if (!exists.rows[0].t)
    for (const statement of readFileSync('server/src/db/migrations/0044_territories.sql', 'utf8').split('--> statement-breakpoint'))
      await client.query(statement);
  for (const c of cities) {
    const square = [
      { latitude: c.lat + 0.15, longitude: c.lon - 0.15 },
      { latitude: c.lat + 0.15, longitude: c.lon + 0.15 },
      { latitude: c.lat - 0.15, longitude: c.lon + 0.15 },
      { latitude: c.lat - 0.15, longitude: c.lon - 0.15 },
    ];
    await client.query(
      `insert into territories (tenant_id, name, kind, vertices, area, created_by) values ($1, $2, 'polygon', $3, $4::polygon, $5)`,
      [tenantId, `Bench ${c.key}`, JSON.stringify(square), polygonText(square), mgr[0]!.id],
    );
  }
  say(`bench company ${tenantId}: ${big[0]!.n} clients, 50 territories around ${cities.length} Saudi places; medians of ${RUNS} runs`);
  await client.query('savepoint raw');

  const asOwner = (q: { sql: string; params: unknown[] }) => () => client.query(q.sql, q.params);
  const rawAssign = await timed(asOwner(dialect.sqlToQuery(coverage.clientTerritoriesSql)));
  const rawCoverage = await timed(asOwner(dialect.sqlToQuery(coverage.coverageSql(30))));

  // The service's way: the app role, the company's signed setting, row-level security on.
  await client.query(`set local role ziyara_app`);
  await client.query(`select set_config('app.tenant_id', $1, true), set_config('app.tenant_id_sig', $2, true)`, [tenantId, sig]);
  const assigned = await coverage.clientTerritories(db);
  const inOne = assigned.filter((r) => r.territory_id !== null).length;
  const svcAssign = await timed(() => coverage.clientTerritories(db));
  const rows = await coverage.coverage(db, 30);
  const svcCoverage = await timed(() => coverage.coverage(db, 30));
  say(`which territory each client is in: ${assigned.length} clients, ${inOne} in a territory`);
  say(`  service (RLS) ${svcAssign.toFixed(0)} ms, raw SQL ${rawAssign.toFixed(0)} ms, ratio ${(svcAssign / rawAssign).toFixed(2)}`);
  say(`coverage (30 days): ${rows.reduce((s, r) => s + r.clients, 0)} clients counted, ${rows.reduce((s, r) => s + r.visited, 0)} visited`);
  say(
    `  service (RLS) ${svcCoverage.toFixed(0)} ms, raw SQL ${rawCoverage.toFixed(0)} ms, ratio ${(svcCoverage / rawCoverage).toFixed(2)}`,
  );
} finally {
  await client.query('rollback');
  await client.end();
}
const out = path.join('bench', 'results', `territory-assign-${new Date().toISOString().slice(0, 10)}.txt`);
writeFileSync(out, lines.join('\n') + '\n');
console.log(`written ${out}`);
