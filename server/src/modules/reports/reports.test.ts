import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { createVisitClient, planVisit } from '../../../test/visits-fixtures';

let t: TestApp;
let co: Company;
let other: Company;
let salesClient: string;

// Days in the company's zone (Riyadh, UTC+3 by default), as the other modules' tests do.
const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const range = () => `from=${dayOffset(-1)}&to=${dayOffset(10)}`;
const inDays = (days: number) => new Date(Date.parse(`${today()}T09:00:00+03:00`) + days * 86_400_000).toISOString();

interface Reply {
  count: number;
  columns: { key: string; kind: string }[];
  results: Record<string, string | number | boolean | null>[];
  totals: Record<string, number>;
}
const report = async (token: string, query: string) => {
  const res = await t.call('GET', `/api/v1/report?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Reply;
};

beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  other = await createCompany(t);
  const m = co.users.manager.token;
  salesClient = await createVisitClient(t, m, co.users.sales.id, { city: 'Jeddah' });
  const managerClient = await createVisitClient(t, m, co.users.manager.id, { city: 'Riyadh' });
  await planVisit(t, m, salesClient, { assigned_to: co.users.sales.id, planned_at: inDays(1), visit_type: 0 });
  await planVisit(t, m, salesClient, { assigned_to: co.users.sales.id, planned_at: inDays(2), visit_type: 1 });
  await planVisit(t, m, managerClient, { assigned_to: co.users.manager.id, planned_at: inDays(3), visit_type: 1 });
  await planVisit(t, m, salesClient, { assigned_to: co.users.sales.id, planned_at: inDays(40), visit_type: 1 });
  for (const [assigned_to, due] of [
    [co.users.sales.id, 2],
    [co.users.manager.id, 3],
  ] as const) {
    const res = await t.call('POST', '/api/v1/taskos/list', {
      token: m,
      body: { title: 'Call back', task_type: 1, due_date: dayOffset(due), assigned_to },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const theirs = await createVisitClient(t, other.users.manager.token, other.users.sales.id);
  await planVisit(t, other.users.manager.token, theirs, { assigned_to: other.users.sales.id, planned_at: inDays(1) });
});
afterAll(async () => t.close());

describe('GET report', () => {
  it('visit report: the range, the rep and the type’s filters, paged, with its columns', async () => {
    const all = await report(co.users.manager.token, `report_type=2&${range()}`);
    expect(all.count).toBe(3);
    expect(all.columns.map((c) => c.key)).toContain('visit_type');
    expect(all.results.map((r) => r.planned_at)).toEqual([...all.results.map((r) => r.planned_at)].sort());
    expect((await report(co.users.manager.token, `report_type=2&${range()}&visit_type=1`)).count).toBe(2);
    expect((await report(co.users.manager.token, `report_type=2&${range()}&user_ids=${co.users.sales.id}`)).count).toBe(2);
    expect((await report(co.users.manager.token, `report_type=2&${range()}&status=2`)).count).toBe(0);
    expect((await report(co.users.manager.token, `report_type=2&${range()}&is_false=false`)).count).toBe(3);
    const page2 = await report(co.users.manager.token, `report_type=2&${range()}&page=2&page_size=2`);
    expect(page2).toMatchObject({ count: 3 });
    expect(page2.results).toHaveLength(1);
    const past = await report(co.users.manager.token, `report_type=2&${range()}&page=5&page_size=2`);
    expect(past).toMatchObject({ count: 3, results: [] });
  });

  it('a totals row over every row of the report, not only the page: sums, and yes/no columns counted', async () => {
    const tasks = await report(co.users.manager.token, `report_type=3&${range()}&page_size=1`);
    expect(tasks.results).toHaveLength(1);
    expect(tasks.totals).toEqual({ overdue: 0 });
    const visits = await report(co.users.manager.token, `report_type=2&${range()}&page_size=1`);
    expect(visits.totals).toEqual({ is_false: 0, collected_amount: 0 });
    const emp = await report(co.users.manager.token, `report_type=1&${range()}&page_size=1`);
    const all = await report(co.users.manager.token, `report_type=1&${range()}&page_size=100`);
    const numeric = all.columns.filter((c) => c.kind === 'number' || c.kind === 'money').map((c) => c.key);
    for (const key of numeric) expect(emp.totals[key], key).toBe(all.results.reduce((n, r) => n + Number(r[key] ?? 0), 0));
    expect(emp.totals.visits_status_0).toBe(3);
    // A page past the end still has the report's totals.
    const past = await report(co.users.manager.token, `report_type=1&${range()}&page=50&page_size=1`);
    expect(past.totals).toEqual(emp.totals);
    // Another company's report of the same range totals nothing of this one.
    expect((await report(other.users.manager.token, `report_type=1&${range()}`)).totals.visits_status_0).toBe(1);
  });

  it('task report and client report with their own filters', async () => {
    const tasks = await report(co.users.manager.token, `report_type=3&${range()}`);
    expect(tasks.count).toBe(2);
    expect(tasks.results[0]).toMatchObject({ title: 'Call back', task_type: 1, status: 0, overdue: false });
    expect((await report(co.users.manager.token, `report_type=3&${range()}&task_type=2`)).count).toBe(0);
    const clients = await report(co.users.manager.token, `report_type=4&${range()}&kind=client`);
    expect(clients.count).toBe(2);
    const jeddah = await report(co.users.manager.token, `report_type=4&${range()}&city=Jeddah`);
    expect(jeddah.results.map((r) => r.city)).toEqual(['Jeddah']);
    // Any spelling an API caller types means the same place (ADR 0044).
    const arabic = await report(co.users.manager.token, `report_type=4&${range()}&city=${encodeURIComponent('جدة')}`);
    expect(arabic.results.map((r) => r.city)).toEqual(['Jeddah']);
  });

  it('full employee report: one row per rep with visits by status and type, tasks and clients', async () => {
    const emp = await report(co.users.manager.token, `report_type=1&${range()}`);
    const sales = emp.results.find((r) => r.rep === co.users.sales.fullName);
    expect(sales).toMatchObject({ visits_status_0: 2, visits_type_0: 0, tasks_done: 0, new_clients: 0 });
    expect(emp.results.every((r) => r.rep !== co.users.maintenance.fullName)).toBe(true);
  });

  it('a sales user sees only their own figures, whatever reps they ask for', async () => {
    const s = co.users.sales;
    expect((await report(s.token, `report_type=2&${range()}`)).count).toBe(2);
    expect((await report(s.token, `report_type=2&${range()}&user_ids=${co.users.manager.id}`)).count).toBe(0);
    expect((await report(s.token, `report_type=3&${range()}`)).count).toBe(1);
    const emp = await report(s.token, `report_type=1&${range()}`);
    expect(emp.results.map((r) => r.rep)).toEqual([s.fullName]);
  });

  it('another company’s reps and rows never show', async () => {
    const mine = await report(co.users.manager.token, `report_type=2&${range()}&user_ids=${other.users.sales.id}`);
    expect(mine.count).toBe(0);
    const theirs = await report(other.users.manager.token, `report_type=2&${range()}`);
    expect(theirs.count).toBe(1);
    const emp = await report(other.users.manager.token, `report_type=1&${range()}`);
    expect(emp.results.map((r) => r.rep)).not.toContain(co.users.sales.fullName);
  });

  it('refuses a bad type, a reversed or too long range and a bad filter, with the field named', async () => {
    const m = co.users.manager.token;
    for (const [query, field] of [
      [`report_type=9&${range()}`, 'report_type'],
      [`report_type=2&from=${dayOffset(5)}&to=${dayOffset(1)}`, 'to'],
      [`report_type=2&from=2024-01-01&to=2025-06-01`, 'to'],
      [`report_type=2&${range()}&status=7`, 'status'],
      [`report_type=2&${range()}&user_ids=nope`, 'user_ids'],
      [`report_type=4&${range()}&customer_type=Nope`, 'customer_type'],
    ] as const) {
      const res = await t.call('GET', `/api/v1/report?${query}`, { token: m });
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys((res.json() as { details: { fields: object } }).details.fields).join(), query).toContain(field);
    }
    const maint = await t.call('GET', `/api/v1/report?report_type=2&${range()}`, { token: co.users.maintenance.token });
    expect(maint.statusCode).toBe(403);
  });
});
