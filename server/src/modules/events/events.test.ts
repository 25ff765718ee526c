import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { openStream, type SseEvent } from '../../../test/sse';
import { postFormAs } from '../../../test/uploads';
import { checkIn, createVisitClient, planVisit } from '../../../test/visits-fixtures';

// Two server instances on one database, each listening on a real port: what one is told
// (a message, a check-in) reaches streams open on the other through LISTEN/NOTIFY.
let t: TestApp;
let second: Awaited<ReturnType<TestApp['secondInstance']>>;
let urlA: string;
let urlB: string;
let co: Company;
let other: Company;
let clientId: string;
const listen = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};
beforeAll(async () => {
  t = await buildTestApp();
  second = await t.secondInstance();
  [urlA, urlB] = [await listen(t.app), await listen(second.app)];
  [co, other] = [await createCompany(t), await createCompany(t, { name: 'Other Co' })];
  clientId = await createVisitClient(t, co.users.manager.token, co.users.sales.id);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

/** A message sent through instance A (inject into `t.app`). */
const sendViaA = (token: string, visit: string, message: string) => postFormAs(t, token, '/api/v1/send/visit/message', { visit, message });
function formOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}
const about = (visitId: string, type: string) => (e: SseEvent) =>
  e.event === type && (e.data as { visit_id?: string }).visit_id === visitId;

describe('events/stream across two instances', () => {
  it('delivers a message sent through one instance to streams open on the other, to those who may see it', async () => {
    const visitId = await planVisit(t, co.users.sales.token, clientId);
    const managerOnB = await openStream(urlB, co.users.manager.token);
    const repOnB = await openStream(urlB, co.users.sales.token);
    const otherCoOnB = await openStream(urlB, other.users.manager.token);
    expect(managerOnB.status).toBe(200);
    expect(managerOnB.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await managerOnB.next((e) => e.event === 'ready');
    await repOnB.next((e) => e.event === 'ready');
    await otherCoOnB.next((e) => e.event === 'ready');

    const sent = await sendViaA(co.users.sales.token, visitId, 'On my way');
    expect(sent.statusCode).toBe(201);
    const got = await managerOnB.next(about(visitId, 'message'));
    expect(got.data).toMatchObject({ type: 'message', visit_id: visitId, sender: co.users.sales.id });
    expect(got.id).toMatch(/^\d+$/);
    await repOnB.next(about(visitId, 'message'));

    // A status change (check-in through A) too.
    await checkIn(t, co.users.sales.token, visitId);
    expect((await managerOnB.next(about(visitId, 'visit'))).data).toMatchObject({ status: 1 });

    // The other company's stream heard nothing of it.
    await expect(otherCoOnB.next((e) => e.event !== 'ready', 300)).rejects.toThrow(/no matching event/);
    await Promise.all([managerOnB.close(), repOnB.close(), otherCoOnB.close()]);
  });

  it('does not tell a sales user about another rep’s visit', async () => {
    const managersClient = await createVisitClient(t, co.users.manager.token, co.users.manager.id);
    const managersVisit = await planVisit(t, co.users.manager.token, managersClient);
    const repOnA = await openStream(urlA, co.users.sales.token);
    await repOnA.next((e) => e.event === 'ready');
    const res = await fetch(`${urlB}/api/v1/send/visit/message`, {
      method: 'POST',
      headers: { authorization: `Bearer ${co.users.admin.token}`, cookie: 'csrftoken=c', 'x-csrftoken': 'c' },
      body: formOf({ visit: managersVisit, message: 'Only for the manager' }),
    });
    expect(res.status).toBe(201);
    await expect(repOnA.next(about(managersVisit, 'message'), 400)).rejects.toThrow(/no matching event/);
    await repOnA.close();
  });

  it('catches up after a drop: resuming with Last-Event-ID replays what was missed, then goes on live', async () => {
    const visitId = await planVisit(t, co.users.sales.token, clientId);
    const first = await openStream(urlA, co.users.manager.token);
    const ready = await first.next((e) => e.event === 'ready');
    await first.close();
    const lastSeen = String((ready.data as { latest_id: number }).latest_id);

    for (const text of ['Missed one', 'Missed two']) expect((await sendViaA(co.users.sales.token, visitId, text)).statusCode).toBe(201);
    const resumed = await openStream(urlB, co.users.manager.token, lastSeen);
    const missed = [await resumed.next(about(visitId, 'message')), await resumed.next(about(visitId, 'message'))];
    expect(Number(missed[0]!.id)).toBeLessThan(Number(missed[1]!.id));
    await resumed.next((e) => e.event === 'ready');
    expect((await sendViaA(co.users.sales.token, visitId, 'Live again')).statusCode).toBe(201);
    await resumed.next(about(visitId, 'message'));
    // Each event once: the replayed ones were not sent again.
    expect(resumed.received.filter((e) => e.event === 'message').map((e) => e.id)).toEqual([
      ...new Set(resumed.received.filter((e) => e.event === 'message').map((e) => e.id)),
    ]);
    await resumed.close();
  });

  it('starts over with "reset" when the last event seen is not kept (pruned, or not this company’s)', async () => {
    const stream = await openStream(urlA, other.users.manager.token, '1');
    await stream.next((e) => e.event === 'reset');
    await stream.next((e) => e.event === 'ready');
    await stream.close();
  });

  it('refuses a stream without a valid token', async () => {
    const none = await fetch(`${urlA}/api/v1/events/stream`);
    expect(none.status).toBe(401);
    const bad = await fetch(`${urlA}/api/v1/events/stream`, { headers: { authorization: 'Bearer nope' } });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});
