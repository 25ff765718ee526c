import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientFirstScreen, ClientHistorySummary, ClientMeeting, ClientRating, ClientVisit } from '@contract/client-history';
import { buildTestApp, type TestApp } from './build-test-app';
import { addSalesRep, createCompany, type Company } from './factories';
import { PNG, postFormAs } from './uploads';
import { checkIn, createVisitClient, planVisit } from './visits-fixtures';

/**
 * One page per client (issue 41): the client page's history calls. A manager sees every row of
 * the client; its rep sees their own visits and tasks; another rep, and another company, get a
 * 404 for the client itself.
 */

let t: TestApp;
let co: Company;
let other: Company;
let client: string;
let rep2: { id: string; token: string };
let collected: string;

type Page<T> = { count: number; results: T[] };
const get = (token: string, path: string) => t.call('GET', `/api/v1/${path}`, { token });
async function ok<T>(token: string, path: string): Promise<T> {
  const res = await get(token, path);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://ziyara.example' });
  [co, other] = [await createCompany(t, { name: 'مستلزمات النخيل الطبية' }), await createCompany(t)];
  rep2 = await addSalesRep(t, co);
  const { manager, sales } = co.users;
  client = await createVisitClient(t, manager.token, sales.id, { company_name: 'صيدلية الشفاء' });

  // 11 planned visits of the rep, one collection finished and rated, one visit of another rep.
  for (let i = 0; i < 11; i++)
    await planVisit(t, sales.token, client, { planned_at: new Date(Date.now() + (i + 2) * 86_400_000).toISOString() });
  collected = await planVisit(t, sales.token, client, { visit_type: 2 });
  await checkIn(t, sales.token, collected);
  const done = await postFormAs(
    t,
    sales.token,
    '/api/v1/collection/visit',
    { visit_id: collected, amount: '1250.50', payment: 0 },
    { name: 'r.png', bytes: PNG },
  );
  expect(done.statusCode, done.body).toBe(200);
  const link = await t.call('POST', `/api/v1/visit/rating-link/${collected}`, { token: sales.token, body: {} });
  expect(link.statusCode, link.body).toBe(200);
  const rated = await t.call('POST', '/api/v1/visit/rate', {
    body: { token: (link.json() as { token: string }).token, rating: 4, comment: 'On time' },
  });
  expect(rated.statusCode, rated.body).toBeLessThan(300);
  await planVisit(t, manager.token, client, { assigned_to: rep2.id });

  const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const task = await t.call('POST', '/api/v1/taskos/list', {
    token: manager.token,
    body: { title: 'Collect the signed agreement', task_type: 1, assigned_to: sales.id, client_id: client, due_date: day },
  });
  expect(task.statusCode, task.body).toBe(201);
  const meeting = await t.call('POST', '/api/v1/meeting/list', {
    token: manager.token,
    body: {
      title: 'Annual contract review',
      date: day,
      time: '10:00',
      duration: 60,
      place: 'Olaya',
      attendees: [manager.id],
      client_id: client,
    },
  });
  expect(meeting.statusCode, meeting.body).toBe(201);
});
afterAll(async () => t.close());

describe('GET client/:id/history', () => {
  it('sums the client for a manager: visits, last visit, collections, open tasks, meetings, ratings', async () => {
    const s = await ok<ClientHistorySummary>(co.users.manager.token, `client/${client}/history`);
    expect(s).toMatchObject({ visits: 13, collections_total: 1250.5, open_tasks: 1, meetings: 1, maintenance: 0 });
    expect(s.ratings).toEqual({ count: 1, average: 4 });
    expect(s.last_visit_at).not.toBeNull();
    expect(s.next_visit_at).not.toBeNull();
  });

  it("counts for the client's rep only what the rep sees elsewhere (their visits, not the manager's meeting)", async () => {
    const s = await ok<ClientHistorySummary>(co.users.sales.token, `client/${client}/history`);
    expect(s).toMatchObject({ visits: 12, collections_total: 1250.5, open_tasks: 1, meetings: 0 });
  });

  it('is a 404 for another rep of the company and for another company, on every call', async () => {
    for (const path of ['page', 'history', 'history/visits', 'history/meetings', 'history/ratings']) {
      expect((await get(rep2.token, `client/${client}/${path}`)).statusCode, path).toBe(404);
      expect((await get(other.users.admin.token, `client/${client}/${path}`)).statusCode, path).toBe(404);
      expect((await get(other.users.manager.token, `client/${client}/${path}`)).statusCode, path).toBe(404);
    }
  });

  it('refuses the maintenance role (no clients permission)', async () => {
    expect((await get(co.users.maintenance.token, `client/${client}/history`)).statusCode).toBe(403);
  });
});

describe('GET client/:id/page', () => {
  it('answers the first screen in one call, each part as its own call answers it', async () => {
    for (const who of [co.users.manager, co.users.sales]) {
      const screen = await ok<ClientFirstScreen>(who.token, `client/${client}/page?page_size=10`);
      expect(screen.client).toEqual(await ok(who.token, `get/client/${client}`));
      expect(screen.summary).toEqual(await ok(who.token, `client/${client}/history`));
      expect(screen.visits).toEqual(await ok(who.token, `client/${client}/history/visits?page_size=10`));
      expect(screen.files).toEqual(await ok(who.token, `client/attachment/${client}`));
    }
    const screen = await ok<ClientFirstScreen>(co.users.manager.token, `client/${client}/page?page_size=10`);
    expect(screen.client.company_name).toBe('صيدلية الشفاء');
    expect(screen.visits.results).toHaveLength(10);
  });
});

describe('GET client/:id/history/visits', () => {
  it('pages the visits newest first with status and outcome', async () => {
    const first = await ok<Page<ClientVisit>>(co.users.manager.token, `client/${client}/history/visits?page_size=10`);
    expect(first.count).toBe(13);
    expect(first.results).toHaveLength(10);
    const times = first.results.map((v) => v.planned_at);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await ok<Page<ClientVisit>>(co.users.manager.token, `client/${client}/history/visits?page=2&page_size=10`);
    expect(second.results).toHaveLength(3);
    const col = second.results.find((v) => v.id === collected)!;
    expect(col).toMatchObject({ status: 2, visit_type: 2, collected_amount: 1250.5, rating: 4 });
    expect(col.outcome).toMatchObject({ kind: 'collection', amount: 1250.5 });
    const past = await ok<Page<ClientVisit>>(co.users.manager.token, `client/${client}/history/visits?page=9`);
    expect(past).toEqual({ count: 13, results: [] });
  });

  it('shows the rep only their own visits of the client', async () => {
    const mine = await ok<Page<ClientVisit>>(co.users.sales.token, `client/${client}/history/visits?page_size=50`);
    expect(mine.count).toBe(12);
    expect(mine.results.every((v) => v.assigned_to.id === co.users.sales.id)).toBe(true);
  });
});

describe('GET client/:id/history/meetings and ratings', () => {
  it("lists the client's meetings to whoever sees them", async () => {
    const m = await ok<Page<ClientMeeting>>(co.users.manager.token, `client/${client}/history/meetings`);
    expect(m.count).toBe(1);
    expect(m.results[0]).toMatchObject({ title: 'Annual contract review', status: 0 });
    expect(await ok<Page<ClientMeeting>>(co.users.sales.token, `client/${client}/history/meetings`)).toEqual({ count: 0, results: [] });
  });

  it("lists the customers' ratings of the client's visits", async () => {
    const r = await ok<Page<ClientRating>>(co.users.sales.token, `client/${client}/history/ratings`);
    expect(r.count).toBe(1);
    expect(r.results[0]).toMatchObject({ visit_id: collected, rating: 4, comment: 'On time', rep: { id: co.users.sales.id } });
  });

  it("answers another company's caller nothing of this client and an empty history of its own", async () => {
    const mine = await createVisitClient(t, other.users.manager.token, other.users.sales.id);
    const s = await ok<ClientHistorySummary>(other.users.sales.token, `client/${mine}/history`);
    expect(s).toMatchObject({ visits: 0, collections_total: 0, open_tasks: 0, meetings: 0, last_visit_at: null });
    expect(await ok<Page<ClientVisit>>(other.users.sales.token, `client/${mine}/history/visits`)).toEqual({ count: 0, results: [] });
  });
});
