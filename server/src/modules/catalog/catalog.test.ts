import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createClient } from '../../../test/clients-fixtures';
import { createCompany, type Company } from '../../../test/factories';

let t: TestApp;
let co: Company;
let other: Company;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  other = await createCompany(t);
});
afterAll(async () => t.close());

const post = (token: string, path: string, body: unknown) => t.call('POST', `/api/v1/${path}`, { token, body });

describe('agencies and samples', () => {
  it('the admin adds, edits and deletes; everyone reads; clients and samples let go of a deleted agency', async () => {
    const agency = (await post(co.users.admin.token, 'setting/agency', { name_en: 'Medtronic', name_ar: 'مدترونيك' })).json();
    expect(agency).toMatchObject({ name_en: 'Medtronic', is_active: true });
    expect((await post(co.users.manager.token, 'setting/agency', { name_en: 'Other brand', name_ar: 'علامة أخرى' })).statusCode).toBe(403);
    const sample = await post(co.users.admin.token, 'setting/samples/', {
      name: 'Stent kit',
      code: 'ST-1',
      unit: 'box',
      stock: 12,
      agency_id: agency.id,
    });
    expect(sample.statusCode).toBe(201);
    const clientId = await createClient(t, co.users.sales.token, { agency_ids: [agency.id] });
    expect((await t.call('GET', '/api/v1/setting/agency', { token: co.users.sales.token })).json().count).toBe(1);

    const edited = await post(co.users.admin.token, 'agency/edit', {
      id: agency.id,
      name_en: 'Medtronic KSA',
      name_ar: 'مدترونيك السعودية',
      is_active: false,
    });
    expect(edited.json()).toMatchObject({ name_en: 'Medtronic KSA', is_active: false });
    expect((await post(co.users.admin.token, 'agency/delete', { agency_id: agency.id })).statusCode).toBe(204);
    expect((await post(co.users.admin.token, 'agency/delete', { agency_id: agency.id })).statusCode).toBe(404);
    const samples = (await t.call('GET', '/api/v1/setting/samples/', { token: co.users.sales.token })).json();
    expect(samples.results[0]).toMatchObject({ name: 'Stent kit', agency_id: null });
    const client = (await t.call('GET', `/api/v1/get/client/${clientId}`, { token: co.users.sales.token })).json();
    expect(client.agencies).toEqual([]);
  });

  it("validates samples and refuses another company's agency and ids", async () => {
    const theirs = (await post(other.users.admin.token, 'setting/agency', { name_en: 'Theirs', name_ar: 'لهم' })).json();
    const bad = await post(co.users.admin.token, 'setting/samples/', { name: 'S', code: '', unit: 'box', stock: -1 });
    expect(Object.keys(bad.json().details.fields).sort()).toEqual(['code', 'name', 'stock']);
    const foreign = await post(co.users.admin.token, 'setting/samples/', {
      name: 'Gauze',
      code: 'G1',
      unit: 'box',
      stock: 1,
      agency_id: theirs.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect((await post(co.users.admin.token, 'agency/delete', { agency_id: theirs.id })).statusCode).toBe(404);
    expect((await post(co.users.admin.token, 'agency/edit', { id: theirs.id, name_en: 'Mine', name_ar: 'لي' })).statusCode).toBe(404);
    const theirSample = (
      await post(other.users.admin.token, 'setting/samples/', { name: 'Theirs', code: 'T', unit: 'box', stock: 1 })
    ).json();
    expect((await post(co.users.admin.token, 'sample/delete', { sample_id: theirSample.id })).statusCode).toBe(404);
    expect(
      (await post(co.users.admin.token, 'sample/edit', { id: theirSample.id, name: 'Mine', code: 'M', unit: 'box', stock: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await t.call('GET', '/api/v1/setting/samples/', { token: co.users.admin.token }))
        .json()
        .results.map((s: { name: string }) => s.name),
    ).toEqual(['Stent kit']);
  });
});
