import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { expandVisitMap, MAP_MAX_VISITS, visitMapSchema } from '@contract/visit-map';
import { inTenant } from '../../db/tenant-tx';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createClient } from '../../../test/clients-fixtures';
import { loadConfig } from '../../config';
import { createCompany, type Company } from '../../../test/factories';
import { checkIn, CLINIC, createVisitClient, planVisit, visitBody } from '../../../test/visits-fixtures';

let t: TestApp;
let co: Company;
let other: Company;
let located: string;
let unlocated: string;
let ids: { sales1: string; manager1: string; salesNextDay: string; unlocatedVisit: string; theirs: string };

/** A time of a day in Riyadh (UTC+3, no daylight saving) as an instant. */
const riyadh = (day: string, time = '12:00') => new Date(`${day}T${time}:00+03:00`).toISOString();
const DAY = '2031-05-04';

const map = async (token: string, query = '') => {
  const res = await t.call('GET', `/api/v1/visits/map/?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return expandVisitMap(visitMapSchema.parse(res.json()));
};
type MapReply = Awaited<ReturnType<typeof map>>;
const idsOf = (reply: MapReply) => reply.visits.map((v) => v.id).sort();

beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  other = await createCompany(t);
  const m = co.users.manager.token;
  located = await createVisitClient(t, m, co.users.sales.id);
  unlocated = await createVisitClient(t, m, co.users.sales.id, { latitude: null, longitude: null });
  const theirClient = await createVisitClient(t, other.users.manager.token, other.users.sales.id);
  ids = {
    // 00:30 in Riyadh is still the day before in UTC: the range is the company's days.
    sales1: await planVisit(t, m, located, { assigned_to: co.users.sales.id, planned_at: riyadh(DAY, '00:30') }),
    manager1: await planVisit(t, m, located, { assigned_to: co.users.manager.id, planned_at: riyadh(DAY, '15:00') }),
    salesNextDay: await planVisit(t, m, located, { assigned_to: co.users.sales.id, planned_at: riyadh('2031-05-05', '09:00') }),
    unlocatedVisit: await planVisit(t, m, unlocated, { assigned_to: co.users.sales.id, planned_at: riyadh(DAY, '10:00') }),
    theirs: await planVisit(t, other.users.manager.token, theirClient, { assigned_to: other.users.sales.id, planned_at: riyadh(DAY) }),
  };
});
afterAll(async () => t.close());

describe('GET visits/map', () => {
  it("shows a day's visits with a located client, and a range's", async () => {
    const day = await map(co.users.manager.token, `start=${DAY}`);
    expect(idsOf(day)).toEqual([ids.sales1, ids.manager1].sort());
    expect(day.truncated).toBe(false);
    expect(day.visits[0]).toMatchObject({ status: 0, client: CLINIC });
    const range = await map(co.users.manager.token, `start=${DAY}&end=2031-05-06`);
    expect(idsOf(range)).toEqual([ids.sales1, ids.manager1, ids.salesNextDay].sort());
  });

  it('shows a check-in where the rep stood, even for a client with no location', async () => {
    await checkIn(t, co.users.sales.token, ids.sales1);
    await checkIn(t, co.users.sales.token, ids.unlocatedVisit, { latitude: 24.7, longitude: 46.7, accuracy_m: 12 });
    const day = await map(co.users.manager.token, `start=${DAY}`);
    expect(day.check_ins.map((c) => c.visit_id).sort()).toEqual([ids.sales1, ids.unlocatedVisit].sort());
    expect(day.check_ins.find((c) => c.visit_id === ids.sales1)).toMatchObject({ verdict: 'verified', rep: { id: co.users.sales.id } });
    expect(day.visits.find((v) => v.id === ids.sales1)?.status).toBe(1);
    expect(idsOf(day)).not.toContain(ids.unlocatedVisit);
  });

  it('sends columns: each rep once, times in seconds, positions to about a metre', async () => {
    const res = await t.call('GET', `/api/v1/visits/map?start=${DAY}&end=2031-05-06&assigned_to=${co.users.sales.id}`, {
      token: co.users.manager.token,
    });
    const wire = visitMapSchema.parse(res.json());
    expect(wire.reps).toEqual({ id: [co.users.sales.id], full_name: [expect.any(String)] });
    expect(wire.visits.rep.every((i) => i === 0)).toBe(true);
    // The client with no location is sent for its check-in only: no marker.
    const unlocatedAt = wire.visits.id.indexOf(ids.unlocatedVisit);
    expect(wire.visits.latitude[unlocatedAt]).toBeNull();
    expect(wire.visits.planned_at[wire.visits.id.indexOf(ids.sales1)]).toBe(Date.parse(riyadh(DAY, '00:30')) / 1000);
    for (const x of [...wire.check_ins.latitude, ...wire.check_ins.longitude]) expect(Math.round(x * 1e5) / 1e5).toBe(x);
    expect(wire.check_ins.visit.map((i) => wire.visits.id[i]).sort()).toEqual([ids.sales1, ids.unlocatedVisit].sort());
  });

  it('gives a sales user only their own visits, whatever the filter says; a manager filters by rep', async () => {
    const mine = await map(co.users.sales.token, `start=${DAY}&end=2031-05-06`);
    expect(idsOf(mine)).toEqual([ids.sales1, ids.salesNextDay].sort());
    expect(mine.visits.every((v) => v.assigned_to.id === co.users.sales.id)).toBe(true);
    expect((await map(co.users.sales.token, `start=${DAY}&assigned_to=${co.users.manager.id}`)).visits).toEqual([]);
    const oneRep = await map(co.users.manager.token, `start=${DAY}&assigned_to=${co.users.manager.id}`);
    expect(idsOf(oneRep)).toEqual([ids.manager1]);
  });

  it("never shows another company's visits or check-ins, even by their rep's id", async () => {
    const ours = await map(co.users.manager.token, `start=${DAY}`);
    expect(idsOf(ours)).not.toContain(ids.theirs);
    const theirs = await map(other.users.manager.token, `start=${DAY}`);
    expect(idsOf(theirs)).toEqual([ids.theirs]);
    expect(theirs.check_ins).toEqual([]);
    const byTheirRep = await map(co.users.manager.token, `start=${DAY}&assigned_to=${other.users.sales.id}`);
    expect(byTheirRep).toEqual({ visits: [], check_ins: [], truncated: false });
  });

  it("defaults to today in the company's time zone", async () => {
    const at = new Date(Date.now() + 60_000);
    const id = await planVisit(t, co.users.manager.token, located, { planned_at: at.toISOString() });
    const todayInRiyadh = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
    const sameDay = new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 10) === todayInRiyadh;
    const today = await map(co.users.manager.token);
    expect(idsOf(today).includes(id)).toBe(sameDay);
    expect(idsOf(await map(co.users.manager.token, `start=${todayInRiyadh}`)).includes(id)).toBe(sameDay);
  });

  it('refuses a range that is malformed, backwards, longer than 31 days or has no start', async () => {
    for (const query of [
      'end=2031-05-06',
      'start=2031-5-4',
      `start=${DAY}&end=${DAY}`,
      `start=${DAY}&end=2031-05-01`,
      'start=2031-05-01&end=2031-06-02',
      'start=2031-02-30&end=2031-03-10',
      `start=${DAY}&assigned_to=nope`,
    ]) {
      const res = await t.call('GET', `/api/v1/visits/map?${query}`, { token: co.users.manager.token });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', message: expect.any(String) });
    }
    // Exactly 31 days (a long month) is allowed.
    await map(co.users.manager.token, 'start=2031-05-01&end=2031-06-01');
  });

  it(`keeps the first ${MAP_MAX_VISITS} visits of a crowded range in planned order and says it was cut`, async () => {
    const crowded = '2031-07-07';
    await inTenant(t.database.db, co.tenantId, (tx) =>
      tx.execute(sql`
        insert into visits (tenant_id, client_id, visit_type, visit_reason, assigned_to, created_by, planned_at)
        select ${co.tenantId}, ${located}, 1, 0, ${co.users.sales.id}, ${co.users.manager.id},
          ${riyadh(crowded, '08:00')}::timestamptz + (g || ' seconds')::interval
        from generate_series(0, ${MAP_MAX_VISITS}) g`),
    );
    const day = await map(co.users.manager.token, `start=${crowded}`);
    expect(day.truncated).toBe(true);
    expect(day.visits).toHaveLength(MAP_MAX_VISITS);
    expect(day.visits[0]!.planned_at).toBe(riyadh(crowded, '08:00'));
    expect(day.visits.at(-1)!.planned_at).toBe(new Date(Date.parse(riyadh(crowded, '08:00')) + (MAP_MAX_VISITS - 1) * 1000).toISOString());
  });

  it('is for signed-in users who work visits', async () => {
    expect((await t.call('GET', '/api/v1/visits/map')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/v1/visits/map', { token: co.users.maintenance.token })).statusCode).toBe(403);
  });
});

type CoverageReply = {
  days: number;
  total: number;
  truncated: boolean;
  clients: { id: string; last_visited_at: string | null; latitude: number }[];
};
const coverage = async (company: Company, query = '') => {
  const res = await t.call('GET', `/api/v1/visits/map/coverage?${query}`, { token: company.users.manager.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CoverageReply;
};
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();

describe('GET visits/map/coverage', () => {
  let c: Company;
  let clients: { recent: string; old: string; never: string; falseOnly: string; lead: string; nowhere: string; checkedIn: string };
  beforeAll(async () => {
    c = await createCompany(t);
    const m = c.users.manager.token;
    const rep = c.users.sales.id;
    clients = {
      recent: await createVisitClient(t, m, rep),
      old: await createVisitClient(t, m, rep, { latitude: 21.54, longitude: 39.17 }),
      never: await createVisitClient(t, m, rep, { latitude: 26.43, longitude: 50.1 }),
      falseOnly: await createVisitClient(t, m, rep),
      lead: await createClient(t, m, { kind: 'lead', ...CLINIC, assigned_to: rep }),
      nowhere: await createVisitClient(t, m, rep, { latitude: null, longitude: null }),
      checkedIn: await createVisitClient(t, m, rep),
    };
    // Visited today through a check-in (an update of the visit: its client is noted, and
    // brought up to date when the coverage is read).
    await checkIn(t, c.users.sales.token, await planVisit(t, m, clients.checkedIn, { assigned_to: rep }));
    const already = (clientId: string, visitedAt: string) =>
      t.call('POST', '/api/v1/visit/already', {
        token: m,
        body: { ...visitBody(clientId), planned_at: undefined, assigned_to: rep, visited_at: visitedAt, outcome: 'Met the buyer' },
      });
    for (const [id, when] of [
      [clients.recent, daysAgo(5)],
      [clients.old, daysAgo(60)],
      [clients.falseOnly, daysAgo(2)],
      [clients.nowhere, daysAgo(90)],
    ] as const) {
      const res = await already(id, when);
      expect(res.statusCode, res.body).toBe(201);
      if (id === clients.falseOnly) {
        const flagged = await t.call('POST', `/api/v1/false/visit/${res.json().id}`, {
          token: m,
          body: { reason: 'No proof of the visit' },
        });
        expect(flagged.statusCode, flagged.body).toBe(200);
      }
    }
    // A planned visit that nobody checked in to covers nothing.
    await planVisit(t, m, clients.never, { assigned_to: rep });
  });

  it('lists located clients nobody visited lately, never-visited first; a false visit does not count', async () => {
    const reply = await coverage(c);
    expect(reply).toMatchObject({ days: 30, truncated: false });
    const got = reply.clients.map((x) => x.id);
    expect(new Set(got)).toEqual(new Set([clients.never, clients.falseOnly, clients.old]));
    expect(reply.total).toBe(3);
    // Never visited (null) before the oldest visit.
    expect(got.at(-1)).toBe(clients.old);
    expect(reply.clients.find((x) => x.id === clients.falseOnly)?.last_visited_at).toBeNull();
    const old = reply.clients.find((x) => x.id === clients.old)!;
    expect(Math.round((Date.now() - Date.parse(old.last_visited_at!)) / 86_400_000)).toBe(60);
  });

  it('follows the number of days, and a visit marked false later uncovers its client', async () => {
    const three = await coverage(c, 'days=3');
    expect(three.clients.map((x) => x.id)).toContain(clients.recent);
    const year = await coverage(c, 'days=365');
    expect(new Set(year.clients.map((x) => x.id))).toEqual(new Set([clients.never, clients.falseOnly]));
    for (const q of ['days=0', 'days=366', 'days=x']) {
      const res = await t.call('GET', `/api/v1/visits/map/coverage?${q}`, { token: c.users.manager.token });
      expect(res.statusCode, q).toBe(400);
    }
  });

  it("is for managers, and never shows another company's clients", async () => {
    const res = await t.call('GET', '/api/v1/visits/map/coverage', { token: c.users.sales.token });
    expect(res.statusCode).toBe(403);
    const theirs = await coverage(other);
    const ours = new Set(Object.values(clients));
    expect(theirs.clients.some((x) => ours.has(x.id))).toBe(false);
    expect((await coverage(c)).clients.some((x) => x.id === located)).toBe(false);
  });
});

describe('GET app/config and the tile server', () => {
  it('has no tile server by default, and the CSP allows no other image host', async () => {
    const res = await t.call('GET', '/api/v1/app/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tile_url: null });
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
  });

  it('tells the web the configured tile server and lets its host into img-src', async () => {
    const tiles = await buildTestApp({ MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' });
    try {
      const res = await tiles.call('GET', '/api/v1/app/config');
      expect(res.json()).toEqual({ tile_url: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' });
      expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://*.tiles.example.org;");
    } finally {
      await tiles.close();
    }
  });

  it('refuses a tile setting that is not a URL template', async () => {
    const env = { NODE_ENV: 'test', JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing' };
    for (const bad of ['tiles.example.org/{z}/{x}/{y}.png', 'https://tiles.example.org/tile.png', 'ftp://x.org/{z}/{x}/{y}']) {
      expect(() => loadConfig({ ...env, MAP_TILE_URL: bad })).toThrow(/MAP_TILE_URL/);
    }
    expect(loadConfig({ ...env, MAP_TILE_URL: ' ' }).mapTileUrl).toBeUndefined();
  });
});
