import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SCHEDULES_PER_USER, type ReportSchedule } from '@contract/report-schedules';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addSalesRep, createCompany, type Company } from '../../../test/factories';
import { inTenant } from '../../db/tenant-tx';
import { scheduleBody } from './report-schedules.test-cases';

let t: TestApp;
let co: Company;
let other: Company;

const URL = '/api/v1/report/schedules';
const create = (token: string, body: Record<string, unknown>) => t.call('POST', URL, { token, body });

beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t, { name: 'Horizon Trading' });
  other = await createCompany(t);
});
afterAll(async () => t.close());

describe('scheduled reports: CRUD', () => {
  it('a manager schedules a report, lists, reads, edits, pauses, resumes and deletes it', async () => {
    const m = co.users.manager.token;
    const res = await create(m, scheduleBody(co, { recipient_ids: [co.users.manager.id, co.users.admin.id] }));
    expect(res.statusCode, res.body).toBe(201);
    const s = res.json() as ReportSchedule;
    expect(s).toMatchObject({ name: 'Weekly visits', frequency: 'weekly', weekday: 0, month_day: null, hour: 7, paused: false });
    expect(s.recipients.map((r) => r.id).sort()).toEqual([co.users.manager.id, co.users.admin.id].sort());
    // Next Sunday (or today, later) at 07:00 in Riyadh (UTC+3): 04:00Z on a Sunday, in the future.
    const next = new Date(s.next_run_at);
    expect([next.getUTCDay(), next.getUTCHours(), next.getUTCMinutes()]).toEqual([0, 4, 0]);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);

    const list = (await t.call('GET', URL, { token: m })).json() as { count: number; results: ReportSchedule[] };
    expect(list.results.map((r) => r.id)).toContain(s.id);
    expect((await t.call('GET', `${URL}/${s.id}`, { token: m })).json()).toMatchObject({ id: s.id });

    const edited = await t.call('PUT', `${URL}/${s.id}`, {
      token: m,
      body: scheduleBody(co, {
        frequency: 'monthly',
        month_day: 31,
        weekday: 3,
        hour: 6,
        period: 'previous_month',
        format: 'pdf',
        language: 'ar',
      }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // A weekday sent with a monthly schedule is dropped, not kept.
    expect(edited.json()).toMatchObject({ frequency: 'monthly', month_day: 31, weekday: null, hour: 6, format: 'pdf', language: 'ar' });
    expect((edited.json() as ReportSchedule).recipients.map((r) => r.id)).toEqual([co.users.manager.id]);

    expect((await t.call('POST', `${URL}/${s.id}/pause`, { token: m })).json()).toMatchObject({ paused: true });
    expect((await t.call('POST', `${URL}/${s.id}/resume`, { token: m })).json()).toMatchObject({ paused: false });
    expect((await t.call('DELETE', `${URL}/${s.id}`, { token: m })).statusCode).toBe(204);
    expect((await t.call('GET', `${URL}/${s.id}`, { token: m })).statusCode).toBe(404);
  });

  it('refuses what does not make a schedule, field by field', async () => {
    const m = co.users.manager.token;
    const bad: [Record<string, unknown>, string][] = [
      [{ frequency: 'weekly', weekday: null }, 'weekday'],
      [{ frequency: 'monthly', weekday: null }, 'month_day'],
      [{ frequency: 'monthly', month_day: 32 }, 'month_day'],
      [{ hour: 24 }, 'hour'],
      [{ hour: 7.5 }, 'hour'],
      [{ recipient_ids: [] }, 'recipient_ids'],
      [{ name: 'a\u0000b' }, 'name'],
      [{ name: 'x'.repeat(10_000) }, 'name'],
      [{ format: 'docx' }, 'format'],
      [{ filters: { report_type: 9 } }, 'filters.report_type'],
      [{ filters: { report_type: 3, status: 4 } }, 'filters.status'],
    ];
    for (const [change, field] of bad) {
      const res = await create(m, scheduleBody(co, change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(res.json().details.fields), JSON.stringify(change)).toContain(field);
    }
  });

  it('recipients must be active users of the company; reps in the filters its users', async () => {
    const m = co.users.manager.token;
    const foreign = await create(m, scheduleBody(co, { recipient_ids: [other.users.manager.id] }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details.fields).toHaveProperty('recipient_ids');
    const foreignRep = await create(m, scheduleBody(co, { filters: { report_type: 2, user_ids: [other.users.sales.id] } }));
    expect(foreignRep.json().details.fields).toHaveProperty(['filters.user_ids']);

    const leaver = await addSalesRep(t, co);
    await inTenant(t.database.db, co.tenantId, (tx) => tx.execute(sql`update users set is_active = false where id = ${leaver.id}::uuid`));
    const inactive = await create(m, scheduleBody(co, { recipient_ids: [leaver.id] }));
    expect(inactive.statusCode).toBe(400);
    // The recipients picker offers the company's active people only.
    const people = (await t.call('GET', '/api/v1/report/schedule-recipients', { token: m })).json() as { id: string }[];
    expect(people.map((p) => p.id)).toContain(co.users.sales.id);
    expect(people.map((p) => p.id)).not.toContain(leaver.id);
    expect(people.map((p) => p.id)).not.toContain(other.users.sales.id);
  });

  it('sales and maintenance users are refused (403); another manager’s schedule is a 404', async () => {
    const s = (await create(co.users.manager.token, scheduleBody(co))).json() as ReportSchedule;
    for (const role of ['sales', 'maintenance'] as const) {
      const token = co.users[role].token;
      expect((await t.call('GET', URL, { token })).statusCode).toBe(403);
      expect((await create(token, scheduleBody(co))).statusCode).toBe(403);
      expect((await t.call('GET', `${URL}/${s.id}`, { token })).statusCode).toBe(403);
    }
    const admin = co.users.admin.token;
    expect((await t.call('GET', `${URL}/${s.id}`, { token: admin })).statusCode).toBe(404);
    expect((await t.call('DELETE', `${URL}/${s.id}`, { token: admin })).statusCode).toBe(404);
    expect((await t.call('GET', `${URL}/${s.id}`, { token: other.users.manager.token })).statusCode).toBe(404);
    const list = (await t.call('GET', URL, { token: admin })).json() as { results: ReportSchedule[] };
    expect(list.results.map((r) => r.id)).not.toContain(s.id);
  });

  it(`keeps at most ${MAX_SCHEDULES_PER_USER} per manager, even when created concurrently`, async () => {
    const extra = await createCompany(t);
    const token = extra.users.manager.token;
    const results = await Promise.all(
      Array.from({ length: MAX_SCHEDULES_PER_USER + 5 }, (_, i) => create(token, scheduleBody(extra, { name: `Schedule ${i}` }))),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(MAX_SCHEDULES_PER_USER);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => [r.statusCode, r.json().details?.reason])).toEqual(refused.map(() => [400, 'too_many_schedules']));
    expect(((await t.call('GET', URL, { token })).json() as { count: number }).count).toBe(MAX_SCHEDULES_PER_USER);
  });

  it('"send now" twice at once queues one run: the second is told it is on its way', async () => {
    const s = (await create(co.users.manager.token, scheduleBody(co))).json() as ReportSchedule;
    const both = await Promise.all([0, 1].map(() => t.call('POST', `${URL}/${s.id}/send`, { token: co.users.manager.token })));
    expect(both.map((r) => r.statusCode).sort()).toEqual([202, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json().message).toMatch(/on its way/);
    await t.app.reportExports.idle();
  });
});
