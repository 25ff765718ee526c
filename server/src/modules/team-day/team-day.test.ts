import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { orderRoute } from '@contract/route-order';
import { expandTeamDay, teamDaySchema, type TeamDay } from '@contract/team-day';
import { inTenant } from '../../db/tenant-tx';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addSalesRep, createCompany, type Company } from '../../../test/factories';
import { createVisitClient } from '../../../test/visits-fixtures';

let t: TestApp;
let co: Company;
let other: Company;
let rep2: { id: string; token: string };
/** Clients on an east-west line through Riyadh: the route's order is plain to see. */
let at: Record<'w55' | 'w60' | 'w70' | 'w80', string>;

/** A time of a day in Riyadh (UTC+3, no daylight saving) as an instant. */
const riyadh = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`).toISOString();
/** A past Monday (a working day: the default weekend is Friday and Saturday) and a past Friday. */
const MONDAY = '2026-03-09';
const FRIDAY = '2026-03-13';

interface Row {
  client: string;
  rep: string;
  planned: string;
  status?: number;
  fixed?: boolean;
  type?: number;
  checkedIn?: string;
  gps?: [number, number] | null;
}
/** Visits written straight to the table: a past day's check-ins cannot be made through the API. */
async function insertVisits(company: Company, rows: Row[]): Promise<string[]> {
  const ids: string[] = [];
  await inTenant(t.database.db, company.tenantId, async (tx) => {
    for (const r of rows) {
      const result = await tx.execute(sql`
        insert into visits (tenant_id, client_id, visit_type, visit_reason, assigned_to, created_by, planned_at, status, fixed_time,
          checked_in_at, check_in_latitude, check_in_longitude, check_in_verdict)
        values (${company.tenantId}, ${r.client}, ${r.type ?? 0}, 0, ${r.rep}, ${company.users.manager.id}, ${r.planned},
          ${r.status ?? 0}, ${r.fixed ?? false}, ${r.checkedIn ?? null}, ${r.gps?.[0] ?? null}::float8, ${r.gps?.[1] ?? null}::float8,
          ${r.checkedIn ? (r.gps ? 'far' : 'no_gps') : null})
        returning id`);
      ids.push((result as unknown as { rows: { id: string }[] }).rows[0]!.id);
    }
  });
  return ids;
}

const day = async (token: string, query = ''): Promise<TeamDay> => {
  const res = await t.call('GET', `/api/v1/team/day?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return expandTeamDay(teamDaySchema.parse(res.json()));
};
const repOf = (d: TeamDay, id: string) => d.reps.find((r) => r.id === id)!;

beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  other = await createCompany(t);
  rep2 = await addSalesRep(t, co);
  const m = co.users.manager.token;
  const s = co.users.sales.id;
  at = {
    w55: await createVisitClient(t, m, s, { latitude: 24.7, longitude: 46.55 }),
    w60: await createVisitClient(t, m, s, { latitude: 24.7, longitude: 46.6 }),
    w70: await createVisitClient(t, m, s, { latitude: 24.7, longitude: 46.7 }),
    w80: await createVisitClient(t, m, s, { latitude: 24.7, longitude: 46.8 }),
  };
});
afterAll(async () => t.close());

describe('GET team/day', () => {
  let ids: string[];
  beforeAll(async () => {
    const s = co.users.sales.id;
    ids = await insertVisits(co, [
      // Done, checked in at 08:30 standing a little off the client's door.
      {
        client: at.w55,
        rep: s,
        planned: riyadh(MONDAY, '08:00'),
        status: 2,
        checkedIn: riyadh(MONDAY, '08:30'),
        gps: [24.70123, 46.55123],
      },
      // Planned west-east-middle: the route drives west to east instead.
      { client: at.w60, rep: s, planned: riyadh(MONDAY, '09:00') },
      { client: at.w80, rep: s, planned: riyadh(MONDAY, '10:00') },
      { client: at.w70, rep: s, planned: riyadh(MONDAY, '11:00') },
      // A call is made from anywhere: not a stop of the drive.
      { client: at.w70, rep: s, planned: riyadh(MONDAY, '12:00'), type: 4 },
      // Checked in after the working day (19:30): later, but never a position shown.
      { client: at.w80, rep: s, planned: riyadh(MONDAY, '13:00'), status: 2, checkedIn: riyadh(MONDAY, '19:30'), gps: [24.9, 46.9] },
      // The second rep checked in without GPS: a time, no position.
      { client: at.w60, rep: rep2.id, planned: riyadh(MONDAY, '09:00'), status: 1, checkedIn: riyadh(MONDAY, '09:05'), gps: null },
    ]);
  });

  it("answers every rep's day with counts, the route in driving order and the last check-in", async () => {
    const d = await day(co.users.manager.token, `date=${MONDAY}`);
    expect(d).toMatchObject({ date: MONDAY, is_today: false, positions: 'shown', work_day: { start: '08:00', end: '18:00' } });
    const rep = repOf(d, co.users.sales.id);
    expect(rep).toMatchObject({ done: 2, to_do: 4 });
    // From where the rep last stood (46.55) eastwards: 46.60, 46.70, 46.80.
    expect(rep.visits.slice(0, 3).map((v) => [v.id, v.stop])).toEqual([
      [ids[1], 1],
      [ids[3], 2],
      [ids[2], 3],
    ]);
    const stops = [ids[1], ids[2], ids[3]].map((id, i) => ({ id: id!, latitude: 24.7, longitude: [46.6, 46.8, 46.7][i]!, fixedAt: null }));
    expect(orderRoute(stops, { latitude: 24.70123, longitude: 46.55123 }).map((s) => s.id)).toEqual([ids[1], ids[3], ids[2]]);
    expect(rep.visits.filter((v) => v.stop === null).map((v) => v.id)).toEqual([ids[0], ids[4], ids[5]]);
    // The position is where the rep stood at the check-in, not the client's door, and not the after-hours one.
    expect(rep.last_check_in).toMatchObject({
      visit: { id: ids[0], client_name: expect.any(String) },
      at: riyadh(MONDAY, '08:30'),
      position: { latitude: 24.70123, longitude: 46.55123 },
    });
    const second = repOf(d, rep2.id);
    expect(second).toMatchObject({ done: 0, to_do: 1, last_check_in: { visit: { id: ids[6] }, position: null } });
  });

  it('lists a rep with nothing planned, with no check-in', async () => {
    const d = await day(co.users.manager.token, `date=2026-03-10`);
    expect(d.reps.map((r) => r.id).sort()).toEqual([co.users.sales.id, rep2.id].sort());
    expect(d.reps.every((r) => r.visits.length === 0 && r.last_check_in === null && r.done === 0)).toBe(true);
  });

  it('shows no position on a weekend day, but still the visits', async () => {
    await insertVisits(co, [
      {
        client: at.w60,
        rep: co.users.sales.id,
        planned: riyadh(FRIDAY, '10:00'),
        status: 2,
        checkedIn: riyadh(FRIDAY, '10:05'),
        gps: [24.7, 46.6],
      },
    ]);
    const d = await day(co.users.manager.token, `date=${FRIDAY}`);
    expect(d.positions).toBe('weekend');
    const rep = repOf(d, co.users.sales.id);
    expect(rep).toMatchObject({ done: 1, last_check_in: null });
    expect(rep.visits).toHaveLength(1);
    const wire = teamDaySchema.parse((await t.call('GET', `/api/v1/team/day?date=${FRIDAY}`, { token: co.users.manager.token })).json());
    expect([...wire.reps.last_at, ...wire.reps.last_latitude, ...wire.reps.last_longitude, ...wire.reps.last_visit]).toEqual(
      Array(wire.reps.id.length * 4).fill(null),
    );
  });

  it('is for managers and admins of the company only', async () => {
    expect((await t.call('GET', '/api/v1/team/day')).statusCode).toBe(401);
    for (const token of [co.users.sales.token, co.users.maintenance.token, rep2.token]) {
      const res = await t.call('GET', '/api/v1/team/day', { token });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await day(co.users.admin.token, `date=${MONDAY}`)).reps.length).toBe(2);
    const theirs = await day(other.users.manager.token, `date=${MONDAY}`);
    expect(theirs.reps.map((r) => r.id)).toEqual([other.users.sales.id]);
    expect(theirs.reps[0]!.visits).toEqual([]);
  });

  it('refuses a future day and a malformed or impossible date', async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    for (const date of [tomorrow, '2026-3-9', '2026-02-30', 'today', '2026-03-09\u0000']) {
      const res = await t.call('GET', `/api/v1/team/day?date=${encodeURIComponent(date)}`, { token: co.users.manager.token });
      expect(res.statusCode, date).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', message: expect.any(String) });
    }
  });
});
