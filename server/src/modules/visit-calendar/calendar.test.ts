import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { checkIn, createVisitClient, planVisit } from '../../../test/visits-fixtures';

let t: TestApp;
let co: Company;
let other: Company;
let clientId: string;
/** A second rep of `co` (the admin works visits too), so "all reps" and "one rep" differ. */
let ids: { salesEarly: string; salesLate: string; adminMid: string; outside: string; theirs: string };

/** A time of a day in Riyadh (UTC+3, no daylight saving) as an instant. */
const riyadh = (day: string, time = '12:00') => new Date(`${day}T${time}:00+03:00`).toISOString();

type Calendar = {
  truncated: boolean;
  days: Record<string, number>;
  results: { id: string; planned_at: string; status: number; assigned_to: { id: string } }[];
};
const calendar = async (token: string, query: string) => {
  const res = await t.call('GET', `/api/v1/visit/calender?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Calendar;
};
const details = async (token: string, id: string) => (await t.call('GET', `/api/v1/get/visit/${id}`, { token })).json();

beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  other = await createCompany(t);
  const m = co.users.manager.token;
  clientId = await createVisitClient(t, m, co.users.sales.id);
  const theirClient = await createVisitClient(t, other.users.manager.token, other.users.sales.id);
  ids = {
    // 00:30 in Riyadh on the 1st is still the 28th of February in UTC: the range is the company's days.
    salesEarly: await planVisit(t, m, clientId, { assigned_to: co.users.sales.id, planned_at: riyadh('2031-03-01', '00:30') }),
    salesLate: await planVisit(t, m, clientId, { assigned_to: co.users.sales.id, planned_at: riyadh('2031-03-20', '16:00') }),
    adminMid: await planVisit(t, m, clientId, { assigned_to: co.users.admin.id, planned_at: riyadh('2031-03-10') }),
    outside: await planVisit(t, m, clientId, { assigned_to: co.users.sales.id, planned_at: riyadh('2031-04-01', '00:00') }),
    theirs: await planVisit(t, other.users.manager.token, theirClient, {
      assigned_to: other.users.sales.id,
      planned_at: riyadh('2031-03-15'),
    }),
  };
});
afterAll(async () => t.close());

const MARCH = 'start=2031-03-01&end=2031-04-01';

describe('GET visit/calender', () => {
  it('refuses a range that is malformed, backwards or longer than six weeks', async () => {
    for (const query of [
      'start=2031-03-01',
      'start=2031-3-1&end=2031-04-01',
      'start=2031-03-10&end=2031-03-10',
      'start=2031-03-10&end=2031-03-01',
      'start=2031-03-01&end=2031-04-13',
      'start=2031-02-30&end=2031-03-10',
      `${MARCH}&assigned_to=nope`,
    ]) {
      const res = await t.call('GET', `/api/v1/visit/calender?${query}`, { token: co.users.manager.token });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', message: expect.any(String) });
    }
    // Exactly 42 days is a month view's six weeks: allowed.
    await calendar(co.users.manager.token, 'start=2031-03-01&end=2031-04-12');
  });

  it("shows a month of all reps in planned order, in the company's days, and one rep's on request", async () => {
    const all = await calendar(co.users.manager.token, MARCH);
    expect(all.results.map((v) => v.id)).toEqual([ids.salesEarly, ids.adminMid, ids.salesLate]);
    expect(all.truncated).toBe(false);
    expect(all.days).toEqual({ '2031-03-01': 1, '2031-03-10': 1, '2031-03-20': 1 });
    expect(all.results[0]).toMatchObject({
      client: { id: clientId, company_name: expect.any(String) },
      visit_type: 0,
      status: 0,
      priority: 1,
      planned_at: riyadh('2031-03-01', '00:30'),
      assigned_to: { id: co.users.sales.id, full_name: co.users.sales.fullName },
      is_false: false,
    });
    const oneRep = await calendar(co.users.manager.token, `${MARCH}&assigned_to=${co.users.admin.id}`);
    expect(oneRep.results.map((v) => v.id)).toEqual([ids.adminMid]);
    // The day after the range's end (exclusive) starts April.
    const april = await calendar(co.users.manager.token, 'start=2031-04-01&end=2031-04-02');
    expect(april.results.map((v) => v.id)).toEqual([ids.outside]);
  });

  it('gives a sales user only their own visits, whatever rep they ask for', async () => {
    const mine = await calendar(co.users.sales.token, MARCH);
    expect(mine.results.map((v) => v.id)).toEqual([ids.salesEarly, ids.salesLate]);
    const asked = await calendar(co.users.sales.token, `${MARCH}&assigned_to=${co.users.admin.id}`);
    expect(asked.results).toEqual([]);
  });

  it("never shows another company's visits, even filtered by their rep", async () => {
    const all = await calendar(co.users.manager.token, MARCH);
    expect(all.results.map((v) => v.id)).not.toContain(ids.theirs);
    const theirRep = await calendar(co.users.manager.token, `${MARCH}&assigned_to=${other.users.sales.id}`);
    expect(theirRep.results).toEqual([]);
    const theirs = await calendar(other.users.manager.token, MARCH);
    expect(theirs.results.map((v) => v.id)).toEqual([ids.theirs]);
  });

  it('is for people who work visits', async () => {
    const res = await t.call('GET', `/api/v1/visit/calender?${MARCH}`, { token: co.users.maintenance.token });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST visit/reschedule/{id}', () => {
  const move = (token: string, id: string, plannedAt: string) =>
    t.call('POST', `/api/v1/visit/reschedule/${id}`, { token, body: { planned_at: plannedAt } });

  it('moves a pending visit to another day and time, and the timeline says from when to when', async () => {
    const target = '2031-03-12T09:15:00+03:00';
    const res = await move(co.users.manager.token, ids.salesLate, target);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.salesLate, status: 0, planned_at: riyadh('2031-03-12', '09:15') });
    const after = await calendar(co.users.manager.token, MARCH);
    expect(after.results.map((v) => v.id)).toEqual([ids.salesEarly, ids.adminMid, ids.salesLate]);
    // The day totals (quarter-hour counters kept by triggers) moved with it.
    expect(after.days).toEqual({ '2031-03-01': 1, '2031-03-10': 1, '2031-03-12': 1 });
    const visit = await details(co.users.manager.token, ids.salesLate);
    expect(visit.planned_at).toBe(riyadh('2031-03-12', '09:15'));
    const step = visit.timeline.find((a: { action: string }) => a.action === 'rescheduled');
    expect(step).toMatchObject({
      actor: { id: co.users.manager.id },
      details: { from: riyadh('2031-03-20', '16:00'), to: riyadh('2031-03-12', '09:15') },
    });
  });

  it('refuses a sales user (403), even on their own visit, and leaves it where it was', async () => {
    const res = await move(co.users.sales.token, ids.salesEarly, riyadh('2031-03-02'));
    expect(res.statusCode).toBe(403);
    expect((await details(co.users.manager.token, ids.salesEarly)).planned_at).toBe(riyadh('2031-03-01', '00:30'));
  });

  it('refuses a visit that has started (409) and leaves it unchanged', async () => {
    const started = await planVisit(t, co.users.manager.token, clientId, {
      assigned_to: co.users.sales.id,
      planned_at: riyadh('2031-03-05'),
    });
    await checkIn(t, co.users.sales.token, started);
    const res = await move(co.users.manager.token, started, riyadh('2031-03-06'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'invalid_transition', message: expect.any(String) });
    const visit = await details(co.users.manager.token, started);
    expect(visit).toMatchObject({ status: 1, planned_at: riyadh('2031-03-05') });
    expect(visit.timeline.map((a: { action: string }) => a.action)).not.toContain('rescheduled');
  });

  it("answers 404 for another company's visit or a missing one, and changes nothing", async () => {
    const cross = await move(co.users.manager.token, ids.theirs, riyadh('2031-03-16'));
    expect(cross.statusCode).toBe(404);
    expect(cross.json()).toMatchObject({ code: 'not_found' });
    const theirs = await details(other.users.manager.token, ids.theirs);
    expect(theirs.planned_at).toBe(riyadh('2031-03-15'));
    expect(theirs.timeline.map((a: { action: string }) => a.action)).toEqual(['created']);
    const missing = await move(co.users.manager.token, '00000000-0000-4000-8000-000000000000', riyadh('2031-03-16'));
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a time without its offset or a malformed id', async () => {
    const noOffset = await move(co.users.manager.token, ids.adminMid, '2031-03-16T10:00');
    expect(noOffset.statusCode).toBe(400);
    expect(noOffset.json().details.fields).toHaveProperty('planned_at');
    const badId = await move(co.users.manager.token, 'not-a-uuid', riyadh('2031-03-16'));
    expect(badId.statusCode).toBe(400);
  });
});

describe('a busy day', () => {
  it('gives each day of a month its share of the rows and its total, and a day view all of it', async () => {
    const m = co.users.manager.token;
    const busy = '2031-05-06';
    const planned: string[] = [];
    for (let i = 0; i < 14; i++) {
      const at = `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
      planned.push(await planVisit(t, m, clientId, { assigned_to: co.users.sales.id, planned_at: riyadh(busy, at) }));
    }
    // A six-week month view: each day its first six, and its total…
    const month = await calendar(m, 'start=2031-04-28&end=2031-06-09');
    expect(month.days[busy]).toBe(14);
    expect(month.results.filter((v) => v.planned_at.startsWith('2031-05-06')).map((v) => v.id)).toEqual(planned.slice(0, 6));
    expect(month.truncated).toBe(true);
    // …a week shares out 600 rows (85 a day), so all 14 show; and a day shows everything.
    const week = await calendar(m, 'start=2031-05-03&end=2031-05-10');
    expect(week.results.map((v) => v.id)).toEqual(planned);
    expect(week.truncated).toBe(false);
    const day = await calendar(m, `start=${busy}&end=2031-05-07`);
    expect(day.results).toHaveLength(14);
    expect(day.days).toEqual({ [busy]: 14 });
    // A deleted visit leaves the day's total, for all reps and for its rep.
    const gone = await t.call('POST', '/api/v1/visit/delete', { token: m, body: { visit_id: planned[0] } });
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await calendar(m, `start=${busy}&end=2031-05-07`)).days).toEqual({ [busy]: 13 });
    expect((await calendar(m, `start=${busy}&end=2031-05-07&assigned_to=${co.users.sales.id}`)).days).toEqual({ [busy]: 13 });
  });
});
