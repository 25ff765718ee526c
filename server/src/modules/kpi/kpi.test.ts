import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { postFormAs, PNG } from '../../../test/uploads';
import { checkIn, createVisitClient, planVisit } from '../../../test/visits-fixtures';
import { inTenant, selectRows } from '../../db/tenant-tx';
import * as service from './kpi.service';

let t: TestApp;
let co: Company;
let other: Company;
let client: string;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  other = await createCompany(t);
  client = await createVisitClient(t, co.users.manager.token, co.users.sales.id);
});
afterAll(async () => t.close());

const month = new Date().toISOString().slice(0, 7);
const targets = { visits: 4, visits_by_type: [0, 4, 1, 0, 0, 0], new_clients: 0, collections: 1000, orders: 2, order_value: 2000 };
const post = (path: string, body: unknown, token = co.users.manager.token) => t.call('POST', `/api/v1/${path}`, { token, body });
const get = (path: string, token = co.users.manager.token) => t.call('GET', `/api/v1/${path}`, { token });

/** A follow-up visit of the rep, finished with an order of 500. */
async function finishedFollowUp(): Promise<string> {
  const id = await planVisit(t, co.users.manager.token, client, { visit_type: 1, assigned_to: co.users.sales.id });
  await checkIn(t, co.users.sales.token, id);
  const res = await post('followup/visit', { visit_id: id, outcome: 'Ordered', order: 'Yes', order_value: 500 }, co.users.sales.token);
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

describe('targets', () => {
  it('a manager sets one month for several reps at once; a rep sees only their own', async () => {
    const res = await post('target/user', { month, user_ids: [co.users.sales.id, co.users.manager.id], targets });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toHaveLength(2);
    expect(res.json().results[0]).toMatchObject({ month, visits: 4, visits_by_type: [0, 4, 1, 0, 0, 0], collections: 1000 });
    const mine = await get(`target/user?month=${month}`, co.users.sales.token);
    expect(mine.json().results.map((r: { user: { id: string } }) => r.user.id)).toEqual([co.users.sales.id]);
    expect((await get(`target/user?user_id=${co.users.manager.id}`, co.users.sales.token)).statusCode).toBe(404);
  });

  it('refuses reps, months and figures that are not valid, naming the field; sales users get 403', async () => {
    expect((await post('target/user', { month, user_ids: [co.users.sales.id], targets }, co.users.sales.token)).statusCode).toBe(403);
    const foreign = await post('target/user', { month, user_ids: [other.users.sales.id], targets });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details.fields.user_ids).toBeTruthy();
    const badMonth = await post('target/user', { month: '2026-13', user_ids: [co.users.sales.id], targets });
    expect(badMonth.json().details.fields.month).toBeTruthy();
    const badTypes = await post('target/user', { month, user_ids: [co.users.sales.id], targets: { ...targets, visits_by_type: [1, 2] } });
    expect(badTypes.statusCode).toBe(400);
    const neither = await post('target/user', { month, user_ids: [co.users.sales.id] });
    expect(neither.json().details.fields.targets).toBeTruthy();
  });

  it("copies last month's targets to this month", async () => {
    await post('target/user', { month: '2030-01', user_ids: [co.users.sales.id], targets: { ...targets, visits: 9 } });
    const copied = await post('target/user', { month: '2030-02', user_ids: [co.users.sales.id], copy_previous_month: true });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json().results[0]).toMatchObject({ month: '2030-02', visits: 9 });
    const nothing = await post('target/user', { month: '2030-06', user_ids: [co.users.sales.id], copy_previous_month: true });
    expect(nothing.json().details.fields.copy_previous_month).toBeTruthy();
  });
});

describe('attainment', () => {
  it('counts finished and approved visits, never rejected or false ones', async () => {
    await post('target/user', { month, user_ids: [co.users.sales.id], targets });
    const before = (await get(`get/kpi/?user_id=${co.users.sales.id}`)).json();
    const [finished, approved, rejected, flagged] = [
      await finishedFollowUp(),
      await finishedFollowUp(),
      await finishedFollowUp(),
      await finishedFollowUp(),
    ];
    expect(finished).toBeTruthy();
    expect((await post(`visit/status/${approved}`, {})).statusCode).toBe(200);
    expect((await post(`visit/status/Rejected/${rejected}`, { reason: 'Not with the buyer' })).statusCode).toBe(200);
    expect((await post(`false/visit/${flagged}`, { reason: 'Duplicate' })).statusCode).toBe(200);
    const res = await get(`get/kpi/?user_id=${co.users.sales.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const rep = res.json().reps[0];
    const was = before.reps[0].figures;
    expect(rep.figures.visits.actual - was.visits.actual).toBe(2);
    expect(rep.figures.visits_follow_up.actual - was.visits_follow_up.actual).toBe(2);
    expect(rep.figures.orders.actual - was.orders.actual).toBe(2);
    expect(rep.figures.order_value.actual - was.order_value.actual).toBe(1000);
    expect(rep.figures.visits.target).toBe(4);
    expect(res.json().trend).toHaveLength(6);
    expect(res.json().trend[5]).toMatchObject({ month, visits: rep.figures.visits.actual });
  });

  it('pro-rates by the working days the company has begun (a fixed clock)', async () => {
    // 10 March 2031, 09:00 in Riyadh. Sunday to Thursday work: the 1st…10th hold 7 of the month's 22 working days.
    const now = new Date('2031-03-10T06:00:00Z');
    await post('target/user', { month: '2031-03', user_ids: [co.users.sales.id], targets });
    const reply = await inTenant(t.database.db, co.tenantId, (tx) => service.attainment(tx, co.users.manager, { month: '2031-03' }, now));
    expect(reply).toMatchObject({ month: '2031-03', working_days: 22, working_days_elapsed: 7 });
    expect(reply.expected).toBeCloseTo(7 / 22);
    const rep = reply.reps.find((r) => r.user.id === co.users.sales.id)!;
    expect(rep).toMatchObject({ has_targets: true, attainment: 0, on_track: false });
    const past = await inTenant(t.database.db, co.tenantId, (tx) => service.attainment(tx, co.users.manager, { month: '2031-02' }, now));
    expect(past.expected).toBe(1);
  });

  it('a sales user sees only their own figures; another company sees none of ours', async () => {
    const mine = await get('get/kpi/', co.users.sales.token);
    expect(mine.json().reps.map((r: { user: { id: string } }) => r.user.id)).toEqual([co.users.sales.id]);
    expect((await get(`get/kpi/?user_id=${co.users.manager.id}`, co.users.sales.token)).statusCode).toBe(404);
    expect((await get(`get/kpi/?user_id=${co.users.sales.id}`, other.users.admin.token)).statusCode).toBe(404);
    const theirs = (await get('get/kpi/', other.users.admin.token)).json();
    expect(theirs.reps.map((r: { user: { id: string } }) => r.user.id)).toEqual([other.users.sales.id]);
    expect((await get('get/kpi/', co.users.maintenance.token)).statusCode).toBe(403);
  });
});

describe('ratings and collections', () => {
  it("a manager rates a rep's month and the rep sees it; a second rating replaces the first", async () => {
    expect((await post('kpi/rate', { user_id: co.users.sales.id, month, rating: 3, comment: 'Good start' })).statusCode).toBe(200);
    const res = await post('kpi/rate', { user_id: co.users.sales.id, month, rating: 4, comment: 'أداء ممتاز' });
    expect(res.json()).toMatchObject({ rating: 4, comment: 'أداء ممتاز', rated_by: { id: co.users.manager.id } });
    const seen = await get('get/kpi/', co.users.sales.token);
    expect(seen.json().reps[0].rating).toMatchObject({ rating: 4, comment: 'أداء ممتاز' });
    expect((await post('kpi/rate', { user_id: co.users.sales.id, month, rating: 6 })).json().details.fields.rating).toBeTruthy();
    expect((await post('kpi/rate', { user_id: co.users.sales.id, month, rating: 5 }, co.users.sales.token)).statusCode).toBe(403);
    expect((await post('kpi/rate', { user_id: other.users.sales.id, month, rating: 5 })).statusCode).toBe(404);
  });

  it('totals a period’s collections by payment, a rep only their own', async () => {
    const id = await planVisit(t, co.users.manager.token, client, { visit_type: 2, assigned_to: co.users.sales.id });
    await checkIn(t, co.users.sales.token, id);
    const done = await postFormAs(
      t,
      co.users.sales.token,
      '/api/v1/collection/visit',
      { visit_id: id, amount: '1250.50', payment: 1 },
      { name: 'r.png', bytes: PNG },
    );
    expect(done.statusCode, done.body).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const range = { from: '2020-01-01', to: '2099-12-31' };
    const res = await post('collecton/total/visit', range);
    expect(res.json()).toMatchObject({ credit: 1250.5, cash: 0, total: 1250.5, visits: 1, currency: 'SAR' });
    expect((await post('collecton/total/visit', { ...range, user_id: co.users.manager.id }, co.users.sales.token)).statusCode).toBe(404);
    expect((await post('collecton/total/visit', range, other.users.admin.token)).json()).toMatchObject({ total: 0, visits: 0 });
    expect((await post('collecton/total/visit', { from: today, to: '2020-01-01' })).json().details.fields.to).toBeTruthy();
  });
});

describe('the monthly rollup', () => {
  it('equals a direct count of the visits after every kind of change, and after a change of time zone', async () => {
    const moved = await finishedFollowUp();
    await post(`visit/reschedule/${await planVisit(t, co.users.manager.token, client, { assigned_to: co.users.sales.id })}`, {
      planned_at: '2031-05-04T08:00:00Z',
    });
    await post('visit/delete', { visit_id: await planVisit(t, co.users.manager.token, client, { assigned_to: co.users.sales.id }) });
    expect(moved).toBeTruthy();
    const compare = () =>
      inTenant(t.database.db, co.tenantId, (tx) =>
        selectRows<{ mismatches: number; rows: number }>(
          tx,
          sql`
            with direct as (
              select date_trunc('month', coalesce(v.finished_at, v.planned_at) at time zone z.time_zone)::date m, v.assigned_to u,
                     v.visit_type, v.status, v.is_false, count(*)::int n,
                     coalesce(sum((v.outcome->>'order_value')::numeric) filter (where v.outcome->>'order' = 'Yes'), 0) ov,
                     coalesce(sum(v.collected_amount) filter (where v.outcome->>'payment' = '1'), 0) credit
              from visits v, tenants z where v.status >= 2 or v.is_false group by 1, 2, 3, 4, 5)
            select count(*) filter (where r.visits is distinct from d.n or r.order_value is distinct from d.ov or r.credit is distinct from d.credit)::int mismatches,
                   count(*)::int as rows
            from direct d full join (select * from visit_kpi_months where visits <> 0) r
              on r.month = d.m and r.user_id = d.u and r.visit_type = d.visit_type and r.status = d.status and r.is_false = d.is_false`,
        ),
      );
    const [now] = await compare();
    expect(now).toMatchObject({ mismatches: 0 });
    expect(now!.rows).toBeGreaterThan(3);
    const zone = await t.call('PUT', '/api/v1/tenant/visit-settings/', {
      token: co.users.admin.token,
      body: { time_zone: 'Pacific/Kiritimati', week_start: 0, weekend_days: [5, 6], geofence_radius_m: 500 },
    });
    expect(zone.statusCode, zone.body).toBe(200);
    expect((await compare())[0]).toMatchObject({ mismatches: 0 });
  });
});
