import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { isDatabaseBusy } from '../src/lib/db-errors';
import { buildTestApp, type Instance, type TestApp } from './build-test-app';
import { createCompany, type Company } from './factories';

/**
 * The server's PostgreSQL limits (db/client.ts DatabaseLimits): a request that meets a row
 * another session holds, or a statement that runs on and on, gives up with a 503 instead of
 * holding its connection (and, ten of them, the whole server). PostgreSQL only: PGlite runs
 * one statement at a time in the server's own process.
 */
describe.skipIf(!process.env.DATABASE_URL)('limits on the server’s PostgreSQL connections', () => {
  const limits = { statementTimeoutMs: 1_000, lockTimeoutMs: 300 };
  let t: TestApp;
  let co: Company;
  let limited: Instance;
  let owner: pg.Client;
  beforeAll(async () => {
    t = await buildTestApp();
    co = await createCompany(t);
    limited = await t.secondInstance({ limits });
    owner = new pg.Client({ connectionString: t.database.ownerUrl });
    await owner.connect();
  });
  afterAll(async () => {
    await owner?.end();
    await limited?.close();
    await t?.close();
  });

  const asManager = (method: 'GET' | 'POST', url: string, body?: object) =>
    limited.call(method, `/api/v1/${url}`, { token: co.users.manager.token, body });

  it('answers 503 while another session holds the row, and changes it once that session lets go', async () => {
    const created = await asManager('POST', 'taskos/list', { title: 'Held task', task_type: 1, due_date: '2031-01-15', priority: 1 });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;

    // A transaction left open elsewhere (psql, a maintenance script) holding the task's row.
    await owner.query('begin');
    await owner.query('select id from tasks where id = $1 for update', [id]);
    const held = await asManager('POST', `task/status/${id}`, { status: 2 });
    expect(held.statusCode).toBe(503);
    expect(held.json()).toEqual({ code: 'unavailable', message: expect.stringMatching(/try again/) });
    // Nothing of the refused change was kept.
    const meanwhile = await asManager('GET', `task/${id}`);
    expect(meanwhile.statusCode).toBe(200);
    expect(meanwhile.json().status).toBe(0);

    await owner.query('rollback');
    const done = await asManager('POST', `task/status/${id}`, { status: 2 });
    expect(done.statusCode).toBe(200);
    expect(done.json().status).toBe(2);
  });

  describe('on a pool of its own', () => {
    let database: Database;
    beforeAll(async () => {
      database = await openDatabase({ databaseUrl: t.database.url, ownerUrl: t.database.ownerUrl, dataDir: '', limits });
    });
    afterAll(async () => {
      await database?.close();
    });

    it('stops a statement that runs past its time', async () => {
      const slow = await database.db.execute(sql`select pg_sleep(3)`).then(
        () => null,
        (err: unknown) => err,
      );
      expect(isDatabaseBusy(slow)).toBe(true);
    });

    it("migrates on the owner's connection, and the requests' connections keep their limits", async () => {
      await runMigrations(database);
      const client = (database.db as unknown as { $client: pg.Pool }).$client;
      const { rows } = await client.query<{ statement_timeout: string; lock_timeout: string }>(
        `select current_setting('statement_timeout') statement_timeout, current_setting('lock_timeout') lock_timeout`,
      );
      expect(rows[0]).toEqual({ statement_timeout: '1s', lock_timeout: '300ms' });
    });
  });
});
