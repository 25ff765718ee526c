import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canSee } from '../../lib/live-hub';
import { inTenant } from '../../db/tenant-tx';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { postFormAs } from '../../../test/uploads';
import { checkIn, createVisitClient, planVisit } from '../../../test/visits-fixtures';

let t: TestApp;
let co: Company;
let other: Company;
let clientId: string;

const day = (offset: number) => new Date(Date.now() + 3 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
type Page = {
  count: number;
  unread: number;
  results: { id: string; kind: string; subject_id: string; data: Record<string, string>; read_at: string | null }[];
};
const inbox = async (token: string, query = '') => {
  const res = await t.call('GET', `/api/v1/notifications/list?${query}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
const makeTask = async (token: string, body: Record<string, unknown>) => {
  const res = await t.call('POST', '/api/v1/taskos/list', {
    token,
    body: { title: 'Collect the signed agreement', task_type: 1, due_date: day(3), ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
};

beforeAll(async () => {
  t = await buildTestApp();
  [co, other] = [await createCompany(t), await createCompany(t, { name: 'Other Co' })];
  clientId = await createVisitClient(t, co.users.manager.token, co.users.sales.id, { company_name: 'Al Noor Pharmacy' });
});
afterAll(() => t.close());

describe('notifications', () => {
  it('tells the assignee of a task, not the one who assigned it, and only the assignee sees it', async () => {
    const before = (await inbox(co.users.sales.token)).unread;
    const taskId = await makeTask(co.users.manager.token, { assigned_to: co.users.sales.id });
    const page = await inbox(co.users.sales.token);
    expect(page.unread).toBe(before + 1);
    expect(page.results[0]).toMatchObject({
      kind: 'task_assigned',
      subject_id: taskId,
      data: { title: 'Collect the signed agreement', actor: co.users.manager.fullName },
      read_at: null,
    });
    expect((await inbox(co.users.manager.token)).results.some((n) => n.subject_id === taskId)).toBe(false);
    // Assigning work to oneself tells nobody.
    const own = await makeTask(co.users.manager.token, { assigned_to: co.users.manager.id });
    expect((await inbox(co.users.manager.token)).results.some((n) => n.subject_id === own)).toBe(false);
  });

  it('tells a technician of the maintenance request assigned to them', async () => {
    const res = await postFormAs(t, co.users.manager.token, '/api/v1/maintenance/list', {
      title: 'AC unit leaking',
      description: 'Water under the indoor unit',
      priority: '2',
      assignee: co.users.maintenance.id,
      client: clientId,
      scheduled_date: day(1),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [told] = (await inbox(co.users.maintenance.token)).results;
    expect(told).toMatchObject({ kind: 'maintenance_assigned', subject_id: res.json().id, data: { title: 'AC unit leaking' } });
  });

  it('tells each attendee of a meeting, not its organizer; their e-mail is the invitation alone', async () => {
    await t.app.notificationWork();
    t.mails.length = 0;
    const res = await t.call('POST', '/api/v1/meeting/list', {
      token: co.users.manager.token,
      body: {
        title: 'Quarterly review',
        date: day(2),
        time: '10:30',
        duration: 45,
        place: 'Riyadh office',
        attendees: [co.users.sales.id, co.users.manager.id],
        agenda: '',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [told] = (await inbox(co.users.sales.token)).results;
    expect(told).toMatchObject({ kind: 'meeting_assigned', subject_id: res.json().id, data: { title: 'Quarterly review' } });
    expect((await inbox(co.users.manager.token)).results.some((n) => n.subject_id === res.json().id)).toBe(false);
    await t.app.notificationWork();
    expect(t.mails.filter((m) => m.to === co.users.sales.email)).toHaveLength(1);
  });

  it('marks one read, then all; another user or company cannot touch it (404)', async () => {
    await makeTask(co.users.manager.token, { assigned_to: co.users.sales.id, title: 'Second' });
    const [first] = (await inbox(co.users.sales.token)).results;
    for (const token of [co.users.manager.token, other.users.manager.token]) {
      const res = await t.call('POST', `/api/v1/notifications/read/${first!.id}`, { token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await t.call('POST', '/api/v1/notifications/read/not-a-uuid', { token: co.users.sales.token })).statusCode).toBe(400);
    const read = await t.call('POST', `/api/v1/notifications/read/${first!.id}`, { token: co.users.sales.token });
    expect(read.statusCode).toBe(200);
    expect(read.json().read_at).not.toBeNull();
    const again = await t.call('POST', `/api/v1/notifications/read/${first!.id}`, { token: co.users.sales.token });
    expect(again.json().read_at).toBe(read.json().read_at);
    expect((await inbox(co.users.sales.token, 'unread=1')).results.every((n) => n.read_at === null)).toBe(true);
    const all = await t.call('POST', '/api/v1/notifications/read-all', { token: co.users.sales.token });
    expect(all.json()).toEqual({ unread: 0 });
    expect((await inbox(co.users.sales.token)).unread).toBe(0);
    expect((await t.call('GET', '/api/v1/notifications/list', {})).statusCode).toBe(401);
  });

  it('tells the rep when a manager plans their visit, writes on it, rejects it or flags it false', async () => {
    const visitId = await planVisit(t, co.users.manager.token, clientId, { assigned_to: co.users.sales.id, visit_type: 1 });
    await checkIn(t, co.users.sales.token, visitId);
    const done = await t.call('POST', '/api/v1/followup/visit', {
      token: co.users.sales.token,
      body: { visit_id: visitId, outcome: 'Met the buyer' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(
      (await postFormAs(t, co.users.manager.token, '/api/v1/send/visit/message', { visit: visitId, message: 'Send me the order' }))
        .statusCode,
    ).toBe(201);
    expect((await postFormAs(t, co.users.sales.token, '/api/v1/send/visit/message', { visit: visitId, message: 'Sent' })).statusCode).toBe(
      201,
    );
    const reject = await t.call('POST', `/api/v1/visit/status/Rejected/${visitId}`, {
      token: co.users.manager.token,
      body: { reason: 'No order form' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const flag = await t.call('POST', `/api/v1/false/visit/${visitId}`, {
      token: co.users.manager.token,
      body: { reason: 'Not at the client' },
    });
    expect(flag.statusCode, flag.body).toBe(200);

    const about = (await inbox(co.users.sales.token, 'page_size=20')).results.filter((n) => n.subject_id === visitId);
    expect(about.map((n) => n.kind).sort()).toEqual(['visit_assigned', 'visit_false', 'visit_message', 'visit_rejected']);
    expect(about.find((n) => n.kind === 'visit_rejected')!.data).toMatchObject({ title: 'Al Noor Pharmacy', reason: 'No order form' });
    // The rep's own message told the manager nothing: notifications are for the visit's rep.
    expect((await inbox(co.users.manager.token)).results.some((n) => n.subject_id === visitId)).toBe(false);
  });

  it('sends by e-mail only the kinds the user chose, after the write, in their language', async () => {
    const defaults = await t.call('GET', '/api/v1/notifications/email', { token: co.users.sales.token });
    expect(defaults.json().kinds).toContain('task_assigned');
    const bad = await t.call('PUT', '/api/v1/notifications/email', {
      token: co.users.sales.token,
      body: { kinds: ['task_assigned', 'everything'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toHaveProperty(['kinds.1']);
    const none = await t.call('PUT', '/api/v1/notifications/email', { token: co.users.sales.token, body: { kinds: [] } });
    expect(none.json()).toEqual({ kinds: [] });

    await t.app.notificationWork();
    t.mails.length = 0;
    await makeTask(co.users.manager.token, { assigned_to: co.users.sales.id, title: 'Not mailed' });
    await t.app.notificationWork();
    expect(t.mails.filter((m) => m.to === co.users.sales.email)).toEqual([]);

    const chosen = await t.call('PUT', '/api/v1/notifications/email', {
      token: co.users.sales.token,
      body: { kinds: ['task_assigned', 'task_assigned'] },
    });
    expect(chosen.json()).toEqual({ kinds: ['task_assigned'] });
    await inTenant(t.database.db, co.tenantId, (tx) => tx.execute(sql`update users set language = 'ar' where id = ${co.users.sales.id}`));
    const taskId = await makeTask(co.users.manager.token, { assigned_to: co.users.sales.id, title: 'جمع الاتفاقية' });
    expect(t.mails).toEqual([]); // not before the pump: a rolled-back write must mail nobody
    const round = await t.app.notificationWork();
    expect(round.mailed).toBe(1);
    const [mail] = t.mails;
    expect(mail).toMatchObject({ to: co.users.sales.email, subject: 'مهمة جديدة لك: جمع الاتفاقية' });
    expect(mail!.text).toContain(`/app/tasks?task=${taskId}`);
    expect((await t.app.notificationWork()).mailed).toBe(0); // sent once
  });

  it('tells the assignee the morning a task falls due, once, and not before 07:00 in the company', async () => {
    const due = day(5);
    const taskId = await makeTask(co.users.manager.token, { assigned_to: co.users.sales.id, title: 'Deliver the invoice', due_date: due });
    await inTenant(t.database.db, co.tenantId, (tx) =>
      tx.execute(sql`update tasks set created_at = created_at - interval '2 days' where id = ${taskId}`),
    );
    const dueNotices = async () =>
      (await inbox(co.users.sales.token, 'page_size=50')).results.filter((n) => n.kind === 'task_due' && n.subject_id === taskId);

    await t.app.notificationWork(new Date(`${due}T03:30:00Z`)); // 06:30 in Riyadh
    expect(await dueNotices()).toHaveLength(0);
    await t.app.notificationWork(new Date(`${due}T04:05:00Z`)); // 07:05
    await t.app.notificationWork(new Date(`${due}T09:00:00Z`));
    expect(await dueNotices()).toHaveLength(1);
    expect((await inbox(other.users.sales.token)).count).toBe(0);
  });

  it('keeps a notification event for its recipient alone on the live stream', () => {
    const event = { type: 'notification', visible_to: 'rep' };
    expect(canSee({ userId: 'rep', seesAll: false }, event)).toBe(true);
    expect(canSee({ userId: 'manager', seesAll: true }, event)).toBe(false);
    expect(canSee({ userId: 'manager', seesAll: true }, { type: 'visit', visible_to: 'rep' })).toBe(true);
  });
});
