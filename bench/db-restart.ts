/**
 * Issue 13, item 5: restart PostgreSQL while load runs. The built server runs on a fresh
 * database; WRITERS connections create tasks in a loop (each acknowledged id is kept) and
 * one health probe runs every 50 ms; after a few seconds PostgreSQL is stopped, kept down for
 * `DOWN_MS` (default 2,000) and started again (`pg_ctlcluster 15 main stop`, then `start`):
 * a plain restart can take under a probe's interval on a fast machine, and then no probe
 * sees the outage. Printed: how long /api/health reported the outage,
 * the slowest answer during it (fail fast), the time from PostgreSQL accepting connections
 * again to the server's first healthy answer (target ≤ 5 s), the answers by status, and the
 * acknowledged writes missing afterwards (target 0).
 *
 * It restarts the machine's PostgreSQL: run it when nothing else uses it.
 *   npm run build:server && npm run bench:restart
 */
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchServerEnv, freshDatabase, signInAt, startArgs } from './server-process';

const WRITERS = Number(process.env.WRITERS ?? 8);
const DOWN_MS = Number(process.env.DOWN_MS ?? 2_000);
const DB = 'ziyara_bench_restart';
const PORT = 3792;
const base = `http://127.0.0.1:${PORT}`;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const dbUrl = await freshDatabase(adminUrl, DB);
const env = {
  ...process.env,
  ...benchServerEnv(dbUrl, mkdtempSync(path.join(tmpdir(), 'ziyara-restart-'))),
  PORT: String(PORT),
  SEED_DEMO: 'true',
};
const server = spawn(process.execPath, startArgs(), { env, stdio: 'ignore' });
while (
  !(await fetch(`${base}/api/health`).then(
    (r) => r.ok,
    () => false,
  ))
)
  await sleep(50);
const manager = await signInAt(base, 'manager@demo.ziyara.app', 'Ziyara!2026');

const statuses = new Map<number, number>();
const acknowledged: string[] = [];
let running = true;
async function writer(w: number) {
  for (let n = 0; running; n++) {
    const res = await fetch(`${base}/api/v1/taskos/list`, {
      method: 'POST',
      headers: { ...manager, 'content-type': 'application/json' },
      body: JSON.stringify({ title: `Restart ${w}.${n}`, task_type: 1, due_date: '2031-01-15', priority: 1 }),
    }).catch(() => null);
    const status = res?.status ?? 0;
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    if (res?.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
    else await res?.arrayBuffer();
    if (status !== 201) await sleep(20);
  }
}
const health: { at: number; ok: boolean; ms: number }[] = [];
async function prober() {
  while (running) {
    const started = performance.now();
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    health.push({ at: started, ok, ms: performance.now() - started });
    await sleep(50);
  }
}
const load = [...Array.from({ length: WRITERS }, (_, w) => writer(w)), prober()];

await sleep(3_000);
const restartAt = performance.now();
// Asynchronously: a synchronous call would freeze this process's load for the whole restart.
const cluster = (action: 'stop' | 'start') => promisify(execFile)('pg_ctlcluster', ['--skip-systemctl-redirect', '15', 'main', action]);
await cluster('stop');
await sleep(DOWN_MS);
await cluster('start');
// When PostgreSQL accepts connections again.
for (;;) {
  const c = new pg.Client({ connectionString: adminUrl });
  const up = await c.connect().then(
    () => true,
    () => false,
  );
  await c.end().catch(() => undefined);
  if (up) break;
  await sleep(20);
}
const dbBackAt = performance.now();
while (!health.some((h) => h.at > dbBackAt && h.ok)) await sleep(20);
const healthyAt = health.find((h) => h.at > dbBackAt && h.ok)!.at;
await sleep(3_000);
running = false;
await Promise.all(load);

const outage = health.filter((h) => h.at >= restartAt && h.at <= healthyAt);
const owner = new pg.Client({ connectionString: dbUrl });
await owner.connect();
const stored = new Set((await owner.query<{ id: string }>(`select id from tasks where title like 'Restart %'`)).rows.map((r) => r.id));
const missing = acknowledged.filter((id) => !stored.has(id)).length;
await owner.end();
server.kill('SIGTERM');

console.log(`PostgreSQL restart: down for ${((dbBackAt - restartAt) / 1000).toFixed(1)} s (until it accepted connections)`);
console.log(
  `  /api/health: ${outage.filter((h) => !h.ok).length} probes reported the outage; slowest answer ${Math.max(...outage.map((h) => h.ms)).toFixed(0)} ms`,
);
console.log(`  healthy again ${(healthyAt - dbBackAt).toFixed(0)} ms after PostgreSQL was back (target ≤ 5000)`);
console.log(`  answers: ${[...statuses].map(([s, n]) => `${s || 'no answer'} × ${n}`).join(', ')}`);
console.log(`  acknowledged writes: ${acknowledged.length}, missing afterwards: ${missing} (target 0)`);
process.exit(missing === 0 ? 0 : 1);
