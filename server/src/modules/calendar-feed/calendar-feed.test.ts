import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEED_DAYS_AHEAD, FEED_FETCHES_PER_HOUR, type CalendarFeedLink } from '@contract/calendar-feed';
import type { Meeting } from '@contract/meetings';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addSalesRep, createCompany, type Company } from '../../../test/factories';
import { readCalendar } from '../../../test/icalendar';
import { createVisitClient, planVisit } from '../../../test/visits-fixtures';
import { calendarFeeds } from '../../db/schema/index';
import { inTenant } from '../../db/tenant-tx';

/**
 * Issue 42: a user's private calendar feed. The URL's token is the only credential (a calendar
 * app has no session); only its hash is stored; a new one or a revoke ends the old at once; the
 * feed is read back with Python's icalendar, as calendar apps' libraries read it.
 */
let t: TestApp;
let co: Company;
let other: Company;
let client: string;

const dayOffset = (days: number) => new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const meeting = async (token: string, attendees: string[], over: Record<string, unknown> = {}) => {
  const body = { title: 'Review', date: dayOffset(2), time: '10:00', duration: 30, place: 'Olaya', attendees, ...over };
  const res = await t.call('POST', '/api/v1/meeting/list', { token, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Meeting;
};
const makeFeed = async (token: string) => {
  const res = await t.call('POST', '/api/v1/calendar/feed', { token });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as CalendarFeedLink;
};
/** The feed as a calendar app fetches it: its https URL's path, no session, no CSRF cookie. */
const fetchFeed = (link: Pick<CalendarFeedLink, 'https_url'>, ip = '203.0.113.9') =>
  t.call('GET', new URL(link.https_url).pathname, { csrf: false, ip });

beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t, { name: 'Nakheel Medical' });
  other = await createCompany(t);
  client = await createVisitClient(t, co.users.manager.token, co.users.sales.id, { company_name: 'Al Shifa Clinic' });
});
afterAll(async () => t.close());

describe('the feed', () => {
  it('lists what the user organizes or attends (cancelled ones as cancelled) and their planned visits, nobody else’s', async () => {
    const attends = await meeting(co.users.manager.token, [co.users.sales.id], { title: 'Pricing, Q3; مراجعة الأسعار' });
    const organizes = await meeting(co.users.sales.token, [co.users.admin.id], { title: 'Rep’s own' });
    const called = await meeting(co.users.manager.token, [co.users.sales.id], { title: 'Called off' });
    expect((await t.call('POST', `/api/v1/meeting/${called.id}/cancel`, { token: co.users.manager.token, body: {} })).statusCode).toBe(200);
    const notMine = await meeting(co.users.manager.token, [co.users.admin.id], { title: 'Not for the rep' });
    const tooFar = await meeting(co.users.manager.token, [co.users.sales.id], { date: dayOffset(FEED_DAYS_AHEAD + 5) });
    const visit = await planVisit(t, co.users.sales.token, client, { planned_at: new Date(Date.now() + 86_400_000).toISOString() });
    const otherRep = await addSalesRep(t, co);
    const theirClient = await createVisitClient(t, co.users.manager.token, otherRep.id);
    const theirVisit = await planVisit(t, co.users.manager.token, theirClient, { assigned_to: otherRep.id });

    const link = await makeFeed(co.users.sales.token);
    expect(link.webcal_url).toMatch(/^webcal:\/\/localhost(:\d+)?\/api\/v1\/calendar\/feed\/[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}\.ics$/);
    expect(link.https_url.replace(/^https?:/, 'webcal:')).toBe(link.webcal_url);
    const res = await fetchFeed(link);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const cal = readCalendar(res.rawPayload);
    expect(cal.errors).toEqual([]);
    expect(cal.longestLine).toBeLessThanOrEqual(75);
    expect(cal.props).toMatchObject({
      METHOD: 'PUBLISH',
      'X-WR-CALNAME': `Ziyara · ${co.users.sales.fullName}`,
      'REFRESH-INTERVAL': 'PT1H',
      'X-PUBLISHED-TTL': 'PT1H',
    });
    const byUid = Object.fromEntries(cal.events.map((e) => [e.uid, e]));
    expect(byUid[`${attends.id}@localhost`]).toMatchObject({ summary: 'Pricing, Q3; مراجعة الأسعار', status: 'CONFIRMED', sequence: 0 });
    expect(byUid[`${organizes.id}@localhost`]).toBeDefined();
    expect(byUid[`${called.id}@localhost`]).toMatchObject({ status: 'CANCELLED', sequence: 1 });
    expect(byUid[`visit-${visit}@localhost`]).toMatchObject({ summary: 'New: Al Shifa Clinic', url: expect.stringContaining(visit) });
    for (const id of [notMine.id, tooFar.id]) expect(byUid[`${id}@localhost`]).toBeUndefined();
    expect(byUid[`visit-${theirVisit}@localhost`]).toBeUndefined();
    expect(res.body).not.toContain(other.tenantId);
  });

  it('speaks the owner’s saved language', async () => {
    await inTenant(t.database.db, co.tenantId, (tx) => tx.execute(sql`update users set language = 'ar' where id = ${co.users.manager.id}`));
    await planVisit(t, co.users.manager.token, client, { assigned_to: co.users.manager.id, visit_type: 1 });
    const cal = readCalendar((await fetchFeed(await makeFeed(co.users.manager.token))).rawPayload);
    expect(cal.props['X-WR-CALNAME']).toBe(`زيارة · ${co.users.manager.fullName}`);
    expect(cal.events.some((e) => e.summary === 'متابعة: Al Shifa Clinic')).toBe(true);
  });

  it('stores only the token’s hash', async () => {
    const link = await makeFeed(co.users.admin.token);
    const token = link.https_url
      .split('/')
      .at(-1)!
      .replace(/\.ics$/, '');
    const rows = await inTenant(t.database.db, co.tenantId, (tx) => tx.select().from(calendarFeeds));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(token.split('.')[1]);
  });
});

describe('making, replacing and revoking it', () => {
  it('shows since when a feed exists; a new URL ends the old one, a revoke ends both (404)', async () => {
    const me = co.users.sales.token;
    const first = await makeFeed(me);
    const status = (await t.call('GET', '/api/v1/calendar/feed', { token: me })).json() as { created_at: string | null };
    expect(status.created_at).toBe(first.created_at);
    const second = await makeFeed(me);
    expect(second.https_url).not.toBe(first.https_url);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/v1/calendar/feed/revoke', { token: me })).statusCode).toBe(204);
    expect((await fetchFeed(second)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/v1/calendar/feed', { token: me })).json()).toEqual({ created_at: null });
  });

  it('answers 404 for a made-up token, a malformed one, and another company’s token under this company’s name', async () => {
    const theirs = await makeFeed(other.users.sales.token);
    const token = theirs.https_url
      .split('/')
      .at(-1)!
      .replace(/\.ics$/, '');
    const underUs = token.replace(other.tenantId, co.tenantId);
    for (const path of [`${co.tenantId}.${'Q'.repeat(43)}.ics`, underUs, `${underUs}.ics`, 'not-a-feed-token', `${co.tenantId}.short`]) {
      const res = await t.call('GET', `/api/v1/calendar/feed/${path}`, { csrf: false });
      expect(res.statusCode, path).toBe(404);
      expect(res.body).not.toContain('BEGIN:VCALENDAR');
    }
    expect((await fetchFeed(theirs)).statusCode).toBe(200);
  });

  it('closes with its owner: a deactivated user’s feed is a 404', async () => {
    const rep = await addSalesRep(t, co);
    const link = await makeFeed(rep.token);
    expect((await fetchFeed(link)).statusCode).toBe(200);
    await inTenant(t.database.db, co.tenantId, (tx) => tx.execute(sql`update users set is_active = false where id = ${rep.id}`));
    expect((await fetchFeed(link)).statusCode).toBe(404);
  });

  it('is for people with meetings: maintenance 403, nobody signed in 401', async () => {
    expect((await t.call('POST', '/api/v1/calendar/feed', { token: co.users.maintenance.token })).statusCode).toBe(403);
    expect((await t.call('GET', '/api/v1/calendar/feed', { token: co.users.maintenance.token })).statusCode).toBe(403);
    expect((await t.call('POST', '/api/v1/calendar/feed')).statusCode).toBe(401);
    expect((await t.call('POST', '/api/v1/calendar/feed/revoke')).statusCode).toBe(401);
  });

  it(`counts fetches per feed: after ${FEED_FETCHES_PER_HOUR} in an hour, a 429 with Retry-After`, async () => {
    const link = await makeFeed(other.users.manager.token);
    for (let i = 0; i < FEED_FETCHES_PER_HOUR; i++) expect((await fetchFeed(link, `198.51.100.${i % 200}`)).statusCode).toBe(200);
    const refused = await fetchFeed(link, '198.51.100.250');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('GET calendar/visit/{id}', () => {
  it('downloads a visit the caller sees as visit.ics (PUBLISH, half an hour); another rep 404, another company 404, maintenance 403', async () => {
    const at = new Date(Date.UTC(2031, 4, 4, 7, 30));
    const visit = await planVisit(t, co.users.sales.token, client, { planned_at: at.toISOString(), visit_type: 2 });
    const res = await t.call('GET', `/api/v1/calendar/visit/${visit}`, { token: co.users.sales.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="visit\.ics"/);
    const cal = readCalendar(res.rawPayload);
    expect(cal.errors).toEqual([]);
    expect(cal.props.METHOD).toBe('PUBLISH');
    expect(cal.events).toEqual([
      expect.objectContaining({
        uid: `visit-${visit}@localhost`,
        summary: 'Collection: Al Shifa Clinic',
        dtstart: '2031-05-04T07:30:00+00:00',
        dtend: '2031-05-04T08:00:00+00:00',
      }),
    ]);
    expect((await t.call('GET', `/api/v1/calendar/visit/${visit}`, { token: co.users.manager.token })).statusCode).toBe(200);
    const rep = await addSalesRep(t, co);
    expect((await t.call('GET', `/api/v1/calendar/visit/${visit}`, { token: rep.token })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/v1/calendar/visit/${visit}`, { token: other.users.admin.token })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/v1/calendar/visit/${visit}`, { token: co.users.maintenance.token })).statusCode).toBe(403);
  });
});
