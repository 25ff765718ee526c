/**
 * API load benchmark: seeds one company with SEED_USERS users (plus a second company, so RLS
 * has something to filter out), starts the real server on a free loopback port and drives
 * it with autocannon. Prints latency percentiles and throughput per route.
 *
 *   npx tsx bench/api.ts                      # PGlite in a temp folder
 *   DATABASE_URL=postgres://… npx tsx bench/api.ts   # a fresh `ziyara_bench` database
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { runMigrations } from '../server/src/db/migrate';
import { inTenant } from '../server/src/db/tenant-tx';
import { hashPassword } from '../server/src/lib/passwords';
import { insertTenant } from '../server/src/modules/tenants/tenants.repository';
import { users } from '../server/src/db/schema/index';
import { load } from './load';

const SEED_USERS = Number(process.env.SEED_USERS ?? 500);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);

async function databaseUrl(): Promise<string | undefined> {
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

async function seedCompany(db: Parameters<typeof inTenant>[0], n: number, prefix: string, passwordHash: string) {
  const tenantId = crypto.randomUUID();
  await inTenant(db, tenantId, async (tx) => {
    await insertTenant(tx, {
      id: tenantId,
      companyName: `${prefix} Co`,
      field: 'fmcg',
      country: 'SA',
      city: 'Riyadh',
      vatNumber: '300000000000003',
      numberEmployees: n,
      industry: 'retail',
      package: 3,
    });
    for (let i = 0; i < n; i += 250) {
      const batch = Array.from({ length: Math.min(250, n - i) }, (_, j) => ({
        tenantId,
        fullName: `User ${i + j}`,
        email: `${prefix}.${i + j}@bench.example`,
        phone: '+966500000000',
        role: (i + j === 0 ? 'admin' : 'sales') as 'admin' | 'sales',
        passwordHash,
      }));
      await tx.insert(users).values(batch);
    }
  });
}

const url = await databaseUrl();
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
await seedCompany(database.db, SEED_USERS, 'a', passwordHash);
await seedCompany(database.db, SEED_USERS, 'b', passwordHash);

const app = await buildApp({ config, database, logger: false });
const base = await app.listen({ port: 0, host: '127.0.0.1' });
const headers = { 'content-type': 'application/json', cookie: 'csrftoken=bench', 'x-csrftoken': 'bench' };
const login = await fetch(`${base}/api/v1/auth/login/`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ email: 'a.0@bench.example', password: 'Bench-Pass-1' }),
});
const { access } = (await login.json()) as { access: string };
const auth = { ...headers, authorization: `Bearer ${access}` };

const cases = [
  { name: 'GET /api/health', path: '/api/health', method: 'GET' as const, headers },
  { name: 'GET tenant/show/', path: '/api/v1/tenant/show/', method: 'GET' as const, headers: auth },
  { name: 'GET list/tenant/user/ (page 1)', path: '/api/v1/list/tenant/user/?page=1&page_size=10', method: 'GET' as const, headers: auth },
  {
    name: 'GET list/tenant/user/ (last page)',
    path: `/api/v1/list/tenant/user/?page=${Math.ceil(SEED_USERS / 10)}&page_size=10`,
    method: 'GET' as const,
    headers: auth,
  },
  { name: 'POST auth/verify/', path: '/api/v1/auth/verify/', method: 'POST' as const, headers, body: JSON.stringify({ token: access }) },
];

console.log(`\n${database.kind}, ${SEED_USERS} users in each of 2 companies, ${CONNECTIONS} connections, ${DURATION}s per route\n`);
console.log('| route | req/s | p50 ms | p97.5 ms | p99 ms | non-2xx |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const c of cases) {
  const r = await load(`${base}${c.path}`, {
    method: c.method,
    headers: c.headers,
    body: c.body,
    connections: CONNECTIONS,
    duration: DURATION,
  });
  console.log(`| ${c.name} | ${r.rps} | ${r.p50} | ${r.p97_5} | ${r.p99} | ${r.non2xx} |`);
}
await app.close();
await database.close();
