import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Meeting } from '@contract/meetings';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { readCalendar } from '../../../test/icalendar';

/** "Add to calendar": `GET meeting/{id}/ics` downloads the meeting as one PUBLISH event, read back with Python's icalendar. */
let t: TestApp;
let co: Company;
let other: Company;

const create = async (token: string, over: Record<string, unknown> = {}) => {
  const res = await t.call('POST', '/api/v1/meeting/list', {
    token,
    body: { title: 'Review', date: '2031-06-10', time: '09:00', duration: 60, place: 'Olaya', attendees: [co.users.sales.id], ...over },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Meeting;
};
const download = (token: string, id: string) => t.call('GET', `/api/v1/meeting/${id}/ics`, { token });

beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  other = await createCompany(t);
});
afterAll(async () => t.close());

describe('GET meeting/{id}/ics', () => {
  it('is meeting.ics: METHOD:PUBLISH, one event at the right UTC time, Arabic intact, lines folded at 75 octets', async () => {
    const title = `مراجعة الأسعار الربع سنوية مع صيدليات النهدي في الرياض، جدة والدمام; ${'تفاصيل '.repeat(8)}`.trimEnd();
    const m = await create(co.users.manager.token, { title, place: 'جدة، حي الروضة', online_link: 'https://meet.example.com/q2' });
    const res = await download(co.users.sales.token, m.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="meeting\.ics"/);
    const cal = readCalendar(res.rawPayload);
    expect(cal.errors).toEqual([]);
    expect(cal.props.METHOD).toBe('PUBLISH');
    expect(cal.longestLine).toBeLessThanOrEqual(75);
    expect(cal.events).toHaveLength(1);
    expect(cal.events[0]).toMatchObject({
      uid: `${m.id}@localhost`,
      sequence: 0,
      status: 'CONFIRMED',
      summary: title,
      location: 'جدة، حي الروضة',
      url: 'https://meet.example.com/q2',
      // 09:00 in Riyadh.
      dtstart: '2031-06-10T06:00:00+00:00',
      dtend: '2031-06-10T07:00:00+00:00',
      organizer: `mailto:${co.users.manager.email}`,
    });
  });

  it('says so once the meeting is cancelled, with its raised SEQUENCE', async () => {
    const m = await create(co.users.manager.token);
    expect((await t.call('POST', `/api/v1/meeting/${m.id}/cancel`, { token: co.users.manager.token, body: {} })).statusCode).toBe(200);
    const [event] = readCalendar((await download(co.users.manager.token, m.id)).rawPayload).events;
    expect(event).toMatchObject({ status: 'CANCELLED', sequence: 1 });
  });

  it('is for whoever sees the meeting: another rep and another company get a 404, maintenance a 403', async () => {
    const m = await create(co.users.manager.token, { attendees: [co.users.admin.id] });
    expect((await download(co.users.sales.token, m.id)).statusCode).toBe(404);
    expect((await download(other.users.admin.token, m.id)).statusCode).toBe(404);
    expect((await download(co.users.maintenance.token, m.id)).statusCode).toBe(403);
    expect((await t.call('GET', `/api/v1/meeting/${m.id}/ics`)).statusCode).toBe(401);
  });
});
