import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCompany, type Company } from '../../test/factories';
import { hotQuery } from './hot-query';
import { sendWithNext } from './pg-transaction';
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
});
