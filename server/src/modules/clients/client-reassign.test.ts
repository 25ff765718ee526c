import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientDetails } from '@contract/clients';
import type { Notification } from '@contract/notifications';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createClient } from '../../../test/clients-fixtures';
import { addSalesRep, createCompany, type Company } from '../../../test/factories';
import { createVisitClient, planVisit } from '../../../test/visits-fixtures';
import { activity, clients, tasks, visits } from '../../db/schema/index';
import { inTenant } from '../../db/tenant-tx';

/**
 * Bulk reassign (issue 43): a manager hands clients to another rep, optionally with their
 * previous rep's future visits and open tasks, all in one transaction or not at all.
 */

let t: TestApp;
let co: Company;
let other: Company;
let rep2: { id: string; token: string };
beforeAll(async () => {
  t = await buildTestApp();
  [co, other] = [await createCompany(t), await createCompany(t)];
  rep2 = await addSalesRep(t, co);
});
afterAll(async () => t.close());

const reassign = (token: string, body: unknown) => t.call('POST', '/api/v1/client/reassign', { token, body });
const preview = (token: string, body: unknown) => t.call('POST', '/api/v1/client/reassign/preview', { token, body });
const inCo = <T>(fn: Parameters<typeof inTenant<T>>[2]) => inTenant(t.database.db, co.tenantId, fn);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);

async function openTask(clientId: string, assignedTo: string): Promise<string> {
  const res = await t.call('POST', '/api/v1/taskos/list', {
    token: co.users.manager.token,
    body: {
      title: 'Collect the agreement',
      task_type: 1,
      assigned_to: assignedTo,
      client_id: clientId,
      due_date: day(2).toISOString().slice(0, 10),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

const ownerOf = async (table: typeof visits | typeof tasks | typeof clients, ids: string[]) =>
  Object.fromEntries(
    (await inCo((tx) => tx.select({ id: table.id, to: table.assignedTo }).from(table).where(inArray(table.id, ids)))).map((r) => [
      r.id,
      r.to,
    ]),
  );
const reassignedLines = (clientId: string) =>
  inCo((tx) =>
    tx
      .select({ details: activity.details })
      .from(activity)
      .where(sql`${activity.entityId} = ${clientId} and ${activity.action} = 'reassigned'`)
      .orderBy(activity.createdAt),
  );

describe('POST client/reassign', () => {
  it('moves the clients, their previous rep’s future pending visits and open tasks, and writes one history line each', async () => {
    const { manager, sales } = co.users;
    const [a, b, untouched] = [
      await createVisitClient(t, manager.token, sales.id),
      await createVisitClient(t, manager.token, sales.id),
      await createVisitClient(t, manager.token, sales.id),
    ];
    const ahead = await planVisit(t, manager.token, a, { assigned_to: sales.id });
    const [past, started, done] = [
      await planVisit(t, manager.token, a, { assigned_to: sales.id }),
      await planVisit(t, manager.token, a, { assigned_to: sales.id }),
      await planVisit(t, manager.token, a, { assigned_to: sales.id }),
    ];
    const colleagues = await planVisit(t, manager.token, a, { assigned_to: manager.id });
    const elsewhere = await planVisit(t, manager.token, untouched, { assigned_to: sales.id });
    const [taskOpen, taskDoing, taskDone] = [await openTask(a, sales.id), await openTask(a, sales.id), await openTask(a, sales.id)];
    await inCo(async (tx) => {
      await tx
        .update(visits)
        .set({ plannedAt: day(-1) })
        .where(eq(visits.id, past));
      await tx.update(visits).set({ status: 1 }).where(eq(visits.id, started));
      await tx.update(visits).set({ status: 2 }).where(eq(visits.id, done));
      await tx.update(tasks).set({ status: 1 }).where(eq(tasks.id, taskDoing));
      await tx.update(tasks).set({ status: 2 }).where(eq(tasks.id, taskDone));
    });

    const counted = await preview(manager.token, { ids: [a, b], assigned_to: rep2.id });
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json()).toEqual({ clients: 2, unchanged: 0, future_visits: 1, open_tasks: 2 });

    const res = await reassign(manager.token, { ids: [a, b, a], assigned_to: rep2.id, move_future_visits: true, move_open_tasks: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ clients: 2, unchanged: 0, future_visits: 1, open_tasks: 2 });

    expect(await ownerOf(clients, [a, b, untouched])).toEqual({ [a]: rep2.id, [b]: rep2.id, [untouched]: sales.id });
    expect(await ownerOf(visits, [ahead, past, started, done, colleagues, elsewhere])).toEqual({
      [ahead]: rep2.id,
      [past]: sales.id,
      [started]: sales.id,
      [done]: sales.id,
      [colleagues]: manager.id,
      [elsewhere]: sales.id,
    });
    expect(await ownerOf(tasks, [taskOpen, taskDoing, taskDone])).toEqual({
      [taskOpen]: rep2.id,
      [taskDoing]: rep2.id,
      [taskDone]: sales.id,
    });

    // The client page's history says who had it, who has it and what went along.
    const page = (await t.call('GET', `/api/v1/get/client/${a}`, { token: manager.token })).json() as ClientDetails;
    expect(page.timeline.at(-1)).toMatchObject({
      action: 'reassigned',
      actor: { id: manager.id },
      details: { from: sales.id, to: rep2.id, visits: 1, tasks: 2 },
    });
    expect((await reassignedLines(b)).map((l) => l.details)).toEqual([expect.objectContaining({ from: sales.id, visits: 0, tasks: 0 })]);
    // The new rep sees the client now; the old rep no longer does.
    expect((await t.call('GET', `/api/v1/get/client/${a}`, { token: rep2.token })).statusCode).toBe(200);
    expect((await t.call('GET', `/api/v1/get/client/${a}`, { token: sales.token })).statusCode).toBe(404);

    // Asked again: nothing changes hands and no second line is written.
    expect((await preview(manager.token, { ids: [a, b], assigned_to: rep2.id })).json()).toMatchObject({ clients: 0, unchanged: 2 });
    expect((await reassign(manager.token, { ids: [a, b], assigned_to: rep2.id })).json()).toMatchObject({ clients: 0, unchanged: 2 });
    expect(await reassignedLines(a)).toHaveLength(1);

    // The new rep was told once, for both: the bell names the first by name, with how many came.
    const bell = (await t.call('GET', '/api/v1/notifications/list', { token: rep2.token })).json() as { results: Notification[] };
    const moved = bell.results.filter((n) => n.kind === 'clients_assigned');
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({ data: { count: 2, actor: expect.any(String) } });
    expect([a, b]).toContain(moved[0]!.subject_id);
  });

  it('leaves visits and tasks with the previous rep unless asked, and reassigns leads (an admin may too)', async () => {
    const { manager, sales, admin } = co.users;
    const lead = await createClient(t, manager.token, { assigned_to: sales.id });
    const client = await createVisitClient(t, manager.token, sales.id);
    const visit = await planVisit(t, manager.token, client, { assigned_to: sales.id });
    const task = await openTask(client, sales.id);
    const res = await reassign(admin.token, { ids: [lead, client], assigned_to: manager.id });
    expect(res.json()).toEqual({ clients: 2, unchanged: 0, future_visits: 0, open_tasks: 0 });
    expect(await ownerOf(clients, [lead, client])).toEqual({ [lead]: manager.id, [client]: manager.id });
    expect(await ownerOf(visits, [visit])).toEqual({ [visit]: sales.id });
    expect(await ownerOf(tasks, [task])).toEqual({ [task]: sales.id });
  });

  it('changes nothing when one id is missing, deleted or another company’s, and says nothing of it', async () => {
    const { manager, sales } = co.users;
    const mine = await createVisitClient(t, manager.token, sales.id);
    const visit = await planVisit(t, manager.token, mine, { assigned_to: sales.id });
    const deleted = await createClient(t, manager.token, { assigned_to: sales.id });
    expect((await t.call('POST', '/api/v1/delete/leads', { token: manager.token, body: { ids: [deleted] } })).statusCode).toBeLessThan(300);
    const theirs = await createVisitClient(t, other.users.manager.token, other.users.sales.id);
    for (const stranger of [randomUUID(), deleted, theirs]) {
      const body = { ids: [mine, stranger], assigned_to: rep2.id, move_future_visits: true, move_open_tasks: true };
      for (const res of [await reassign(manager.token, body), await preview(manager.token, body)]) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toEqual({ code: 'not_found', message: 'Client not found' });
      }
    }
    expect(await ownerOf(clients, [mine])).toEqual({ [mine]: sales.id });
    expect(await ownerOf(visits, [visit])).toEqual({ [visit]: sales.id });
    expect(await reassignedLines(mine)).toEqual([]);
    // Company B's client is untouched too.
    const seen = await t.call('GET', `/api/v1/get/client/${theirs}`, { token: other.users.manager.token });
    expect((seen.json() as ClientDetails).assigned_to?.id).toBe(other.users.sales.id);
  });

  it('refuses sales users, and a new rep who is inactive, a technician or of another company', async () => {
    const { manager, sales, maintenance } = co.users;
    const mine = await createVisitClient(t, manager.token, sales.id);
    for (const res of [
      await reassign(sales.token, { ids: [mine], assigned_to: sales.id }),
      await preview(sales.token, { ids: [mine] }),
      await reassign(maintenance.token, { ids: [mine], assigned_to: sales.id }),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
    }
    const gone = await addSalesRep(t, co);
    await inCo((tx) => tx.execute(sql`update users set is_active = false where id = ${gone.id}`));
    for (const to of [gone.id, maintenance.id, other.users.sales.id, randomUUID()]) {
      for (const res of [
        await reassign(manager.token, { ids: [mine], assigned_to: to }),
        await preview(manager.token, { ids: [mine], assigned_to: to }),
      ]) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().details.fields.assigned_to).toBe('Choose an active rep of your company');
      }
    }
    expect(await ownerOf(clients, [mine])).toEqual({ [mine]: sales.id });
  });

  it('refuses hostile input with a 400 naming the field', async () => {
    const { manager, sales } = co.users;
    const mine = await createVisitClient(t, manager.token, sales.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ ids: [], assigned_to: rep2.id }, 'ids'],
      [{ ids: Array.from({ length: 1001 }, () => randomUUID()), assigned_to: rep2.id }, 'ids'],
      [{ ids: [`${mine}\u0000`], assigned_to: rep2.id }, 'ids'],
      [{ ids: ['x'.repeat(100_000)], assigned_to: rep2.id }, 'ids'],
      [{ ids: [mine], assigned_to: `${rep2.id}'; drop table clients; --` }, 'assigned_to'],
      [{ ids: [mine], assigned_to: rep2.id, move_future_visits: 'yes' }, 'move_future_visits'],
      [{ ids: mine, assigned_to: rep2.id }, 'ids'],
    ];
    for (const [body, field] of cases) {
      const res = await reassign(manager.token, body);
      expect(res.statusCode, `${field}: ${res.body.slice(0, 200)}`).toBe(400);
      expect(
        Object.keys(res.json().details.fields).some((f) => f === field || f.startsWith(`${field}.`)),
        field,
      ).toBe(true);
    }
    // A thousand ids is within bounds: all unknown, so a 404 (and nothing written).
    const many = await reassign(manager.token, { ids: [mine, ...Array.from({ length: 999 }, () => randomUUID())], assigned_to: rep2.id });
    expect(many.statusCode).toBe(404);
    expect(await ownerOf(clients, [mine])).toEqual({ [mine]: sales.id });
  });
});
