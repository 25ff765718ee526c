/**
 * Visits at scale on PostgreSQL: one company of 200 users (10 managers, 190 sales reps),
 * 100,000 clients and SEED_VISITS visits (default 1,000,000) over two years, beside two small
 * companies for RLS to filter out. Starts the real server and drives, at CONNECTIONS (default
 * 50), each with the reply cache on and off:
 * - `GET visit/list` for a busy day, week and month (filter_type 1, 2, 3) and the whole
 *   timeline (filter_type 0) at page 1, a middle page and the last page, as a manager and
 *   as a sales rep;
 * - `GET get/visit/{id}` of random visits;
 * - check-in (`POST visit/status/{id}`, Pending → Started) and completion (`POST new/visit`
 *   or `followup/visit`, Started → Finished), each request on its own visit, by that visit's rep.
 * Each list's SQL is captured from the server's own code (a logging driver around the visits
 * service), then timed in psql under the same RLS setup, with its EXPLAIN (ANALYZE, BUFFERS).
 *
 *   npm run bench:visits            (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/postgres)
 *
 * SEED_ONLY=1 stops after seeding (to time it). The database is `ziyara_bench_visits`, made afresh.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { visitListQuerySchema } from '../contract/src/visits';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase, type Db } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import * as schema from '../server/src/db/schema/index';
import { inTenant } from '../server/src/db/tenant-tx';
import { hashPassword } from '../server/src/lib/passwords';
import { bumpTenantVersion } from '../server/src/lib/tenant-version';
import * as visitsService from '../server/src/modules/visits/visits.service';
import { load, type LoadResult } from './load';
import { seedCompany, withoutPlainVisitIndexes, type SeededCompany } from './visits-seed';

const run = promisify(execFile);
const SEED_VISITS = Number(process.env.SEED_VISITS ?? 1_000_000);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
/** Reps whose Pending visits the check-in and completion runs use (each signs in). */
const WRITE_REPS = Number(process.env.WRITE_REPS ?? 190);
const BENCH_DB = 'ziyara_bench_visits';
const PASSWORD = 'Bench-Pass-1';
const API = '/api/v1';

// ---------------------------------------------------------------- database and seed
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
{
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DB}`);
  await admin.end();
}
const dbUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${BENCH_DB}`;
  return u.toString();
})();
const dataDir = mkdtempSync(path.join(tmpdir(), 'ziyara-bench-visits-'));
const database = await openDatabase({ databaseUrl: dbUrl, dataDir });
await runMigrations(database);
const owner = new pg.Client({ connectionString: dbUrl });
const owner2 = new pg.Client({ connectionString: dbUrl });
await owner.connect();
await owner2.connect();
const owners = [owner, owner2];
const passwordHash = await hashPassword(PASSWORD);
const say = (line: string) => console.log(line);

say(`seeding ${SEED_VISITS.toLocaleString('en')} visits …`);
const seedStart = performance.now();
const { big } = await withoutPlainVisitIndexes(
  owners,
  async () => ({
    big: await seedCompany(
      database.db,
      owners,
      { prefix: 'a', managers: 10, sales: 190, clients: 100_000, visits: SEED_VISITS, weeksBack: 104 },
      passwordHash,
      say,
    ),
    // Two small companies beside it, for RLS to filter out.
    b: await seedCompany(
      database.db,
      owners,
      { prefix: 'b', managers: 2, sales: 8, clients: 2_000, visits: 3_000, weeksBack: 104 },
      passwordHash,
    ),
    c: await seedCompany(
      database.db,
      owners,
      { prefix: 'c', managers: 2, sales: 12, clients: 3_000, visits: 6_000, weeksBack: 52 },
      passwordHash,
    ),
  }),
  say,
);
const seededIn = (performance.now() - seedStart) / 1000;
const vacuumStart = performance.now();
// As autovacuum would soon: fresh statistics and a visibility map for index-only scans.
await owner.query('VACUUM ANALYZE');
const vacuumIn = (performance.now() - vacuumStart) / 1000;
const sizes = (
  await owner.query<{ tenant: string; visits: string; clients: string; users: string }>(
    `select t.company_name tenant,
            (select count(*) from visits v where v.tenant_id = t.id) visits,
            (select count(*) from clients c where c.tenant_id = t.id) clients,
            (select count(*) from users u where u.tenant_id = t.id) users
     from tenants t order by 2 desc`,
  )
).rows;
say(`seeded in ${seededIn.toFixed(1)} s, VACUUM ANALYZE ${vacuumIn.toFixed(1)} s`);
for (const s of sizes) say(`  ${s.tenant}: ${s.users} users, ${s.clients} clients, ${s.visits} visits`);
const tableSize = (await owner.query<{ size: string }>(`select pg_size_pretty(pg_total_relation_size('visits')) size`)).rows[0]!.size;
say(`  visits table with indexes: ${tableSize}`);
if (process.env.SEED_ONLY) {
  await owner2.end();
  await owner.end();
  await database.close();
  process.exit(0);
}

// ---------------------------------------------------------------- servers and people
const config = loadConfig({
  ...process.env,
  DATABASE_URL: dbUrl,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: '100000000',
  LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
  WEB_DIST: '.tmp/no-web',
});
const app = await buildApp({ config, database, logger: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
// The same server without the reply cache: every read goes to the database (ADR 0012).
const coldApp = await buildApp({ config: { ...config, replyCacheMs: 0 }, database, logger: false });
const coldBase = await coldApp.listen({ port: 0, host: '127.0.0.1' });
const json = { 'content-type': 'application/json', cookie: 'csrftoken=bench', 'x-csrftoken': 'bench' };
type Headers = Record<string, string>;
async function signIn(email: string): Promise<Headers> {
  const res = await fetch(`${base}${API}/auth/login/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return { ...json, authorization: `Bearer ${((await res.json()) as { access: string }).access}` };
}
async function getJson<T>(url: string, headers: Headers): Promise<T> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}
const MANAGER = big.managerEmail(0);
const SALES = big.salesEmail(3);
const userRow = (company: SeededCompany, email: string) =>
  inTenant(database.db, company.tenantId, async (tx) => {
    const [row] = await tx.select().from(schema.users).where(eq(schema.users.email, email));
    return row!;
  });
const people = { manager: await userRow(big, MANAGER), sales: await userRow(big, SALES) };

// A busy period: the Tuesday five weeks ago (company time), its week and its month.
const { selected } = (
  await owner.query<{ selected: string }>(
    `select to_char((now() at time zone 'Asia/Riyadh')::date - extract(dow from (now() at time zone 'Asia/Riyadh'))::int - 35 + 2, 'YYYY-MM-DD') selected`,
  )
).rows[0]!;

type Role = keyof typeof people;
interface ListCase {
  name: string;
  role: Role;
  query: Record<string, string | number>;
}
const listCases: ListCase[] = [];
{
  let headers: Record<Role, Headers> = { manager: await signIn(MANAGER), sales: await signIn(SALES) };
  for (const role of ['manager', 'sales'] as const) {
    const all = await getJson<{ count: number }>(`${base}${API}/visit/list?filter_type=0&page=1`, headers[role]);
    const last = Math.max(1, Math.ceil(all.count / 10));
    listCases.push(
      { name: `day ${selected}`, role, query: { filter_type: 1, selected_date: selected } },
      { name: `week of ${selected}`, role, query: { filter_type: 2, selected_date: selected } },
      { name: `month of ${selected}`, role, query: { filter_type: 3, selected_date: selected } },
      { name: `all, page 1 of ${last}`, role, query: { filter_type: 0, page: 1 } },
      { name: `all, page ${Math.ceil(last / 2)} (middle)`, role, query: { filter_type: 0, page: Math.ceil(last / 2) } },
      { name: `all, page ${last} (last)`, role, query: { filter_type: 0, page: last } },
    );
  }
  headers = { manager: await signIn(MANAGER), sales: await signIn(SALES) };
  // Every case answers 200 with rows before it is timed.
  for (const c of listCases) {
    const page = await getJson<{ count: number; results: unknown[] }>(`${base}${API}/visit/list?${qs(c.query)}`, headers[c.role]);
    c.name += ` (${page.count.toLocaleString('en')} visits, ${page.results.length} rows)`;
  }
}
function qs(query: Record<string, string | number>) {
  return new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
}

// ---------------------------------------------------------------- the server's SQL, timed in psql
interface Captured {
  text: string;
  params: unknown[];
}
let capturing: Captured[] | null = null;
const capturePool = new pg.Pool({ connectionString: dbUrl, max: 2 });
const captureDb = drizzle({
  client: capturePool,
  schema,
  logger: { logQuery: (text: string, params: unknown[]) => capturing?.push({ text, params }) },
}) as unknown as Db;

/** The statements a service call runs (not the transaction's own BEGIN, settings and COMMIT). */
async function captureSql(tenantId: string, fn: (tx: Parameters<Parameters<typeof inTenant>[2]>[0]) => Promise<unknown>) {
  // A new company version: the count cache recounts, so the capture includes the count.
  bumpTenantVersion(tenantId);
  capturing = [];
  await inTenant(captureDb, tenantId, fn);
  const got = capturing.filter((c) => !/^\s*(begin|commit|rollback|select set_config)/i.test(c.text));
  capturing = null;
  return got;
}

const literal = (v: unknown): string => {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  const s = v instanceof Date ? v.toISOString() : typeof v === 'string' ? v : JSON.stringify(v);
  return `'${s.replace(/'/g, "''")}'`;
};
const inline = (c: Captured) => c.text.replace(/\$(\d+)/g, (_, n: string) => literal(c.params[Number(n) - 1]));

interface RawTiming {
  statements: string[];
  /** Median over RUNS of each statement's psql \timing, and of their sum. */
  perStatementMs: number[];
  totalMs: number;
  plans: string[];
}
const RUNS = 7;
async function timeInPsql(tenantId: string, statements: string[]): Promise<RawTiming> {
  const file = path.join(dataDir, `raw-${Math.random().toString(36).slice(2)}.sql`);
  const lines = [
    '\\set ON_ERROR_STOP on',
    'begin;',
    `select set_config('app.tenant_id', '${tenantId}', true), set_config('role', 'ziyara_app', true) \\g /dev/null`,
    '\\o /dev/null',
    ...statements.map((s) => `${s};`), // one untimed run: the same warm cache the server works with
    '\\timing on',
    ...Array.from({ length: RUNS }, () => statements.map((s) => `${s};`)).flat(),
    '\\timing off',
    '\\o',
    ...statements.flatMap((s, i) => [`\\echo '=== plan ${i + 1}'`, `explain (analyze, buffers) ${s};`]),
    'rollback;',
  ];
  writeFileSync(file, lines.join('\n'));
  const { stdout } = await run('psql', ['-X', '-q', '-d', dbUrl, '-f', file], { maxBuffer: 32 * 1024 * 1024 });
  const times = [...stdout.matchAll(/^Time: ([\d.]+) ms/gm)].map((m) => Number(m[1]));
  const k = statements.length;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const perStatementMs = statements.map((_, i) => median(times.filter((_, j) => j % k === i)));
  const totals = Array.from({ length: RUNS }, (_, r) => times.slice(r * k, r * k + k).reduce((a, b) => a + b, 0));
  const plans = stdout
    .split(/^=== plan \d+$/m)
    .slice(1)
    .map((p) => p.trim());
  return { statements, perStatementMs, totalMs: median(totals), plans };
}

const raw = new Map<ListCase, RawTiming>();
for (const c of listCases) {
  const me = people[c.role];
  const q = visitListQuerySchema.parse(c.query);
  const statements = (await captureSql(big.tenantId, (tx) => visitsService.list(tx, me, q))).map(inline);
  raw.set(c, await timeInPsql(big.tenantId, statements));
}
// Details: one visit of each role's, the same way.
const detailIds = {
  manager: (
    await owner.query<{ id: string }>(`select id from visits tablesample system (2) where tenant_id = $1 limit 5000`, [big.tenantId])
  ).rows.map((r) => r.id),
  sales: (
    await owner.query<{ id: string }>(`select id from visits where tenant_id = $1 and assigned_to = $2 order by md5(id::text) limit 5000`, [
      big.tenantId,
      people.sales.id,
    ])
  ).rows.map((r) => r.id),
};
const detailsRaw = {
  manager: await timeInPsql(
    big.tenantId,
    (await captureSql(big.tenantId, (tx) => visitsService.details(tx, people.manager, detailIds.manager[0]!))).map(inline),
  ),
  sales: await timeInPsql(
    big.tenantId,
    (await captureSql(big.tenantId, (tx) => visitsService.details(tx, people.sales, detailIds.sales[0]!))).map(inline),
  ),
};

// ---------------------------------------------------------------- load
interface Row {
  call: string;
  role: string;
  cache: string;
  r: LoadResult & { used?: number };
  rawMs?: number;
  target: number;
}
const rows: Row[] = [];
const servers = [
  ['on', base],
  ['off', coldBase],
] as const;

/**
 * Waits until the previous run's requests are done. A request autocannon gave up on (its 10 s
 * timeout) still runs in the server, and a run whose queries are slow leaves such a queue
 * behind: without this wait the next run measures that queue, not its own call.
 */
async function quiet(): Promise<void> {
  const started = performance.now();
  let calm = 0;
  while (calm < 2 && performance.now() - started < 300_000) {
    const { rows } = await owner.query<{ n: string }>(
      `select count(*) n from pg_stat_activity where datname = current_database() and state <> 'idle' and pid <> pg_backend_pid()`,
    );
    calm = Number(rows[0]!.n) === 0 ? calm + 1 : 0;
    await new Promise((r) => setTimeout(r, 250));
  }
  const waited = (performance.now() - started) / 1000;
  if (waited > 2) say(`  (waited ${waited.toFixed(0)} s for the previous run's requests to finish)`);
}

/** Rotating calls (a different id or body per request) through bench/visits-load.ts. */
async function loadCalls(
  url: string,
  calls: { method: string; path: string; headers: Headers; body?: string }[],
): Promise<LoadResult & { used: number }> {
  if (calls.length === 0) return { rps: 0, p50: 0, p97_5: 0, p99: 0, non2xx: 0, used: 0 };
  await quiet();
  const file = path.join(dataDir, `spec-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify({ url, connections: CONNECTIONS, duration: DURATION, warmup: 2, calls }));
  const { stdout } = await run('node_modules/.bin/tsx', ['bench/visits-load.ts', file], { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout.trim().split('\n').pop()!) as LoadResult & { used: number };
}

say(`\nlists: ${listCases.length} cases × cache on/off, ${CONNECTIONS} connections, ${DURATION} s each after 2 s of warm-up`);
{
  const headers: Record<Role, Headers> = { manager: await signIn(MANAGER), sales: await signIn(SALES) };
  for (const c of listCases) {
    for (const [cache, at] of servers) {
      await quiet();
      const r = await load(`${at}${API}/visit/list?${qs(c.query)}`, {
        headers: headers[c.role],
        connections: CONNECTIONS,
        duration: DURATION,
      });
      rows.push({ call: `visit/list ${c.name}`, role: c.role, cache, r, rawMs: raw.get(c)!.totalMs, target: 25 });
      say(`  ${c.role} ${c.name} cache ${cache}: ${r.rps} req/s, p99 ${r.p99} ms`);
    }
  }
}
{
  const headers: Record<Role, Headers> = { manager: await signIn(MANAGER), sales: await signIn(SALES) };
  for (const role of ['manager', 'sales'] as const) {
    for (const [cache, at] of servers) {
      const calls = detailIds[role].map((id) => ({ method: 'GET', path: `${API}/get/visit/${id}`, headers: headers[role] }));
      const r = await loadCalls(at, calls);
      rows.push({ call: 'get/visit/{id} (random ids)', role, cache, r, rawMs: detailsRaw[role].totalMs, target: 10 });
      say(`  details ${role} cache ${cache}: ${r.rps} req/s, p99 ${r.p99} ms`);
    }
  }
}

// Writes: WRITE_REPS reps sign in; each check-in is one of their own Pending visits (at the
// client's place, so verified), each completion one of their Started New, Expanding or Follow Up visits.
const writesStart = new Date();
const writeReps = Array.from({ length: WRITE_REPS }, (_, i) => big.salesEmail(i));
const repHeaders = new Map<string, Headers>();
for (const email of writeReps) {
  const row = await userRow(big, email);
  repHeaders.set(row.id, await signIn(email));
}
const repIds = [...repHeaders.keys()];
const pending = (
  await owner.query<{ id: string; assigned_to: string; latitude: number; longitude: number }>(
    `select v.id, v.assigned_to, c.latitude, c.longitude
     from visits v join clients c on c.id = v.client_id
     where v.tenant_id = $1 and v.status = 0 and v.assigned_to = any($2::uuid[])
     order by row_number() over (partition by v.assigned_to order by v.planned_at desc, v.id), v.assigned_to`,
    [big.tenantId, repIds],
  )
).rows;
say(`\nwrites: ${WRITE_REPS} reps signed in, ${pending.length} Pending visits of theirs to check in to`);
let cursor = 0;
for (const [cache, at] of servers) {
  const calls = pending.slice(cursor).map((v) => ({
    method: 'POST',
    path: `${API}/visit/status/${v.id}`,
    headers: repHeaders.get(v.assigned_to)!,
    body: JSON.stringify({ latitude: v.latitude + 0.0002, longitude: v.longitude - 0.0001, accuracy_m: 12 }),
  }));
  const r = await loadCalls(at, calls);
  cursor += r.used;
  rows.push({ call: 'check-in POST visit/status/{id}', role: 'sales (own visit)', cache, r, target: 50 });
  say(`  check-in cache ${cache}: ${r.rps} req/s, p99 ${r.p99} ms, ${r.used} visits used, non-2xx ${r.non2xx}`);
}
const started = (
  await owner.query<{ id: string; assigned_to: string; visit_type: number }>(
    `select id, assigned_to, visit_type from visits
     where tenant_id = $1 and status = 1 and visit_type in (0, 1, 5) and assigned_to = any($2::uuid[])
     order by row_number() over (partition by assigned_to order by checked_in_at desc, id), assigned_to`,
    [big.tenantId, repIds],
  )
).rows;
say(`  ${started.length} Started New/Expanding/Follow Up visits of theirs to complete`);
cursor = 0;
for (const [cache, at] of servers) {
  const calls = started.slice(cursor).map((v) =>
    v.visit_type === 1
      ? {
          method: 'POST',
          path: `${API}/followup/visit`,
          headers: repHeaders.get(v.assigned_to)!,
          body: JSON.stringify({
            visit_id: v.id,
            outcome: 'Discussed Q3 pricing; order for 40 cartons of gloves',
            order: 'Yes',
            order_value: 2500,
          }),
        }
      : {
          method: 'POST',
          path: `${API}/new/visit`,
          headers: repHeaders.get(v.assigned_to)!,
          body: JSON.stringify({ visit_id: v.id, outcome: 'وافق الصيدلي على طلبية تجريبية', order: 'No', next_step: 'Send the quotation' }),
        },
  );
  const r = await loadCalls(at, calls);
  cursor += r.used;
  rows.push({ call: 'completion POST new/visit | followup/visit', role: 'sales (own visit)', cache, r, target: 50 });
  say(`  completion cache ${cache}: ${r.rps} req/s, p99 ${r.p99} ms, ${r.used} visits used, non-2xx ${r.non2xx}`);
}
const done = (
  await owner.query<{ checked_in: string; finished: string }>(
    `select count(*) filter (where checked_in_at >= $2) checked_in, count(*) filter (where finished_at >= $2) finished
     from visits where tenant_id = $1`,
    [big.tenantId, writesStart],
  )
).rows[0]!;
say(`  the writes checked in ${done.checked_in} visits and finished ${done.finished}`);

// ---------------------------------------------------------------- report
const cpu = (await import('node:os')).cpus();
say(
  `\n## Results: PostgreSQL, ${SEED_VISITS.toLocaleString('en')} visits / 100,000 clients / 200 users in the measured company (+ 2 small ones), ` +
    `${CONNECTIONS} connections, ${DURATION} s per run after 2 s of warm-up, ${cpu.length} CPUs shared by server, PostgreSQL and autocannon\n`,
);
say('| call | as | reply cache | req/s | p50 ms | p97.5 ms | p99 ms | non-2xx | raw SQL ms (psql) | p99 / raw | target p99 | meets |');
say('|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
for (const row of rows) {
  const ratio = row.rawMs ? row.r.p99 / row.rawMs : undefined;
  const meets = row.r.p99 <= row.target && row.r.non2xx === 0 && (ratio === undefined || ratio <= 10);
  say(
    `| ${row.call} | ${row.role} | ${row.cache} | ${row.r.rps} | ${row.r.p50} | ${row.r.p97_5} | ${row.r.p99} | ${row.r.non2xx} | ` +
      `${row.rawMs?.toFixed(2) ?? '—'} | ${ratio === undefined ? '—' : `${ratio.toFixed(1)}×`} | ≤ ${row.target} | ${meets ? 'yes' : '**no**'} |`,
  );
}
say('\n## The list queries as the server runs them (captured from the visits service), timed in psql as ziyara_app under RLS');
const plansOf = (name: string, t: RawTiming) => {
  say(
    `\n### ${name}: ${t.totalMs.toFixed(2)} ms (median of ${RUNS}; per statement ${t.perStatementMs.map((m) => m.toFixed(2)).join(' + ')})`,
  );
  t.statements.forEach((s, i) => {
    say(`\nstatement ${i + 1}:\n\`\`\`sql\n${s}\n\`\`\`\n\`\`\`\n${t.plans[i] ?? ''}\n\`\`\``);
  });
};
for (const c of listCases) plansOf(`${c.role}: visit/list ${c.name}`, raw.get(c)!);
plansOf('manager: get/visit/{id}', detailsRaw.manager);
plansOf('sales: get/visit/{id}', detailsRaw.sales);

await app.close();
await coldApp.close();
await capturePool.end();
await owner2.end();
await owner.end();
await database.close();
