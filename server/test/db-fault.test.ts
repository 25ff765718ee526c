import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant, selectRows } from '../src/db/tenant-tx';
import { buildTestApp, type Instance, type TestApp } from './build-test-app';
import { createCompany, type Company } from './factories';
import { tcpProxy } from './tcp-proxy';

/**
 * The database goes away under load and comes back (a restart, as a cut of every connection
 * through a proxy): the health check reports it, requests fail fast with 503, the server is
 * answering again within 5 s of the database's return, and no write it acknowledged is lost.
 * PostgreSQL only: PGlite runs inside the process and cannot go away.
 */
describe.skipIf(!process.env.DATABASE_URL)('a database outage', () => {
  let t: TestApp;
  let co: Company;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let server: Instance;
  beforeAll(async () => {
    t = await buildTestApp();
    co = await createCompany(t);
    const url = new URL(t.database.url!);
    proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    server = await t.secondInstance({ databaseUrl: url.toString() });
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await t?.close();
  });

  const health = (on = server) => on.call('GET', '/api/health');
  const createTask = (n: number, on = server) =>
    on.call('POST', '/api/v1/taskos/list', {
      token: co.users.manager.token,
      body: { title: `Outage task ${n}`, task_type: 1, due_date: '2031-01-15', priority: 1 },
    });
  const timed = async <T>(fn: () => Promise<T>) => {
    const started = performance.now();
    const result = await fn();
    return { result, ms: performance.now() - started };
  };

  it('reports it, fails fast, recovers within 5 s, and keeps every acknowledged write', async () => {
    expect((await health()).statusCode).toBe(200);
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing; n++) {
        const res = await createTask(n);
        statuses.push(res.statusCode);
        if (res.statusCode === 201 || res.statusCode === 200) acknowledged.push(res.json().id);
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    // Writes are acknowledged before the outage: waited for, not timed (a loaded machine may
    // take longer than any fixed pause to answer two).
    while (acknowledged.length < 2) await new Promise((r) => setTimeout(r, 20));

    proxy.cut();
    const down = await timed(health);
    expect(down.result.statusCode).toBe(503);
    expect(down.result.json()).toEqual({ status: 'unavailable', database: 'down' });
    const refused = await timed(() => createTask(-1));
    expect(refused.result.statusCode).toBe(503);
    expect(refused.result.json().code).toBe('unavailable');
    // Fail fast: well under the client's patience, not a hang.
    expect(Math.max(down.ms, refused.ms)).toBeLessThan(3_500);
    await new Promise((r) => setTimeout(r, 1_000));

    proxy.restore();
    const back = performance.now();
    while ((await health()).statusCode !== 200) await new Promise((r) => setTimeout(r, 50));
    const recoveredMs = performance.now() - back;
    expect(recoveredMs).toBeLessThan(5_000);
    // And again after it: the writer's next acknowledged write (the test's timeout bounds the wait).
    const acknowledgedAtRecovery = acknowledged.length;
    while (acknowledged.length === acknowledgedAtRecovery) await new Promise((r) => setTimeout(r, 20));
    writing = false;
    await writer;

    // Writes went through before and after (waited for above), and none answered but 200/201/503.
    expect(statuses.every((s) => [200, 201, 503].includes(s))).toBe(true);
    const stored = await inTenant(t.database.db, co.tenantId, (tx) =>
      selectRows<{ id: string }>(tx, sql`select id from tasks where title like 'Outage task %'`),
    );
    const ids = new Set(stored.map((r) => r.id));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
  }, 30_000);

  it('answers 503 while a database on the same host is away: its Unix socket is gone', async () => {
    // As PostgreSQL restarting on the server's own host looks to a server connected through its
    // socket (docs/scaling.md): connecting fails with ENOENT, not ECONNREFUSED.
    const noSocket = mkdtempSync(path.join(tmpdir(), 'ziyara-no-socket-'));
    const away = await t.secondInstance({ databaseUrl: `postgres://postgres@localhost/postgres?host=${noSocket}` });
    try {
      const down = await health(away);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable', database: 'down' });
      const refused = await createTask(-2, away);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().code).toBe('unavailable');
    } finally {
      await away.close();
    }
  });
});
