import { readdir, readFile, rm } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportSchedule } from '@contract/report-schedules';
import { buildTestApp, type Instance, type TestApp } from '../../../test/build-test-app';
import { addSalesRep, createCompany, type Company } from '../../../test/factories';
import { openpyxlRead } from '../../../test/sheet-readers';
import { inTenant } from '../../db/tenant-tx';
import { createMailer, type Mail } from '../../lib/mail';
import { scheduleBody } from './report-schedules.test-cases';
import { linkedFile, readFileLink, signFileLink } from './schedule-file';

/*
 * The schedule's clock, faked: the sweep is called with `now` just before and at the due
 * time, by two instances at once; the export runs on the real worker and the mails are read
 * back as they were handed to the mailer (and once through the real outbox writer).
 */

const SECRET = 'schedule-sweep-test-secret-0123456789abcdef';
/** Small enough that a few-row CSV goes attached and any XLSX goes as a link. */
const ATTACH_MAX = 4096;

let t: TestApp;
let second: Instance;
let co: Company;

const create = async (body: Record<string, unknown>) => {
  const res = await t.call('POST', '/api/v1/report/schedules', { token: co.users.manager.token, body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ReportSchedule;
};
const getSchedule = async (id: string) =>
  (await t.call('GET', `/api/v1/report/schedules/${id}`, { token: co.users.manager.token })).json() as ReportSchedule;
const mailsTo = (from: number) => t.mails.slice(from);
const bytesOf = (mail: Mail) => Buffer.from(mail.attachments![0]!.content, 'base64');
const idle = async () => {
  await t.app.reportExports.idle();
  await second.app.reportExports.idle();
};

beforeAll(async () => {
  t = await buildTestApp({ JWT_SECRET: SECRET, REPORT_ATTACH_MAX_BYTES: String(ATTACH_MAX), PUBLIC_URL: 'https://crm.example.com' });
  second = await t.secondInstance();
  co = await createCompany(t, { name: 'Horizon Trading' });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

describe('the sweep, on a fake clock', () => {
  it('sends nothing before the due time; at it, two racing sweeps queue one run; each active recipient gets the file in Arabic', async () => {
    const leaver = await addSalesRep(t, co);
    const s = await create(
      scheduleBody(co, {
        name: 'تقرير الموظفين اليومي',
        filters: { report_type: 1 },
        frequency: 'daily',
        weekday: null,
        hour: 7,
        period: 'previous_day',
        format: 'csv',
        language: 'ar',
        recipient_ids: [co.users.manager.id, co.users.admin.id, leaver.id],
      }),
    );
    // The recipient who left since is skipped when it is sent.
    await inTenant(t.database.db, co.tenantId, (tx) => tx.execute(sql`update users set is_active = false where id = ${leaver.id}::uuid`));
    const due = new Date(s.next_run_at);
    const before = t.mails.length;

    expect(await t.app.reportSchedules.sweep(new Date(due.getTime() - 1000))).toMatchObject({ queued: 0 });
    await idle();
    expect(mailsTo(before)).toEqual([]);

    const raced = await Promise.all([t.app.reportSchedules.sweep(due), second.app.reportSchedules.sweep(due)]);
    expect(raced[0].queued + raced[1].queued).toBe(1);
    await idle();

    const mails = mailsTo(before);
    expect(mails.map((m) => m.to).sort()).toEqual([co.users.admin.email, co.users.manager.email].sort());
    for (const mail of mails) {
      expect(mail.letter.lang).toBe('ar');
      expect(mail.subject).toContain('تقرير الموظفين الكامل');
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments![0]).toMatchObject({ contentType: expect.stringContaining('text/csv'), encoding: 'base64' });
      // Yesterday, in Riyadh, of the day it was due.
      const day = new Date(due.getTime() + 3 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
      expect(mail.attachments![0]!.filename).toBe(`employee-report-${day}-to-${day}.csv`);
      const table = parse(bytesOf(mail), { bom: true }) as string[][];
      expect(table[0]?.[0]).toBe('المندوب');
      expect(table.map((r) => r[0])).toContain(co.users.sales.fullName);
    }

    // The outbox writer keeps the attachment whole.
    const outbox = mkdtempSync(path.join(tmpdir(), 'ziyara-schedule-outbox-'));
    await createMailer({ from: 'Ziyara <no-reply@ziyara.test>', outboxDir: outbox, log: t.app.log }).send(mails[0]!);
    const [file] = await readdir(outbox);
    const written = JSON.parse(await readFile(path.join(outbox, file!), 'utf8')) as { html: string; attachments: Mail['attachments'] };
    expect(Buffer.from(written.attachments![0]!.content, 'base64')).toEqual(bytesOf(mails[0]!));
    expect(written.html).toContain('dir="rtl"');
    await rm(outbox, { recursive: true, force: true });

    // The next run is a day later, and sweeping the same instant again sends nothing more.
    const after = await getSchedule(s.id);
    expect(new Date(after.next_run_at).getTime()).toBe(due.getTime() + 86_400_000);
    expect(after.last_run_at).toBe(due.toISOString());
    expect(await t.app.reportSchedules.sweep(due)).toMatchObject({ queued: 0 });
    await idle();
    expect(mailsTo(before)).toHaveLength(2);
  });

  it('a file too large to attach goes as a signed link that works without signing in, then expires', async () => {
    const s = await create(scheduleBody(co, { name: 'Weekly sheet', filters: { report_type: 1 }, format: 'xlsx', language: 'en' }));
    const before = t.mails.length;
    const sent = await t.call('POST', `/api/v1/report/schedules/${s.id}/send`, { token: co.users.manager.token });
    expect(sent.statusCode, sent.body).toBe(202);
    await idle();
    const [mail] = mailsTo(before);
    expect(mail?.attachments).toBeUndefined();
    const link = /https:\/\/crm\.example\.com(\/api\/v1\/report\/schedule-file\/[A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
    expect(link, mail!.text).toBeDefined();
    expect(mail!.text).toContain('7 days');

    const file = await t.call('GET', link!, { csrf: false });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.length).toBeGreaterThan(ATTACH_MAX);
    const book = openpyxlRead(file.rawPayload);
    expect(book.rows[0]?.[0]).toBe('Rep');
    expect(book.rows.map((r) => r[0])).toContain(co.users.sales.fullName);

    // On the link's last second it still opens; one second later it has expired (410).
    const token = link!.split('/').at(-1)!;
    const ids = readFileLink(SECRET, token)!;
    const at = (s: number) => new Date((ids.expiresAt! + s) * 1000);
    await expect(inTenant(t.database.db, co.tenantId, (tx) => linkedFile(tx, ids, at(0)))).resolves.toMatchObject({ format: 'xlsx' });
    await expect(inTenant(t.database.db, co.tenantId, (tx) => linkedFile(tx, ids, at(1)))).rejects.toMatchObject({ code: 'link_expired' });

    // Over HTTP: a link signed with a past expiry is a 410, as JSON or, for a browser, a page.
    const expired = `/api/v1/report/schedule-file/${signFileLink(SECRET, co.tenantId, ids.visitId, new Date(), Math.floor(Date.now() / 1000) - 1)}`;
    const json = await t.call('GET', expired, { csrf: false });
    expect([json.statusCode, json.json().code]).toEqual([410, 'link_expired']);
    const page = await t.call('GET', expired, { csrf: false, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(410);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('This download link has expired');
    expect(page.body).toContain('انتهت صلاحية رابط التنزيل');
    // Altered by one character: not ours (404).
    const altered = token.slice(0, 10) + (token[10] === 'A' ? 'B' : 'A') + token.slice(11);
    expect((await t.call('GET', `/api/v1/report/schedule-file/${altered}`, { csrf: false })).statusCode).toBe(404);
  });

  it('a schedule whose owner was deactivated pauses at its due time, sending nothing', async () => {
    const owner = await createCompany(t);
    const res = await t.call('POST', '/api/v1/report/schedules', {
      token: owner.users.manager.token,
      body: scheduleBody(owner, { recipient_ids: [owner.users.admin.id] }),
    });
    const s = res.json() as ReportSchedule;
    await inTenant(t.database.db, owner.tenantId, (tx) =>
      tx.execute(sql`update users set is_active = false where id = ${owner.users.manager.id}::uuid`),
    );
    const before = t.mails.length;
    await t.app.reportSchedules.sweep(new Date(s.next_run_at));
    await idle();
    // (Other companies' schedules due then are sent: none of them to this one.)
    expect(mailsTo(before).filter((m) => m.to === owner.users.admin.email)).toEqual([]);
    const [row] = await inTenant(t.database.db, owner.tenantId, (tx) =>
      tx.execute(sql`select paused, last_error from report_schedules where id = ${s.id}::uuid`),
    ).then((r) => (r as unknown as { rows: { paused: boolean; last_error: string }[] }).rows);
    expect(row).toEqual({ paused: true, last_error: "Its owner's account was deactivated" });
  });
});
