import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addSalesRep, createCompany, type Company } from '../../../test/factories';
import { createVisitClient, planVisit } from '../../../test/visits-fixtures';
import { activity, clients, visits } from '../../db/schema/index';
import { inTenant, selectRows, type Tx } from '../../db/tenant-tx';

/**
 * Two managers reassign overlapping sets at once, each naming its clients in the opposite
 * order: the rows are locked in one order, so both finish (no deadlock, no 500), one after the
 * other, and every client's history chains (the second line's previous rep is the first's new).
 */

/** How many statements on clients, visits or tasks wait for a row lock now. */
async function waiting(tx: Tx): Promise<number> {
  // The statistics views keep one snapshot per transaction: drop it, or every poll reads the first.
  await tx.execute(sql`select pg_stat_clear_snapshot()`);
  const [row] = await selectRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from pg_stat_activity
      where wait_event_type = 'Lock' and datname = current_database() and query ~* '(clients|visits|tasks)'`,
  );
  return row?.n ?? 0;
}

let t: TestApp;
let co: Company;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
});
afterAll(async () => t.close());

describe('concurrent reassigns of overlapping sets', () => {
  it('both succeed, serialized, and leave every client, visit and history consistent', async () => {
    const { manager, admin, sales } = co.users;
    const rep2 = await addSalesRep(t, co);
    const ids: string[] = [];
    for (let i = 0; i < 24; i++) ids.push(await createVisitClient(t, manager.token, sales.id));
    const visitOf: Record<string, string> = {};
    for (const id of ids) visitOf[id] = await planVisit(t, manager.token, id, { assigned_to: sales.id });
    const first = ids.slice(0, 16);
    const second = ids.slice(8).reverse();
    const call = (token: string, group: string[], to: string) =>
      t.call('POST', '/api/v1/client/reassign', {
        token,
        body: { ids: group, assigned_to: to, move_future_visits: true, move_open_tasks: true },
      });

    // The overlap is held locked while both calls start, so they meet on it rather than one
    // finishing before the other begins; released once both wait (or after a few seconds).
    const { both } = await inTenant(t.database.db, co.tenantId, async (tx) => {
      await tx
        .select({ id: clients.id })
        .from(clients)
        .where(inArray(clients.id, ids.slice(8, 16)))
        .for('update');
      const started = Promise.all([call(manager.token, first, rep2.id), call(admin.token, second, manager.id)]);
      for (let i = 0; i < 50 && (await waiting(tx)) < 2; i++) await new Promise((r) => setTimeout(r, 100));
      return { both: started };
    });
    const [one, two] = await both;
    expect([one.statusCode, two.statusCode], `${one.body} ${two.body}`).toEqual([200, 200]);
    expect(one.json()).toMatchObject({ clients: 16, future_visits: 16 });
    expect(two.json()).toMatchObject({ clients: 16, future_visits: 16 });

    const state = await inTenant(t.database.db, co.tenantId, async (tx) => ({
      owners: await tx.select({ id: clients.id, to: clients.assignedTo }).from(clients).where(inArray(clients.id, ids)),
      visitOwners: await tx.select({ client: visits.clientId, to: visits.assignedTo }).from(visits).where(inArray(visits.clientId, ids)),
      lines: await tx
        .select({ id: activity.entityId, details: activity.details })
        .from(activity)
        .where(sql`${activity.entityId} in ${ids} and ${activity.action} = 'reassigned'`)
        .orderBy(activity.createdAt),
    }));
    const ownerOf = Object.fromEntries(state.owners.map((r) => [r.id, r.to]));
    for (const id of ids) {
      // A visit moves with its client each time: it ends with whoever holds the client.
      expect(state.visitOwners.find((v) => v.client === id)?.to, id).toBe(ownerOf[id]);
      const chain = state.lines.filter((l) => l.id === id).map((l) => l.details as { from: string; to: string; visits: number });
      expect(chain.length, id).toBe(first.includes(id) && second.includes(id) ? 2 : 1);
      expect(chain[0]!.from).toBe(sales.id);
      if (chain[1]) expect(chain[1].from).toBe(chain[0]!.to);
      expect(chain.at(-1)!.to).toBe(ownerOf[id]);
      expect(chain.every((l) => l.visits === 1)).toBe(true);
    }
  });
});
