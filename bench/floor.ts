/**
 * The machine's floor: what this machine answers at CONNECTIONS (default 50) with none of
 * Ziyara's work in the way, to read bench:visits' figures against (ADR 0014).
 * - a bare Node HTTP server answering 1.5 kB of JSON (autocannon, saturated);
 * - PostgreSQL through `pg` (a pool of 10, as the server has), from 50 concurrent loops in
 *   this process: one `select 1`, and a transaction of four round trips (BEGIN, the settings,
 *   `select 1`, COMMIT), the least a request with a database read needed before ADR 0014;
 * - the server's own health check (a transaction with `select 1`), saturated and paced at
 *   READ_RATE a second (bench/paced-load.ts).
 *
 *   npm run bench:floor      (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/postgres)
 */
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { load, type LoadResult } from './load';
import { loadRunner } from './load-spec';
import { serverProcess } from './server-process';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const DURATION = Number(process.env.DURATION ?? 10);
const READ_RATE = Number(process.env.READ_RATE ?? 400);
const FLOOR_DB = 'ziyara_bench_floor';
const say = (line: string) => console.log(line);
const rows: { what: string; r: LoadResult }[] = [];

// ---------------------------------------------------------------- bare Node
{
  const body = JSON.stringify({ ok: true, pad: 'x'.repeat(1500) });
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(body));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  rows.push({
    what: 'bare Node HTTP, 1.5 kB JSON (saturated)',
    r: await load(`http://127.0.0.1:${port}/`, { headers: {}, connections: CONNECTIONS, duration: DURATION }),
  });
  server.close();
}

// ---------------------------------------------------------------- PostgreSQL through pg
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
{
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${FLOOR_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${FLOOR_DB}`);
  await admin.end();
}
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${FLOOR_DB}` }).toString();
const pool = new pg.Pool({ connectionString: dbUrl, max: 10 });
async function loops(what: string, call: () => Promise<unknown>): Promise<void> {
  const latencies: number[] = [];
  const measureFrom = performance.now() + 2_000;
  const end = measureFrom + DURATION * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const started = performance.now();
        await call();
        if (started >= measureFrom) latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p: number) => Math.round(latencies[Math.floor(latencies.length * p)]! * 10) / 10;
  rows.push({ what, r: { rps: Math.round(latencies.length / DURATION), p50: at(0.5), p97_5: at(0.975), p99: at(0.99), non2xx: 0 } });
}
await loops('PostgreSQL: select 1 (pg, pool of 10, saturated)', () => pool.query('select 1'));
await loops('PostgreSQL: BEGIN, settings, select 1, COMMIT: four round trips (saturated)', async () => {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('app.tenant_id', $1, true)`, ['']);
    await client.query('select 1');
    await client.query('commit');
  } finally {
    client.release();
  }
});
await pool.end();

// ---------------------------------------------------------------- the server's health check
{
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ziyara-bench-floor-'));
  const server = await serverProcess({
    DATABASE_URL: dbUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    WEB_DIST: '.tmp/no-web',
  });
  const owner = new pg.Client({ connectionString: dbUrl });
  await owner.connect();
  const loadCalls = loadRunner({ owner, dataDir, connections: CONNECTIONS, duration: DURATION, say });
  const health = [{ method: 'GET', path: '/api/health', headers: {} }];
  rows.push({ what: 'Ziyara /api/health: one transaction with select 1 (saturated)', r: await loadCalls(server.base, health, undefined) });
  rows.push({ what: `Ziyara /api/health (paced, ${READ_RATE} a second)`, r: await loadCalls(server.base, health, READ_RATE) });
  await owner.end();
  await server.stop();
}

say(`\n## The floor: ${CONNECTIONS} connections (or concurrent loops), ${DURATION} s each after 2 s of warm-up, on this machine\n`);
say('| what | req/s | p50 ms | p97.5 ms | p99 ms |');
say('|---|---:|---:|---:|---:|');
for (const { what, r } of rows) say(`| ${what} | ${r.rps} | ${r.p50} | ${r.p97_5} | ${r.p99} |`);
