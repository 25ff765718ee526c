/**
 * Visits at scale on PostgreSQL: one company of 200 users (10 managers, 190 sales reps),
 * 100,000 clients and SEED_VISITS visits (default 1,000,000) over two years, beside two small
 * companies for RLS to filter out (bench/visits-setup.ts). Starts the real server and drives,
 * at CONNECTIONS (default 50), each with the reply cache on and off, and each saturated (as fast
 * as answers come) and paced (READ_RATE reads or WRITE_RATE writes a second, default 400 and 100):
 * - `GET visit/list` for a busy day, week and month (filter_type 1, 2, 3) and the whole
 *   timeline (filter_type 0) at page 1, a middle page and the last page, as a manager and
 *   as a sales rep;
 * - `GET get/visit/{id}` of random visits;
 * - check-in (`POST visit/status/{id}`, Pending → Started) and completion (`POST new/visit`
 *   or `followup/visit`, Started → Finished), each request on its own visit, by that visit's rep.
 * Each list's and details' SQL is captured from the server's own code, then timed in psql under
 * the same RLS setup, with its EXPLAIN (ANALYZE, BUFFERS) (bench/visits-psql.ts).
 *
 *   npm run bench:visits   (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/postgres)
 * SEED_ONLY=1 stops after seeding (to time it). The database is `ziyara_bench_visits`, made afresh.
 */
import { eq } from 'drizzle-orm';
import { visitListQuerySchema } from '../contract/src/visits';
import * as schema from '../server/src/db/schema/index';
import { inTenant } from '../server/src/db/tenant-tx';
import * as visitsService from '../server/src/modules/visits/visits.service';
import { loadRunner, type Call } from './load-spec';
import { rawSql, type RawTiming } from './visits-psql';
import { benchServerEnv, serverProcess, signInAt } from './server-process';
import { report, type Row } from './visits-report';
import type { SeededCompany } from './visits-seed';
import { seededBenchDatabase } from './visits-setup';

const SEED_VISITS = Number(process.env.SEED_VISITS ?? 1_000_000);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
/** The paced runs' offered load, requests a second over all connections (reads, then writes). */
const READ_RATE = Number(process.env.READ_RATE ?? 400);
const WRITE_RATE = Number(process.env.WRITE_RATE ?? 100);
/** Reps whose Pending visits the check-in and completion runs use (each signs in). */
const WRITE_REPS = Number(process.env.WRITE_REPS ?? 190);
const PASSWORD = 'Bench-Pass-1';
const API = '/api/v1';

// ---------------------------------------------------------------- database and seed (SEED_ONLY=1 stops here)
const say = (line: string) => console.log(line);
const { dbUrl, dataDir, database, owner, owner2, big } = await seededBenchDatabase(
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  SEED_VISITS,
  PASSWORD,
  say,
);

// ---------------------------------------------------------------- servers and people
const serverEnv = benchServerEnv(dbUrl, dataDir);
const app = await serverProcess(serverEnv);
const base = app.base;
// The same server without the reply cache: every read goes to the database (ADR 0012).
const coldApp = await serverProcess({ ...serverEnv, REPLY_CACHE_MS: '0' });
const coldBase = coldApp.base;
const json = { 'content-type': 'application/json', cookie: 'csrftoken=bench', 'x-csrftoken': 'bench' };
type Headers = Record<string, string>;
const signIn = async (email: string): Promise<Headers> => ({ ...json, ...(await signInAt(base, email, PASSWORD)) });
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
const rawSqlOf = rawSql(dbUrl, dataDir);
const raw = new Map<ListCase, RawTiming>();
for (const c of listCases) {
  const q = visitListQuerySchema.parse(c.query);
  raw.set(c, await rawSqlOf.timeCall(big.tenantId, (tx) => visitsService.list(tx, people[c.role], q)));
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
  manager: await rawSqlOf.timeCall(big.tenantId, (tx) => visitsService.details(tx, people.manager, detailIds.manager[0]!)),
  sales: await rawSqlOf.timeCall(big.tenantId, (tx) => visitsService.details(tx, people.sales, detailIds.sales[0]!)),
};

// ---------------------------------------------------------------- load
const rows: Row[] = [];
const servers = [
  ['on', base],
  ['off', coldBase],
] as const;
/**
 * Each call runs twice at CONNECTIONS connections: saturated (each connection sends its next
 * request as soon as an answer comes, so the machine's capacity is what is measured and p99
 * is mostly time spent queueing: at least CONNECTIONS / capacity), and paced (the
 * connections together offer a fixed rate: READ_RATE reads, WRITE_RATE writes a second, well
 * under capacity and far above what the company's 200 users do, so p99 is the time a
 * request takes when the machine is not overloaded).
 */
const modes = [
  { mode: 'saturated', rate: (_write: boolean) => undefined },
  { mode: 'paced', rate: (write: boolean) => (write ? WRITE_RATE : READ_RATE) },
] as const;

const loadCalls = loadRunner({ owner, dataDir, connections: CONNECTIONS, duration: DURATION, say });

say(
  `\nlists: ${listCases.length} cases × cache on/off × saturated/paced, ${CONNECTIONS} connections, ${DURATION} s each after 2 s of warm-up`,
);
{
  const headers: Record<Role, Headers> = { manager: await signIn(MANAGER), sales: await signIn(SALES) };
  for (const c of listCases) {
    for (const { mode, rate } of modes) {
      for (const [cache, at] of servers) {
        const r = await loadCalls(at, [{ method: 'GET', path: `${API}/visit/list?${qs(c.query)}`, headers: headers[c.role] }], rate(false));
        rows.push({ call: `visit/list ${c.name}`, role: c.role, cache, mode, r, rawMs: raw.get(c)!.totalMs, target: 25 });
        say(`  ${c.role} ${c.name} cache ${cache} ${mode}: ${r.rps} req/s, p99 ${r.p99} ms`);
      }
    }
  }
}
{
  const headers: Record<Role, Headers> = { manager: await signIn(MANAGER), sales: await signIn(SALES) };
  for (const role of ['manager', 'sales'] as const) {
    for (const { mode, rate } of modes) {
      for (const [cache, at] of servers) {
        const calls = detailIds[role].map((id) => ({ method: 'GET', path: `${API}/get/visit/${id}`, headers: headers[role] }));
        const r = await loadCalls(at, calls, rate(false));
        rows.push({ call: 'get/visit/{id} (random ids)', role, cache, mode, r, rawMs: detailsRaw[role].totalMs, target: 10 });
        say(`  details ${role} cache ${cache} ${mode}: ${r.rps} req/s, p99 ${r.p99} ms`);
      }
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
/** A write in every mode on both servers, each request on its own visit of `visits` (none used twice). */
let cursor = 0;
async function writeRuns<V>(name: string, visits: V[], toCall: (visit: V) => Call): Promise<void> {
  cursor = 0;
  for (const [cache, at] of servers) {
    for (const { mode, rate } of modes) {
      const r = await loadCalls(at, visits.slice(cursor).map(toCall), rate(true));
      cursor += r.used;
      rows.push({ call: name, role: 'sales (own visit)', cache, mode, r, target: 50 });
      say(`  ${name} cache ${cache} ${mode}: ${r.rps} req/s, p99 ${r.p99} ms, ${r.used} visits used, non-2xx ${r.non2xx}`);
    }
  }
}
await writeRuns('check-in POST visit/status/{id}', pending, (v) => ({
  method: 'POST',
  path: `${API}/visit/status/${v.id}`,
  headers: repHeaders.get(v.assigned_to)!,
  body: JSON.stringify({ latitude: v.latitude + 0.0002, longitude: v.longitude - 0.0001, accuracy_m: 12 }),
}));
const started = (
  await owner.query<{ id: string; assigned_to: string; visit_type: number }>(
    `select id, assigned_to, visit_type from visits
     where tenant_id = $1 and status = 1 and visit_type in (0, 1, 5) and assigned_to = any($2::uuid[])
     order by row_number() over (partition by assigned_to order by checked_in_at desc, id), assigned_to`,
    [big.tenantId, repIds],
  )
).rows;
say(`  ${started.length} Started New/Expanding/Follow Up visits of theirs to complete`);
await writeRuns('completion POST new/visit | followup/visit', started, (v) =>
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
const done = (
  await owner.query<{ checked_in: string; finished: string }>(
    `select count(*) filter (where checked_in_at >= $2) checked_in, count(*) filter (where finished_at >= $2) finished
     from visits where tenant_id = $1`,
    [big.tenantId, writesStart],
  )
).rows[0]!;
say(`  the writes checked in ${done.checked_in} visits and finished ${done.finished}`);

// ---------------------------------------------------------------- report
report(say, rows, {
  visits: SEED_VISITS,
  connections: CONNECTIONS,
  duration: DURATION,
  rates: { read: READ_RATE, write: WRITE_RATE },
  plans: [
    ...listCases.map((c) => [`${c.role}: visit/list ${c.name}`, raw.get(c)!] as const),
    ['manager: get/visit/{id}', detailsRaw.manager] as const,
    ['sales: get/visit/{id}', detailsRaw.sales] as const,
  ],
});

await app.stop();
await coldApp.stop();
await rawSqlOf.close();
await owner2.end();
await owner.end();
await database.close();
