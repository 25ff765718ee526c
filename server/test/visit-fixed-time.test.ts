import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expandVisitMap, visitMapSchema } from '@contract/visit-map';
import { buildTestApp, type TestApp } from './build-test-app';
import { createCompany, type Company } from './factories';
import { createVisitClient, planVisit, visitBody } from './visits-fixtures';

/**
 * A visit booked at a fixed time (an appointment the client expects at that hour): the plan
 * stores `fixed_time`, and the details, the list and the map return it; free visits say false.
 */

let t: TestApp;
let co: Company;
let clientId: string;

/** A time of a day in Riyadh (UTC+3, no daylight saving) as an instant. */
const riyadh = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`).toISOString();
const DAY = '2031-06-10';

beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  clientId = await createVisitClient(t, co.users.manager.token, co.users.sales.id);
});
afterAll(async () => t.close());

const get = async (token: string, path: string) => {
  const res = await t.call('GET', `/api/v1/${path}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('fixed_time', () => {
  it('stores a booked visit and returns it in the details, the list and the map; a free one is false', async () => {
    const m = co.users.manager.token;
    const booked = await t.call('POST', '/api/v1/visit/list', {
      token: m,
      body: visitBody(clientId, { assigned_to: co.users.sales.id, planned_at: riyadh(DAY, '10:30'), fixed_time: true }),
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().fixed_time).toBe(true);
    const bookedId = (booked.json() as { id: string }).id;
    const freeId = await planVisit(t, m, clientId, { assigned_to: co.users.sales.id, planned_at: riyadh(DAY, '09:00') });

    for (const token of [m, co.users.sales.token]) {
      expect((await get(token, `get/visit/${bookedId}`)).fixed_time).toBe(true);
      expect((await get(token, `get/visit/${freeId}`)).fixed_time).toBe(false);

      const page = (await get(token, `visit/list?filter_type=1&selected_date=${DAY}`)) as {
        results: { id: string; fixed_time: boolean }[];
      };
      expect(page.results.map((v) => [v.id, v.fixed_time])).toEqual([
        [freeId, false],
        [bookedId, true],
      ]);

      const map = expandVisitMap(visitMapSchema.parse(await get(token, `visits/map?start=${DAY}`)));
      expect(map.visits.map((v) => [v.id, v.fixed_time])).toEqual([
        [freeId, false],
        [bookedId, true],
      ]);
    }
  });

  it('is stored by a visit recorded after it happened too', async () => {
    const res = await t.call('POST', '/api/v1/visit/already', {
      token: co.users.sales.token,
      body: visitBody(clientId, {
        planned_at: undefined,
        visited_at: new Date(Date.now() - 3_600_000).toISOString(),
        outcome: 'Met the head nurse',
        fixed_time: true,
      }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().fixed_time).toBe(true);
  });

  it('refuses a value that is not a boolean, naming the field', async () => {
    for (const fixed_time of ['yes', 'true', 1, null]) {
      const res = await t.call('POST', '/api/v1/visit/list', { token: co.users.manager.token, body: visitBody(clientId, { fixed_time }) });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().details.fields)).toEqual(['fixed_time']);
    }
  });
});
