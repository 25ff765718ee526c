import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_MAX_ROWS, type ReportExport } from '@contract/reports';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { extract, pdftotext } from '../../../test/pdf-text';
import { createVisitClient, planVisit } from '../../../test/visits-fixtures';
import { inTenant } from '../../db/tenant-tx';
import { STALE_AFTER_MS } from './export-runner';

let t: TestApp;
let co: Company;
let other: Company;

const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.parse(`${today()}T09:00:00+03:00`) + days * 86_400_000).toISOString();
const COMPANY = 'Horizon Trading';
const visitReport = { report_type: 2, from: dayOffset(-1), to: dayOffset(10) };

async function start(app: TestApp, token: string, body: Record<string, unknown>) {
  return app.call('POST', '/api/v1/report/export', { token, body });
}

/** Starts an export, waits for the worker, and returns its progress and its file. */
async function exported(token: string, body: Record<string, unknown>) {
  const res = await start(t, token, body);
  expect(res.statusCode, res.body).toBe(202);
  const queued = res.json() as ReportExport;
  await t.app.reportExports.idle();
  const status = (await t.call('GET', `/api/v1/report/export/${queued.id}`, { token })).json() as ReportExport;
  const file = await t.call('GET', `/api/v1/report/export/${queued.id}/file`, { token });
  return { queued, status, file };
}

/** The CSV's records: the header row first (the report's name and dates are the file's name). */
const csvTable = (body: Buffer) => parse(body, { bom: true }) as string[][];

beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t, { name: COMPANY });
  other = await createCompany(t);
  const m = co.users.manager.token;
  const jeddah = await createVisitClient(t, m, co.users.sales.id, { city: 'Jeddah', company_name: 'صيدلية النهدي' });
  const riyadh = await createVisitClient(t, m, co.users.manager.id, { city: 'Riyadh', company_name: '=HYPERLINK("x")' });
  await planVisit(t, m, jeddah, { assigned_to: co.users.sales.id, planned_at: inDays(1), visit_type: 0 });
  await planVisit(t, m, jeddah, { assigned_to: co.users.sales.id, planned_at: inDays(2), visit_type: 1 });
  await planVisit(t, m, riyadh, { assigned_to: co.users.manager.id, planned_at: inDays(3), visit_type: 2 });
});
afterAll(async () => t.close());

describe('report exports', () => {
  it('CSV: queued with its row count, written in the background, its header row first', async () => {
    const { queued, status, file } = await exported(co.users.manager.token, { ...visitReport, format: 'csv', language: 'en' });
    expect(queued).toMatchObject({ status: 'queued', rows_total: 3, format: 'csv', file_name: null });
    expect(status).toMatchObject({
      status: 'done',
      rows_done: 3,
      rows_total: 3,
      file_name: `visit-report-${visitReport.from}-to-${visitReport.to}.csv`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toContain(status.file_name);
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const table = csvTable(file.rawPayload);
    expect(table[0]).toEqual(['Planned for', 'Rep', 'Client', 'City', 'Visit type', 'Status', 'False visit', 'Collected']);
    expect(table.slice(1, -1).map((r) => [r[2], r[4], r[5], r[6]])).toEqual([
      ['صيدلية النهدي', 'New', 'Pending', 'No'],
      ['صيدلية النهدي', 'Follow up', 'Pending', 'No'],
      // A cell a spreadsheet would run as a formula is written as text.
      [`'=HYPERLINK("x")`, 'Collection', 'Pending', 'No'],
    ]);
    expect(table[1]?.[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    // The totals row closes it: no false visit among the three, nothing collected yet.
    const totals = table.at(-1)!;
    expect(totals.slice(0, 6)).toEqual(['Total', '', '', '', '', '']);
    expect([totals[6], Number(totals[7])]).toEqual(['0', 0]);
  });

  it('XLSX in Arabic: right to left, Arabic headings and labels, figures as numbers; the title and a rep’s filter on the About sheet', async () => {
    const { status, file } = await exported(co.users.manager.token, {
      ...visitReport,
      report_type: 1,
      user_ids: [co.users.sales.id],
      format: 'xlsx',
      language: 'ar',
    });
    expect(status.status).toBe('done');
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const [sheet, about] = book.worksheets;
    expect(sheet?.name).toBe('تقرير الموظفين الكامل');
    expect(sheet?.views[0]?.rightToLeft).toBe(true);
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]?.[0]).toBe('المندوب');
    expect(rows[0]).toContain('زيارات قيد الانتظار');
    expect(rows.slice(1)).toHaveLength(2);
    const pending = rows[1]?.[rows[0]?.indexOf('زيارات قيد الانتظار') ?? -1];
    expect(pending).toBe(2);
    // The one rep's row, then the totals row: the same figures under "الإجمالي".
    expect(rows[2]?.[0]).toBe('الإجمالي');
    expect(rows[2]?.slice(1)).toEqual(rows[1]?.slice(1));
    const facts: unknown[][] = [];
    about?.eachRow((row) => facts.push((row.values as unknown[]).slice(1)));
    expect(about?.name).toBe('حول التقرير');
    expect(facts[0]).toEqual(['تقرير الموظفين الكامل']);
    expect(facts).toContainEqual(['المندوبون', co.users.sales.fullName]);
  });

  it('PDF in Arabic and English: the title, the headings and the rows come back out as text', async () => {
    const ar = await exported(co.users.manager.token, { ...visitReport, format: 'pdf', language: 'ar' });
    expect(ar.file.headers['content-type']).toBe('application/pdf');
    // pdf.js reads a gap after a letter that does not join (ز, ر…) as a space: compared without spaces.
    const spaceless = (s: string) => s.replace(/\s+/g, '');
    const arText = spaceless((await extract(ar.file.rawPayload)).items.map((i) => i.text).join(''));
    for (const expected of ['تقرير الزيارات', 'المندوب', 'نوع الزيارة', 'صيدلية النهدي', 'زيارة وهمية', 'متابعة'])
      expect(arText).toContain(spaceless(expected));
    const en = await exported(co.users.manager.token, { ...visitReport, format: 'pdf', language: 'en' });
    const enText = (await extract(en.file.rawPayload)).items.map((i) => i.text).join(' ');
    for (const expected of ['Visit report', 'Planned for', 'Follow up', 'Page 1', COMPANY]) expect(enText).toContain(expected);
    // The totals row, as poppler reads it: its label, and the count of false visits (none).
    expect(await pdftotext(en.file.rawPayload)).toMatch(/^\s*Total\s+0\s+0\.00\s*$/m);
    expect(await pdftotext(ar.file.rawPayload)).toContain('الإجمالي');
  });

  it('a sales user exports only their own rows, and nobody else can read their export', async () => {
    const { status, queued } = await exported(co.users.sales.token, { ...visitReport, format: 'csv', language: 'en' });
    expect(status.rows_total).toBe(2);
    for (const token of [co.users.manager.token, other.users.manager.token]) {
      expect((await t.call('GET', `/api/v1/report/export/${queued.id}`, { token })).statusCode).toBe(404);
      expect((await t.call('GET', `/api/v1/report/export/${queued.id}/file`, { token })).statusCode).toBe(404);
    }
  });

  it('refuses what cannot be exported, with a reason the page can say', async () => {
    const m = co.users.manager.token;
    const empty = await start(t, m, { ...visitReport, city: 'Tabuk', report_type: 4, format: 'csv', language: 'en' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.reason).toBe('empty');
    for (const bad of [
      { ...visitReport, format: 'docx', language: 'en' },
      { ...visitReport, format: 'csv', language: 'fr' },
      { ...visitReport, format: 'csv', language: 'en', city: 'Jed\u0000dah' },
      { ...visitReport, format: 'csv', language: 'en', to: dayOffset(-5) },
      { ...visitReport, format: 'csv', language: 'en', user_ids: ['not-a-uuid'] },
    ]) {
      const res = await start(t, m, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('GET', `/api/v1/report/export/${missing}`, { token: m })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/v1/report/export/not-an-id`, { token: m })).statusCode).toBe(400);
  });

  it('the sweep fails an export whose instance stopped answering and removes its file', async () => {
    const { queued } = await exported(co.users.manager.token, { ...visitReport, format: 'csv', language: 'en' });
    await inTenant(t.database.db, co.tenantId, (tx) =>
      tx.execute(sql`update report_exports set status = 'running', heartbeat_at = now() - interval '1 hour' where id = ${queued.id}::uuid`),
    );
    await t.app.reportExports.sweep(new Date(Date.now() + STALE_AFTER_MS));
    const status = (await t.call('GET', `/api/v1/report/export/${queued.id}`, { token: co.users.manager.token })).json();
    expect(status).toMatchObject({ status: 'failed', error: 'The export was interrupted: start it again' });
    const file = await t.call('GET', `/api/v1/report/export/${queued.id}/file`, { token: co.users.manager.token });
    expect(file.statusCode).toBe(409);
  });
});

describe('report exports on an instance that only queues them', () => {
  let q: TestApp;
  let qco: Company;
  beforeAll(async () => {
    q = await buildTestApp({ EXPORT_WORKER: 'false' });
    qco = await createCompany(q);
    // Enough clients for a PDF to be refused (written directly: the API would take minutes).
    await inTenant(q.database.db, qco.tenantId, (tx) =>
      tx.execute(sql`insert into clients (tenant_id, kind, title, contact_name, company_name, customer_type, customer_target,
          phone, phone_digits, country, city, created_by)
        select ${qco.tenantId}::uuid, 'client', 'Mr', 'Contact ' || g, 'Company ' || g, 'Commercial', 'Regular',
          '+9665' || lpad(g::text, 8, '0'), '9665' || lpad(g::text, 8, '0'), 'SA', 'Riyadh', ${qco.users.manager.id}::uuid
        from generate_series(1, ${PDF_MAX_ROWS + 1}) g`),
    );
  });
  afterAll(async () => q.close());

  const clients = { report_type: 4, from: dayOffset(-1), to: dayOffset(1) };

  it('a PDF past its row limit is refused at once; a spreadsheet of the same rows is queued', async () => {
    const pdf = await start(q, qco.users.manager.token, { ...clients, format: 'pdf', language: 'en' });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().details).toMatchObject({ reason: 'too_many_rows_pdf', max: PDF_MAX_ROWS });
    const xlsx = await start(q, qco.users.manager.token, { ...clients, format: 'xlsx', language: 'en' });
    expect(xlsx.statusCode).toBe(202);
    expect(xlsx.json()).toMatchObject({ status: 'queued', rows_total: PDF_MAX_ROWS + 1 });
  });

  it('concurrent requests of one user queue at most three unfinished exports', async () => {
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => start(q, qco.users.sales.token, { ...clients, report_type: 1, format: 'csv', language: 'ar' })),
    );
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([202, 202, 202, 429, 429, 429]);
  });
});
