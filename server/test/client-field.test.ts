import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldClientsSchema, type FieldClients } from '@contract/client-field';
import { VISIT_STATUS } from '@contract/visits';
import { inTenant } from '../src/db/tenant-tx';
import { fieldClients } from '../src/modules/clients/client-field.repository';
import { buildTestApp, type TestApp } from './build-test-app';
import { createClient } from './clients-fixtures';
import { createCompany, type Company } from './factories';
import { CLINIC, createVisitClient, planVisit, visitBody } from './visits-fixtures';

// `GET list/client/field`: the field app's offline copy of the clients and leads one may plan
// visits for, with their location and when each was last visited.
let t: TestApp;
let co: Company;
let other: Company;
const ids = {} as Record<'visited' | 'lead' | 'archived' | 'deleted' | 'managers' | 'theirs', string>;
const FIRST = '2025-03-01T09:15:00.000Z';

const URL = '/api/v1/list/client/field';
async function field(token: string): Promise<FieldClients> {
  const res = await t.call('GET', URL, { token });
  expect(res.statusCode, res.body).toBe(200);
  return fieldClientsSchema.parse(res.json());
}
const idsOf = (reply: FieldClients) => reply.results.map((r) => r.id).sort();

/** A visit that already happened, recorded Finished by the manager for the rep; returns its id. */
async function visited(managerToken: string, repId: string, clientId: string, at: string): Promise<string> {
  const body = { ...visitBody(clientId), assigned_to: repId, visited_at: at, outcome: 'Talked about the new range' };
  const res = await t.call('POST', '/api/v1/visit/already', { token: managerToken, body });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().status).toBe(VISIT_STATUS.finished);
  return res.json().id as string;
}

async function post(token: string, url: string, body: unknown) {
  const res = await t.call('POST', url, { token, body });
  expect([200, 204], res.body).toContain(res.statusCode);
}

beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  other = await createCompany(t);
  const m = co.users.manager.token;
  const rep = co.users.sales.id;
  ids.visited = await createVisitClient(t, m, rep, { company_name: 'Alpha Dental' });
  ids.lead = await createClient(t, m, { kind: 'lead', company_name: 'Bravo Clinic', assigned_to: rep });
  ids.archived = await createClient(t, m, { kind: 'lead', company_name: 'Charlie Clinic', assigned_to: rep });
  ids.deleted = await createVisitClient(t, m, rep, { company_name: 'Delta Pharmacy' });
  ids.managers = await createVisitClient(t, m, co.users.manager.id, { company_name: 'Echo Hospital' });
  ids.theirs = await createVisitClient(t, other.users.manager.token, other.users.sales.id, { company_name: 'Foxtrot Labs' });

  // Alpha: done on FIRST (then approved); a later one rejected, a later one marked false, and
  // one checked in but not finished: none of those counts.
  const first = await visited(m, rep, ids.visited, FIRST);
  await post(m, `/api/v1/visit/status/${first}`, {});
  const rejected = await visited(m, rep, ids.visited, '2025-03-05T09:00:00.000Z');
  await post(m, `/api/v1/visit/status/Rejected/${rejected}`, { reason: 'Not a real visit' });
  const marked = await visited(m, rep, ids.visited, '2025-03-06T09:00:00.000Z');
  await post(m, `/api/v1/false/visit/${marked}`, { reason: 'Nobody was there' });
  const started = await planVisit(t, m, ids.visited, { assigned_to: rep });
  await post(co.users.sales.token, `/api/v1/visit/status/${started}`, { ...CLINIC, accuracy_m: 8 });
  // Echo: visited by the manager themselves; the other company's client visited too.
  await visited(m, co.users.manager.id, ids.managers, '2025-02-01T08:00:00.000Z');
  await visited(other.users.manager.token, other.users.sales.id, ids.theirs, '2025-03-02T10:00:00.000Z');

  await post(m, '/api/v1/archive/leads', { ids: [ids.archived] });
  await post(m, '/api/v1/client/delete', { clientID: ids.deleted });
});
afterAll(async () => t.close());

describe('GET list/client/field', () => {
  it("gives a rep their own clients and working leads, each with its latest done visit's time", async () => {
    const reply = await field(co.users.sales.token);
    expect(reply.truncated).toBe(false);
    // Not the archived lead, the deleted client, the manager's client or the other company's.
    expect(idsOf(reply)).toEqual([ids.visited, ids.lead].sort());
    expect(reply.results).toEqual([
      {
        id: ids.visited,
        kind: 'client',
        company_name: 'Alpha Dental',
        contact_name: 'Huda Al-Qahtani',
        city: 'Riyadh',
        phone: expect.any(String),
        ...CLINIC,
        last_visit_at: FIRST,
      },
      expect.objectContaining({
        id: ids.lead,
        kind: 'lead',
        company_name: 'Bravo Clinic',
        latitude: null,
        longitude: null,
        last_visit_at: null,
      }),
    ]);
  });

  it("gives managers and admins the whole company's, by company name", async () => {
    for (const token of [co.users.manager.token, co.users.admin.token]) {
      const reply = await field(token);
      expect(reply.results.map((r) => r.id)).toEqual([ids.visited, ids.lead, ids.managers]);
      expect(reply.results[2]?.last_visit_at).toBe('2025-02-01T08:00:00.000Z');
    }
  });

  it("never shows another company's clients, nor lets their visits count", async () => {
    const theirs = await field(other.users.manager.token);
    expect(idsOf(theirs)).toEqual([ids.theirs]);
    expect(theirs.results[0]?.last_visit_at).toBe('2025-03-02T10:00:00.000Z');
    expect(idsOf(await field(other.users.sales.token))).toEqual([ids.theirs]);
    for (const token of [co.users.manager.token, co.users.sales.token]) expect(idsOf(await field(token))).not.toContain(ids.theirs);
  });

  it('is for signed-in users who work visits: 401 without a token, 403 for a technician', async () => {
    expect((await t.call('GET', URL)).statusCode).toBe(401);
    const tech = await t.call('GET', URL, { token: co.users.maintenance.token });
    expect(tech.statusCode, tech.body).toBe(403);
  });

  it('stops at the cap in company-name order and says the list was cut', async () => {
    const manager = co.users.manager;
    const at = (max: number) => inTenant(t.database.db, co.tenantId, (tx) => fieldClients(tx, manager, max));
    const cut = await at(2);
    expect(cut.truncated).toBe(true);
    expect(cut.rows.map((r) => r.id)).toEqual([ids.visited, ids.lead]);
    expect(cut.rows[0]?.lastVisitAt?.toISOString()).toBe(FIRST);
    const exact = await at(3);
    expect(exact.truncated).toBe(false);
    expect(exact.rows).toHaveLength(3);
  });

  it('is current after a write: a new client and a new done visit show at once', async () => {
    const m = co.users.manager.token;
    expect((await field(co.users.sales.token)).results).toHaveLength(2);
    const added = await createVisitClient(t, m, co.users.sales.id, { company_name: 'Golf Clinic' });
    const later = '2025-03-10T07:30:00.000Z';
    await visited(m, co.users.sales.id, ids.visited, later);
    const reply = await field(co.users.sales.token);
    expect(reply.results.map((r) => r.id)).toEqual([ids.visited, ids.lead, added]);
    expect(reply.results[0]?.last_visit_at).toBe(later);
  });
});
