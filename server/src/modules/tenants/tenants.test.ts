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

describe('tenant/update/ cr_number', () => {
  it('stores the CR number, clears it when blank, and refuses a malformed one', async () => {
    const put = (cr_number: unknown) =>
      t.call('PUT', '/api/v1/tenant/update/', { token: co.users.admin.token, body: { ...profile, cr_number } });
    const set = await put(' 1010-123456 ');
    expect(set.statusCode).toBe(200);
    expect(set.json().cr_number).toBe('1010-123456');
    const shown = await t.call('GET', '/api/v1/tenant/show/', { token: co.users.manager.token });
    expect(shown.json().cr_number).toBe('1010-123456');

    const bad = await put('x!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
    expect(bad.json().details.fields.cr_number).toBeTruthy();
    const kept = await t.call('GET', '/api/v1/tenant/show/', { token: co.users.admin.token });
    expect(kept.json().cr_number).toBe('1010-123456');

    const cleared = await put('');
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().cr_number).toBeNull();
  });
});

describe('tenant/visit-settings/', () => {
  const url = '/api/v1/tenant/visit-settings/';
  const settings = { time_zone: 'Asia/Dubai', week_start: 1, weekend_days: [6, 0], geofence_radius_m: 250 };
  const visitFields = (body: Record<string, unknown>) => ({
    time_zone: body.time_zone,
    week_start: body.week_start,
    weekend_days: body.weekend_days,
    geofence_radius_m: body.geofence_radius_m,
  });

  it('gives a new company Riyadh time, a Sunday week with a Friday–Saturday weekend and a 500 m geofence', async () => {
    const fresh = await createCompany(t, { name: 'Gamma Trading' });
    const res = await t.call('GET', '/api/v1/tenant/show/', { token: fresh.users.sales.token });
    expect(res.statusCode).toBe(200);
    expect(visitFields(res.json())).toEqual({ time_zone: 'Asia/Riyadh', week_start: 0, weekend_days: [5, 6], geofence_radius_m: 500 });
  });

  it('lets the admin set them: the reply and tenant/show carry them, weekend days sorted; other companies keep theirs', async () => {
    const res = await t.call('PUT', url, { token: co.users.admin.token, body: settings });
    expect(res.statusCode).toBe(200);
    const expected = { time_zone: 'Asia/Dubai', week_start: 1, weekend_days: [0, 6], geofence_radius_m: 250 };
    expect(res.json()).toMatchObject({ id: co.tenantId, ...expected });
    for (const role of ['admin', 'sales'] as const) {
      const shown = await t.call('GET', '/api/v1/tenant/show/', { token: co.users[role].token });
      expect(visitFields(shown.json()), role).toEqual(expected);
    }
    const beta = await t.call('GET', '/api/v1/tenant/show/', { token: other.users.admin.token });
    expect(visitFields(beta.json())).toEqual({ time_zone: 'Asia/Riyadh', week_start: 0, weekend_days: [5, 6], geofence_radius_m: 500 });

    // No weekend at all is a choice too.
    const none = await t.call('PUT', url, { token: co.users.admin.token, body: { ...settings, weekend_days: [] } });
    expect(none.statusCode).toBe(200);
    expect(none.json().weekend_days).toEqual([]);
  });

  it('answers a 50000 m geofence with a 400 {code, message} naming the field, never clamping it to the maximum', async () => {
    const res = await t.call('PUT', url, { token: co.users.admin.token, body: { ...settings, geofence_radius_m: 50_000 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    // A sentence a person can act on: which field, and its limit.
    expect(body.message).toMatch(/^geofence_radius_m: .*10,?000/);
    expect(body.details.fields.geofence_radius_m).toMatch(/at most 10,?000/i);
    const after = await t.call('GET', '/api/v1/tenant/show/', { token: co.users.admin.token });
    expect(after.json().geofence_radius_m).not.toBe(10_000);
  });

  it.each([
    ['an unknown time zone', { time_zone: 'Mars/Olympus_Mons' }, 'time_zone'],
    ['a duplicate weekend day', { weekend_days: [5, 5] }, 'weekend_days'],
    ['four weekend days', { weekend_days: [3, 4, 5, 6] }, 'weekend_days'],
    ['week_start 7', { week_start: 7 }, 'week_start'],
    ['a 10 m geofence', { geofence_radius_m: 10 }, 'geofence_radius_m'],
    ['a 999999 m geofence', { geofence_radius_m: 999_999 }, 'geofence_radius_m'],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_label, spoil, field) => {
    const before = await t.call('GET', '/api/v1/tenant/show/', { token: co.users.admin.token });
    const res = await t.call('PUT', url, { token: co.users.admin.token, body: { ...settings, ...spoil } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
    expect(Object.keys(res.json().details.fields).some((k) => k === field || k.startsWith(`${field}.`))).toBe(true);
    const after = await t.call('GET', '/api/v1/tenant/show/', { token: co.users.admin.token });
    expect(visitFields(after.json())).toEqual(visitFields(before.json()));
  });

  it('refuses managers, sales and maintenance users', async () => {
    for (const role of ['manager', 'sales', 'maintenance'] as const) {
      const res = await t.call('PUT', url, { token: co.users[role].token, body: { ...settings, geofence_radius_m: 5000 } });
      expect(res.statusCode, role).toBe(403);
      expect(res.json(), role).toMatchObject({ code: 'forbidden' });
    }
    const shown = await t.call('GET', '/api/v1/tenant/show/', { token: co.users.admin.token });
    expect(shown.json().geofence_radius_m).not.toBe(5000);
  });
});
