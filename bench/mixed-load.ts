/**
 * Issue 13, item 2: a mixed, realistic workload of RATE (default 1,500) requests a second on
 * at most CONNECTIONS (default 50) connections against the built server as it runs in
 * production (reply cache on), on the bench company (bench:seed; with BENCH_REUSE=1 the
 * database a previous run left); RATE=0 saturates them instead. Requests go, in a weighted
 * random order, to: the day's visit list (a manager's and a rep's), visit details, client search,
 * the dashboard (manager and rep), the KPI page, and writes: check-ins on Pending visits and
 * completions of Started ones (the seed's, then those this run checked in), each on its own
 * visit by its own rep. Prints per route:
 * requests/s, p50/p95/p99, errors, the server's peak RSS, and beside each route the time its
 * requests waited on PostgreSQL (their transactions' time, from Server-Timing; 0 for a
 * reply answered from memory) and how many statements they sent it.
 * Targets: ≥ 1,500 requests/s in all with 0 errors, every route p99 ≤ 25 ms except the
 * dashboard (≤ 50 ms), RSS ≤ 200 MB.
 *
 *   npm run build:server && npm run bench:load
 */
import { spawn } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type pg from 'pg';
import { Pool } from 'undici';
import { benchServerEnv, signInAt, startArgs } from './server-process';
import { benchCompany, benchLog } from './bench-log';
import { cpuUse, markCpu, rssKbOf, type CpuMark } from './cpu-use';
import { topUpAndVacuum } from './load-setup';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION = Number(process.env.DURATION ?? 20);
// RATE: paced (open loop) at the target's 1,500 requests a second, on at most CONNECTIONS
// sockets; RATE=0: saturated (closed loop), which measures capacity (ADR 0037).
const RATE = Number(process.env.RATE ?? 1_500);
// A paced run's warm-up ramps up to RATE: a cold server (JIT, each connection's prepared
// statements and PL/pgSQL) fell behind a full rate for seconds and its queue spilled into the
// measured ones.
const WARMUP = Number(process.env.WARMUP ?? (RATE > 0 ? 10 : 3));
const API = '/api/v1';
const { say, write } = benchLog('mixed-load');
const { dbUrl, dataDir, owner, big } = await benchCompany(Number(process.env.SEED_VISITS ?? 1_000_000), 'Bench-Pass-1', say);

// The built server, as `npm start` runs it.
const port = 3793;
// SERVER_NODE_ARGS: flags for the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
const nodeArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const server = spawn(process.execPath, [...nodeArgs, ...startArgs()], {
  env: { ...process.env, ...benchServerEnv(dbUrl, dataDir), PORT: String(port), SERVER_TIMING: 'true' },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
while (
  !(await fetch(`${base}/api/health`).then(
    (r) => r.ok,
    () => false,
  ))
)
  await new Promise((r) => setTimeout(r, 100));

const manager = await signInAt(base, big.managerEmail(0), 'Bench-Pass-1');
// Every rep of the company works in the field (the writes are theirs, a few a minute each,
// as on a busy day); READERS of them also read their lists and dashboards all run long.
const REPS = Number(process.env.WRITE_REPS ?? 190);
const READERS = 40;
const reps = new Map<string, Record<string, string>>();
for (let i = 0; i < REPS; i++) {
  const { rows } = await owner.query<{ id: string }>(`select id from users where email = $1`, [big.salesEmail(i)]);
  reps.set(rows[0]!.id, await signInAt(base, big.salesEmail(i), 'Bench-Pass-1'));
}
const repIds = [...reps.keys()];
const readerIds = repIds.slice(0, READERS);
const q = async <T extends pg.QueryResultRow>(text: string, values: unknown[]) => (await owner.query<T>(text, values)).rows;
// Visits completed with a JSON body (New, Follow-up, Expanding): each is checked in, then
// completed by the same rep, as in the field (the Started ones the seed left come first).
const JSON_TYPES = [0, 1, 5];
await topUpAndVacuum(owner, big.tenantId, repIds, JSON_TYPES);
const pending = await q<{ id: string; rep: string; type: number; lat: number; lng: number }>(
  `select v.id, v.assigned_to rep, v.visit_type type, c.latitude lat, c.longitude lng from visits v join clients c on c.id = v.client_id
   where v.tenant_id = $1 and v.status = 0 and v.visit_type = any($3::int[]) and v.assigned_to = any($2::uuid[])
   order by v.planned_at desc limit 20000`,
  [big.tenantId, repIds, JSON_TYPES],
);
const started = await q<{ id: string; rep: string; type: number }>(
  `select id, assigned_to rep, visit_type type from visits
   where tenant_id = $1 and status = 1 and visit_type = any($3::int[]) and assigned_to = any($2::uuid[]) limit 20000`,
  [big.tenantId, repIds, JSON_TYPES],
);
const details = await q<{ id: string }>(`select id from visits where tenant_id = $1 order by md5(id::text) limit 5000`, [big.tenantId]);
const { rows: dayRows } = await owner.query<{ day: string }>(
  `select to_char((now() at time zone 'Asia/Riyadh')::date - extract(dow from (now() at time zone 'Asia/Riyadh'))::int - 5, 'YYYY-MM-DD') as day`,
);
const day = dayRows[0]!.day;
say(`load: ${pending.length} Pending and ${started.length} Started visits of ${REPS} signed-in reps for the writes; busy day ${day}`);

interface Call {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** After a 2xx answer (a check-in's visit can then be completed). */
  done?: () => void;
}
const json = { 'content-type': 'application/json' };
const pickRep = () => readerIds[Math.floor(Math.random() * readerIds.length)]!;
const any = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
const SEARCHES = ['Clinic 12', 'صيدلية', 'Pharmacy 4', '5000012', 'مستشفى 8', 'Hospital'];
let p = 0;
let s = 0;
const routes: { name: string; weight: number; target: number; make: () => Call | null }[] = [
  {
    name: 'visit list, a day (manager)',
    weight: 12,
    target: 25,
    make: () => ({ method: 'GET', path: `${API}/visit/list?filter_type=1&selected_date=${day}`, headers: manager }),
  },
  {
    name: 'visit list, a day (rep)',
    weight: 12,
    target: 25,
    make: () => ({ method: 'GET', path: `${API}/visit/list?filter_type=1&selected_date=${day}`, headers: reps.get(pickRep())! }),
  },
  {
    name: 'visit details',
    weight: 20,
    target: 25,
    make: () => ({ method: 'GET', path: `${API}/get/visit/${any(details).id}`, headers: manager }),
  },
  {
    name: 'client search',
    weight: 10,
    target: 25,
    make: () => ({ method: 'GET', path: `${API}/client/list?search=${encodeURIComponent(any(SEARCHES))}`, headers: manager }),
  },
  { name: 'dashboard (manager)', weight: 5, target: 50, make: () => ({ method: 'GET', path: `${API}/main/dash/board`, headers: manager }) },
  {
    name: 'dashboard (rep)',
    weight: 5,
    target: 50,
    make: () => ({ method: 'GET', path: `${API}/main/dash/board`, headers: reps.get(pickRep())! }),
  },
  { name: 'KPI page', weight: 4, target: 25, make: () => ({ method: 'GET', path: `${API}/get/kpi/`, headers: manager }) },
  {
    name: 'check-in',
    weight: 6,
    target: 25,
    make: () => {
      const v = pending[p++];
      return v
        ? {
            method: 'POST',
            path: `${API}/visit/status/${v.id}`,
            headers: { ...reps.get(v.rep)!, ...json },
            body: JSON.stringify({ latitude: v.lat + 0.0002, longitude: v.lng - 0.0001, accuracy_m: 12 }),
            done: () => started.push(v),
          }
        : null;
    },
  },
  {
    name: 'completion',
    weight: 6,
    target: 25,
    make: () => {
      const v = started[s];
      if (v) s++; // taken only when there is one: check-ins add more as the run goes
      return v
        ? {
            method: 'POST',
            path: `${API}/${v.type === 1 ? 'followup' : 'new'}/visit`,
            headers: { ...reps.get(v.rep)!, ...json },
            body: JSON.stringify({ visit_id: v.id, outcome: 'Order for 40 cartons', order: 'Yes', order_value: 2500 }),
          }
        : null;
    },
  },
];
// ONLY: the routes whose names contain it (comma-separated), to read one route's cost alone.
const only = process.env.ONLY?.split(',');
if (only) routes.forEach((r) => (r.weight = only.some((o) => r.name.includes(o)) ? r.weight : 0));
const totalWeight = routes.reduce((a, r) => a + r.weight, 0);
// Each reply's Server-Timing says how long it waited on PostgreSQL (lib/db-timing.ts).
// Every request's latency by the second it was due in: a stall of the whole machine shows
// as one bad second, where a route's own tail shows in every second.
const bySecond: number[][] = [];
const stats = new Map(
  routes.map((r) => [r.name, { latencies: [] as number[], db: [] as number[], trips: [] as number[], pool: [] as number[], errors: 0 }]),
);

// undici, not node:http: on 2 cores the client's own CPU is taken from the server and the
// database, and node:http's took about a fifth of the machine at 1,000 requests/s.
const agent = new Pool(base, { connections: CONNECTIONS, pipelining: 1 });
const start = performance.now();
const measuredFrom = start + WARMUP * 1000;
const end = measuredFrom + DURATION * 1000;
// The client's own stalls (its event loop held up) would read as the server's latency.
const clientLag = monitorEventLoopDelay({ resolution: 5 });
clientLag.enable();
let peakRss = 0;
// Answers that arrived within the measured window: a paced run that falls behind still has as
// many requests due as its rate, but fewer answered.
let answeredInWindow = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssKbOf(server.pid!))), 200);
const cpuFrom = new Promise<CpuMark>((resolve) => setTimeout(() => resolve(markCpu(server.pid!)), WARMUP * 1000));
/** One request of a random route; `due`: when it was meant to start (paced runs count a queue against it). */
function one(due = performance.now()): Promise<void> {
  let route = routes[0]!;
  let call: Call | null = null;
  while (!call) {
    let x = Math.random() * totalWeight;
    route = routes.find((r) => (x -= r.weight) < 0) ?? routes[0]!;
    call = route.make();
  }
  const sent = due;
  const st = stats.get(route.name)!;
  const record = (status: number, serverTiming: unknown) => {
    const now = performance.now();
    if (now >= measuredFrom && now <= end) answeredInWindow++;
    if (sent >= measuredFrom) {
      const took = now - sent;
      st.latencies.push(took);
      (bySecond[Math.floor((sent - measuredFrom) / 1000)] ??= []).push(took);
      const db = /db;dur=([\d.]+);desc="(\d+) (?:round trips|statements)/.exec(String(serverTiming ?? ''));
      st.db.push(db ? Number(db[1]) : 0);
      st.trips.push(db ? Number(db[2]) : 0);
      const pool = /pool;dur=([\d.]+)/.exec(String(serverTiming ?? ''));
      st.pool.push(pool ? Number(pool[1]) : 0);
      if (status < 200 || status > 299) st.errors++;
    }
    if (status >= 200 && status <= 299) call.done?.();
  };
  return agent
    .request({ method: call.method as 'GET' | 'POST', path: call.path, headers: call.headers, body: call.body })
    .then(async (res) => {
      await res.body.dump({ limit: Number.MAX_SAFE_INTEGER });
      record(res.statusCode, res.headers['server-timing']);
    })
    .catch(() => {
      if (sent >= measuredFrom) st.errors++;
    });
}
// Paced: each request timed from when it was due, so a queue counts against it. The rate
// grows evenly from 0 to RATE over the warm-up: n requests are due by t = √(2·WARMUP·n ÷ RATE)
// seconds, then one every 1 ÷ RATE. Saturated: each connection sends its next request when
// an answer comes.
const rampedUp = (RATE * WARMUP) / 2;
const dueAt = (n: number) => 1000 * (n < rampedUp ? Math.sqrt((2 * WARMUP * n) / RATE) : WARMUP + (n - rampedUp) / RATE);
if (RATE > 0) {
  const inFlight = new Set<Promise<void>>();
  let sentCount = 0;
  while (performance.now() < end) {
    // Everything due by now goes out, then the loop yields a millisecond to the answers.
    for (; start + dueAt(sentCount) <= performance.now(); sentCount++) {
      const p = one(start + dueAt(sentCount)).finally(() => inFlight.delete(p));
      inFlight.add(p);
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(inFlight);
} else {
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) await one();
    }),
  );
}
const cpuTo = markCpu(server.pid!);
clearInterval(sampler);
await agent.destroy();

const pct = (xs: number[], q: number) => (xs.length ? xs[Math.min(xs.length - 1, Math.floor(q * xs.length))]!.toFixed(1) : '-');
const mean = (xs: number[]) => (xs.length ? (xs.reduce((a, x) => a + x, 0) / xs.length).toFixed(2) : '-');
const missed: string[] = [];
const table = [
  '| route | req/s | p50 ms | p95 ms | p99 ms | errors | target p99 | SQL p50 ms | SQL p99 ms | statements, mean | pool wait p50 ms |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
];
let all = 0;
let errors = 0;
for (const r of routes) {
  const st = stats.get(r.name)!;
  st.latencies.sort((a, b) => a - b);
  st.db.sort((a, b) => a - b);
  all += st.latencies.length;
  errors += st.errors;
  if (Number(pct(st.latencies, 0.99)) > r.target) missed.push(r.name);
  table.push(
    `| ${r.name} | ${Math.round(st.latencies.length / DURATION)} | ${pct(st.latencies, 0.5)} | ${pct(st.latencies, 0.95)} | ${pct(st.latencies, 0.99)} | ${st.errors} | ${r.target} | ${pct(st.db, 0.5)} | ${pct(st.db, 0.99)} | ${mean(st.trips)} | ${pct(
      st.pool.sort((a, b) => a - b),
      0.5,
    )} |`,
  );
}
say(
  `\n${CONNECTIONS} connections${RATE > 0 ? `, paced at ${RATE} requests/s` : ', saturated'}, ${DURATION} s after ${WARMUP} s of warm-up: ${Math.round(all / DURATION).toLocaleString('en')} requests/s in all${RATE > 0 ? ` (due; ${Math.round(answeredInWindow / DURATION).toLocaleString('en')} a second answered within the window)` : ''}, ${errors} errors; server peak RSS ${Math.round(peakRss / 1024)} MB (targets ≥ 1,500 req/s, 0 errors, ≤ 200 MB)`,
);
say(table.join('\n'));
say(missed.length ? `p99 over its target: ${missed.join(', ')}` : 'every route within its p99 target');
say(
  `p99 of each measured second, all routes, ms: ${bySecond
    .map((xs) =>
      pct(
        xs.sort((a, b) => a - b),
        0.99,
      ),
    )
    .join(' ')}`,
);
say(cpuUse(await cpuFrom, cpuTo, all));
say(`the client's own event-loop delay: p99 ${(clientLag.percentile(99) / 1e6).toFixed(1)} ms, max ${(clientLag.max / 1e6).toFixed(1)} ms`);
write('bench:load');
server.kill('SIGTERM');
await owner.end();
process.exit(0);
