/**
 * Issue 38's client import, on PostgreSQL: an XLSX of ROWS clients (default 50,000, the
 * product's limit; Arabic and English names, Saudi mobiles and cities, server/test/import-sheets.ts)
 * previewed, then imported, into a company that already has SEED_CLIENTS clients. For each
 * call: its time, the server's peak resident memory (npm start's processes together: the
 * cluster primary and the server, whose job worker threads are in it), the p99 of other
 * requests (client list pages and details at RATE req/s, paced) while it runs against the
 * same mix alone, and whether /api/health answered every probe (every PROBE_MS) throughout.
 * Then a file of ROWS + 1 rows, refused: how soon.
 *
 * The server is the built one (`npm start`'s), in its own process; its resident memory is
 * read from /proc every 100 ms. The spreadsheet is read in a job worker (lib/jobs), whose
 * heap is JOB_HEAP_MB.
 *
 *   npm run bench:import   (DATABASE_URL: the cluster's owner, default the local one)
 */
import { execSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import { users } from '../server/src/db/schema/index';
import { inTenant } from '../server/src/db/tenant-tx';
import { hashPassword } from '../server/src/lib/passwords';
import { insertTenant } from '../server/src/modules/tenants/tenants.repository';
import { clientsXlsx } from '../server/test/import-sheets';
import { multipart } from '../server/test/uploads';
import { benchLog } from './bench-log';
import { runLoad, type Call } from './load-spec';
import { benchServerEnv, freshDatabase, serverProcess, signInAt } from './server-process';
import { healthProbe, rssMb as rssOfServer, watchPeakRss } from './server-watch';

const ROWS = Number(process.env.ROWS ?? 50_000);
const SEED_CLIENTS = Number(process.env.SEED_CLIENTS ?? 5_000);
const RATE = Number(process.env.RATE ?? 50);
const PROBE_MS = Number(process.env.PROBE_MS ?? 250);
const PASSWORD = 'Bench-Pass-1';
const API = '/api/v1';

const { say, write } = benchLog('client-import');
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbUrl = await freshDatabase(adminUrl, 'ziyara_bench_client_import');
const dataDir = mkdtempSync(path.join(tmpdir(), 'ziyara-bench-import-'));

/** One company: a manager and SEED_CLIENTS clients (their phones are not the file's: no duplicates). */
async function seed(): Promise<void> {
  const database = await openDatabase({ databaseUrl: dbUrl, dataDir });
  await runMigrations(database);
  const tenantId = crypto.randomUUID();
  await inTenant(database.db, tenantId, async (tx) => {
    await insertTenant(tx, {
      id: tenantId,
      companyName: 'Import Medical',
      field: 'medical',
      country: 'SA',
      city: 'Riyadh',
      vatNumber: '300000000000003',
      numberEmployees: 50,
      industry: 'distribution',
      package: 3,
    });
    await tx.insert(users).values({
      tenantId,
      fullName: 'manager',
      email: 'manager@import.bench',
      phone: '+966500000000',
      role: 'manager',
      passwordHash: await hashPassword(PASSWORD),
    });
    await tx.execute(sql`
      insert into clients (tenant_id, kind, title, contact_name, company_name, customer_type, customer_target,
                           phone, phone_digits, country, city, created_by)
      select ${tenantId}::uuid, 'client', 'Mr', 'Existing ' || g, 'شركة ' || g, 'Commercial', 'Regular',
             '+966 59' || lpad(g::text, 7, '0'), '59' || lpad(g::text, 7, '0'), 'SA', 'Riyadh',
             (select id from users limit 1)
      from generate_series(1, ${SEED_CLIENTS}) g`);
  });
  await database.close();
  const owner = new pg.Client({ connectionString: dbUrl });
  await owner.connect();
  await owner.query('VACUUM ANALYZE');
  await owner.end();
}

await seed();
const made = performance.now();
const file = await clientsXlsx(ROWS);
const overFile = await clientsXlsx(ROWS + 1);
say(
  `${ROWS.toLocaleString('en')}-row client XLSX: ${(file.length / 1024 / 1024).toFixed(2)} MB (made in ${((performance.now() - made) / 1000).toFixed(1)} s); the company has ${SEED_CLIENTS.toLocaleString('en')} clients`,
);

execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });
const server = await serverProcess(benchServerEnv(dbUrl, dataDir), { built: true });
const rssMb = () => rssOfServer(server.pid);
const manager = await signInAt(server.base, 'manager@import.bench', PASSWORD);

const page = (await (await fetch(`${server.base}${API}/client/list?page=1&page_size=50`, { headers: manager })).json()) as {
  results: { id: string }[];
};
/** Other requests: a manager's light signed-in reads (list pages, client details). */
const calls: Call[] = [
  { method: 'GET', path: `${API}/client/list?page=1`, headers: manager },
  { method: 'GET', path: `${API}/client/list?page=3&city=Riyadh`, headers: manager },
  ...page.results.map((c) => ({ method: 'GET', path: `${API}/get/client/${c.id}`, headers: manager })),
];

/** Uploads `bytes` to `url` as the browser does: the answer, its time and the server's peak memory meanwhile. */
async function upload(url: string, bytes: Buffer) {
  const body = multipart('clients.xlsx', bytes);
  const peakRss = watchPeakRss(server.pid);
  const started = performance.now();
  const res = await fetch(`${server.base}${API}${url}`, {
    method: 'POST',
    headers: { ...manager, 'content-type': body.contentType },
    body: body.payload,
  });
  const answer = (await res.json()) as Record<string, unknown>;
  const seconds = (performance.now() - started) / 1000;
  return { status: res.status, answer, seconds, peak: peakRss() };
}

say(`server RSS at rest: ${rssMb().toFixed(0)} MB`);
const alone = await runLoad(dataDir, { url: server.base, connections: 10, duration: 8, warmup: 1, rate: RATE, calls });
say(`other requests alone (${RATE} req/s paced): p50 ${alone.p50} ms, p99 ${alone.p99} ms, non-2xx ${alone.non2xx}`);

for (const [name, url] of [
  ['preview', '/client/import/preview?kind=client'],
  ['import', '/client/import?kind=client&on_duplicate=skip'],
] as const) {
  const probe = healthProbe(server.base, PROBE_MS);
  const during = runLoad(dataDir, { url: server.base, connections: 10, duration: 25, warmup: 1, rate: RATE, calls });
  await new Promise((r) => setTimeout(r, 1_500));
  const result = await upload(url, file);
  const beside = await during;
  const health = await probe();
  if (result.status !== 200) throw new Error(`${name}: ${result.status} ${JSON.stringify(result.answer)}`);
  const { problems: _problems, duplicates: _duplicates, ...counts } = result.answer;
  say(
    `\n${name}: ${result.status} in ${result.seconds.toFixed(1)} s, server RSS peak ${result.peak.toFixed(0)} MB: ${JSON.stringify(counts)}`,
  );
  say(`  other requests during it: p50 ${beside.p50} ms, p99 ${beside.p99} ms (alone ${alone.p99}), non-2xx ${beside.non2xx}`);
  say(`  /api/health: ${health.probes} probes every ${PROBE_MS} ms, ${health.failed} failed, slowest ${health.slowest} ms`);
}

const refused = await upload('/client/import/preview?kind=client', overFile);
say(
  `\n${(ROWS + 1).toLocaleString('en')} rows: ${refused.status} ${String((refused.answer.details as { reason?: string } | undefined)?.reason)} in ${refused.seconds.toFixed(1)} s, RSS peak ${refused.peak.toFixed(0)} MB`,
);
say(`server RSS after: ${rssMb().toFixed(0)} MB`);

write(`bench:import (${ROWS.toLocaleString('en')} rows)`);
await server.stop();
process.exit(0);
