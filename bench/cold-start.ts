/**
 * Issue 13, item 3: a cold start of the built server (`npm start`: Node running
 * dist/server/main.mjs) to listening, on PostgreSQL, ≤ 1 s. One start migrates a fresh
 * database first (not counted, printed apart; on a new build it also writes V8's code cache
 * beside the bundle, ADR 0034); then RUNS starts of a new process each, timed from spawn to
 * the first answer of /api/health.
 *
 *   npm run build:server && npm run bench:start
 *   (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/postgres)
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchServerEnv, freshDatabase, startArgs } from './server-process';

const RUNS = Number(process.env.RUNS ?? 10);
const DB = 'ziyara_bench_start';
const PORT = 3791;
if (!existsSync('dist/server/main.mjs')) throw new Error('Build the server first: npm run build:server');

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbUrl = await freshDatabase(adminUrl, DB);
const env = { ...process.env, ...benchServerEnv(dbUrl, mkdtempSync(path.join(tmpdir(), 'ziyara-start-'))), PORT: String(PORT) };

/** Milliseconds from spawn to the first 200 of /api/health, then stops the server. */
async function timedStart(): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, startArgs(), { env, stdio: 'ignore' });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((r) => setTimeout(r, 5));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

console.log(`first start, migrating a fresh database: ${(await timedStart()).toFixed(0)} ms`);
const times: number[] = [];
for (let i = 0; i < RUNS; i++) times.push(await timedStart());
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(0);
console.log(`${RUNS} cold starts to listening on PostgreSQL: p50 ${at(0.5)} ms, max ${at(1)} ms (target ≤ 1000)`);
process.exit(0);
