/**
 * Clients and leads at scale: one company with SEED_CLIENTS clients and leads (default
 * 100,000) spread over 20 reps and four cities, a second company with a fifth of that for
 * RLS to filter out. Starts the real server and drives the list, filtered, searched, deep-page
 * and details calls with autocannon (CONNECTIONS, default 50). Run it on PostgreSQL:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/clients.ts
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import { users } from '../server/src/db/schema/index';
import { inTenant } from '../server/src/db/tenant-tx';
import { hashPassword } from '../server/src/lib/passwords';
import { insertTenant } from '../server/src/modules/tenants/tenants.repository';
import { load } from './load';

const SEED_CLIENTS = Number(process.env.SEED_CLIENTS ?? 100_000);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const REPS = 20;

async function benchDatabaseUrl(): Promise<string | undefined> {
  if (!process.env.DATABASE_URL) return undefined;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS ziyara_bench WITH (FORCE)');
  await admin.query('CREATE DATABASE ziyara_bench');
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = '/ziyara_bench';
  return url.toString();
}

/** One company: an admin, a manager, REPS sales reps, and n clients/leads made in SQL. */
async function seedCompany(db: Parameters<typeof inTenant>[0], prefix: string, n: number, passwordHash: string) {
  const tenantId = crypto.randomUUID();
  await inTenant(db, tenantId, async (tx) => {
    await insertTenant(tx, {
      id: tenantId,
      companyName: `${prefix} Medical`,
      field: 'medical',
      country: 'SA',
      city: 'Riyadh',
      vatNumber: '300000000000003',
      numberEmployees: 50,
      industry: 'distribution',
      package: 3,
    });
    const people = [
      { role: 'admin' as const, name: 'admin' },
      { role: 'manager' as const, name: 'manager' },
      ...Array.from({ length: REPS }, (_, i) => ({ role: 'sales' as const, name: `rep${i}` })),
    ];
    await tx.insert(users).values(
      people.map((p) => ({
        tenantId,
        fullName: p.name,
        email: `${p.name}.${prefix}@bench.example`,
        phone: '+966500000000',
        role: p.role,
        passwordHash,
      })),
    );
    // Arabic and English names, four cities, every type and target, leads in every state.
    await tx.execute(sql`
      with reps as (select array_agg(id order by email) ids from users where role = 'sales')
      insert into clients (tenant_id, kind, lead_status, title, contact_name, company_name, customer_type, customer_target,
                           phone, phone_digits, email, country, city, assigned_to, created_by, created_at)
      select ${tenantId}::uuid,
             case when g % 3 = 0 then 'lead' else 'client' end,
             case when g % 3 = 0 then (array['new','approved','archived','new'])[1 + g % 4] else null end,
             (array['Eng','Mr','Miss','Mrs','Dr'])[1 + g % 5],
             case when g % 2 = 0 then (array['أحمد','محمد','فاطمة','نورة','خالد','سارة'])[1 + g % 6] || ' ' || (array['الغامدي','القحطاني','العتيبي','الحربي'])[1 + g % 4] || ' ' || g
                  else (array['Ahmed','Sara','Omar','Huda','Faisal','Reem'])[1 + g % 6] || ' ' || (array['Al-Ghamdi','Al-Qahtani','Al-Otaibi','Al-Harbi'])[1 + g % 4] || ' ' || g end,
             case when g % 2 = 0 then 'مستشفى ' || g else 'Clinic ' || g end,
             (array['Commercial','Clinic','Government','Hospital','University'])[1 + g % 5],
             (array['Regular','High class','VIP'])[1 + g % 3],
             '+966 5' || lpad((g % 100000000)::text, 8, '0'),
             '5' || lpad((g % 100000000)::text, 8, '0'),
             'c' || g || '@bench.example',
             'SA',
             (array['Riyadh','Jeddah','Dammam','Khobar'])[1 + g % 4],
             (select ids[1 + g % ${REPS}] from reps),
             (select ids[1 + g % ${REPS}] from reps),
             now() - (g || ' minutes')::interval
      from generate_series(1, ${n}) g`);
  });
  return tenantId;
}

const url = await benchDatabaseUrl();
const dataDir = mkdtempSync(path.join(tmpdir(), 'ziyara-bench-'));
const config = loadConfig({
  ...process.env,
  DATABASE_URL: url,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: '100000000',
  WEB_DIST: '.tmp/no-web',
});
const database = await openDatabase({ databaseUrl: url, dataDir });
await runMigrations(database);
const passwordHash = await hashPassword('Bench-Pass-1');
const seedStart = Date.now();
await seedCompany(database.db, 'a', SEED_CLIENTS, passwordHash);
await seedCompany(database.db, 'b', Math.round(SEED_CLIENTS / 5), passwordHash);
if (database.kind === 'postgres') {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // As autovacuum would soon: fresh statistics and a visibility map for index-only counts.
  await admin.query('VACUUM ANALYZE');
  await admin.end();
}
console.log(`seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

const app = await buildApp({ config, database, logger: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
// The same server without the reply cache: every request goes to the database (ADR 0012).
const coldApp = await buildApp({ config: { ...config, replyCacheMs: 0 }, database, logger: false });
const coldBase = await coldApp.listen({ port: 0, host: '127.0.0.1' });
const headers = { 'content-type': 'application/json', cookie: 'csrftoken=bench', 'x-csrftoken': 'bench' };
async function tokenOf(email: string) {
  const res = await fetch(`${base}/api/v1/auth/login/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'Bench-Pass-1' }),
  });
  return { ...headers, authorization: `Bearer ${((await res.json()) as { access: string }).access}` };
}
const manager = await tokenOf('manager.a@bench.example');
const rep = await tokenOf('rep3.a@bench.example');
const page1 = (await (await fetch(`${base}/api/v1/client/list?page=1`, { headers: manager })).json()) as {
  count: number;
  results: { id: string }[];
};
const lastPage = Math.ceil(page1.count / 10);
const someId = page1.results[0]!.id;

const cases = [
  { name: 'client/list page 1 (manager)', path: '/api/v1/client/list?page=1', headers: manager },
  { name: `client/list page ${lastPage} (last)`, path: `/api/v1/client/list?page=${lastPage}`, headers: manager },
  {
    name: 'client/list city + target + type',
    path: '/api/v1/client/list?city=Jeddah&customer_target=VIP&customer_type=Hospital',
    headers: manager,
  },
  { name: 'client/list sorted by company', path: '/api/v1/client/list?ordering=company_name&page=3', headers: manager },
  { name: 'lead/list page 1', path: '/api/v1/lead/list?page=1', headers: manager },
  { name: 'client/list (sales rep, own)', path: '/api/v1/client/list?page=2', headers: rep },
  // Typed without hamza: finds "أحمد الغامدي" (one client in twelve: a common name).
  {
    name: 'search "احمد الغامدي" (Arabic variant)',
    path: `/api/v1/client/list?search=${encodeURIComponent('احمد الغامدي')}`,
    headers: manager,
  },
  { name: 'search phone digits', path: '/api/v1/client/list?search=0500012', headers: manager },
  { name: 'get/client/{id}', path: `/api/v1/get/client/${someId}`, headers: manager },
];

console.log(
  `\n${database.kind}, ${SEED_CLIENTS} clients and leads (+${Math.round(SEED_CLIENTS / 5)} in a second company), ${CONNECTIONS} connections, ${DURATION}s per route\n`,
);
console.log('| call | reply cache | req/s | p50 ms | p97.5 ms | p99 ms | non-2xx |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const c of cases) {
  for (const [label, at] of [
    ['on (repeat reads)', base],
    ['off (every read)', coldBase],
  ] as const) {
    const r = await load(`${at}${c.path}`, { headers: c.headers, connections: CONNECTIONS, duration: DURATION });
    console.log(`| ${c.name} | ${label} | ${r.rps} | ${r.p50} | ${r.p97_5} | ${r.p99} | ${r.non2xx} |`);
  }
}

// Import: IMPORT_ROWS rows (default 50,000) into this company of SEED_CLIENTS, a hundred of
// them bad and a hundred repeating records the company has; timed preview, then import.
const IMPORT_ROWS = Number(process.env.IMPORT_ROWS ?? 50_000);
const lines = ['Title,Contact name,Company name,Customer type,Customer target,Phone,Email,Country,City,Notes'];
for (let i = 0; i < IMPORT_ROWS; i++) {
  const phone = i % 500 === 1 ? `+966 5${String(i).padStart(8, '0')}` : `+966 56${String(i).padStart(7, '0')}`;
  const title = i % 500 === 2 ? 'Sir' : 'Dr';
  lines.push(`${title},عميل مستورد ${i},Imported Co ${i},Clinic,VIP,${phone},imp${i}@bench.example,SA,Riyadh,row ${i}`);
}
const csvFile = new Blob([lines.join('\r\n')], { type: 'text/csv' });
const { cookie, authorization } = manager;
async function timedUpload(pathAndQuery: string) {
  const form = new FormData();
  form.append('file', csvFile, 'import.csv');
  const started = performance.now();
  const res = await fetch(`${base}${pathAndQuery}`, {
    method: 'POST',
    body: form,
    headers: { cookie, authorization, 'x-csrftoken': 'bench' },
  });
  const body = await res.text();
  return { seconds: ((performance.now() - started) / 1000).toFixed(1), status: res.status, body: body.slice(0, 300) };
}
const previewRun = await timedUpload('/api/v1/client/import/preview?kind=client');
const importRun = await timedUpload('/api/v1/client/import?kind=client&on_duplicate=update');
console.log(`\nimport of ${IMPORT_ROWS} rows (${(csvFile.size / 1e6).toFixed(1)} MB CSV) into the company of ${SEED_CLIENTS}:`);
console.log(`| step | seconds | status | reply |\n|---|---:|---:|---|`);
console.log(`| preview | ${previewRun.seconds} | ${previewRun.status} | ${previewRun.body.replace(/"problems".*/, '…')} |`);
console.log(`| import (update duplicates) | ${importRun.seconds} | ${importRun.status} | ${importRun.body} |`);

await app.close();
await coldApp.close();
await database.close();
