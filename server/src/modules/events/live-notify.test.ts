import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { inTenant, selectRows, type Tx } from '../../db/tenant-tx';
import { channelOf, type LiveRow } from '../../lib/live-hub';
import { insertEvents } from './events.repository';

// A live event's NOTIFY goes out after its write commits, as a statement of its own (ADR 0036,
// 0042), on PostgreSQL and PGlite alike.
let t: TestApp;
let co: Company;
let other: Company;
let heard: LiveRow[];
let stop: () => Promise<void>;
beforeAll(async () => {
  t = await buildTestApp();
  [co, other] = [await createCompany(t), await createCompany(t, { name: 'Other Co' })];
  stop = await t.database.listen(channelOf(co.tenantId), (payload) => heard.push(JSON.parse(payload) as LiveRow));
});
afterAll(async () => {
  await stop();
  await t.close();
});

const inCo = <T>(fn: Parameters<typeof inTenant<T>>[2]) => inTenant(t.database.db, co.tenantId, fn);
const event = (n: number, note = '') => ({ type: 'visit', visible_to: null, data: { n, note } });
const keep = (tx: Tx, ...ns: number[]) =>
  insertEvents(
    tx,
    co.tenantId,
    ns.map((n) => event(n)),
  );
/** What the listener heard once the NOTIFYs sent so far have arrived. */
async function heardNow(): Promise<number[]> {
  await new Promise((r) => setTimeout(r, 300));
  return heard.map((e) => (e.data as { n: number }).n);
}
const keptIds = async (from: number) =>
  (
    await inCo((tx) =>
      selectRows<{ id: string; n: number }>(
        tx,
        sql`select id, (data->>'n')::int as n from live_events where (data->>'n')::int >= ${from} order by id`,
      ),
    )
  ).map((r) => ({ id: Number(r.id), n: r.n }));

describe('live events', () => {
  it('are told once their write commits, each with the id it is kept under, however many one write keeps', async () => {
    heard = [];
    await inCo(async (tx) => {
      await keep(tx, 1, 2);
      await keep(tx, 3);
      // Nothing is told before the COMMIT.
      expect(await heardNow()).toEqual([]);
    });
    expect(await heardNow()).toEqual([1, 2, 3]);
    expect(heard.map(({ id, data }) => ({ id, n: (data as { n: number }).n }))).toEqual(await keptIds(1));
  });

  it('are not told when their write rolls back, nor with the next write on the same connection', async () => {
    heard = [];
    await expect(
      inCo(async (tx) => {
        await keep(tx, 10);
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    // More writes than the pool has connections: every connection's next write tells only its own.
    for (let n = 11; n < 23; n++) await inCo((tx) => keep(tx, n));
    expect(await heardNow()).toEqual(Array.from({ length: 12 }, (_, i) => 11 + i));
    expect((await keptIds(10)).map((r) => r.n)).not.toContain(10);
  });

  it('keep a write whose event is too long to be told (it was refused whole): the event is kept for a resuming stream', async () => {
    heard = [];
    await inCo((tx) => insertEvents(tx, co.tenantId, [event(30, 'x'.repeat(8_100))]));
    await inCo((tx) => keep(tx, 31));
    expect(await heardNow()).toEqual([31]);
    expect((await keptIds(30)).map((r) => r.n)).toEqual([30, 31]);
  });

  it("reach only their own company's channel while two companies write at once", async () => {
    heard = [];
    const ours = Array.from({ length: 20 }, (_, i) => 40 + i);
    await Promise.all(
      ours.flatMap((n) => [
        inCo((tx) => keep(tx, n)),
        inTenant(t.database.db, other.tenantId, (tx) => insertEvents(tx, other.tenantId, [event(n + 100)])),
      ]),
    );
    expect((await heardNow()).sort((x, y) => x - y)).toEqual(ours);
  });
});
