import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCompany, type Company } from '../../test/factories';
import { hotQuery } from './hot-query';
import { afterCommit, sendWithNext } from './pg-transaction';
import { activity, users } from './schema/index';
import { inTenant, selectRows, type Tx } from './tenant-tx';

// What every request goes through (ADR 0014): the transaction opened with its settings in one
// round trip, statements rendered once (hotQuery), and on PostgreSQL prepared per connection.
let t: TestApp;
let a: Company;
let b: Company;
beforeAll(async () => {
  t = await buildTestApp();
  [a, b] = [await createCompany(t), await createCompany(t)];
});
afterAll(async () => t.close());

const nameOf = hotQuery((tx) =>
  tx
    .select({ fullName: users.fullName })
    .from(users)
    .where(eq(users.id, sql.placeholder('id'))),
);
const inA = <T>(fn: (tx: Tx) => Promise<T>) => inTenant(t.database.db, a.tenantId, fn);
// A statement's own failure comes wrapped by drizzle (its cause); the COMMIT's, as pg reports it.
const isDivisionByZero = (err: { message: string; cause?: { message: string } }) =>
  [err.message, err.cause?.message].includes('division by zero');
const settingsNow = (tx: Tx) =>
  selectRows<{ tenant: string; role: string }>(tx, sql`select current_setting('app.tenant_id', true) as tenant, current_user as role`);

describe('the request path', () => {
  it("runs a prepared query on the transaction it is given: that company's rows, and that transaction's own writes", async () => {
    const admin = a.users.admin;
    for (let round = 0; round < 3; round++) {
      // Each round is a new transaction (and maybe another pooled connection) for the same prepared query.
      const seen = await inA(async (tx) => {
        await tx
          .update(users)
          .set({ fullName: `Renamed ${round}` })
          .where(eq(users.id, admin.id));
        const [row] = await nameOf(tx, { id: admin.id });
        throw Object.assign(new Error('roll back'), { row });
      }).catch((err: { row?: { fullName: string } }) => err.row);
      expect(seen).toEqual({ fullName: `Renamed ${round}` });
    }
    // Rolled back every time; and another company's transaction does not see the row at all.
    expect(await inA((tx) => nameOf(tx, { id: admin.id }))).toEqual([{ fullName: admin.fullName }]);
    expect(await inTenant(t.database.db, b.tenantId, (tx) => nameOf(tx, { id: admin.id }))).toEqual([]);
  });

  it('leaves nothing of a failed transaction, and its connection serves the next ones with their own settings', async () => {
    const admin = a.users.admin;
    await expect(
      inA(async (tx) => {
        await tx.update(users).set({ fullName: 'Half written' }).where(eq(users.id, admin.id));
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(await inA((tx) => nameOf(tx, { id: admin.id }))).toEqual([{ fullName: admin.fullName }]);
    // More transactions than the pool has connections, alternating companies and none.
    for (const tenantId of Array.from({ length: 12 }, (_, i) => [a.tenantId, b.tenantId, null][i % 3]!)) {
      const [now] = await inTenant(t.database.db, tenantId, settingsNow);
      expect(now).toEqual({ tenant: tenantId ?? '', role: 'ziyara_app' });
    }
  });

  it('refuses a tenant id that is not a UUID (it is written into the statement)', () => {
    expect(() => inTenant(t.database.db, "x'); drop table users; --", async () => 1)).toThrow(/not a UUID/);
  });

  it('prepares a repeated statement once per connection on PostgreSQL', async ({ skip }) => {
    if (t.database.kind !== 'postgres') skip('PGlite has no connections to prepare statements on');
    const prepared = await inA(async (tx) => {
      for (let i = 0; i < 7; i++) await nameOf(tx, { id: a.users.sales.id });
      return selectRows<{ n: number; generic: number; custom: number }>(
        tx,
        sql`select count(*)::int as n, sum(generic_plans)::int as generic, sum(custom_plans)::int as custom
            from pg_prepared_statements where statement like 'select "full_name" from "users" where "users"."id" = $1%'`,
      );
    });
    expect(prepared[0]!.n).toBe(1);
    expect(prepared[0]!.generic + prepared[0]!.custom).toBeGreaterThanOrEqual(7);
  });

  it('sends a statement queued with sendWithNext before the next one: that one sees it, and a failure rolls back everything', async () => {
    const admin = a.users.admin;
    const rename = (name: string) => sql`update users set full_name = ${name} where id = ${admin.id}`;
    // Queued, then read back by the next statement of the same transaction.
    const seen = await inA(async (tx) => {
      await sendWithNext(tx, rename('Renamed Ahead'));
      return nameOf(tx, { id: admin.id });
    });
    expect(seen).toEqual([{ fullName: 'Renamed Ahead' }]);
    // Queued last: it goes with the COMMIT and is kept.
    await inA((tx) => sendWithNext(tx, rename('Renamed At Commit')));
    expect(await inA((tx) => nameOf(tx, { id: admin.id }))).toEqual([{ fullName: 'Renamed At Commit' }]);
    // A query builder with a JSON value and a SQL default, queued the same way.
    const entityId = crypto.randomUUID();
    await inA((tx) =>
      sendWithNext(
        tx,
        tx
          .insert(activity)
          .values({ tenantId: a.tenantId, entity: 'test', entityId, action: 'queued', actorId: admin.id, details: { n: 1, s: "it's" } }),
      ),
    );
    const [row] = await inA((tx) => tx.select().from(activity).where(eq(activity.entityId, entityId)));
    expect(row?.details).toEqual({ n: 1, s: "it's" });
    // A queued statement that fails, at the next statement or at the COMMIT, rolls back
    // everything the transaction did; the connection then serves the next transaction.
    for (const failAt of ['next statement', 'commit']) {
      await expect(
        inA(async (tx) => {
          await tx.update(users).set({ fullName: 'Half written' }).where(eq(users.id, admin.id));
          await sendWithNext(tx, sql`select 1 / 0`);
          if (failAt === 'next statement') await nameOf(tx, { id: admin.id });
        }),
      ).rejects.toSatisfy(isDivisionByZero);
      expect(await inA((tx) => nameOf(tx, { id: admin.id }))).toEqual([{ fullName: 'Renamed At Commit' }]);
    }
    // Nothing sent before the COMMIT: the BEGIN goes out with it, and the failure still rolls
    // back, so every connection serves the next transactions.
    await expect(inA((tx) => sendWithNext(tx, sql`select 1 / 0`))).rejects.toSatisfy(isDivisionByZero);
    for (let i = 0; i < 12; i++) expect(await inA((tx) => nameOf(tx, { id: admin.id }))).toEqual([{ fullName: 'Renamed At Commit' }]);
    // A queued statement never goes out when the transaction fails first.
    await expect(
      inA(async (tx) => {
        await sendWithNext(tx, rename('Never Written'));
        throw new Error('the handler failed');
      }),
    ).rejects.toThrow('the handler failed');
    expect(await inA((tx) => nameOf(tx, { id: admin.id }))).toEqual([{ fullName: 'Renamed At Commit' }]);
    await inA((tx) => sendWithNext(tx, rename(admin.fullName)));
  });

  it('runs a statement asked for after the commit only once the write has committed, and a failure of it leaves the write standing', async ({
    skip,
  }) => {
    if (t.database.kind !== 'postgres') {
      // One session for every transaction: the next one could run first. The caller runs it in its own.
      expect(await inA(async (tx) => afterCommit(tx, { text: 'select 1' }))).toBe(false);
      skip('PGlite has no statements after a commit');
    }
    const admin = a.users.admin;
    const rename = (name: string) => sql`update users set full_name = ${name} where id = ${admin.id}`;
    // The statement after the commit runs without the transaction's settings, so row-level
    // security shows it no company's rows: it looks for the write in a global table.
    const probe = `after-commit ${admin.id}`;
    const after = (text: string) =>
      inA(async (tx) => {
        await tx.execute(rename('Renamed Before'));
        await tx.execute(
          sql`insert into inquiries (kind, name, email, message) values ('contact', 'Renamed Before', 'probe@example.com', ${probe})`,
        );
        expect(afterCommit(tx, { text })).toBe(true);
      });
    // It sees what the transaction wrote (as a session of its own, without its settings).
    await after(`select set_config('app.after_test', (select min(name) from inquiries where message = '${probe}'), false)`);
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++)
      seen.add((await inA((tx) => selectRows<{ v: string }>(tx, sql`select current_setting('app.after_test', true) as v`)))[0]!.v);
    expect(seen).toContain('Renamed Before');
    // Failing, it is logged, and neither the write nor the caller's answer is undone.
    await expect(after('select 1 / 0')).resolves.toBeUndefined();
    expect(await inA((tx) => nameOf(tx, { id: admin.id }))).toEqual([{ fullName: 'Renamed Before' }]);
    // A transaction that fails never runs it.
    await expect(
      inA(async (tx) => {
        afterCommit(tx, { text: `select set_config('app.after_test', 'rolled back', false)` });
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    for (let i = 0; i < 12; i++)
      expect((await inA((tx) => selectRows<{ v: string }>(tx, sql`select current_setting('app.after_test', true) as v`)))[0]!.v).not.toBe(
        'rolled back',
      );
    await inA((tx) => tx.execute(rename(admin.fullName)));
  });

  it('keeps a statement prepared when the one queued ahead of it failed, and prepares it again when needed', async () => {
    // The first use of a statement is parsed in the same message as a failing statement ahead
    // of it: PostgreSQL skips its Parse, so the next use must send it again.
    const once = hotQuery((tx) =>
      tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, sql.placeholder('id'))),
    );
    for (let i = 0; i < 3; i++) {
      await expect(
        inA(async (tx) => {
          await sendWithNext(tx, sql`select 1 / 0`);
          await once(tx, { id: a.users.admin.id });
        }),
      ).rejects.toSatisfy(isDivisionByZero);
      expect(await inA((tx) => once(tx, { id: a.users.admin.id }))).toEqual([{ email: a.users.admin.email }]);
    }
  });

  it('sends a statement written out with its parameters, as it sends drizzle’s', async () => {
    const seen = await inA(async (tx) => {
      await sendWithNext(tx, { text: `select set_config('app.written_out', $1, true), $2::int`, values: ['yes $2', 7] });
      return selectRows<{ v: string }>(tx, sql`select current_setting('app.written_out', true) as v`);
    });
    expect(seen).toEqual([{ v: 'yes $2' }]);
  });

  it('keeps the statements sent ahead prepared too: the settings and a queued write, parsed once per connection', async ({ skip }) => {
    if (t.database.kind !== 'postgres') skip('PGlite has no connections to prepare statements on');
    const prepared = await inA(async (tx) => {
      // Sent ahead three times on this connection: a second Parse under the same name would fail.
      for (let i = 0; i < 3; i++) {
        await sendWithNext(tx, sql`select set_config('app.kept_ahead', ${`noted ${i}`}, true) as kept_ahead_note`);
        await nameOf(tx, { id: a.users.sales.id });
      }
      return selectRows<{ statement: string }>(
        tx,
        sql`select statement from pg_prepared_statements where statement like '%kept_ahead_note%' or statement like '%set_config(''app.tenant_id''%'`,
      );
    });
    // (This query's own text names both too, and it is prepared as well.)
    expect(prepared.filter((p) => p.statement.startsWith("select set_config('app.kept_ahead'"))).toHaveLength(1);
    expect(prepared.filter((p) => p.statement.startsWith("select set_config('app.tenant_id'"))).toHaveLength(1);
  });

  it('prepares a statement sent ahead again when a failure before it skipped its Parse or it failed to parse, not when it failed after', async () => {
    // `first` is parsed for the first time behind a failing statement: PostgreSQL skips its
    // Parse, so it must be sent again. `failing` is parsed, then fails: it stays prepared.
    for (let i = 0; i < 3; i++) {
      const first = sql`select ${i}::int as skipped_behind_failure_${sql.raw(String(i))}`;
      const failing = sql`select 1 / ${0}::int as fails_prepared`;
      await expect(
        inA(async (tx) => {
          await sendWithNext(tx, failing);
          await sendWithNext(tx, first);
          await nameOf(tx, { id: a.users.admin.id });
        }),
      ).rejects.toSatisfy(isDivisionByZero);
      const fine = await inA(async (tx) => {
        await sendWithNext(tx, first);
        return nameOf(tx, { id: a.users.admin.id });
      });
      expect(fine).toEqual([{ fullName: a.users.admin.fullName }]);
    }
    // One PostgreSQL refused to parse is not prepared: every use fails with its own error.
    const unparsable = sql`select no_such_column from users where id = ${a.users.admin.id}`;
    for (let i = 0; i < 3; i++) {
      await expect(
        inA(async (tx) => {
          await sendWithNext(tx, unparsable);
          await nameOf(tx, { id: a.users.admin.id });
        }),
      ).rejects.toSatisfy((err: { message: string; cause?: { message: string } }) =>
        `${err.message} ${err.cause?.message}`.includes('column "no_such_column" does not exist'),
      );
    }
  });
});

describe('a read-only transaction (ADR 0030)', () => {
  const pidAndName = (tx: Tx) =>
    selectRows<{ pid: number; name: string; tenant: string }>(
      tx,
      sql`select pg_backend_pid() as pid, full_name as name, current_setting('app.tenant_id', true) as tenant from users where id = ${a.users.admin.id}`,
    );

  it('refuses a write, and stores nothing of it', async () => {
    await expect(
      inTenant(
        t.database.db,
        a.tenantId,
        (tx) => tx.update(users).set({ fullName: 'Read-only write' }).where(eq(users.id, a.users.admin.id)),
        {
          readOnly: true,
        },
      ),
    ).rejects.toThrow();
    expect(await inA((tx) => nameOf(tx, { id: a.users.admin.id }))).toEqual([{ fullName: a.users.admin.fullName }]);
  });

  it('ends with the next statement on its connection, which then has its own settings and sees later writes; unused, it ends on its own', async ({
    skip,
  }) => {
    if (t.database.kind !== 'postgres') skip('PGlite has no connections to defer a COMMIT on');
    // The owner: it sees every session's state and every company's rows.
    const observer = new pg.Client({ connectionString: t.database.ownerUrl });
    await observer.connect();
    try {
      const stateOf = async (pid: number) =>
        (await observer.query<{ state: string }>('select state from pg_stat_activity where pid = $1', [pid])).rows[0]?.state;
      const [read] = await inTenant(t.database.db, a.tenantId, pidAndName, { readOnly: true });
      // Written by another connection after that read, and committed.
      await observer.query('update users set full_name = $1 where id = $2', ['Renamed Between', a.users.admin.id]);
      // The pool hands back the connection released last: the same one, its COMMIT sent first,
      // so this transaction is a new one that may write (inside the old one, it could not).
      const [next] = await inTenant(t.database.db, b.tenantId, async (tx) => {
        await tx.update(users).set({ fullName: 'Written Next' }).where(eq(users.id, b.users.admin.id));
        return selectRows<{ pid: number; tenant: string }>(
          tx,
          sql`select pg_backend_pid() as pid, current_setting('app.tenant_id', true) as tenant`,
        );
      });
      expect(next).toEqual({ pid: read!.pid, tenant: b.tenantId });
      expect((await observer.query('select full_name from users where id = $1', [b.users.admin.id])).rows[0]).toEqual({
        full_name: 'Written Next',
      });
      const [again] = await inTenant(t.database.db, a.tenantId, pidAndName, { readOnly: true });
      expect(again).toMatchObject({ name: 'Renamed Between', tenant: a.tenantId });
      await new Promise((r) => setTimeout(r, 200));
      expect(await stateOf(again!.pid)).toBe('idle');
    } finally {
      await observer.query('update users set full_name = $1 where id = $2', [a.users.admin.fullName, a.users.admin.id]);
      await observer.query('update users set full_name = $1 where id = $2', [b.users.admin.fullName, b.users.admin.id]);
      await observer.end();
    }
  });
});
