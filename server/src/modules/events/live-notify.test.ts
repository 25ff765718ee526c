import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { inTenant, selectRows } from '../../db/tenant-tx';
import { channelOf, type LiveRow } from '../../lib/live-hub';
import { insertEvent } from './events.repository';

// A live event's NOTIFY goes out after its write commits, in a transaction of its own (ADR
// 0036): on PostgreSQL and on PGlite alike.
let t: TestApp;
let co: Company;
let heard: LiveRow[];
let stop: () => Promise<void>;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  stop = await t.database.listen(channelOf(co.tenantId), (payload) => heard.push(JSON.parse(payload) as LiveRow));
});
afterAll(async () => {
  await stop();
  await t.close();
});

const inCo = <T>(fn: Parameters<typeof inTenant<T>>[2]) => inTenant(t.database.db, co.tenantId, fn);
const event = (n: number, note = '') => ({ type: 'visit', visible_to: null, data: { n, note } });
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
      await insertEvent(tx, co.tenantId, event(1));
      await insertEvent(tx, co.tenantId, event(2));
    });
    expect(await heardNow()).toEqual([1, 2]);
    expect(heard.map(({ id, data }) => ({ id, n: (data as { n: number }).n }))).toEqual(await keptIds(1));
  });

  it('are not told when their write rolls back, nor with the next write on the same connection', async () => {
    heard = [];
    await expect(
      inCo(async (tx) => {
        await insertEvent(tx, co.tenantId, event(10));
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    // More writes than the pool has connections: every connection's next write tells only its own.
    for (let n = 11; n < 23; n++) await inCo((tx) => insertEvent(tx, co.tenantId, event(n)));
    expect(await heardNow()).toEqual(Array.from({ length: 12 }, (_, i) => 11 + i));
    expect((await keptIds(10)).map((r) => r.n)).not.toContain(10);
  });

  it('keep a write whose event is too long to be told (it was refused whole): the event is kept for a resuming stream', async () => {
    heard = [];
    await inCo((tx) => insertEvent(tx, co.tenantId, event(30, 'x'.repeat(8_100))));
    await inCo((tx) => insertEvent(tx, co.tenantId, event(31)));
    expect(await heardNow()).toEqual([31]);
    expect((await keptIds(30)).map((r) => r.n)).toEqual([30, 31]);
  });
});
