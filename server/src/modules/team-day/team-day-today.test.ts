import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandTeamDay, teamDaySchema, type TeamDay } from '@contract/team-day';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { openStream } from '../../../test/sse';
import { checkIn, CLINIC, createVisitClient, planVisit } from '../../../test/visits-fixtures';

// Today, on the real clock: the working day is set around "now" (or away from it) so the
// position rule is decided by the settings, not by when the test happens to run.
let t: TestApp;
let url: string;
let co: Company;
let visitId: string;

const listen = async (app: FastifyInstance) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};
const workDay = async (start: string, end: string, weekend: number[] = []) => {
  const res = await t.call('PUT', '/api/v1/tenant/visit-settings/', {
    token: co.users.admin.token,
    body: {
      time_zone: 'Asia/Riyadh',
      week_start: 0,
      weekend_days: weekend,
      geofence_radius_m: 500,
      work_day_start: start,
      work_day_end: end,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toMatchObject({ work_day_start: start, work_day_end: end });
};
const today = async (): Promise<TeamDay> => {
  const res = await t.call('GET', '/api/v1/team/day', { token: co.users.manager.token });
  expect(res.statusCode, res.body).toBe(200);
  return expandTeamDay(teamDaySchema.parse(res.json()));
};
/** The hour now in Riyadh (UTC+3). */
const riyadhHour = () => (new Date().getUTCHours() + 3) % 24;

beforeAll(async () => {
  t = await buildTestApp();
  url = await listen(t.app);
  co = await createCompany(t);
  const client = await createVisitClient(t, co.users.manager.token, co.users.sales.id);
  // A minute ahead: still today unless the test runs in the day's last minute in Riyadh.
  visitId = await planVisit(t, co.users.manager.token, client, {
    assigned_to: co.users.sales.id,
    planned_at: new Date(Date.now() + 60_000).toISOString(),
  });
});
afterAll(async () => t.close());

describe('GET team/day today', () => {
  it("tells a manager's stream when a rep checks in, and the day then shows where", async () => {
    await workDay('00:00', '24:00');
    const before = await today();
    expect(before.positions).toBe('shown');
    expect(before.reps.find((r) => r.id === co.users.sales.id)).toMatchObject({ to_do: 1, last_check_in: null });

    const stream = await openStream(url, co.users.manager.token);
    await stream.next((e) => e.event === 'ready');
    await checkIn(t, co.users.sales.token, visitId, { latitude: 24.69201, longitude: 46.68612, accuracy_m: 9 });
    const event = await stream.next((e) => e.event === 'visit' && (e.data as { visit_id?: string }).visit_id === visitId);
    expect(event.data).toMatchObject({ status: 1 });
    await stream.close();

    const after = (await today()).reps.find((r) => r.id === co.users.sales.id)!;
    expect(after.last_check_in).toMatchObject({ visit: { id: visitId }, position: { latitude: 24.69201, longitude: 46.68612 } });
    // The client's own location stays the marker's; the rep's position is only the check-in's.
    expect(after.visits[0]!.location).toEqual(CLINIC);
  });

  it('hides every position outside the working day, and on a weekend day', async () => {
    // An hour-long working day that does not hold the current hour.
    const h = riyadhHour();
    const start = h >= 2 ? 0 : 20;
    const pad = (n: number) => String(n).padStart(2, '0');
    await workDay(`${pad(start)}:00`, `${pad(start + 1)}:00`);
    const outside = await today();
    expect(outside.positions).toBe('outside_hours');
    expect(outside.work_day).toEqual({ start: `${pad(start)}:00`, end: `${pad(start + 1)}:00` });
    expect(outside.reps.every((r) => r.last_check_in === null)).toBe(true);
    expect(outside.reps.find((r) => r.id === co.users.sales.id)!.visits.map((v) => v.id)).toEqual([visitId]);

    const weekday = new Date(Date.now() + 3 * 3_600_000).getUTCDay();
    await workDay('00:00', '24:00', [weekday]);
    const weekend = await today();
    expect(weekend.positions).toBe('weekend');
    expect(weekend.reps.every((r) => r.last_check_in === null)).toBe(true);
  });

  it('refuses a working day that ends before it starts, or only half of one', async () => {
    for (const body of [
      { work_day_start: '18:00', work_day_end: '08:00' },
      { work_day_start: '08:00' },
      { work_day_start: '8:00', work_day_end: '18:00' },
      { work_day_start: '08:00', work_day_end: '24:01' },
    ]) {
      const res = await t.call('PUT', '/api/v1/tenant/visit-settings/', {
        token: co.users.admin.token,
        body: { time_zone: 'Asia/Riyadh', week_start: 0, weekend_days: [5, 6], geofence_radius_m: 500, ...body },
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
