import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { PNG, postFormAs } from '../../../test/uploads';
import { createVisitClient, planVisit, visitBody } from '../../../test/visits-fixtures';

let t: TestApp;
let co: Company;
let other: Company;
let clientId: string;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  other = await createCompany(t);
  clientId = await createVisitClient(t, co.users.manager.token, co.users.sales.id);
});
afterAll(async () => t.close());

type Page = { count: number; results: { id: string; assigned_to: { id: string }; planned_at: string; status: number }[] };
const list = async (token: string, query: string) => {
  const res = await t.call('GET', `/api/v1/visit/list?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

/** Noon of a day in Riyadh (UTC+3, no daylight saving) as an instant. */
const riyadh = (day: string, time = '12:00') => new Date(`${day}T${time}:00+03:00`).toISOString();

describe('planning', () => {
  it('plans a visit with agencies and samples to bring, and shows it with its timeline and actions', async () => {
    const agency = await t.call('POST', '/api/v1/setting/agency', {
      token: co.users.admin.token,
      body: { name_en: 'Medtronic', name_ar: 'مدترونك' },
    });
    const sample = await t.call('POST', '/api/v1/setting/samples/', {
      token: co.users.admin.token,
      body: { name: 'Gloves M', code: 'GL-M', unit: 'box', stock: 10 },
    });
    const res = await t.call('POST', '/api/v1/visit/list', {
      token: co.users.manager.token,
      body: visitBody(clientId, {
        assigned_to: co.users.sales.id,
        agency_ids: [agency.json().id],
        samples: [
          { sample_id: sample.json().id, quantity: 2 },
          { sample_id: sample.json().id, quantity: 1 },
        ],
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const v = res.json();
    expect(v).toMatchObject({
      status: 0,
      assigned_to: { id: co.users.sales.id },
      created_by: { id: co.users.manager.id },
      agencies: [{ name_en: 'Medtronic' }],
      samples: [{ name: 'Gloves M', quantity: 3 }],
      check_in: null,
      outcome: null,
    });
    expect(v.timeline.map((a: { action: string }) => a.action)).toEqual(['created']);
    // The manager may delete or flag it; only the rep checks in.
    expect(v.actions).toEqual(['mark_false', 'delete']);
    const asRep = await t.call('GET', `/api/v1/get/visit/${v.id}`, { token: co.users.sales.token });
    expect(asRep.json().actions).toEqual(['check_in', 'delete']);
  });

  it('names bad fields, and refuses other companies’ clients, agencies and users', async () => {
    const bad = await t.call('POST', '/api/v1/visit/list', {
      token: co.users.manager.token,
      body: visitBody(clientId, { visit_type: 9, priority: 'high', visit_reason: -1, planned_at: 'tomorrow' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details.fields).sort()).toEqual(['planned_at', 'priority', 'visit_reason', 'visit_type']);
    const theirClient = await createVisitClient(t, other.users.manager.token, other.users.sales.id);
    const crossClient = await t.call('POST', '/api/v1/visit/list', { token: co.users.manager.token, body: visitBody(theirClient) });
    expect(crossClient.statusCode).toBe(400);
    expect(crossClient.json().details.fields).toHaveProperty('client_id');
    const theirAgency = await t.call('POST', '/api/v1/setting/agency', {
      token: other.users.admin.token,
      body: { name_en: 'Theirs', name_ar: 'لهم' },
    });
    const crossAgency = await t.call('POST', '/api/v1/visit/list', {
      token: co.users.manager.token,
      body: visitBody(clientId, { agency_ids: [theirAgency.json().id] }),
    });
    expect(crossAgency.statusCode).toBe(400);
    const crossRep = await t.call('POST', '/api/v1/visit/list', {
      token: co.users.manager.token,
      body: visitBody(clientId, { assigned_to: other.users.sales.id }),
    });
    expect(crossRep.statusCode).toBe(400);
    const maintenanceRep = await t.call('POST', '/api/v1/visit/list', {
      token: co.users.manager.token,
      body: visitBody(clientId, { assigned_to: co.users.maintenance.id }),
    });
    expect(maintenanceRep.statusCode).toBe(400);
    const nul = await t.call('POST', '/api/v1/visit/list', {
      token: co.users.manager.token,
      body: visitBody(clientId, { notes: 'a\u0000b' }),
    });
    expect(nul.statusCode).toBe(400);
  });

  it('lets a sales user plan only their own, only while their create-visit permission is on', async () => {
    const own = await t.call('POST', '/api/v1/visit/list', { token: co.users.sales.token, body: visitBody(clientId) });
    expect(own.statusCode).toBe(201);
    expect(own.json().assigned_to.id).toBe(co.users.sales.id);
    const forOther = await t.call('POST', '/api/v1/visit/list', {
      token: co.users.sales.token,
      body: visitBody(clientId, { assigned_to: co.users.manager.id }),
    });
    expect(forOther.statusCode).toBe(403);
    const managersClient = await createVisitClient(t, co.users.manager.token, co.users.manager.id);
    const notMyClient = await t.call('POST', '/api/v1/visit/list', { token: co.users.sales.token, body: visitBody(managersClient) });
    expect(notMyClient.statusCode).toBe(400);

    const off = await t.call('POST', '/api/v1/change/create/visit/status', {
      token: co.users.admin.token,
      body: { user_id: co.users.sales.id, status_of_create_visit: false },
    });
    expect(off.statusCode).toBe(200);
    const refused = await t.call('POST', '/api/v1/visit/list', { token: co.users.sales.token, body: visitBody(clientId) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/turned off/);
    await t.call('POST', '/api/v1/change/create/visit/status', {
      token: co.users.admin.token,
      body: { user_id: co.users.sales.id, status_of_create_visit: true },
    });
    const maintenance = await t.call('POST', '/api/v1/visit/list', { token: co.users.maintenance.token, body: visitBody(clientId) });
    expect(maintenance.statusCode).toBe(403);
  });

  it('records a visit that already happened, finished in one step and not verified', async () => {
    const res = await t.call('POST', '/api/v1/visit/already', {
      token: co.users.sales.token,
      body: {
        ...visitBody(clientId, { visit_type: 1 }),
        planned_at: undefined,
        visited_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
        outcome: 'طلب الصيدلي عرض سعر جديد',
        order: 'Yes',
        order_value: 1250.5,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 2,
      check_in: { verdict: 'recorded_after' },
      outcome: { kind: 'already', order: 'Yes', order_value: 1250.5 },
    });
    expect(res.json().timeline.map((a: { action: string }) => a.action)).toEqual(['recorded']);
    const future = await t.call('POST', '/api/v1/visit/already', {
      token: co.users.sales.token,
      body: { ...visitBody(clientId), visited_at: new Date(Date.now() + 86_400_000).toISOString(), outcome: 'Met them' },
    });
    expect(future.statusCode).toBe(400);
    const noValue = await t.call('POST', '/api/v1/visit/already', {
      token: co.users.sales.token,
      body: { ...visitBody(clientId), visited_at: new Date().toISOString(), outcome: 'Met them', order: 'Yes' },
    });
    expect(noValue.statusCode).toBe(400);
  });
});

describe('the list', () => {
  let fresh: Company;
  let rep2: string;
  let freshClient: string;
  beforeAll(async () => {
    fresh = await createCompany(t);
    const client = await createVisitClient(t, fresh.users.manager.token, fresh.users.sales.id);
    freshClient = client;
    // Riyadh days around Tuesday 2026-03-10 (weeks start on Sunday 03-08 by default).
    for (const [day, time] of [
      ['2026-03-10', '09:00'],
      ['2026-03-10', '23:30'],
      ['2026-03-11', '00:30'],
      ['2026-03-08', '08:00'],
      ['2026-03-14', '10:00'],
      ['2026-03-15', '10:00'],
      ['2026-03-31', '22:00'],
      ['2026-04-01', '01:00'],
    ] as const) {
      await planVisit(t, fresh.users.manager.token, client, { assigned_to: fresh.users.sales.id, planned_at: riyadh(day, time) });
    }
    rep2 = fresh.users.manager.id;
    await planVisit(t, fresh.users.manager.token, client, { planned_at: riyadh('2026-03-10', '11:00') });
  });

  it('filters a day, a week and a month of the company’s time zone, and all', async () => {
    const token = fresh.users.manager.token;
    const day = await list(token, 'filter_type=1&selected_date=2026-03-10');
    // 23:30 in Riyadh is 20:30 UTC the same day; 00:30 on the 11th is still the 10th in UTC.
    expect(day.count).toBe(3);
    expect(day.results.map((r) => r.planned_at)).toEqual([
      riyadh('2026-03-10', '09:00'),
      riyadh('2026-03-10', '11:00'),
      riyadh('2026-03-10', '23:30'),
    ]);
    expect((await list(token, 'filter_type=2&selected_date=2026-03-10')).count).toBe(6);
    expect((await list(token, 'filter_type=3&selected_date=2026-03-10')).count).toBe(8);
    const all = await list(token, 'filter_type=0');
    expect(all.count).toBe(9);
    expect(all.results[0]!.planned_at).toBe(riyadh('2026-04-01', '01:00'));
    expect((await list(token, 'filter_type=0&page=2&page_size=5')).results).toHaveLength(4);
    // Today is the default day (nothing planned today in this company).
    expect((await list(token, '')).count).toBe(0);
  });

  it('pages through the whole timeline newest first, any page, across months, after deletes too', async () => {
    const token = fresh.users.manager.token;
    const whole = (await list(token, 'filter_type=0&page_size=100')).results.map((r) => r.id);
    const walk = async (query: string) => {
      const ids: string[] = [];
      for (let page = 1; page <= 6; page++) ids.push(...(await list(token, `${query}&page=${page}&page_size=2`)).results.map((r) => r.id));
      return ids;
    };
    expect(await walk('filter_type=0')).toEqual(whole);
    const last = await list(token, 'filter_type=0&page=5&page_size=2');
    expect(last).toMatchObject({ count: 9, results: [{ id: whole[8] }] });
    expect((await list(token, 'filter_type=0&page=6&page_size=2')).results).toEqual([]);
    // One rep's timeline comes from their own counters.
    expect((await list(token, `filter_type=0&assigned_to=${fresh.users.sales.id}&page=4&page_size=2`)).results).toHaveLength(2);
    const extra = await planVisit(t, token, freshClient, { planned_at: riyadh('2026-02-01') });
    expect((await list(token, 'filter_type=0&page=5&page_size=2')).results.map((r) => r.id)).toEqual([whole[8], extra]);
    await t.call('POST', '/api/v1/visit/delete', { token, body: { visit_id: extra } });
    expect(await walk('filter_type=0')).toEqual(whole);
  });

  it('follows the company’s time zone and week start when they change', async () => {
    const settings = await t.call('PUT', '/api/v1/tenant/visit-settings/', {
      token: fresh.users.admin.token,
      body: { time_zone: 'UTC', week_start: 1, weekend_days: [0, 6], geofence_radius_m: 500 },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    // In UTC, 00:30 Riyadh on the 11th (21:30 UTC on the 10th) is on the 10th.
    expect((await list(fresh.users.manager.token, 'filter_type=1&selected_date=2026-03-10')).count).toBe(4);
    // Monday 03-09 to Sunday 03-15: the Sunday 08th falls out, the 15th comes in.
    expect((await list(fresh.users.manager.token, 'filter_type=2&selected_date=2026-03-10')).count).toBe(6);
    await t.call('PUT', '/api/v1/tenant/visit-settings/', {
      token: fresh.users.admin.token,
      body: { time_zone: 'Asia/Riyadh', week_start: 0, weekend_days: [5, 6], geofence_radius_m: 500 },
    });
  });

  it('filters by type, status, assignee and client; sales users see their own only', async () => {
    const token = fresh.users.manager.token;
    expect((await list(token, `filter_type=0&assigned_to=${rep2}`)).count).toBe(1);
    expect((await list(token, 'filter_type=0&visit_type=0&status=0')).count).toBe(9);
    expect((await list(token, 'filter_type=0&status=2')).count).toBe(0);
    const mine = await list(fresh.users.sales.token, 'filter_type=0');
    expect(mine.count).toBe(8);
    expect(new Set(mine.results.map((r) => r.assigned_to.id))).toEqual(new Set([fresh.users.sales.id]));
    const bad = await t.call('GET', '/api/v1/visit/list?filter_type=7&selected_date=10-03-2026', { token });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details.fields).sort()).toEqual(['filter_type', 'selected_date']);
  });
});

describe('who sees what', () => {
  it('answers 404 for another rep’s visit to a sales user and for another company’s visit to anyone', async () => {
    const managersClient = await createVisitClient(t, co.users.manager.token, co.users.manager.id);
    const managersVisit = await planVisit(t, co.users.manager.token, managersClient);
    for (const [method, path, body] of [
      ['GET', `get/visit/${managersVisit}`, undefined],
      ['POST', `visit/status/${managersVisit}`, {}],
      ['POST', 'visit/delete', { visit_id: managersVisit }],
      ['POST', 'new/visit', { visit_id: managersVisit, outcome: 'Met them' }],
    ] as const) {
      const res = await t.call(method, `/api/v1/${path}`, { token: co.users.sales.token, body });
      expect(res.statusCode, path).toBe(404);
    }
    const theirClient = await createVisitClient(t, other.users.manager.token, other.users.sales.id);
    const theirs = await planVisit(t, other.users.manager.token, theirClient, { assigned_to: other.users.sales.id });
    for (const [method, path, body] of [
      ['GET', `get/visit/${theirs}`, undefined],
      ['POST', `visit/status/${theirs}`, {}],
      ['POST', `visit/status/Rejected/${theirs}`, { reason: 'Not real' }],
      ['POST', `false/visit/${theirs}`, { reason: 'Not real' }],
      ['POST', 'visit/delete', { visit_id: theirs }],
      ['POST', 'new/visit', { visit_id: theirs, outcome: 'Met them' }],
      ['POST', 'followup/visit', { visit_id: theirs, outcome: 'Met them' }],
      ['GET', `visit/receipt/${theirs}`, undefined],
    ] as const) {
      const res = await t.call(method, `/api/v1/${path}`, { token: co.users.admin.token, body });
      expect(res.statusCode, path).toBe(404);
    }
    for (const [path, fields] of [
      ['collection/visit', { visit_id: theirs, amount: '10', payment: 0 }],
      ['delivery/visit', { visit_id: theirs, receiver_name: 'Sami' }],
      ['call/visit', { visit_id: theirs, summary: 'Talked', duration_minutes: 5 }],
    ] as const) {
      const res = await postFormAs(t, co.users.admin.token, `/api/v1/${path}`, fields, { name: 'p.png', bytes: PNG });
      expect(res.statusCode, path).toBe(404);
    }
    const untouched = await t.call('GET', `/api/v1/get/visit/${theirs}`, { token: other.users.manager.token });
    expect(untouched.json()).toMatchObject({ status: 0, is_false: false });
    expect((await list(co.users.admin.token, `filter_type=0&client_id=${theirClient}`)).count).toBe(0);
  });
});

describe('deleting', () => {
  it('deletes a pending visit with the spec’s message; a started one is a 409', async () => {
    const id = await planVisit(t, co.users.sales.token, clientId);
    const res = await t.call('POST', '/api/v1/visit/delete', { token: co.users.sales.token, body: { visit_id: id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Visit Deleted Successfully' });
    expect((await t.call('GET', `/api/v1/get/visit/${id}`, { token: co.users.sales.token })).statusCode).toBe(404);
    const again = await t.call('POST', '/api/v1/visit/delete', { token: co.users.sales.token, body: { visit_id: id } });
    expect(again.statusCode).toBe(404);

    const started = await planVisit(t, co.users.sales.token, clientId);
    await t.call('POST', `/api/v1/visit/status/${started}`, { token: co.users.sales.token, body: {} });
    const refused = await t.call('POST', '/api/v1/visit/delete', { token: co.users.manager.token, body: { visit_id: started } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'invalid_transition', message: expect.stringMatching(/pending/) });
  });
});
