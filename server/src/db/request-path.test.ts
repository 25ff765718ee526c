import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCompany, type Company } from '../../test/factories';
import { afterCommit, preparedIn, transactionWith } from './pg-transaction';
import { users } from './schema/index';
import { inTenant, selectRows, type Tx } from './tenant-tx';

// What every request goes through (ADR 0014, 0042): a transaction opened with the company's
// signed settings, hot statements prepared by drizzle once per connection.
let t: TestApp;
let a: Company;
let b: Company;
beforeAll(async () => {
  t = await buildTestApp();
  [a, b] = [await createCompany(t), await createCompany(t)];
});
afterAll(async () => t.close());

// Prepared once per pooled connection (preparedIn), then run in each transaction on it.
const nameQuery = (on: Tx) =>
  on
    .select({ fullName: users.fullName })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')));
const nameOf = (tx: Tx, values: { id: string }) => preparedIn(tx, 'test_name_of', nameQuery).execute(values);
const inA = <T>(fn: (tx: Tx) => Promise<T>) => inTenant(t.database.db, a.tenantId, fn);
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

  it('keeps a statement drizzle prepared with its connection: the same one in every transaction on it', async ({ skip }) => {
    if (t.database.kind !== 'postgres') skip('PGlite has one session, which its transaction holds: built in the transaction');
    const byConnection = new Map<number, unknown>();
    let reused = 0;
    // More transactions than the pool has connections, some at once.
    await Promise.all(
      Array.from({ length: 24 }, () =>
        inA(async (tx) => {
          const [{ pid }] = (await selectRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`)) as [{ pid: number }];
          const prepared = preparedIn(tx, 'test_name_of', nameQuery);
          if (!byConnection.has(pid)) return void byConnection.set(pid, prepared);
          expect(prepared).toBe(byConnection.get(pid));
          reused += 1;
        }),
      ),
    );
    expect(reused).toBeGreaterThan(0);
  });

  it('sets each setting to its value literally, quotes, backslashes and all (BEGIN and the settings go in one query)', async () => {
    const hostile = "o'brien\\'); drop table users; -- \u0645\u062d\u0645\u062f";
    const [seen] = await transactionWith(t.database.db, { 'app.probe': hostile, role: 'ziyara_app' }, (tx) =>
      selectRows<{ probe: string; role: string }>(tx, sql`select current_setting('app.probe') as probe, current_user as role`),
    );
    expect(seen).toEqual({ probe: hostile, role: 'ziyara_app' });
    // It ended with its transaction: the connection's next user does not see it.
    for (let i = 0; i < 12; i++) {
      const [after] = await inA((tx) => selectRows<{ probe: string | null }>(tx, sql`select current_setting('app.probe', true) as probe`));
      expect(after?.probe ?? '').toBe('');
    }
  });

  it('refuses a tenant id that is not a UUID, before anything is sent', () => {
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

  it('runs a statement asked for after the commit only once the write has committed, and a failure of it leaves the write standing', async () => {
    const admin = a.users.admin;
    const rename = (name: string) => sql`update users set full_name = ${name} where id = ${admin.id}`;
    // The statement after the commit runs without the transaction's settings, so row-level
    // security shows it no company's rows: it copies the write it must see from a global table.
    const probe = `after-commit ${admin.id}`;
    const seenAfter = sql`insert into inquiries (kind, name, email, message)
      select 'contact', 'Seen ' || min(name), 'probe@example.com', ${`${probe} seen`} from inquiries where message = ${probe}`;
    const write = (after: ReturnType<typeof sql>) =>
      inA(async (tx) => {
        await tx.execute(rename('Renamed Before'));
        await tx.execute(
          sql`insert into inquiries (kind, name, email, message) values ('contact', 'Renamed Before', 'probe@example.com', ${probe})`,
        );
        expect(afterCommit(tx, after)).toBe(true);
      });
    const seen = () =>
      t.database.owner
        .execute(sql`select name from inquiries where message = ${`${probe} seen`}`)
        .then((r) => (r as unknown as { rows: { name: string }[] }).rows.map((row) => row.name));
    // It sees what the transaction wrote: it ran after the COMMIT.
    await write(seenAfter);
    expect(await seen()).toEqual(['Seen Renamed Before']);
    // Failing, it is logged, and neither the write nor the caller's answer is undone.
    await expect(write(sql`select 1 / 0`)).resolves.toBeUndefined();
    expect(await inA((tx) => nameOf(tx, { id: admin.id }))).toEqual([{ fullName: 'Renamed Before' }]);
    // A transaction that fails never runs it.
    await expect(
      inA(async (tx) => {
        afterCommit(tx, seenAfter);
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(await seen()).toHaveLength(1);
    // Outside a transaction of inTenant there is no after: the caller runs it in its own.
    expect(await t.database.db.transaction(async (tx) => afterCommit(tx, sql`select 1`))).toBe(false);
    await inA((tx) => tx.execute(rename(admin.fullName)));
  });
});

describe('a read-only transaction', () => {
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
});
