/**
 * Territories (issue 43) at scale: 50 territories drawn around Saudi cities (the gazetteer's 50
 * biggest places, a 0.3° square each) on the bench company (bench:seed's clients), then (1)
 * which territory each client is in (point-in-polygon for every located client) and (2) the
 * coverage statement (clients and visited per territory, 30 days). Each is timed as the service
 * runs it (the app role under row-level security, the service's own statement) and as the same
 * SQL run by the owner without RLS (each table scoped to the company by hand); the ratio is reported. Both now read each territory's
 * bounding box of clients first (ADR 0048); the former full-scan statements (every located
 * client against every outline) are timed too, under RLS, for the before/after. Everything
 * happens in one transaction that is rolled back: the bench company is left as it was.
 *
 *   npm run bench:seed (once), then npm run bench:territories
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { gazetteer } from '../contract/src/gazetteer-data';
import { selectRows, type Tx } from '../server/src/db/tenant-tx';
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

/**
 * The statements before the bounding-box prefilter, kept here only to time them. The former
 * assignment listed every located client (null where in no territory); the answers compared
 * are the clients it placed.
 */
const fullScanAssignSql = sql`
  select c.id as client_id,
         (select t.id from territories t
           where t.area is not null and t.area @> point(c.longitude, c.latitude)
           order by t.created_at, t.id limit 1) as territory_id
    from clients c
   where c.kind = 'client' and c.deleted_at is null and c.latitude is not null and c.longitude is not null`;
const fullScanCoverageSql = (days: number) => sql`
  with members as (${fullScanMembersSql}),
  visited as (
    select distinct v.client_id from visits v
     where v.status in (2, 3) and not v.is_false
       and v.finished_at >= now() - make_interval(days => ${days}::int)
  )
  select t.id as territory_id, count(m.client_id)::int as clients, count(vi.client_id)::int as visited
    from territories t
    left join members m on m.territory_id = t.id
    left join visited vi on vi.client_id = m.client_id
   group by t.id`;
const fullScanMembersSql = sql`
  select t.id as territory_id, c.id as client_id
    from territories t
    join clients c on t.area @> point(c.longitude, c.latitude)
   where t.area is not null and c.kind = 'client' and c.deleted_at is null
     and c.latitude is not null and c.longitude is not null
  union
  select tc.territory_id, c.id as client_id
    from territory_cities tc
    join clients c on c.country = tc.country and c.city = tc.city
   where c.kind = 'client' and c.deleted_at is null`;

const cities = gazetteer.places('SA').slice(0, 50);
const dialect = new PgDialect();
const db = drizzle(client) as unknown as Tx;
const lines: string[] = [];
const say = (s: string) => (console.log(s), lines.push(s));

await client.query('begin');
try {
  // A plan gone wrong fails the bench instead of running for minutes.
  await client.query(`set local statement_timeout = '120s'`);
  // The bench database predates the territories migration: its tables are made here, inside
  // the transaction that is rolled back at the end, from the migration's own text.
  const exists = await client.query(`select to_regclass('public.territories') as t`);
  if (!exists.rows[0].t)
    for (const statement of readFileSync('server/src/db/migrations/0044_territories.sql', 'utf8').split('--> statement-breakpoint'))
      await client.query(statement);
  // Likewise the bounding-box columns and the clients' location index (migration 0047).
  const bbox = await client.query(
    `select 1 from information_schema.columns where table_name = 'territories' and column_name = 'bbox_west'`,
  );
  if (!bbox.rows.length)
    for (const statement of readFileSync('server/src/db/migrations/0047_territory_bbox.sql', 'utf8').split('--> statement-breakpoint'))
      await client.query(statement);
  await client.query('analyze clients');
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

  // The owner bypasses row-level security: each table read is scoped to the company by hand,
  // as the policy scopes it (tenant_id = the company), so both sides read the same rows.
  const scoped = (text: string) =>
    text.replace(
      /\b(from|join) (territories|clients|territory_cities|visits) (t|c|tc|v)\b/g,
      (_, kw: string, table: string, alias: string) => `${kw} (select * from ${table} where tenant_id = '${tenantId}') ${alias}`,
    );
  const asOwner = (q: { sql: string; params: unknown[] }) => () => client.query(scoped(q.sql), q.params);
  const rawAssign = await timed(asOwner(dialect.sqlToQuery(coverage.clientTerritoriesSql)));
  const rawCoverage = await timed(asOwner(dialect.sqlToQuery(coverage.coverageSql(30))));

  // The service's way: the app role, the company's signed setting, row-level security on.
  await client.query(`set local role ziyara_app`);
  await client.query(`select set_config('app.tenant_id', $1, true), set_config('app.tenant_id_sig', $2, true)`, [tenantId, sig]);
  const assigned = await coverage.clientTerritories(db);
  const svcAssign = await timed(() => coverage.clientTerritories(db));
  const rows = await coverage.coverage(db, 30);
  const svcCoverage = await timed(() => coverage.coverage(db, 30));
  // Before: the full scans, as the service ran them (same answers, checked here too).
  const oldAssigned = await selectRows<{ client_id: string; territory_id: string | null }>(db, fullScanAssignSql);
  const oldRows = await selectRows<coverage.CoverageRow>(db, fullScanCoverageSql(30));
  const key = (xs: object[]) => JSON.stringify(xs.map((x) => JSON.stringify(x)).sort());
  const placed = oldAssigned.filter((r) => r.territory_id !== null);
  if (key(placed) !== key(assigned) || key(oldRows) !== key(rows)) throw new Error('the prefilter changed an answer');
  const oldAssign = await timed(() => selectRows(db, fullScanAssignSql));
  const oldCoverage = await timed(() => selectRows(db, fullScanCoverageSql(30)));
  say(`which territory each client is in: ${oldAssigned.length} located clients, ${assigned.length} in a territory`);
  say(`  service (RLS) ${svcAssign.toFixed(0)} ms, raw SQL ${rawAssign.toFixed(0)} ms, ratio ${(svcAssign / rawAssign).toFixed(2)}`);
  say(`  before (full scan, RLS) ${oldAssign.toFixed(0)} ms: ${(oldAssign / svcAssign).toFixed(1)}× the prefiltered service`);
  say(`coverage (30 days): ${rows.reduce((s, r) => s + r.clients, 0)} clients counted, ${rows.reduce((s, r) => s + r.visited, 0)} visited`);
  say(
    `  service (RLS) ${svcCoverage.toFixed(0)} ms, raw SQL ${rawCoverage.toFixed(0)} ms, ratio ${(svcCoverage / rawCoverage).toFixed(2)}`,
  );
  say(`  before (full scan, RLS) ${oldCoverage.toFixed(0)} ms: ${(oldCoverage / svcCoverage).toFixed(1)}× the prefiltered service`);
} finally {
  await client.query('rollback');
  await client.end();
}
const out = path.join('bench', 'results', `territory-assign-${new Date().toISOString().slice(0, 10)}.txt`);
writeFileSync(out, lines.join('\n') + '\n');
console.log(`written ${out}`);
