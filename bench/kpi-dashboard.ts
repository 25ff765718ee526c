/**
 * Issue 12's speed targets for the dashboard and the KPI page, on PostgreSQL, on bench:visits'
 * company (bench/visits-setup.ts: 200 users, 100,000 clients, SEED_VISITS visits, default
 * 1,000,000, beside two small companies), with this month's targets set for every rep:
 * - `GET main/dash/board` as a manager and as a rep: p95 ≤ 50 ms at 50 connections;
 * - `GET get/kpi/` for the month's 200 reps: ≤ 100 ms (one request at a time, every read a
 *   first read), and under 50 connections.
 * Each call runs saturated against the server as it runs (reply cache on) and against one
 * with the cache off (every read a first read), each server in its own process.
 *
 *   npm run bench:kpi   (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/postgres)
 */
import { loadRunner, type Call } from './load-spec';
import { benchServerEnv, serverProcess, signInAt } from './server-process';
import { benchCompany, benchLog } from './bench-log';

const SEED_VISITS = Number(process.env.SEED_VISITS ?? 1_000_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION = Number(process.env.DURATION ?? 10);
const PASSWORD = 'Bench-Pass-1';
const API = '/api/v1';

const { say, write } = benchLog('kpi-dashboard');
const { dbUrl, dataDir, owner, big } = await benchCompany(SEED_VISITS, PASSWORD, say);

// This month's targets for every rep of the big company (what a manager sets on the 1st).
const targeted = await owner.query(
  `insert into kpi_targets (tenant_id, user_id, month, visits_total, visits_by_type, new_clients, collections_amount, orders_count, orders_value, set_by)
   select u.tenant_id, u.id, date_trunc('month', now() at time zone 'Asia/Riyadh')::date, 160, '{30,40,30,20,20,20}', 4, 250000, 30, 150000,
     (select id from users m where m.tenant_id = u.tenant_id and m.role = 'manager' limit 1)
   from users u where u.tenant_id = $1 and u.role = 'sales'
   on conflict do nothing`,
  [big.tenantId],
);
say(`targets set for ${targeted.rowCount} reps this month`);
const rollup = await owner.query<{ n: string }>(`select count(*) n from visit_kpi_months where tenant_id = $1`, [big.tenantId]);
say(`visit_kpi_months: ${Number(rollup.rows[0]!.n).toLocaleString('en')} rows for the big company`);

const serverEnv = benchServerEnv(dbUrl, dataDir);
const [warm, cold] = [await serverProcess(serverEnv), await serverProcess({ ...serverEnv, REPLY_CACHE_MS: '0' })];
const manager = await signInAt(warm.base, big.managerEmail(0), PASSWORD);
const rep = await signInAt(warm.base, big.salesEmail(3), PASSWORD);

const boardPath = `${API}/main/dash/board`;
const kpiPath = `${API}/get/kpi/`;
// ONLY=kpi or ONLY=dashboard measures one of the two.
const wanted = (path: string) => !process.env.ONLY || path.includes(process.env.ONLY === 'kpi' ? 'get/kpi' : 'dash/board');
for (const [who, headers, path] of [
  ['manager', manager, boardPath],
  ['rep', rep, boardPath],
  ['manager', manager, kpiPath],
] as const) {
  if (!wanted(path)) continue;
  const res = await fetch(`${cold.base}${path}`, { headers });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${text}`);
  const body = JSON.parse(text) as { reps?: unknown[] };
  const reps = body.reps ? `, ${body.reps.length} reps` : '';
  say(`${path} as ${who} → ${res.status}, ${Math.round(Buffer.byteLength(text) / 1024)} KB${reps}`);
}

// ---------------------------------------------------------------- one request at a time
const pct = (xs: number[], p: number) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
for (const [name, headers, path, target] of [
  ['KPI page, 200 reps', manager, kpiPath, 100],
  ['dashboard, manager', manager, boardPath, 50],
  ['dashboard, rep', rep, boardPath, 50],
] as const) {
  if (!wanted(path)) continue;
  const timings: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    const res = await fetch(`${cold.base}${path}`, { headers });
    await res.arrayBuffer();
    timings.push(performance.now() - started);
  }
  say(
    `${name}: 30 sequential first reads (cache off): p50 ${pct(timings, 50).toFixed(1)} ms, p95 ${pct(timings, 95).toFixed(1)} ms, max ${Math.max(...timings).toFixed(1)} ms (target ≤ ${target})`,
  );
}

// ---------------------------------------------------------------- under load
const loadCalls = loadRunner({ owner, dataDir, connections: CONNECTIONS, duration: DURATION, say });
const rows = ['| call | reply cache | req/s | p50 ms | p97.5 ms | p99 ms | target |', '|---|---|---|---|---|---|---|'];
for (const [name, headers, path, target] of [
  ['dashboard, manager', manager, boardPath, 'p95 ≤ 50'],
  ['dashboard, rep', rep, boardPath, 'p95 ≤ 50'],
  ['KPI page, 200 reps', manager, kpiPath, '≤ 100'],
] as const) {
  if (!wanted(path)) continue;
  for (const [cache, server] of [
    ['on', warm],
    ['off (first reads)', cold],
  ] as const) {
    const calls: Call[] = [{ method: 'GET', path, headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' } }];
    const r = await loadCalls(server.base, calls, undefined, true);
    rows.push(`| ${name} | ${cache} | ${r.rps.toLocaleString('en')} | ${r.p50} | ${r.p97_5} | ${r.p99} | ${target} |`);
    say(`  ${name}, cache ${cache}: ${r.rps} req/s, p50 ${r.p50} ms, p97.5 ${r.p97_5} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}`);
  }
}

say(`\n${rows.join('\n')}`);
write(`bench:kpi (${SEED_VISITS.toLocaleString('en')} visits, ${CONNECTIONS} connections)`);
await Promise.all([warm.stop(), cold.stop()]);
await owner.end();
process.exit(0);
