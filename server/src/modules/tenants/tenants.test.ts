import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';

let t: TestApp;
let co: Company;
let other: Company;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t, { name: 'Alpha Medical' });
  other = await createCompany(t, { name: 'Beta Foods' });
});
afterAll(async () => t.close());

const profile = {
  company_name: 'Alpha Medical Group',
  field: 'medical',
  country: 'AE',
  city: 'Dubai',
  vat_number: '100200300400500',
  number_employees: 55,
  industry: 'distribution',
};

describe('tenant/show/', () => {
  it("shows every role its own company, with the plan's limit and the seat count", async () => {
    for (const role of ['admin', 'manager', 'sales', 'maintenance'] as const) {
      const res = await t.call('GET', '/api/v1/tenant/show/', { token: co.users[role].token });
      expect(res.statusCode, role).toBe(200);
      expect(res.json()).toMatchObject({ id: co.tenantId, company_name: 'Alpha Medical', user_limit: 50, seats_used: 4 });
    }
  });
});

describe('tenant/update/', () => {
  it('lets the admin edit the profile', async () => {
    const res = await t.call('PUT', '/api/v1/tenant/update/', { token: co.users.admin.token, body: profile });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(profile);
    const beta = await t.call('GET', '/api/v1/tenant/show/', { token: other.users.admin.token });
    expect(beta.json().company_name).toBe('Beta Foods');
  });

  it('refuses other roles and a city outside the country', async () => {
    expect((await t.call('PUT', '/api/v1/tenant/update/', { token: co.users.manager.token, body: profile })).statusCode).toBe(403);
    const bad = await t.call('PUT', '/api/v1/tenant/update/', { token: co.users.admin.token, body: { ...profile, city: 'Riyadh' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields.city).toBeTruthy();
  });
});
