import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Meeting } from '@contract/meetings';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { readCalendar } from '../../../test/icalendar';
import { inTenant } from '../../db/tenant-tx';
import type { Mail } from '../../lib/mail';

/**
 * Issue 42: a meeting is edited or cancelled, and every attendee's calendar follows: the same
 * UID as the invitation, a higher SEQUENCE, METHOD:REQUEST for an update and METHOD:CANCEL for
 * a cancellation, read back with Python's icalendar as calendar programs would.
 */
let t: TestApp;
let co: Company;
let other: Company;

const dayOffset = (days: number) => new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const fields = (over: Record<string, unknown> = {}) => ({
  title: 'Quarterly review',
  date: dayOffset(3),
  time: '10:30',
  duration: 45,
  place: 'Riyadh, Olaya St.',
  attendees: [co.users.sales.id, co.users.admin.id],
  agenda: 'Prices',
  ...over,
});
const makeMeeting = async (token: string, over: Record<string, unknown> = {}) => {
  const res = await t.call('POST', '/api/v1/meeting/list', { token, body: fields(over) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Meeting;
};
const edit = (token: string, id: string, body: Record<string, unknown>) => t.call('PUT', `/api/v1/meeting/${id}`, { token, body });
const cancel = (token: string, id: string) => t.call('POST', `/api/v1/meeting/${id}/cancel`, { token, body: {} });
const calendarOf = (mail: Mail) => {
  const [file] = mail.attachments ?? [];
  expect(file?.contentType).toMatch(/^text\/calendar; charset=utf-8; method=/);
  const cal = readCalendar(file!.content);
  expect(cal.errors).toEqual([]);
  expect(cal.longestLine).toBeLessThanOrEqual(75);
  expect(cal.events).toHaveLength(1);
  return { method: cal.props.METHOD, contentType: file!.contentType, ...cal.events[0]! };
};
const mailsSince = (n: number) => t.mails.slice(n);

beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  other = await createCompany(t);
  // The admin reads Arabic: their mails come in it, whoever writes them.
  await inTenant(t.database.db, co.tenantId, (tx) => tx.execute(sql`update users set language = 'ar' where id = ${co.users.admin.id}`));
});
afterAll(async () => t.close());

describe('PUT meeting/{id}', () => {
  it('sends the attendees the update (same UID, SEQUENCE 1, REQUEST) and anyone taken off a CANCEL, each in their language', async () => {
    let before = t.mails.length;
    const m = await makeMeeting(co.users.manager.token);
    const invite = calendarOf(mailsSince(before).find((x) => x.to === co.users.sales.email)!);
    expect(invite).toMatchObject({ method: 'REQUEST', sequence: 0, status: 'CONFIRMED' });

    before = t.mails.length;
    const title = 'مراجعة الأسعار، موعد جديد; Pricing review moved';
    const res = await edit(
      co.users.manager.token,
      m.id,
      fields({ title, time: '13:00', attendees: [co.users.sales.id, co.users.maintenance.id] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title, sequence: 1, status: 0, actions: ['mark_done', 'edit', 'cancel'] });
    expect((res.json() as Meeting).attendees.map((a) => a.id).sort()).toEqual([co.users.sales.id, co.users.maintenance.id].sort());

    const sent = mailsSince(before);
    expect(sent.map((x) => x.to).sort()).toEqual([co.users.sales.email, co.users.maintenance.email, co.users.admin.email].sort());
    for (const to of [co.users.sales.email, co.users.maintenance.email]) {
      const mail = sent.find((x) => x.to === to)!;
      expect(mail.subject).toBe(`Meeting updated: ${title}`);
      const ev = calendarOf(mail);
      expect(ev).toMatchObject({ method: 'REQUEST', uid: invite.uid, sequence: 1, status: 'CONFIRMED', summary: title });
      // 13:00 in Riyadh is 10:00 UTC; stamped now, not when the meeting was made.
      expect(ev.dtstart).toBe(`${dayOffset(3)}T10:00:00+00:00`);
      expect(Date.now() - Date.parse(ev.dtstamp)).toBeLessThan(60_000);
      expect(ev.attendees.sort()).toEqual([`mailto:${co.users.sales.email}`, `mailto:${co.users.maintenance.email}`].sort());
    }
    const removed = sent.find((x) => x.to === co.users.admin.email)!;
    expect(removed.subject).toMatch(/^أُلغي الاجتماع بالنسبة إليك/);
    expect(calendarOf(removed)).toMatchObject({
      method: 'CANCEL',
      uid: invite.uid,
      sequence: 1,
      status: 'CANCELLED',
      attendees: [`mailto:${co.users.admin.email}`],
    });
    expect((await t.call('GET', `/api/v1/meeting/${m.id}`, { token: co.users.admin.token })).json().sequence).toBe(1);
  });

  it('lets a manager edit a rep’s meeting; an attendee gets a 403, a rep who does not see it and another company a 404', async () => {
    const hers = await makeMeeting(co.users.sales.token, { attendees: [co.users.manager.id] });
    expect((await edit(co.users.manager.token, hers.id, fields({ attendees: [co.users.manager.id] }))).statusCode).toBe(200);
    const managers = await makeMeeting(co.users.manager.token, { attendees: [co.users.sales.id] });
    const notHers = await makeMeeting(co.users.manager.token, { attendees: [co.users.admin.id] });
    const before = t.mails.length;
    expect((await edit(co.users.sales.token, managers.id, fields({ title: 'Mine now' }))).statusCode).toBe(403);
    expect((await edit(co.users.sales.token, notHers.id, fields())).statusCode).toBe(404);
    expect((await edit(other.users.manager.token, managers.id, fields({ attendees: [other.users.sales.id] }))).statusCode).toBe(404);
    expect((await edit(co.users.maintenance.token, managers.id, fields())).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/v1/meeting/${managers.id}`, { body: fields() })).statusCode).toBe(401);
    expect(t.mails.length).toBe(before);
    expect((await t.call('GET', `/api/v1/meeting/${managers.id}`, { token: co.users.manager.token })).json()).toMatchObject({
      title: 'Quarterly review',
      sequence: 0,
    });
  });

  it('refuses a done or cancelled meeting with a 409 that says why, and mails nobody', async () => {
    const done = await makeMeeting(co.users.manager.token);
    expect((await t.call('POST', '/api/v1/extra/meeting', { token: co.users.manager.token, body: { id: done.id } })).statusCode).toBe(200);
    const off = await makeMeeting(co.users.manager.token);
    expect((await cancel(co.users.manager.token, off.id)).statusCode).toBe(200);
    const before = t.mails.length;
    const a = await edit(co.users.manager.token, done.id, fields());
    expect([a.statusCode, a.json().code, a.json().message]).toEqual([409, 'invalid_transition', 'This meeting is already done']);
    const b = await edit(co.users.manager.token, off.id, fields());
    expect([b.statusCode, b.json().code, b.json().message]).toEqual([409, 'invalid_transition', 'This meeting was cancelled']);
    expect(t.mails.length).toBe(before);
  });

  it('refuses bad input and people or clients of another company, naming the field; nothing changes', async () => {
    const m = await makeMeeting(co.users.manager.token);
    for (const [over, field] of [
      [{ title: '' }, 'title'],
      [{ title: 'Bad\u202Etitle' }, 'title'],
      [{ time: '25:00' }, 'time'],
      [{ attendees: [] }, 'attendees'],
      [{ attendees: [other.users.sales.id] }, 'attendees'],
      [{ online_link: 'javascript:alert(1)' }, 'online_link'],
      [{ client_id: crypto.randomUUID() }, 'client_id'],
    ] as const) {
      const res = await edit(co.users.manager.token, m.id, fields(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().details?.fields, res.body).toHaveProperty([field]);
    }
    expect((await edit(co.users.manager.token, 'not-a-uuid', fields())).statusCode).toBe(400);
    expect((await t.call('GET', `/api/v1/meeting/${m.id}`, { token: co.users.manager.token })).json().sequence).toBe(0);
  });

  it('raises SEQUENCE once per edit when two edits race: no number is sent twice', async () => {
    const m = await makeMeeting(co.users.manager.token);
    const before = t.mails.length;
    const both = await Promise.all([
      edit(co.users.manager.token, m.id, fields({ title: 'First', attendees: [co.users.sales.id] })),
      edit(co.users.admin.token, m.id, fields({ title: 'Second', attendees: [co.users.sales.id] })),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().sequence).sort()).toEqual([1, 2]);
    expect((await t.call('GET', `/api/v1/meeting/${m.id}`, { token: co.users.manager.token })).json().sequence).toBe(2);
    const updates = mailsSince(before).filter((x) => x.to === co.users.sales.email);
    expect(updates.map((x) => calendarOf(x).sequence).sort()).toEqual([1, 2]);
  });
});

describe('POST meeting/{id}/cancel', () => {
  it('keeps the meeting, cancelled, and sends every attendee a CANCEL with the same UID and a higher SEQUENCE', async () => {
    let before = t.mails.length;
    // A day before the other tests' meetings, so it is surely among the dashboard's first few.
    const sooner = { date: dayOffset(2), attendees: [co.users.sales.id, co.users.admin.id] };
    const m = await makeMeeting(co.users.sales.token, sooner);
    const uid = calendarOf(mailsSince(before)[0]!).uid;
    expect((await edit(co.users.sales.token, m.id, fields(sooner))).statusCode).toBe(200);

    before = t.mails.length;
    const res = await cancel(co.users.manager.token, m.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: m.id, status: 2, sequence: 2, cancelled_at: expect.any(String), actions: [] });
    const sent = mailsSince(before);
    expect(sent.map((x) => x.to).sort()).toEqual([co.users.sales.email, co.users.admin.email].sort());
    for (const mail of sent) {
      expect(calendarOf(mail)).toMatchObject({ method: 'CANCEL', uid, sequence: 2, status: 'CANCELLED' });
      expect(mail.attachments![0]!.contentType).toContain('method=CANCEL');
    }
    expect(sent.find((x) => x.to === co.users.sales.email)!.subject).toBe('Meeting cancelled: Quarterly review');
    expect(sent.find((x) => x.to === co.users.admin.email)!.subject).toBe('إلغاء اجتماع: Quarterly review');

    // Not deleted: listed as cancelled among the upcoming ones, and on the dashboard.
    const upcoming = (await t.call('GET', '/api/v1/meeting?page_size=100', { token: co.users.sales.token })).json() as {
      results: Meeting[];
    };
    expect(upcoming.results.find((r) => r.id === m.id)?.status).toBe(2);
    const board = (await t.call('GET', '/api/v1/main/dash/board', { token: co.users.sales.token })).json() as {
      upcoming_meetings: { id: string; status: number }[];
    };
    expect(board.upcoming_meetings.find((r) => r.id === m.id)?.status).toBe(2);

    before = t.mails.length;
    const again = await cancel(co.users.manager.token, m.id);
    expect([again.statusCode, again.json().message]).toEqual([409, 'This meeting was cancelled']);
    const close = await t.call('POST', '/api/v1/extra/meeting', { token: co.users.manager.token, body: { id: m.id } });
    expect([close.statusCode, close.json().message]).toEqual([409, 'This meeting was cancelled']);
    expect(t.mails.length).toBe(before);
  });

  it('is for the organizer, managers and admins: an attendee 403, an unseen or another company’s meeting 404', async () => {
    const m = await makeMeeting(co.users.manager.token, { attendees: [co.users.sales.id] });
    const notHers = await makeMeeting(co.users.manager.token, { attendees: [co.users.admin.id] });
    const before = t.mails.length;
    expect((await cancel(co.users.sales.token, m.id)).statusCode).toBe(403);
    expect((await cancel(co.users.sales.token, notHers.id)).statusCode).toBe(404);
    expect((await cancel(other.users.admin.token, m.id)).statusCode).toBe(404);
    expect((await cancel(co.users.maintenance.token, m.id)).statusCode).toBe(403);
    expect(t.mails.length).toBe(before);
    expect((await t.call('GET', `/api/v1/meeting/${m.id}`, { token: co.users.manager.token })).json().status).toBe(0);
  });
});
