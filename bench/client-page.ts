/**
 * One page per client (issue 41): the client page's first screen on the bench company's busiest
 * client (most visits), at one connection on PostgreSQL, against the raw SQL of its own
 * statements. The page opens with one call, `client/:id/page` (details and activity, the figures,
 * the first page of visits, the files); the separate calls the page used to make, and still
 * makes to refresh one section, are timed beside it for comparison. Each is timed through the real server
 * (its own process, one database connection, reply cache off, one request at a time), and its
 * statements, captured from the same service code, are timed in psql as the app role under RLS.
 * Medians of RUNS.
 *
 *   npm run bench:seed (once), then npm run bench:client-page
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { pageQuerySchema } from '../contract/src/pagination';
import type { Db } from '../server/src/db/client';
import * as schema from '../server/src/db/schema/index';
import { bindTenancy, inTenant, signSetting, type Tx } from '../server/src/db/tenant-tx';
import * as history from '../server/src/modules/clients/client-history.service';
import * as clients from '../server/src/modules/clients/clients.service';
import type { UserRow } from '../server/src/modules/users/users.repository';
import { benchCompany, benchLog } from './bench-log';
import { benchServerEnv, serverProcess, signInAt } from './server-process';

const RUNS = Number(process.env.RUNS ?? 15);
const WARM_UPS = Number(process.env.WARM_UPS ?? 20);
const PASSWORD = 'Bench-Pass-1';
// The bench company as bench:seed left it (never seeded again here).
process.env.BENCH_REUSE ??= '1';
const { say, write } = benchLog('client-page');
const { dbUrl, dataDir, owner, big } = await benchCompany(1_000_000, PASSWORD, say);

const { rows: busiest } = await owner.query<{ client_id: string; visits: number }>(
  'select client_id, count(*)::int as visits from visits where tenant_id = $1 group by client_id order by 2 desc limit 1',
  [big.tenantId],
);
const clientId = busiest[0]!.client_id;
const manager = (await owner.query<{ id: string; role: string }>('select id, role from users where email = $1', [big.managerEmail(0)]))
  .rows[0]!;
say(`busiest client ${clientId}: ${busiest[0]!.visits} visits; as a manager (every row); ${RUNS} runs each, medians`);

const firstPage = pageQuerySchema.parse({ page: 1, page_size: 10 });
const calls: { name: string; url: string; run: (tx: Tx, me: UserRow) => Promise<unknown> }[] = [
  {
    name: 'client/:id/page',
    url: `client/${clientId}/page?page=1&page_size=10`,
    run: (tx, me) => history.firstScreen(tx, me, clientId, firstPage),
  },
  { name: 'get/client/:id', url: `get/client/${clientId}`, run: (tx, me) => clients.details(tx, me, clientId) },
  { name: 'client/:id/history', url: `client/${clientId}/history`, run: (tx, me) => history.summary(tx, me, clientId) },
  {
    name: 'client/:id/history/visits',
    url: `client/${clientId}/history/visits?page=1&page_size=10`,
    run: (tx, me) => history.visits(tx, me, clientId, firstPage),
  },
];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

// 1. Through the real server: one database connection, no reply cache, one request at a time.
const server = await serverProcess({ ...benchServerEnv(dbUrl, dataDir), REPLY_CACHE_MS: '0', DB_POOL_MAX: '1' });
const headers = await signInAt(server.base, big.managerEmail(0), PASSWORD);
const apiMs: number[] = [];
const timed = async (url: string) => {
  const start = performance.now();
  const res = await fetch(`${server.base}/api/v1/${url}`, { headers });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - start;
};
// A fresh process compiles its code on first use: every call is warmed before any is timed
// (timed first, a cold call paid for the others' warm-up too).
for (let i = 0; i < WARM_UPS; i++) for (const call of calls) await timed(call.url);
for (const call of calls) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await timed(call.url));
  apiMs.push(median(times));
}
await server.stop();

// 2. The same calls' statements, captured from the service code, timed in psql under RLS.
const { rows: keyRows } = await owner.query<{ key: string }>('select key from app_private.binding_key');
const client = new pg.Client({ connectionString: dbUrl });
await client.connect();
const captured: { text: string; params: unknown[] }[] = [];
const db = drizzle({ client, schema, logger: { logQuery: (text, params) => void captured.push({ text, params }) } }) as unknown as Db;
bindTenancy(db, keyRows[0]!.key);
const literal = (v: unknown): string => {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number') return String(v);
  const s = Array.isArray(v) ? `{${v.join(',')}}` : v instanceof Date ? v.toISOString() : String(v);
  return `'${s.replace(/'/g, "''")}'`;
};
const inline = (c: { text: string; params: unknown[] }) => c.text.replace(/\$(\d+)/g, (_, n: string) => literal(c.params[Number(n) - 1]));
const me = { id: manager.id, role: manager.role, tenantId: big.tenantId } as UserRow;
const signature = signSetting(db, 'tenant_id', big.tenantId);
const run = promisify(execFile);
const sqlMs: number[] = [];
const counts: number[] = [];
for (const call of calls) {
  captured.length = 0;
  await inTenant(db, big.tenantId, (tx) => call.run(tx, me));
  const statements = captured.filter((c) => !/set_config|^begin|^commit/i.test(c.text.trim())).map(inline);
  counts.push(statements.length);
  const file = path.join(dataDir, `client-page-${calls.indexOf(call)}.sql`);
  writeFileSync(
    file,
    [
      '\\set ON_ERROR_STOP on',
      'begin;',
      `select set_config('app.tenant_id', '${big.tenantId}', true), set_config('app.tenant_id_sig', '${signature}', true), set_config('role', 'ziyara_app', true) \\g /dev/null`,
      '\\o /dev/null',
      ...statements.map((s) => `${s};`),
      '\\timing on',
      ...Array.from({ length: RUNS }, () => statements.map((s) => `${s};`)).flat(),
      '\\timing off',
      '\\o',
      'rollback;',
    ].join('\n'),
  );
  const { stdout } = await run('psql', ['-X', '-q', '-d', dbUrl, '-f', file]);
  const times = [...stdout.matchAll(/^Time: ([\d.]+) ms/gm)].map((m) => Number(m[1]));
  // Per statement, the median of its runs; the call's raw SQL is their sum.
  let sum = 0;
  for (let s = 0; s < statements.length; s++) sum += median(times.filter((_, i) => i % statements.length === s));
  sqlMs.push(sum);
}

const table = ['| call | statements | API median ms (1 connection) | raw SQL median ms | API / SQL |', '|---|---|---|---|---|'];
calls.forEach((c, i) =>
  table.push(`| ${c.name} | ${counts[i]} | ${apiMs[i]!.toFixed(2)} | ${sqlMs[i]!.toFixed(2)} | ${(apiMs[i]! / sqlMs[i]!).toFixed(2)} |`),
);
// The first screen is the one call; the three separate calls, summed, are what it replaced.
const sum = (xs: number[]) => xs.slice(1).reduce((a, b) => a + b, 0);
table.push(
  `| *the three separate calls, summed* | ${sum(counts)} | ${sum(apiMs).toFixed(2)} | ${sum(sqlMs).toFixed(2)} | ${(sum(apiMs) / sum(sqlMs)).toFixed(2)} |`,
);
say(table.join('\n'));
const [api, raw] = [apiMs[0]!, sqlMs[0]!];
say(`first screen (client/:id/page) within 3× its raw SQL: ${api <= 3 * raw ? 'yes' : 'NO'} (${(api / raw).toFixed(2)}×)`);
write("bench:client-page — the client page's first screen on the busiest client against the raw SQL of its statements");
await client.end();
await owner.end();
process.exit(0);
