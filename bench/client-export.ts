/**
 * Issue 38's client export, on PostgreSQL: a company of SEED_CLIENTS clients (default
 * 100,000, seeded here in a database of its own) exported whole, as XLSX and as CSV, through
 * `POST client/export` and the background runner. For each: the time from the request to
 * `done`, the server's peak resident memory, the p99 of other requests (a paced mix of list
 * pages and client details at RATE req/s) while it runs against the same mix alone, and
 * whether /api/health answered every probe (every PROBE_MS) throughout.
 *
 * The server is the built one (`npm start`'s), in its own process; its resident memory is
 * read from /proc every 100 ms. Each format runs on a fresh server, so one export's garbage
 * is not counted in the next one's memory.
 *
 *   npm run bench:client-export   (DATABASE_URL: the cluster's owner, default the local one;
 *                                  BENCH_REUSE=1 reuses the database the last run seeded)
 */
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { ClientExport, SheetFormat } from '@contract/client-transfer';
import { openDatabase } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import { users } from '../server/src/db/schema/index';
import { inTenant } from '../server/src/db/tenant-tx';
import { hashPassword } from '../server/src/lib/passwords';
import { insertTenant } from '../server/src/modules/tenants/tenants.repository';
import { benchLog } from './bench-log';
import { runLoad, type Call } from './load-spec';
import { benchServerEnv, freshDatabase, serverProcess, signInAt } from './server-process';
import { healthProbe, rssMb as rssOfServer, watchPeakRss } from './server-watch';

const SEED_CLIENTS = Number(process.env.SEED_CLIENTS ?? 100_000);
const RATE = Number(process.env.RATE ?? 50);
const PROBE_MS = Number(process.env.PROBE_MS ?? 250);
const REPS = 20;
const PASSWORD = 'Bench-Pass-1';
const API = '/api/v1';

const { say, write } = benchLog('client-export');
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'ziyara_bench_client_export';
const dbUrl = process.env.BENCH_REUSE
  ? Object.assign(new URL(adminUrl), { pathname: `/${DB_NAME}` }).toString()
  : await freshDatabase(adminUrl, DB_NAME);
const dataDir = mkdtempSync(path.join(tmpdir(), 'ziyara-bench-export-'));

/** One company: a manager, REPS reps, and SEED_CLIENTS clients in Arabic and English, made in SQL. */
async function seed(): Promise<void> {
  const database = await openDatabase({ databaseUrl: dbUrl, dataDir });
  await runMigrations(database);
  const tenantId = crypto.randomUUID();
  const passwordHash = await hashPassword(PASSWORD);
  await inTenant(database.db, tenantId, async (tx) => {
    await insertTenant(tx, {
      id: tenantId,
      companyName: 'Export Medical',
      field: 'medical',
      country: 'SA',
      city: 'Riyadh',
      vatNumber: '300000000000003',
      numberEmployees: 50,
      industry: 'distribution',
      package: 3,
    });
    const people = [
      { role: 'manager' as const, name: 'manager' },
      ...Array.from({ length: REPS }, (_, i) => ({ role: 'sales' as const, name: `rep${i}` })),
    ];
    await tx.insert(users).values(
      people.map((p) => ({
        tenantId,
        fullName: p.name,
        email: `${p.name}@export.bench`,
        phone: '+966500000000',
        role: p.role,
        passwordHash,
      })),
    );
    await tx.execute(sql`
      with reps as (select array_agg(id order by email) ids from users where role = 'sales')
      insert into clients (tenant_id, kind, title, contact_name, company_name, customer_type, customer_target,
                           phone, phone_digits, email, country, city, address, latitude, longitude, notes,
                           cr_number, vat_number, national_address, assigned_to, created_by, created_at)
      select ${tenantId}::uuid, 'client',
             (array['Eng','Mr','Miss','Mrs','Dr'])[1 + g % 5],
             case when g % 2 = 0 then (array['أحمد','محمد','فاطمة','نورة'])[1 + g % 4] || ' العتيبي ' || g
                  else (array['Ahmed','Sara','Omar','Huda'])[1 + g % 4] || ' Al-Harbi ' || g end,
             case when g % 2 = 0 then 'مستشفى ' || g else 'Clinic ' || g end,
             (array['Commercial','Clinic','Government','Hospital','University'])[1 + g % 5],
             (array['Regular','High class','VIP'])[1 + g % 3],
             '+966 5' || lpad(g::text, 8, '0'), '5' || lpad(g::text, 8, '0'), 'c' || g || '@export.bench', 'SA',
             (array['Riyadh','Jeddah','Dammam','Khobar'])[1 + g % 4], 'King Fahd Road ' || g,
             24.7 + (g % 1000) / 10000.0, 46.6 + (g % 777) / 10000.0, case when g % 10 = 0 then 'Prefers mornings' else '' end,
             (1010000000 + g)::text, (300000000000000 + g * 10 + 3)::text, 'RRRD' || lpad(g::text, 4, '0') || ', King Fahd Road',
             (select ids[1 + g % ${REPS}] from reps), (select ids[1 + g % ${REPS}] from reps),
             now() - (g || ' minutes')::interval
      from generate_series(1, ${SEED_CLIENTS}) g`);
    // Every field of the client form is exported (issue 42): agencies too, one or two a client on average.
    await tx.execute(sql`
      insert into agencies (tenant_id, name_en, name_ar)
      select ${tenantId}::uuid, 'Agency ' || a, 'وكالة ' || a from generate_series(1, 5) a`);
    await tx.execute(sql`
      insert into client_agencies (tenant_id, client_id, agency_id)
      select c.tenant_id, c.id, a.id from clients c cross join agencies a
      where abs(hashtext(c.id::text || a.id::text)) % 3 = 0`);
  });
  await database.close();
  const owner = new pg.Client({ connectionString: dbUrl });
  await owner.connect();
  // As autovacuum would soon: fresh statistics and a visibility map for index-only counts.
  await owner.query('VACUUM ANALYZE');
  await owner.end();
}

if (process.env.BENCH_REUSE) say('reusing the seeded database (BENCH_REUSE=1)');
else {
  const seedStarted = performance.now();
  await seed();
  say(`seeded ${SEED_CLIENTS.toLocaleString('en')} clients in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
}

execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });

async function freshServer() {
  const started = await serverProcess(benchServerEnv(dbUrl, dataDir), { built: true });
  // The worker loads exceljs 3 s after start (export-queue.ts): measured after that.
  await new Promise((r) => setTimeout(r, 5_000));
  return started;
}

type Server = Awaited<ReturnType<typeof freshServer>>;
const rssMb = (server: Server) => rssOfServer(server.pid);

/** Other requests: list pages (the manager's, filtered, sorted, a rep's own) and client details. */
async function otherCalls(server: Server): Promise<Call[]> {
  const manager = await signInAt(server.base, 'manager@export.bench', PASSWORD);
  const rep = await signInAt(server.base, 'rep3@export.bench', PASSWORD);
  const page = (await (await fetch(`${server.base}${API}/client/list?page=1&page_size=50`, { headers: manager })).json()) as {
    results: { id: string }[];
  };
  return [
    { method: 'GET', path: `${API}/client/list?page=1`, headers: manager },
    { method: 'GET', path: `${API}/client/list?page=40&city=Jeddah`, headers: manager },
    { method: 'GET', path: `${API}/client/list?ordering=company_name&page=3`, headers: manager },
    { method: 'GET', path: `${API}/client/list?page=2`, headers: rep },
    ...page.results.map((c) => ({ method: 'GET', path: `${API}/get/client/${c.id}`, headers: manager })),
  ];
}

/** Starts an export of the whole list and follows it to `done`: its time, rows, file size and the server's peak memory. */
async function exportOf(server: Server, format: SheetFormat) {
  const manager = await signInAt(server.base, 'manager@export.bench', PASSWORD);
  const peakRss = watchPeakRss(server.pid);
  const started = performance.now();
  const res = await fetch(`${server.base}${API}/client/export`, {
    method: 'POST',
    headers: { ...manager, 'content-type': 'application/json' },
    body: JSON.stringify({ kind: 'client', format, lang: 'ar' }),
  });
  if (res.status !== 202) throw new Error(`export ${format}: ${res.status} ${await res.text()}`);
  const job = (await res.json()) as ClientExport;
  let status = job;
  while (status.status === 'queued' || status.status === 'running') {
    await new Promise((r) => setTimeout(r, 200));
    status = (await (await fetch(`${server.base}${API}/client/export/${job.id}`, { headers: manager })).json()) as ClientExport;
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = peakRss();
  if (status.status !== 'done') throw new Error(`export ${format} ${status.status}: ${status.error}`);
  const file = await fetch(`${server.base}${API}/client/export/${job.id}/file`, { headers: manager });
  const bytes = (await file.arrayBuffer()).byteLength;
  return { seconds, rows: status.rows_done, mb: bytes / 1024 / 1024, peak };
}

for (const format of ['xlsx', 'csv'] as const) {
  const server = await freshServer();
  const calls = await otherCalls(server);
  say(`\n${format.toUpperCase()}: server RSS at rest ${rssMb(server).toFixed(0)} MB`);
  const alone = await runLoad(dataDir, { url: server.base, connections: 10, duration: 8, warmup: 1, rate: RATE, calls });
  say(`  other requests alone (${RATE} req/s paced): p50 ${alone.p50} ms, p99 ${alone.p99} ms, non-2xx ${alone.non2xx}`);
  // The export with the other requests and the health probe beside it for its whole length.
  const probe = healthProbe(server.base, PROBE_MS);
  const during = runLoad(dataDir, { url: server.base, connections: 10, duration: 20, warmup: 1, rate: RATE, calls });
  await new Promise((r) => setTimeout(r, 1_500));
  const result = await exportOf(server, format);
  const beside = await during;
  const health = await probe();
  say(
    `  export: ${result.rows.toLocaleString('en')} rows in ${result.seconds.toFixed(1)} s, ${result.mb.toFixed(1)} MB, server RSS peak ${result.peak.toFixed(0)} MB`,
  );
  say(`  other requests during it: p50 ${beside.p50} ms, p99 ${beside.p99} ms (alone ${alone.p99}), non-2xx ${beside.non2xx}`);
  say(`  /api/health: ${health.probes} probes every ${PROBE_MS} ms, ${health.failed} failed, slowest ${health.slowest} ms`);
  await server.stop();
}

write(`bench:client-export (${SEED_CLIENTS.toLocaleString('en')} clients)`);
process.exit(0);
