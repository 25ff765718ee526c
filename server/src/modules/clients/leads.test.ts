import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createClient } from '../../../test/clients-fixtures';
import { addSalesRep, createCompany, type Company } from '../../../test/factories';

let t: TestApp;
let co: Company;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
});
afterAll(async () => t.close());

const papers = (id: string, vat = '300123456700003') => ({
  id,
  cr_number: '1010123456',
  vat_number: vat,
  national_address: 'RRRD2929, Al Olaya, Riyadh',
});
const post = (token: string, path: string, body: unknown) => t.call('POST', `/api/v1/${path}`, { token, body });

describe('the lead state machine', () => {
  it('new → approved (manager) → converted (same id, now a client); anything else is a 409', async () => {
    const id = await createClient(t, co.users.sales.token);
    expect((await post(co.users.sales.token, 'lead/approve', { id })).statusCode).toBe(403);
    // A sales user converts approved leads only.
    expect((await post(co.users.sales.token, 'client/details/sec', papers(id))).statusCode).toBe(409);
    const approved = await post(co.users.manager.token, 'lead/approve', { id });
    expect(approved.json()).toMatchObject({ lead_status: 'approved', kind: 'lead' });
    expect((await post(co.users.manager.token, 'lead/approve', { id })).statusCode).toBe(409);

    const badVat = await post(co.users.sales.token, 'client/details/sec', papers(id, '12345'));
    expect(badVat.statusCode).toBe(400);
    expect(badVat.json().details.fields).toHaveProperty('vat_number');
    const missing = await post(co.users.sales.token, 'client/details/sec', { id });
    expect(Object.keys(missing.json().details.fields).sort()).toEqual(['cr_number', 'national_address', 'vat_number']);

    const converted = await post(co.users.sales.token, 'client/details/sec', papers(id));
    expect(converted.statusCode).toBe(200);
    expect(converted.json()).toMatchObject({ id, kind: 'client', lead_status: 'converted', vat_number: '300123456700003' });
    expect((await post(co.users.manager.token, 'lead/approve', { id })).statusCode).toBe(404); // no longer a lead
    const timeline = (await t.call('GET', `/api/v1/get/client/${id}`, { token: co.users.sales.token })).json().timeline;
    expect(timeline.map((a: { action: string }) => a.action)).toEqual(['created', 'approved', 'converted']);
  });

  it('archives and deletes leads all or none, and never converts an archived one', async () => {
    const a = await createClient(t, co.users.sales.token);
    const b = await createClient(t, co.users.sales.token);
    expect((await post(co.users.sales.token, 'archive/leads', { ids: [a] })).json()).toEqual({ count: 1 });
    // b is fine but a is already archived: nothing changes.
    expect((await post(co.users.sales.token, 'archive/leads', { ids: [a, b] })).statusCode).toBe(409);
    const bNow = (await t.call('GET', `/api/v1/get/client/${b}`, { token: co.users.sales.token })).json();
    expect(bNow.lead_status).toBe('new');
    expect((await post(co.users.manager.token, 'client/details/sec', papers(a))).statusCode).toBe(409);

    expect((await post(co.users.sales.token, 'delete/leads', { ids: [a, b] })).statusCode).toBe(403);
    expect((await post(co.users.manager.token, 'delete/leads', { ids: [a, b] })).json()).toEqual({ count: 2 });
    expect((await t.call('GET', `/api/v1/get/client/${b}`, { token: co.users.manager.token })).statusCode).toBe(404);
    const archived = (await t.call('GET', '/api/v1/lead/list?lead_status=archived', { token: co.users.manager.token })).json();
    expect(archived.results.map((r: { id: string }) => r.id)).not.toContain(a);
  });

  it("restores archived leads as they left (approved again when they had been), all or none; never another rep's or company's", async () => {
    const fresh = await createClient(t, co.users.sales.token);
    const vetted = await createClient(t, co.users.sales.token);
    expect((await post(co.users.manager.token, 'lead/approve', { id: vetted })).statusCode).toBe(200);
    expect((await post(co.users.sales.token, 'archive/leads', { ids: [fresh, vetted] })).json()).toEqual({ count: 2 });
    // A working lead cannot be restored: nothing changes.
    const working = await createClient(t, co.users.sales.token);
    expect((await post(co.users.sales.token, 'restore/leads', { ids: [fresh, working] })).statusCode).toBe(409);
    const other = await createCompany(t);
    expect((await post(other.users.manager.token, 'restore/leads', { ids: [fresh] })).statusCode).toBe(404);
    expect((await post((await addSalesRep(t, co)).token, 'restore/leads', { ids: [fresh] })).statusCode).toBe(404);
    expect((await post(co.users.sales.token, 'restore/leads', { ids: [fresh, vetted] })).json()).toEqual({ count: 2 });
    const now = async (id: string) => (await t.call('GET', `/api/v1/get/client/${id}`, { token: co.users.sales.token })).json();
    expect((await now(fresh)).lead_status).toBe('new');
    expect((await now(vetted)).lead_status).toBe('approved');
    expect((await now(vetted)).timeline.map((a: { action: string }) => a.action)).toEqual(['created', 'approved', 'archived', 'restored']);
  });

  it('approves once when two managers click at the same time', async () => {
    const id = await createClient(t, co.users.sales.token);
    const results = await Promise.all([
      post(co.users.manager.token, 'lead/approve', { id }),
      post(co.users.admin.token, 'lead/approve', { id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('deletes a client after which it is gone from lists and details', async () => {
    const id = await createClient(t, co.users.manager.token, { kind: 'client', contact_name: 'Gone Soon' });
    expect((await post(co.users.sales.token, 'client/delete', { clientID: id })).statusCode).toBe(403);
    expect((await post(co.users.manager.token, 'client/delete', { clientID: id })).statusCode).toBe(204);
    expect((await post(co.users.manager.token, 'client/delete', { clientID: id })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/v1/client/list?search=Gone', { token: co.users.manager.token })).json().count).toBe(0);
  });
});

describe('actions', () => {
  /** What each role is told it may do with the record (or the status it gets), the list row saying the same. */
  async function actionsBy(id: string, listPath: string) {
    const seen: Record<string, unknown> = {};
    for (const role of ['admin', 'manager', 'sales', 'maintenance'] as const) {
      const res = await t.call('GET', `/api/v1/get/client/${id}`, { token: co.users[role].token });
      if (res.statusCode !== 200) {
        seen[role] = res.statusCode;
        continue;
      }
      const search = `${listPath.includes('?') ? '&' : '?'}search=${encodeURIComponent(res.json().company_name)}`;
      const page = await t.call('GET', `/api/v1/${listPath}${search}`, {
        token: co.users[role].token,
      });
      expect(
        page.json().results.find((r: { id: string }) => r.id === id),
        role,
      ).toMatchObject({ actions: res.json().actions });
      seen[role] = res.json().actions;
    }
    return seen;
  }

  it('offers each role the lead moves its calls allow in the lead’s state', async () => {
    const id = await createClient(t, co.users.sales.token);
    const manages = ['approve', 'convert', 'archive', 'delete'];
    expect(await actionsBy(id, 'lead/list')).toEqual({ admin: manages, manager: manages, sales: ['archive'], maintenance: 403 });

    await post(co.users.manager.token, 'lead/approve', { id });
    expect(await actionsBy(id, 'lead/list')).toEqual({
      admin: ['convert', 'archive', 'delete'],
      manager: ['convert', 'archive', 'delete'],
      sales: ['convert', 'archive'],
      maintenance: 403,
    });

    const archived = await post(co.users.sales.token, 'archive/leads', { ids: [id] });
    expect(archived.statusCode).toBe(200);
    const archivedList = 'lead/list?lead_status=archived';
    expect(await actionsBy(id, archivedList)).toEqual({
      admin: ['restore', 'delete'],
      manager: ['restore', 'delete'],
      sales: ['restore'],
      maintenance: 403,
    });
  });

  it('offers deleting a client to admins and managers only, as client/delete allows', async () => {
    const id = await createClient(t, co.users.manager.token, { kind: 'client', assigned_to: co.users.sales.id });
    expect(await actionsBy(id, 'client/list')).toEqual({ admin: ['delete'], manager: ['delete'], sales: [], maintenance: 403 });
    const converted = await createClient(t, co.users.sales.token);
    await post(co.users.manager.token, 'lead/approve', { id: converted });
    const client = await post(co.users.sales.token, 'client/details/sec', papers(converted));
    expect(client.json().actions).toEqual([]);
  });
});
