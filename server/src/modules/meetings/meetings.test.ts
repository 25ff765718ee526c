import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Meeting } from '@contract/meetings';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createVisitClient } from '../../../test/visits-fixtures';
import { createCompany, type Company } from '../../../test/factories';
import { meetingAttendees } from '../../db/schema/index';
import { inTenant } from '../../db/tenant-tx';
import { insertUser } from '../users/users.repository';
import { eventOf, unescapeText } from './ics-parse';

let t: TestApp;
let co: Company;
let other: Company;
let clientId: string;
let theirClient: string;
let inactiveId: string;

/** A day in the company's calendar (Riyadh, UTC+3, no daylight saving) `days` from today. */
const dayOffset = (days: number) => new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

const body = (over: Record<string, unknown> = {}) => ({
  title: 'Quarterly review',
  date: dayOffset(3),
  time: '10:30',
  duration: 45,
  place: 'Riyadh, Olaya St.',
  attendees: [co.users.sales.id],
  agenda: 'Prices; stock, and the contract',
  ...over,
});
const create = (token: string, b: Record<string, unknown>) => t.call('POST', '/api/v1/meeting/list', { token, body: b });
const makeMeeting = async (token: string, over: Record<string, unknown> = {}) => {
  const res = await create(token, body(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Meeting;
};
const list = async (token: string, query = '') => {
  const res = await t.call('GET', `/api/v1/meeting?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; results: Meeting[] };
};
const markDone = (token: string, b: Record<string, unknown>) => t.call('POST', '/api/v1/extra/meeting', { token, body: b });
const get = (token: string, id: string) => t.call('GET', `/api/v1/meeting/${id}`, { token });

beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  other = await createCompany(t);
  clientId = await createVisitClient(t, co.users.manager.token, co.users.sales.id);
  theirClient = await createVisitClient(t, other.users.manager.token, other.users.sales.id);
  inactiveId = await inTenant(t.database.db, co.tenantId, async (tx) => {
    const u = await insertUser(tx, {
      tenantId: co.tenantId,
      role: 'sales',
      fullName: 'Gone Rep',
      email: `gone.${co.tenantId.slice(0, 8)}@example.com`,
      phone: '+966500000000',
      passwordHash: 'x',
      isActive: false,
    });
    return u.id;
  });
});
afterAll(async () => t.close());

describe('POST meeting/list', () => {
  it('schedules a meeting at the company’s wall-clock time and answers it with names', async () => {
    const m = await makeMeeting(co.users.manager.token, {
      date: '2031-05-04',
      time: '10:30',
      client_id: clientId,
      online_link: 'https://meet.example.com/q2',
      attendees: [co.users.sales.id, co.users.admin.id],
    });
    expect(m).toMatchObject({
      title: 'Quarterly review',
      // 10:30 in Riyadh (UTC+3).
      starts_at: '2031-05-04T07:30:00.000Z',
      duration: 45,
      place: 'Riyadh, Olaya St.',
      online_link: 'https://meet.example.com/q2',
      organizer: { id: co.users.manager.id, name: co.users.manager.fullName },
      client: { id: clientId },
      status: 0,
      minutes: null,
      done_at: null,
      cancelled_at: null,
      sequence: 0,
      actions: ['mark_done', 'edit', 'cancel'],
    });
    expect(m.attendees.map((a) => a.id).sort()).toEqual([co.users.sales.id, co.users.admin.id].sort());
    // An attendee sees the same meeting, but may not close it: only what they may do differs.
    expect((await get(co.users.sales.token, m.id)).json()).toEqual({ ...m, actions: [] });
  });

  it('mails each attendee once, with a calendar invitation a reader can parse, and not the organizer', async () => {
    const before = t.mails.length;
    const title = 'مراجعة الأسعار، الربع الثاني; Q2 pricing review with Al-Nahdi';
    const m = await makeMeeting(co.users.manager.token, {
      title,
      date: '2031-06-10',
      time: '09:00',
      duration: 60,
      place: 'جدة، حي الروضة',
      online_link: 'https://meet.example.com/pricing',
      attendees: [co.users.sales.id, co.users.admin.id],
    });
    const mails = t.mails.slice(before);
    expect(mails.map((x) => x.to).sort()).toEqual([co.users.sales.email, co.users.admin.email].sort());
    for (const mail of mails) {
      expect(mail.subject).toContain(title);
      expect(mail.text).toContain(`/app/meeting?meeting=${m.id}`);
      const [ics] = mail.attachments ?? [];
      expect(ics).toMatchObject({ filename: 'invite.ics', contentType: expect.stringMatching(/^text\/calendar/) });
      const ev = eventOf(ics!.content);
      expect(ev.UID![0]!.value).toBe(`${m.id}@localhost`);
      expect(ev.DTSTART![0]!.value).toBe('20310610T060000Z');
      expect(ev.DTEND![0]!.value).toBe('20310610T070000Z');
      expect(unescapeText(ev.SUMMARY![0]!.value)).toBe(title);
      expect(unescapeText(ev.LOCATION![0]!.value)).toBe('جدة، حي الروضة');
      expect(ev.URL![0]!.value).toBe('https://meet.example.com/pricing');
      expect(ev.ORGANIZER![0]!.value).toBe(`mailto:${co.users.manager.email}`);
      expect(ev.ATTENDEE!.map((a) => a.value).sort()).toEqual([`mailto:${co.users.sales.email}`, `mailto:${co.users.admin.email}`].sort());
    }
  });

  it('mails the organizer once when they invite themselves', async () => {
    const before = t.mails.length;
    await makeMeeting(co.users.sales.token, { attendees: [co.users.sales.id, co.users.manager.id] });
    expect(
      t.mails
        .slice(before)
        .map((x) => x.to)
        .sort(),
    ).toEqual([co.users.sales.email, co.users.manager.email].sort());
  });

  it('refuses bad input with the field named', async () => {
    const m = co.users.manager.token;
    for (const [over, field] of [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ title: 'Bad\u0000title' }, 'title'],
      [{ date: '2031-02-30' }, 'date'],
      [{ date: '04/05/2031' }, 'date'],
      [{ time: '24:00' }, 'time'],
      [{ time: '9:00' }, 'time'],
      [{ duration: 10 }, 'duration'],
      [{ duration: 481 }, 'duration'],
      [{ place: '', online_link: '' }, 'place'],
      [{ online_link: 'javascript:alert(1)' }, 'online_link'],
      [{ online_link: 'ftp://files.example.com' }, 'online_link'],
      [{ attendees: [] }, 'attendees'],
      [{ attendees: [co.users.sales.id, co.users.sales.id] }, 'attendees'],
      [{ attendees: Array.from({ length: 51 }, () => crypto.randomUUID()) }, 'attendees'],
      [{ attendees: ['not-a-uuid'] }, 'attendees.0'],
      [{ agenda: 'a'.repeat(5001) }, 'agenda'],
      [{ agenda: 'line\u0007bell' }, 'agenda'],
      [{ client_id: 'nope' }, 'client_id'],
    ] as const) {
      const res = await create(m, body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().details?.fields, `${JSON.stringify(over)} ${res.body}`).toHaveProperty([field]);
    }
  });

  it("refuses another company's users, inactive users and another company's client, as field errors; nothing is saved or mailed", async () => {
    const before = t.mails.length;
    const count = (await list(co.users.manager.token, 'page_size=100')).count;
    for (const [over, field] of [
      [{ attendees: [co.users.sales.id, other.users.sales.id] }, 'attendees'],
      [{ attendees: [inactiveId] }, 'attendees'],
      [{ attendees: [crypto.randomUUID()] }, 'attendees'],
      [{ client_id: theirClient }, 'client_id'],
    ] as const) {
      const res = await create(co.users.manager.token, body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().details?.fields, res.body).toHaveProperty([field]);
    }
    expect(t.mails.length).toBe(before);
    expect((await list(co.users.manager.token, 'page_size=100')).count).toBe(count);
  });

  it('is for people who work meetings', async () => {
    expect((await t.call('POST', '/api/v1/meeting/list', { body: body() })).statusCode).toBe(401);
    expect((await create(co.users.maintenance.token, body())).statusCode).toBe(403);
  });
});

describe('GET meeting and meeting/{id}', () => {
  it('lists upcoming soonest first and past (over or done) newest first', async () => {
    const fresh = await createCompany(t);
    const mk = (over: Record<string, unknown>) => makeMeeting(fresh.users.manager.token, { attendees: [fresh.users.sales.id], ...over });
    const later = await mk({ title: 'Later', date: dayOffset(5) });
    const soon = await mk({ title: 'Soon', date: dayOffset(1) });
    const lastWeek = await mk({ title: 'Last week', date: dayOffset(-7) });
    const yesterday = await mk({ title: 'Yesterday', date: dayOffset(-1) });
    const doneEarly = await mk({ title: 'Done early', date: dayOffset(2) });
    expect((await markDone(fresh.users.manager.token, { id: doneEarly.id })).statusCode).toBe(200);

    const upcoming = await list(fresh.users.manager.token, 'when=upcoming');
    expect(upcoming.results.map((r) => r.id)).toEqual([soon.id, later.id]);
    const past = await list(fresh.users.manager.token, 'when=past');
    expect(past.results.map((r) => r.id)).toEqual([doneEarly.id, yesterday.id, lastWeek.id]);
    expect(past.count).toBe(3);
    expect((await list(fresh.users.manager.token)).count).toBe(2);
    expect((await list(fresh.users.manager.token, 'when=past&page_size=1&page=2')).results.map((r) => r.id)).toEqual([yesterday.id]);
    expect((await list(fresh.users.manager.token, 'when=past&search=yesterday')).results.map((r) => r.id)).toEqual([yesterday.id]);
    expect((await t.call('GET', '/api/v1/meeting?when=soon', { token: fresh.users.manager.token })).statusCode).toBe(400);
  });

  it('shows a sales user the meetings they organize or attend; any other is a 404, like another company’s', async () => {
    const fresh = await createCompany(t);
    const attends = await makeMeeting(fresh.users.manager.token, { attendees: [fresh.users.sales.id] });
    const notMine = await makeMeeting(fresh.users.manager.token, { attendees: [fresh.users.admin.id] });
    const organizes = await makeMeeting(fresh.users.sales.token, { attendees: [fresh.users.admin.id] });
    const theirs = await makeMeeting(other.users.manager.token, { attendees: [other.users.sales.id] });

    const mine = await list(fresh.users.sales.token, 'page_size=100');
    expect(mine.results.map((r) => r.id).sort()).toEqual([attends.id, organizes.id].sort());
    expect((await get(fresh.users.sales.token, notMine.id)).statusCode).toBe(404);
    expect((await get(fresh.users.manager.token, theirs.id)).statusCode).toBe(404);
    expect((await list(fresh.users.admin.token, 'page_size=100')).count).toBe(3);
    expect((await get(fresh.users.admin.token, attends.id)).statusCode).toBe(200);
  });

  it('is for people who work meetings', async () => {
    expect((await t.call('GET', '/api/v1/meeting')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/v1/meeting', { token: co.users.maintenance.token })).statusCode).toBe(403);
    expect((await t.call('GET', `/api/v1/meeting/${crypto.randomUUID()}`, { token: co.users.maintenance.token })).statusCode).toBe(403);
    expect((await get(co.users.manager.token, 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('GET meeting/people', () => {
  it('offers the active users of the company to invite, to a sales user too', async () => {
    const res = await t.call('GET', '/api/v1/meeting/people', { token: co.users.sales.token });
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json() as { id: string }[]).map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([co.users.admin.id, co.users.manager.id, co.users.sales.id]));
    expect(ids).not.toContain(inactiveId);
    expect(ids).not.toContain(other.users.sales.id);
    expect((await t.call('GET', '/api/v1/meeting/people', { token: co.users.maintenance.token })).statusCode).toBe(403);
  });
});

describe('actions', () => {
  /** What each role is told it may do with the meeting, from the list and the details alike. */
  const actionsBy = async (id: string) => {
    const seen: Record<string, unknown> = {};
    for (const role of ['admin', 'manager', 'sales', 'maintenance'] as const) {
      const res = await get(co.users[role].token, id);
      if (res.statusCode !== 200) {
        seen[role] = res.statusCode;
        continue;
      }
      const token = co.users[role].token;
      const rows = [...(await list(token, 'page_size=100')).results, ...(await list(token, 'when=past&page_size=100')).results];
      const row = rows.find((r) => r.id === id);
      expect(row?.actions, role).toEqual(res.json().actions);
      seen[role] = res.json().actions;
    }
    return seen;
  };

  it('offers closing, editing and cancelling to the organizer, admins and managers, and nothing once done; what it offers, the call allows', async () => {
    const all = ['mark_done', 'edit', 'cancel'];
    const hers = await makeMeeting(co.users.sales.token, { attendees: [co.users.manager.id] });
    expect(hers.actions).toEqual(all);
    expect(await actionsBy(hers.id)).toEqual({ admin: all, manager: all, sales: all, maintenance: 403 });
    expect((await markDone(co.users.sales.token, { id: hers.id })).json().actions).toEqual([]);
    expect(await actionsBy(hers.id)).toEqual({ admin: [], manager: [], sales: [], maintenance: 403 });

    // An attendee reads the meeting but is offered nothing, and the call refuses them.
    const managers = await makeMeeting(co.users.manager.token, { attendees: [co.users.sales.id] });
    expect(await actionsBy(managers.id)).toEqual({ admin: all, manager: all, sales: [], maintenance: 403 });
    expect((await markDone(co.users.sales.token, { id: managers.id })).statusCode).toBe(403);
  });
});

describe('POST extra/meeting', () => {
  it('marks a meeting done with its minutes; done is final (409)', async () => {
    const m = await makeMeeting(co.users.sales.token, { attendees: [co.users.manager.id] });
    const res = await markDone(co.users.sales.token, { id: m.id, minutes: 'Agreed on prices.\nNext: send the offer.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: m.id,
      status: 1,
      minutes: 'Agreed on prices.\nNext: send the offer.',
      done_at: expect.any(String),
    });
    const again = await markDone(co.users.sales.token, { id: m.id, minutes: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invalid_transition');
    expect((await get(co.users.manager.token, m.id)).json().minutes).toBe('Agreed on prices.\nNext: send the offer.');
  });

  it('takes no minutes as none, and lets a manager close a meeting they did not organize', async () => {
    const m = await makeMeeting(co.users.sales.token, { attendees: [co.users.admin.id] });
    const res = await markDone(co.users.manager.token, { id: m.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, minutes: null });
  });

  it('refuses an attendee who is not the organizer (403), and leaves the meeting scheduled', async () => {
    const m = await makeMeeting(co.users.manager.token, { attendees: [co.users.sales.id] });
    expect((await markDone(co.users.sales.token, { id: m.id })).statusCode).toBe(403);
    expect((await get(co.users.sales.token, m.id)).json().status).toBe(0);
  });

  it("answers 404 for another company's meeting and one a sales user does not see", async () => {
    const theirs = await makeMeeting(other.users.manager.token, { attendees: [other.users.sales.id] });
    expect((await markDone(co.users.manager.token, { id: theirs.id })).statusCode).toBe(404);
    const notHers = await makeMeeting(co.users.manager.token, { attendees: [co.users.admin.id] });
    expect((await markDone(co.users.sales.token, { id: notHers.id })).statusCode).toBe(404);
    expect((await get(other.users.manager.token, theirs.id)).json().status).toBe(0);
  });

  it('closes a meeting once when two submits race', async () => {
    const m = await makeMeeting(co.users.manager.token, {});
    const both = await Promise.all([
      markDone(co.users.manager.token, { id: m.id, minutes: 'first' }),
      markDone(co.users.admin.token, { id: m.id, minutes: 'second' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = both.find((r) => r.statusCode === 200)!.json().minutes;
    expect((await get(co.users.manager.token, m.id)).json().minutes).toBe(winner);
  });

  it('refuses bad input, no caller, and roles without meetings', async () => {
    const m = await makeMeeting(co.users.manager.token, {});
    expect((await markDone(co.users.manager.token, { id: 'x' })).json().details?.fields).toHaveProperty('id');
    const long = await markDone(co.users.manager.token, { id: m.id, minutes: 'a'.repeat(10_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().details?.fields).toHaveProperty('minutes');
    expect((await markDone(co.users.manager.token, { id: m.id, minutes: 'nul\u0000' })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/v1/extra/meeting', { body: { id: m.id } })).statusCode).toBe(401);
    expect((await markDone(co.users.maintenance.token, { id: m.id })).statusCode).toBe(403);
    expect((await get(co.users.manager.token, m.id)).json().status).toBe(0);
  });
});

it("keeps a company's attendee rows from another company (row-level security)", async () => {
  const theirs = await makeMeeting(other.users.manager.token, { attendees: [other.users.sales.id] });
  const seen = await inTenant(t.database.db, co.tenantId, (tx) =>
    tx.select({ id: meetingAttendees.meetingId }).from(meetingAttendees).where(eq(meetingAttendees.meetingId, theirs.id)),
  );
  expect(seen).toEqual([]);
  const own = await inTenant(t.database.db, other.tenantId, (tx) =>
    tx.select({ id: meetingAttendees.meetingId }).from(meetingAttendees).where(eq(meetingAttendees.meetingId, theirs.id)),
  );
  expect(own).toHaveLength(1);
});
