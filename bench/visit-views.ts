/**
 * Issue 10's speed targets on PostgreSQL, on bench:visits' company (bench/visits-setup.ts: 200
 * users, 100,000 clients, SEED_VISITS visits, default 1,000,000, beside two small companies):
 * - `GET visit/calender` for a month of all reps (a manager), p99 ≤ 50 ms at 50 connections;
 * - `GET visits/map` for a day (a manager), p99 ≤ 50 ms at 50 connections;
 * - `GET visits/map/coverage?days=30` over the 100,000 clients, ≤ 200 ms (one request at a time);
 * - a message reaching a second connected client, p99 ≤ 200 ms with STREAMS (default 500) open
 *   streams spread over two server instances on the one database (LISTEN/NOTIFY between them).
 * LOADS=live measures only the coverage layer and the message delivery.
 * Reads run saturated and paced (READ_RATE a second) against the server with its reply cache
 * and without it (every read a first read), each server in its own process.
 *
 *   npm run bench:views   (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/postgres)
 */
import { gzipSync } from 'node:zlib';
import { openStream } from '../server/test/sse';
import { loadRunner, type Call } from './load-spec';
import { benchServerEnv, serverProcess, signInAt } from './server-process';
import { benchCompany, benchLog } from './bench-log';

const SEED_VISITS = Number(process.env.SEED_VISITS ?? 1_000_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION = Number(process.env.DURATION ?? 10);
const READ_RATE = Number(process.env.READ_RATE ?? 400);
const STREAMS = Number(process.env.STREAMS ?? 500);
const MESSAGES = Number(process.env.MESSAGES ?? 100);
const PASSWORD = 'Bench-Pass-1';
const API = '/api/v1';

const { say, write } = benchLog('visit-views');
const { dbUrl, dataDir, owner, big } = await benchCompany(SEED_VISITS, PASSWORD, say);
const serverEnv = benchServerEnv(dbUrl, dataDir);
const [a, b, cold] = [
  await serverProcess(serverEnv),
  await serverProcess(serverEnv),
  await serverProcess({ ...serverEnv, REPLY_CACHE_MS: '0' }),
];

const signIn = (email: string) => signInAt(a.base, email, PASSWORD);
const manager = await signIn(big.managerEmail(0));

// A busy day and its month, five weeks ago in the company's time (as bench:visits).
const { day, month, nextMonth } = (
  await owner.query<{ day: string; month: string; nextMonth: string }>(`
    with d as (select (now() at time zone 'Asia/Riyadh')::date - extract(dow from (now() at time zone 'Asia/Riyadh'))::int - 33 as day)
    select to_char(day, 'YYYY-MM-DD') as day, to_char(date_trunc('month', day), 'YYYY-MM-DD') as month,
      to_char(date_trunc('month', day) + interval '1 month', 'YYYY-MM-DD') as "nextMonth" from d`)
).rows[0]!;
const nextDay = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const calendarPath = `${API}/visit/calender?start=${month}&end=${nextMonth}`;
const mapPath = `${API}/visits/map?start=${day}&end=${nextDay}`;
const coveragePath = `${API}/visits/map/coverage?days=30`;
for (const path of [calendarPath, mapPath, coveragePath]) {
  const res = await fetch(`${a.base}${path}`, { headers: manager });
  const text = await res.text();
  const body = JSON.parse(text) as Record<string, unknown>;
  // Rows: an array's length, or a column's (the map sends columns).
  const rowsOf = (v: unknown) => {
    if (Array.isArray(v)) return v.length;
    const first = Object.values(v as Record<string, unknown>)[0];
    return Array.isArray(first) ? first.length : Object.keys(v as object).length;
  };
  const sizes = Object.entries(body)
    .filter(([, v]) => typeof v === 'object' && v !== null)
    .map(([k, v]) => `${k}: ${rowsOf(v).toLocaleString('en')}`);
  const kb = (n: number) => `${Math.round(n / 1024).toLocaleString('en')} KB`;
  const weight = `${kb(Buffer.byteLength(text))}, gzipped ${kb(gzipSync(text).length)}`;
  say(`${path} → ${res.status}, ${sizes.join(', ')}${body.truncated ? ' (truncated)' : ''}; ${weight}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
}

// ---------------------------------------------------------------- reads under load
const loadCalls = loadRunner({ owner, dataDir, connections: CONNECTIONS, duration: DURATION, say });
const rows: string[] = ['| call | reply cache | mode | req/s | p50 ms | p99 ms | target p99 |', '|---|---|---|---|---|---|---|'];
// LOADS=live skips the reads under load (a paced run past a call's capacity takes minutes to drain).
for (const [name, path, target] of process.env.LOADS === 'live'
  ? []
  : ([
      ['calendar, a month of all reps', calendarPath, 50],
      ['map, a day', mapPath, 50],
    ] as const)) {
  for (const [cache, server] of [
    ['on', a],
    ['off (first reads)', cold],
  ] as const) {
    // As a browser asks: a big reply kept in memory goes out gzipped (lib/reply-cache.ts).
    const calls: Call[] = [{ method: 'GET', path, headers: { ...manager, 'accept-encoding': 'gzip, deflate, br' } }];
    const report = (mode: string, r: { rps: number; p50: number; p99: number }) => {
      rows.push(`| ${name} | ${cache} | ${mode} | ${r.rps.toLocaleString('en')} | ${r.p50} | ${r.p99} | ${target} |`);
      say(`  ${name}, cache ${cache}, ${mode}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`);
    };
    const saturated = await loadCalls(server.base, calls, undefined, true);
    report('saturated', saturated);
    // Paced past its capacity a run measures only the queue it builds (and takes minutes to drain).
    if (saturated.rps > READ_RATE) report(`paced ${READ_RATE}/s`, await loadCalls(server.base, calls, READ_RATE));
    else say(`  ${name}, cache ${cache}: capacity under ${READ_RATE}/s, not paced`);
  }
}

// ---------------------------------------------------------------- coverage, one request at a time
const timings: number[] = [];
for (let i = 0; i < 30; i++) {
  const started = performance.now();
  const res = await fetch(`${cold.base}${coveragePath}`, { headers: manager });
  await res.arrayBuffer();
  timings.push(performance.now() - started);
}
const pct = (xs: number[], p: number) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
say(
  `coverage (30 days, 100,000 clients), 30 sequential first reads: p50 ${pct(timings, 50).toFixed(1)} ms, max ${Math.max(...timings).toFixed(1)} ms (target ≤ 200)`,
);

// ---------------------------------------------------------------- a message to STREAMS open streams
// Ten managers' streams (managers see every visit's events), half on each instance.
const managers = await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(big.managerEmail(i))));
const streams = await Promise.all(
  Array.from({ length: STREAMS }, (_, i) => openStream(i % 2 ? b.base : a.base, managers[i % managers.length]!.authorization!.slice(7))),
);
await Promise.all(streams.map((s) => s.next((e) => e.event === 'ready', 30_000)));
const rep = await signIn(big.salesEmail(3));
const { id: visitId } = (
  await owner.query<{ id: string }>(
    `select v.id from visits v join users u on u.id = v.assigned_to where v.tenant_id = $1 and u.email = $2 limit 1`,
    [big.tenantId, big.salesEmail(3)],
  )
).rows[0]!;
const delays: number[] = [];
for (let i = 0; i < MESSAGES; i++) {
  const form = new FormData();
  form.append('visit', visitId);
  form.append('message', `Bench message ${i}`);
  const sentAt = performance.now();
  const res = await fetch(`${a.base}${API}/send/visit/message`, { method: 'POST', headers: rep, body: form });
  if (res.status !== 201) throw new Error(`send: ${res.status} ${await res.text()}`);
  const arrived = await Promise.all(
    streams.map((s) =>
      s.next((e) => e.event === 'message' && (e.data as { visit_id: string }).visit_id === visitId, 10_000).then(() => performance.now()),
    ),
  );
  for (const at of arrived) delays.push(at - sentAt);
  await new Promise((r) => setTimeout(r, 50));
}
await Promise.all(streams.map((s) => s.close()));
say(
  `message → ${STREAMS} open streams on 2 instances (${MESSAGES} messages, ${delays.length.toLocaleString('en')} deliveries, from the send's start): ` +
    `p50 ${pct(delays, 50).toFixed(1)} ms, p99 ${pct(delays, 99).toFixed(1)} ms, max ${Math.max(...delays).toFixed(1)} ms (target p99 ≤ 200)`,
);

say(`\n${rows.join('\n')}`);
write(`bench:views (${SEED_VISITS.toLocaleString('en')} visits, ${CONNECTIONS} connections)`);
await Promise.all([a.stop(), b.stop(), cold.stop()]);
await owner.end();
process.exit(0);
