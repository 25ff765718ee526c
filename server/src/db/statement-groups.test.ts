import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCompany, type Company } from '../../test/factories';
import { hotQuery } from './hot-query';
import { sendWithNext, thenInSameTrip } from './pg-transaction';
import { users } from './schema/index';
import { inTenant, selectRows, type Tx } from './tenant-tx';

// Statements asked for together in one transaction go out in one message (ADR 0031).
let t: TestApp;
let a: Company;
beforeAll(async () => {
  t = await buildTestApp();
  a = await createCompany(t);
});
afterAll(async () => t.close());

const inA = <T>(fn: (tx: Tx) => Promise<T>) => inTenant(t.database.db, a.tenantId, fn);
const emailOf = hotQuery((tx) =>
  tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, sql.placeholder('id'))),
);
const numbered = (tx: Tx, n: number) => selectRows<{ n: number }>(tx, sql`select ${n}::int as n`);
const isDivisionByZero = (err: { message: string; cause?: { message: string } }) =>
  [err.message, err.cause?.message].includes('division by zero');

/** How many times PostgreSQL said it was ready for the next message on the transaction's connection while `fn` ran. */
async function roundTripsOf(tx: Tx, fn: () => Promise<unknown>): Promise<number | undefined> {
  const connection = (tx as unknown as { session: { client: { connection?: NodeJS.EventEmitter } } }).session.client.connection;
  let ready = 0;
  const count = () => ready++;
  connection?.on('readyForQuery', count);
  try {
    await fn();
  } finally {
    connection?.off('readyForQuery', count);
  }
  // PGlite has no connection, and no round trips to count.
  return connection ? ready : undefined;
}

describe('statements asked for together', () => {
  it('answer each its own rows, and see the writes sent ahead of them', async () => {
    const { admin, sales } = a.users;
    const [first, second, names, emails] = await inA(async (tx) => {
      await sendWithNext(tx, sql`update users set full_name = 'Seen Together' where id = ${sales.id}`);
      return Promise.all([
        numbered(tx, 1),
        numbered(tx, 2),
        selectRows<{ name: string }>(tx, sql`select full_name as name from users where id = ${sales.id}`),
        Promise.all([emailOf(tx, { id: admin.id }), emailOf(tx, { id: sales.id })]),
      ]);
    });
    expect([first, second, names]).toEqual([[{ n: 1 }], [{ n: 2 }], [{ name: 'Seen Together' }]]);
    expect(emails).toEqual([[{ email: admin.email }], [{ email: sales.email }]]);
    await inA((tx) => tx.update(users).set({ fullName: sales.fullName }).where(eq(users.id, sales.id)));
  });

  it('go out in one round trip on PostgreSQL, and a statement asked for while they are answered goes in the next', async ({ skip }) => {
    if (t.database.kind !== 'postgres') skip('PGlite has no round trips');
    await inA(async (tx) => {
      expect(await roundTripsOf(tx, () => Promise.all([1, 2, 3, 4].map((n) => numbered(tx, n))))).toBe(1);
      expect(await roundTripsOf(tx, async () => [await numbered(tx, 1), await numbered(tx, 2)])).toBe(2);
      let chained: unknown;
      const trips = await roundTripsOf(tx, () =>
        Promise.all([numbered(tx, 1).then(async () => (chained = await numbered(tx, 5))), numbered(tx, 2)]),
      );
      expect({ trips, chained }).toEqual({ trips: 2, chained: [{ n: 5 }] });
    });
  });

  it('fail from the failing one on: those before it answer, and the connection serves the next transaction', async () => {
    const { admin, sales } = a.users;
    // A statement prepared for the first time behind the failure: PostgreSQL skips its Parse.
    // (All three asked for the same way, so they reach the connection in this order.)
    const late = (tx: Tx, id: string) =>
      selectRows<{ name: string }>(tx, sql`select full_name as name, 'late' as late from users where id = ${id}`);
    for (let round = 0; round < 2; round++) {
      let outcomes: PromiseSettledResult<unknown>[] = [];
      await inA(async (tx) => {
        await tx.update(users).set({ fullName: 'Half written' }).where(eq(users.id, admin.id));
        outcomes = await Promise.allSettled([numbered(tx, 7), selectRows(tx, sql`select 1 / 0`), late(tx, sales.id)]);
        throw new Error('roll back');
      }).catch(() => undefined);
      // On PostgreSQL the last is skipped with the failure; PGlite runs it on its own, in the aborted transaction.
      const [before, failed, after] = outcomes;
      expect(before).toEqual({ status: 'fulfilled', value: [{ n: 7 }] });
      expect(failed?.status === 'rejected' && isDivisionByZero(failed.reason as { message: string; cause?: { message: string } })).toBe(
        true,
      );
      expect(after?.status).toBe('rejected');
    }
    // Nothing of it was kept, and the statement skipped behind the failure is prepared again when used.
    const [name] = await inA((tx) => late(tx, admin.id));
    expect(name).toEqual({ name: admin.fullName, late: 'late' });
  });

  it('refuse a value the driver cannot send, in the caller, and the connection serves the next transaction', async ({ skip }) => {
    if (t.database.kind !== 'postgres') skip("about node-postgres' own serializer");
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    for (let i = 0; i < 2; i++) {
      await expect(inA((tx) => Promise.all([numbered(tx, 1), selectRows(tx, sql`select ${circular}::text as v`)]))).rejects.toSatisfy(
        (err: { message: string; cause?: { message: string } }) => /circular/i.test(`${err.message} ${err.cause?.message}`),
      );
      expect(await inA((tx) => numbered(tx, 3))).toEqual([{ n: 3 }]);
    }
  });

  it('thenInSameTrip: the second sees what the first wrote, in the same round trip when the first asks at once', async () => {
    const { sales } = a.users;
    const rename = (tx: Tx, name: string) =>
      tx.update(users).set({ fullName: name }).where(eq(users.id, sales.id)).returning({ id: users.id });
    const nameNow = (tx: Tx) => selectRows<{ name: string }>(tx, sql`select full_name as name from users where id = ${sales.id}`);
    const late = async (tx: Tx, name: string) => {
      await new Promise((r) => setTimeout(r, 5));
      return rename(tx, name);
    };
    await inA(async (tx) => {
      await numbered(tx, 0);
      const trips = await roundTripsOf(tx, async () => {
        const [renamed, read] = await thenInSameTrip(
          tx,
          () => rename(tx, 'Renamed First'),
          () => nameNow(tx),
        );
        expect([renamed, read]).toEqual([[{ id: sales.id }], [{ name: 'Renamed First' }]]);
      });
      // A first that asks only after a timer: the second still runs after it, in a trip of its own.
      const [, read] = await thenInSameTrip(
        tx,
        () => late(tx, 'Renamed Late'),
        () => nameNow(tx),
      );
      expect(read).toEqual([{ name: 'Renamed Late' }]);
      if (t.database.kind === 'postgres') expect(trips).toBe(1);
      throw new Error('roll back');
    }).catch((err: Error) => expect(err.message).toBe('roll back'));
  });
});
