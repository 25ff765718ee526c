/**
 * The team's day (issue 43): `GET team/day` for the bench company's 190 reps on its busiest
 * recent working day (the date param: the bench data's "today" may be a weekend or empty), through
 * the real built server (its own process, one database connection, one request at a time)
 * against the raw SQL of the same statements, captured from the service code and timed in psql
 * as the app role under RLS. Medians of RUNS. The API's extra is the route ordering of every
 * rep's open visits (contract/route-order.ts), the columns and the reply's validation.
 *
 * It runs on its own copy of the bench database (`ziyara_bench_teamday`, made once from
 * bench:seed's `ziyara_bench_visits` as a template), so its migration does not touch the shared
 * one that other branches' migrations are applied to.
 *
 *   npm run bench:seed (once), npm run build, then npm run bench:team-day
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { teamDaySchema } from '../contract/src/team-day';
import { openDatabase, type Db } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import * as schema from '../server/src/db/schema/index';
import { bindTenancy, inTenant, signSetting } from '../server/src/db/tenant-tx';
import * as service from '../server/src/modules/team-day/team-day.service';
import { benchLog } from './bench-log';
import { benchServerEnv, serverProcess, signInAt } from './server-process';

const RUNS = Number(process.env.RUNS ?? 21);
const WARM_UPS = Number(process.env.WARM_UPS ?? 20);
const PASSWORD = 'Bench-Pass-1';
const COPY = 'ziyara_bench_teamday';
const { say, write } = benchLog('team-day');

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${COPY}`;
  return u.toString();
})();
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
if ((await admin.query('select 1 from pg_database where datname = $1', [COPY])).rowCount === 0) {
  say(`copying ziyara_bench_visits to ${COPY} (once)`);
  await admin.query(`CREATE DATABASE ${COPY} TEMPLATE ziyara_bench_visits`);
}
await admin.end();
const dataDir = mkdtempSync(path.join(tmpdir(), 'ziyara-bench-team-day-'));
const database = await openDatabase({ databaseUrl: dbUrl, dataDir });
await runMigrations(database);
await database.close();

const owner = new pg.Client({ connectionString: dbUrl });
await owner.connect();
const { rows: companies } = await owner.query<{ id: string }>(`select id from tenants where company_name = 'A Medical Distribution'`);
const tenantId = companies[0]!.id;
// The busiest working day of the last two weeks up to today (the company's clock).
const { rows: days } = await owner.query<{ day: string; visits: number; reps: number; check_ins: number }>(
  `select to_char(d, 'YYYY-MM-DD') as day, count(*)::int as visits, count(distinct assigned_to)::int as reps, count(checked_in_at)::int as check_ins
   from (select (planned_at at time zone 'Asia/Riyadh')::date as d, assigned_to, checked_in_at from visits
         where tenant_id = $1 and planned_at > now() - interval '14 days' and planned_at < now()) v
   where extract(dow from d) not in (5, 6) and d <= (now() at time zone 'Asia/Riyadh')::date
   group by d order by count(*) desc limit 1`,
  [tenantId],
);
const day = days[0]!;
say(`day ${day.day}: ${day.visits} visits of ${day.reps} reps, ${day.check_ins} checked in; ${RUNS} runs each, medians`);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// 1. Through the built server: one database connection, no reply cache, one request at a time.
const server = await serverProcess({ ...benchServerEnv(dbUrl, dataDir), REPLY_CACHE_MS: '0', DB_POOL_MAX: '1' }, { built: true });
const headers = await signInAt(server.base, 'manager0.a@bench.example', PASSWORD);
const url = `${server.base}/api/v1/team/day?date=${day.day}`;
let bytes = 0;
const timed = async () => {
  const start = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.arrayBuffer();
  if (!res.ok) throw new Error(`team/day: ${res.status} ${Buffer.from(body).toString()}`);
  bytes = body.byteLength;
  return performance.now() - start;
};
for (let i = 0; i < WARM_UPS; i++) await timed();
const apiTimes: number[] = [];
for (let i = 0; i < RUNS; i++) apiTimes.push(await timed());
const reply = teamDaySchema.parse(await (await fetch(url, { headers })).json());
await server.stop();
const apiMs = median(apiTimes);

// 2. The same statements, captured from the service code, timed in psql under RLS.
const { rows: keyRows } = await owner.query<{ key: string }>('select key from app_private.binding_key');
const client = new pg.Client({ connectionString: dbUrl });
await client.connect();
const captured: { text: string; params: unknown[] }[] = [];
const db = drizzle({ client, schema, logger: { logQuery: (text, params) => void captured.push({ text, params }) } }) as unknown as Db;
bindTenancy(db, keyRows[0]!.key);
const literal = (v: unknown): string => (v === null || v === undefined ? 'NULL' : `'${String(v).replace(/'/g, "''")}'`);
const inline = (c: { text: string; params: unknown[] }) => c.text.replace(/\$(\d+)/g, (_, n: string) => literal(c.params[Number(n) - 1]));
await inTenant(db, tenantId, (tx) => service.teamDay(tx, { date: day.day }));
const statements = captured.filter((c) => !/set_config|^begin|^commit/i.test(c.text.trim())).map(inline);
const file = path.join(dataDir, 'team-day.sql');
writeFileSync(
  file,
  [
    '\\set ON_ERROR_STOP on',
    'begin;',
    `select set_config('app.tenant_id', '${tenantId}', true), set_config('app.tenant_id_sig', '${signSetting(db, 'tenant_id', tenantId)}', true), set_config('role', 'ziyara_app', true) \\g /dev/null`,
    '\\o /dev/null',
    ...statements.map((s) => `${s};`),
    '\\timing on',
    ...Array.from({ length: RUNS }, () => statements.map((s) => `${s};`)).flat(),
    '\\timing off',
    '\\o',
    'rollback;',
  ].join('\n'),
);
const { stdout } = await promisify(execFile)('psql', ['-X', '-q', '-d', dbUrl, '-f', file]);
const times = [...stdout.matchAll(/^Time: ([\d.]+) ms/gm)].map((m) => Number(m[1]));
let sqlMs = 0;
for (let s = 0; s < statements.length; s++) sqlMs += median(times.filter((_, i) => i % statements.length === s));

const stops = reply.visits.stop.filter((s) => s !== null).length;
const positions = reply.reps.last_latitude.filter((x) => x !== null).length;
say(
  `reply: ${reply.reps.id.length} reps, ${reply.visits.id.length} visits (${stops} route stops), ${positions} last check-in positions, ${bytes} bytes`,
);
say('| call | statements | API median ms (built server, 1 connection) | raw SQL median ms | API / SQL |');
say('|---|---|---|---|---|');
say(`| GET team/day | ${statements.length} | ${apiMs.toFixed(2)} | ${sqlMs.toFixed(2)} | ${(apiMs / sqlMs).toFixed(2)} |`);
write("bench:team-day — the team's day map for 190 reps on a busy day, through the built server against the raw SQL of its statements");
await client.end();
await owner.end();
process.exit(0);
