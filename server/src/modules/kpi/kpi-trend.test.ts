import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KpiTrendReply } from '@contract/kpi';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addSalesRep, createCompany, type Company } from '../../../test/factories';
import { checkIn, createVisitClient, planVisit } from '../../../test/visits-fixtures';

/** `GET kpi/trend` (issue 43): six months of every metric, for the team or one rep. */
let t: TestApp;
let co: Company;
let other: Company;
let rep2: { id: string; token: string };
const month = new Date().toISOString().slice(0, 7);
const targets = { visits: 4, visits_by_type: [0, 4, 0, 0, 0, 0], new_clients: 0, collections: 0, orders: 2, order_value: 2000 };
const get = (path: string, token: string) => t.call('GET', `/api/v1/${path}`, { token });
async function trendOf(token: string, query = ''): Promise<KpiTrendReply> {
  const res = await get(`kpi/trend?month=${month}${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as KpiTrendReply;
}

/** A follow-up visit of `rep`, finished with an order of 500. */
async function finishedFollowUp(client: string, rep: { id: string; token: string }) {
  const id = await planVisit(t, co.users.manager.token, client, { visit_type: 1, assigned_to: rep.id });
  await checkIn(t, rep.token, id);
  const res = await t.call('POST', '/api/v1/followup/visit', {
    token: rep.token,
    body: { visit_id: id, outcome: 'Ordered', order: 'Yes', order_value: 500 },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await buildTestApp();
  [co, other] = [await createCompany(t), await createCompany(t)];
  rep2 = await addSalesRep(t, co);
  const { manager, sales } = co.users;
  const set = await t.call('POST', '/api/v1/target/user', {
    token: manager.token,
    body: { month, user_ids: [sales.id, rep2.id], targets },
  });
  expect(set.statusCode, set.body).toBe(200);
  const mine = await createVisitClient(t, manager.token, sales.id);
  const theirs = await createVisitClient(t, manager.token, rep2.id);
  await finishedFollowUp(mine, sales);
  await finishedFollowUp(mine, sales);
  await finishedFollowUp(theirs, rep2);
});
afterAll(async () => t.close());

describe('GET kpi/trend', () => {
  it("gives a manager the team's six months, oldest first, with this month's sums and attainment", async () => {
    const team = await trendOf(co.users.manager.token);
    expect(team.user_id).toBeNull();
    expect(team.months.map((m) => m.month)).toHaveLength(6);
    expect(team.months.at(-1)!.month).toBe(month);
    expect([...team.months.map((m) => m.month)].sort()).toEqual(team.months.map((m) => m.month));
    const now = team.months.at(-1)!;
    expect(now.actuals).toMatchObject({ visits: 3, visits_follow_up: 3, orders: 3, order_value: 1500 });
    expect(now.targets).toMatchObject({ visits: 8, visits_follow_up: 8, orders: 4, order_value: 4000 });
    // Mean over the targeted metrics of each capped ratio: visits 3/8, follow-ups 3/8, orders 3/4, value 1500/4000.
    expect(now.attainment).toBeCloseTo((3 / 8 + 3 / 8 + 3 / 4 + 1500 / 4000) / 4, 6);
    expect(team.months[0]!.attainment).toBeNull();
  });

  it("gives one rep's months to a manager who names them, and to the rep themselves only their own", async () => {
    const one = await trendOf(co.users.manager.token, `&user_id=${co.users.sales.id}`);
    expect(one.user_id).toBe(co.users.sales.id);
    expect(one.months.at(-1)!.actuals).toMatchObject({ visits: 2, order_value: 1000 });
    const own = await trendOf(co.users.sales.token);
    expect(own).toEqual(one);
    expect((await get(`kpi/trend?user_id=${rep2.id}`, co.users.sales.token)).statusCode).toBe(404);
  });

  it("gives each rep's months beside the team's with by_rep, each equal to asking for that rep alone", async () => {
    const team = await trendOf(co.users.manager.token, '&by_rep=true');
    expect(team.months).toEqual((await trendOf(co.users.manager.token)).months);
    const ids = team.reps!.map((r) => r.user_id);
    expect(ids).toEqual(expect.arrayContaining([co.users.sales.id, rep2.id]));
    expect(ids).not.toContain(other.users.sales.id);
    for (const rep of [co.users.sales, rep2]) {
      const alone = await trendOf(co.users.manager.token, `&user_id=${rep.id}`);
      expect(team.reps!.find((r) => r.user_id === rep.id)!.months).toEqual(alone.months);
    }
    expect(team.reps!.find((r) => r.user_id === rep2.id)!.months.at(-1)!.actuals).toMatchObject({ visits: 1, order_value: 500 });
    // Without by_rep, and for a sales user (their own trend only), there are no reps.
    expect((await trendOf(co.users.manager.token)).reps).toBeNull();
    expect((await trendOf(co.users.sales.token, '&by_rep=true')).reps).toBeNull();
  });

  it("is a 404 for another company's rep, whose figures never reach this company's team", async () => {
    expect((await get(`kpi/trend?user_id=${co.users.sales.id}`, other.users.manager.token)).statusCode).toBe(404);
    const theirs = await trendOf(other.users.manager.token);
    expect(theirs.months.every((m) => m.actuals.visits === 0)).toBe(true);
  });
});
