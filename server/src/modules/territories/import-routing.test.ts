import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createClient } from '../../../test/clients-fixtures';
import { addSalesRep, createCompany, type Company } from '../../../test/factories';
import { postFileAs } from '../../../test/uploads';
import { OLAYA } from './territories.test-cases';

/** Imported records are routed by territory as one-by-one creations are (issue 43, ADR 0048). */
let t: TestApp;
let co: Company;
let olayaReps: { id: string; token: string }[];
let jeddahRep: { id: string; token: string };

const HEADER =
  'Title,Contact name,Company name,Customer type,Customer target,Phone,Email,Country,City,Latitude,Longitude,Assigned rep email';
const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\r\n'), 'utf8');
const row = (n: number, city: string, at: string, rep = '') =>
  `Dr,Routed ${n},R${n} Co,Clinic,VIP,+966 50 760 ${1000 + n},,SA,${city},${at},${rep}`;
const IN_OLAYA = '24.69,46.68';

async function territory(body: Record<string, unknown>) {
  const res = await t.call('POST', '/api/v1/territories/', { token: co.users.manager.token, body });
  expect(res.statusCode, res.body).toBe(201);
}
/** The imported record of that contact name, with its rep and timeline. */
async function imported(contact: string) {
  const list = await t.call('GET', `/api/v1/client/list?search=${encodeURIComponent(contact)}`, { token: co.users.manager.token });
  const found = (list.json() as { results: { id: string; contact_name: string }[] }).results.find((c) => c.contact_name === contact);
  const res = await t.call('GET', `/api/v1/get/client/${found!.id}`, { token: co.users.manager.token });
  return res.json() as { assigned_to: { id: string } | null; timeline: { action: string; details: Record<string, unknown> }[] };
}

beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  olayaReps = [await addSalesRep(t, co), await addSalesRep(t, co)];
  jeddahRep = await addSalesRep(t, co);
  await territory({ name: 'Olaya', kind: 'polygon', polygon: OLAYA, rep_ids: olayaReps.map((r) => r.id) });
  await territory({ name: 'Jeddah', kind: 'cities', cities: [{ country: 'SA', city: 'Jeddah' }], rep_ids: [jeddahRep.id] });
});
afterAll(async () => t.close());

describe('import routed by territory', () => {
  it('gives rows without a rep to their territory’s reps in turn, says so on the timeline, and leaves named reps alone', async () => {
    const file = csv(
      row(1, 'Riyadh', IN_OLAYA),
      row(2, 'Riyadh', IN_OLAYA),
      row(3, 'Riyadh', IN_OLAYA),
      // In Olaya by location though its city is Jeddah: the outline wins.
      row(4, 'Jeddah', IN_OLAYA),
      row(5, 'جدة', ','),
      row(6, 'Dammam', ','),
      row(7, 'Riyadh', IN_OLAYA, co.users.sales.email),
    );
    const res = await postFileAs(t, co.users.admin.token, '/api/v1/client/import?kind=client&on_duplicate=skip', 'c.csv', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 7 });

    const [a, b] = olayaReps.map((r) => r.id);
    const got = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => imported(`Routed ${n}`)));
    // Turns in file order, continuing round the reps.
    expect(got.map((c) => c.assigned_to?.id ?? null)).toEqual([a, b, a, b, jeddahRep.id, null, co.users.sales.id]);
    expect(got[0]!.timeline.map((x) => x.action)).toEqual(['imported', 'assigned_by_territory']);
    expect(got[0]!.timeline[1]!.details).toMatchObject({ name: 'Olaya', assigned_to: a });
    expect(got[4]!.timeline[1]!.details).toMatchObject({ name: 'Jeddah', assigned_to: jeddahRep.id });
    for (const c of [got[5]!, got[6]!]) expect(c.timeline.map((x) => x.action)).toEqual(['imported']);

    // A one-by-one creation afterwards takes the next turn: the import advanced the counter.
    const one = await createClient(t, co.users.manager.token, { kind: 'client', latitude: 24.69, longitude: 46.68 });
    const after = await t.call('GET', `/api/v1/get/client/${one}`, { token: co.users.manager.token });
    expect((after.json() as { assigned_to: { id: string } }).assigned_to.id).toBe(a);
  });
});
