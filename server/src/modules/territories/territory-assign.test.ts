import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { clientBody, createClient } from '../../../test/clients-fixtures';
import { addSalesRep, createCompany, type Company } from '../../../test/factories';
import { OLAYA } from './territories.test-cases';

let t: TestApp;
let co: Company;
let rep2: { id: string; token: string };
let rep3: { id: string; token: string };

const IN_OLAYA = { latitude: 24.69, longitude: 46.68 };

async function territory(body: Record<string, unknown>): Promise<string> {
  const res = await t.call('POST', '/api/v1/territories/', { token: co.users.manager.token, body });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}
async function client(id: string, token = co.users.manager.token) {
  const res = await t.call('GET', `/api/v1/get/client/${id}`, { token });
  return {
    status: res.statusCode,
    body: res.json() as { assigned_to: { id: string } | null; timeline: { action: string; details: Record<string, unknown> }[] },
  };
}
const assigneeOf = async (id: string) => (await client(id)).body.assigned_to?.id ?? null;

beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  rep2 = await addSalesRep(t, co);
  rep3 = await addSalesRep(t, co);
  await territory({ name: 'Olaya', kind: 'polygon', polygon: OLAYA, rep_ids: [rep2.id] });
  await territory({ name: 'Jeddah', kind: 'cities', cities: [{ country: 'SA', city: 'Jeddah' }], rep_ids: [rep3.id] });
});
afterAll(async () => t.close());

describe('assignment by territory', () => {
  it('gives a manager’s unassigned client in an outline to its rep, and says so on the timeline', async () => {
    const id = await createClient(t, co.users.manager.token, { kind: 'client', ...IN_OLAYA });
    const { body } = await client(id);
    expect(body.assigned_to?.id).toBe(rep2.id);
    expect(body.timeline.map((a) => a.action)).toEqual(['created', 'assigned_by_territory']);
    expect(body.timeline[1]!.details).toMatchObject({ name: 'Olaya', assigned_to: rep2.id });
    // The rep sees it; the company's other rep does not (404, as any record not theirs).
    expect((await client(id, rep2.token)).status).toBe(200);
    expect((await client(id, co.users.sales.token)).status).toBe(404);
  });

  it('gives a lead in a city of a city set to that set’s rep (any spelling of the city)', async () => {
    const id = await createClient(t, co.users.admin.token, { kind: 'lead', city: 'جده' });
    expect(await assigneeOf(id)).toBe(rep3.id);
  });

  it('prefers an outline over a city set, and leaves alone what the rule does not cover', async () => {
    // In Olaya by location though its city says Jeddah: the outline wins.
    expect(await assigneeOf(await createClient(t, co.users.manager.token, { ...IN_OLAYA, city: 'Jeddah' }))).toBe(rep2.id);
    // A rep named by the manager, a sales user's own client, a place no territory covers.
    expect(await assigneeOf(await createClient(t, co.users.manager.token, { ...IN_OLAYA, assigned_to: co.users.sales.id }))).toBe(
      co.users.sales.id,
    );
    expect(await assigneeOf(await createClient(t, co.users.sales.token, { ...IN_OLAYA }))).toBe(co.users.sales.id);
    expect(await assigneeOf(await createClient(t, co.users.manager.token, { city: 'Dammam' }))).toBeNull();
  });

  it('skips a territory that does not assign new clients, or whose reps are gone', async () => {
    const c = await createCompany(t);
    const res = await t.call('POST', '/api/v1/territories/', {
      token: c.users.manager.token,
      body: { name: 'Off', kind: 'polygon', polygon: OLAYA, rep_ids: [c.users.sales.id], assign_new: false },
    });
    expect(res.statusCode).toBe(201);
    const id = await createClient(t, c.users.manager.token, { ...IN_OLAYA });
    const got = await t.call('GET', `/api/v1/get/client/${id}`, { token: c.users.manager.token });
    expect(got.json()).toMatchObject({ assigned_to: null });
  });

  it('takes turns among several reps, each turn once even when creations run at the same moment', async () => {
    const c = await createCompany(t);
    const reps = [c.users.sales, await addSalesRep(t, c), await addSalesRep(t, c)];
    const res = await t.call('POST', '/api/v1/territories/', {
      token: c.users.manager.token,
      body: { name: 'Round', kind: 'cities', cities: [{ country: 'SA', city: 'Riyadh' }], rep_ids: reps.map((r) => r.id) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = await Promise.all(
      Array.from({ length: 9 }, () => t.call('POST', '/api/v1/client/list', { token: c.users.manager.token, body: clientBody() })),
    );
    expect(created.map((r) => r.statusCode)).toEqual(Array(9).fill(201));
    const counts = new Map<string, number>();
    for (const r of created) {
      const got = await t.call('GET', `/api/v1/get/client/${(r.json() as { id: string }).id}`, { token: c.users.manager.token });
      const who = (got.json() as { assigned_to: { id: string } }).assigned_to.id;
      counts.set(who, (counts.get(who) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(reps.map((r) => [r.id, 3])));
  });
});
