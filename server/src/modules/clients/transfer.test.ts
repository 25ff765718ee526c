import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientColumns, type ClientExport } from '@contract/client-transfer';
import { gazetteer } from '@contract/gazetteer-data';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createClient } from '../../../test/clients-fixtures';
import { createCompany, type Company } from '../../../test/factories';
import { PNG, postFileAs } from '../../../test/uploads';
import { reportExports } from '../../db/schema';
import { inTenant } from '../../db/tenant-tx';
import { LIST_EXPORT } from '../reports/exports.service';

let t: TestApp;
let co: Company;
let other: Company;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  other = await createCompany(t);
});
afterAll(async () => t.close());

const HEADER = 'Title,Contact name,Company name,Customer type,Customer target,Phone,Email,Country,City';
const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\r\n'), 'utf8');

const previewOf = (token: string, bytes: Buffer, kind = 'client', name = 'clients.csv') =>
  postFileAs(t, token, `/api/v1/client/import/preview?kind=${kind}`, name, bytes);
const importOf = (token: string, bytes: Buffer, onDuplicate = 'skip', kind = 'client') =>
  postFileAs(t, token, `/api/v1/client/import?kind=${kind}&on_duplicate=${onDuplicate}`, 'clients.csv', bytes);

const listed = async (token: string, search: string, path = 'client/list') => {
  const res = await t.call('GET', `/api/v1/${path}?search=${encodeURIComponent(search)}`, { token });
  expect(res.statusCode).toBe(200);
  return res.json() as { count: number; results: { id: string; contact_name: string; city: string; email: string }[] };
};

describe('import preview', () => {
  it('names each bad row and column, and finds duplicates in the company and within the file', async () => {
    await createClient(t, co.users.manager.token, { kind: 'client', contact_name: 'Existing One', phone: '+966 50 700 0001' });
    // The other company's identical phone is not a duplicate here.
    await createClient(t, other.users.manager.token, { kind: 'client', contact_name: 'Elsewhere', phone: '+966 50 700 0002' });
    const res = await previewOf(
      co.users.manager.token,
      csv(
        'Dr,Noura Preview,Noura Clinic,Clinic,VIP,+966 50 700 1000,noura@example.sa,SA,Riyadh',
        'Sir,Bad Row,Bad Co,Bakery,VIP,call me,not-an-email,SA,Riyadh',
        'mr,Same Phone,Dup Co,commercial,regular,0507000001,,Saudi Arabia,Jeddah',
        'Mrs,Repeat In File,Repeat Co,Hospital,High class,٠٥٠٧٠٠١٠٠٠,,SA,Dammam',
        'Eng,Other Tenant Phone,Free Co,University,VIP,+966 50 700 0002,,السعودية,Khobar',
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total_rows: 5, new_rows: 2, invalid_rows: 1, company_duplicates: 1, file_duplicates: 1 });
    expect(body.problems.filter((p: { row: number }) => p.row === 3).map((p: { column: string }) => p.column)).toEqual(
      expect.arrayContaining(['title', 'customer_type', 'phone', 'email']),
    );
    expect(body.problems.find((p: { column: string }) => p.column === 'title')).toMatchObject({
      reason: 'choice',
      message: 'Use one of: Eng, Mr, Miss, Mrs, Dr',
    });
    expect(body.problems.find((p: { column: string }) => p.column === 'phone')).toMatchObject({ row: 3, reason: 'invalid' });
    expect(body.duplicates).toEqual([
      { row: 4, matched_on: ['phone'], existing: expect.objectContaining({ contact_name: 'Existing One' }), first_row: null },
      { row: 5, matched_on: ['phone'], existing: null, first_row: 2 },
    ]);
    // Nothing was written.
    expect((await listed(co.users.manager.token, 'Noura Preview')).count).toBe(0);
  });

  it('refuses files that are not spreadsheets, lack columns or are too long, with readable messages', async () => {
    const png = await previewOf(co.users.manager.token, PNG, 'client', 'clients.csv');
    expect(png.statusCode).toBe(415);
    expect(png.json().message).toMatch(/CSV \(UTF-8\) or Excel/);
    const latin1 = await previewOf(co.users.manager.token, Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0xe9, 0xff]));
    expect(latin1.statusCode).toBe(415);
    const columns = await previewOf(co.users.manager.token, Buffer.from('Name,Phone\r\nA,0500000000'));
    expect(columns.statusCode).toBe(400);
    expect(columns.json().message).toMatch(/no column for: Title, Contact name, Company name/);
    expect(columns.json().details).toMatchObject({ reason: 'missing_columns', columns: expect.arrayContaining(['title', 'city']) });
    const long = await previewOf(
      co.users.manager.token,
      csv(...Array.from({ length: 50_001 }, () => 'Dr,A,B,Clinic,VIP,0500000000,,SA,Riyadh')),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Import at most 50,000 rows at a time');
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client/import/preview',
      headers: { authorization: `Bearer ${co.users.manager.token}`, cookie: 'csrftoken=c', 'x-csrftoken': 'c' },
    });
    expect(none.statusCode).toBeGreaterThanOrEqual(400);
    expect(none.statusCode).toBeLessThan(500);
  });

  it('treats hostile cells as problems of their row, and a NUL byte as a file that is not text', async () => {
    const bell = await previewOf(
      co.users.manager.token,
      csv(
        'Dr,Ring\u0007Bell,\u202eReversed Co,Clinic,VIP,0500000002,,SA,Riyadh',
        `Dr,${'x'.repeat(5000)},Long Co,Clinic,VIP,0500000003,,SA,Riyadh`,
      ),
    );
    expect(bell.statusCode).toBe(200);
    expect(bell.json().problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 2, column: 'contact_name', reason: 'characters' }),
        expect.objectContaining({ row: 2, column: 'company_name', reason: 'characters' }),
        expect.objectContaining({ row: 3, column: 'contact_name', reason: 'too_long', limit: 120 }),
      ]),
    );
    const nul = await previewOf(co.users.manager.token, csv('Dr,Nul\u0000Byte,N Co,Clinic,VIP,0500000004,,SA,Riyadh'));
    expect(nul.statusCode).toBe(415);
  });

  it('reads semicolon CSVs with a byte-order mark and Arabic headers', async () => {
    const arabic =
      '\uFEFFاللقب;اسم جهة الاتصال;اسم الشركة;نوع العميل;فئة العميل;الهاتف;الدولة;المدينة\r\nDr;سارة العتيبي;عيادة سارة;Clinic;VIP;+966 55 800 1234;SA;الرياض';
    const res = await previewOf(co.users.manager.token, Buffer.from(arabic, 'utf8'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total_rows: 1, new_rows: 1, invalid_rows: 0 });
  });

  it('is for managers: a sales user gets 403', async () => {
    const res = await previewOf(co.users.sales.token, csv('Dr,A B,C D,Clinic,VIP,0500000001,,SA,Riyadh'));
    expect(res.statusCode).toBe(403);
  });
});

describe('import', () => {
  it('imports valid rows in one go, skipping duplicates or updating them as chosen', async () => {
    await createClient(t, co.users.manager.token, { kind: 'client', contact_name: 'Old Name', phone: '+966 50 710 0001', city: 'Riyadh' });
    const file = csv(
      'Dr,Imported Alpha,Alpha Co,Clinic,VIP,+966 50 710 1001,alpha@example.sa,SA,Riyadh',
      'Dr,New Name,Dup Co,Clinic,VIP,0507100001,,SA,Jeddah',
      'Dr,,No Contact Co,Clinic,VIP,+966 50 710 1003,,SA,Riyadh',
    );
    const skipped = await importOf(co.users.manager.token, file, 'skip');
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json()).toEqual({ created: 1, updated: 0, skipped_duplicates: 1, skipped_invalid: 1 });
    expect((await listed(co.users.manager.token, 'Old Name')).results[0]?.city).toBe('Riyadh');

    // The same file again, updating: Alpha and the old record are both updated, nothing is created twice.
    const updated = await importOf(co.users.manager.token, file, 'update');
    expect(updated.json()).toEqual({ created: 0, updated: 2, skipped_duplicates: 0, skipped_invalid: 1 });
    const renamed = await listed(co.users.manager.token, 'New Name');
    expect(renamed.results.map((c) => c.city)).toEqual(['Jeddah']);
    expect((await listed(co.users.manager.token, 'Imported Alpha')).count).toBe(1);

    const details = await t.call('GET', `/api/v1/get/client/${renamed.results[0]!.id}`, { token: co.users.manager.token });
    expect(details.json().timeline.map((a: { action: string }) => a.action)).toEqual(['created', 'updated_by_import']);
  });

  it('updates only the columns the file has', async () => {
    await createClient(t, co.users.manager.token, {
      kind: 'client',
      contact_name: 'Keeps Email',
      phone: '+966 50 720 0001',
      email: 'keep@example.sa',
    });
    const noEmail = Buffer.from(
      'Title,Contact name,Company name,Customer type,Customer target,Phone,Country,City\r\nMr,Keeps Email,K Co,Clinic,VIP,0507200001,SA,Taif',
    );
    expect((await importOf(co.users.manager.token, noEmail, 'update')).json()).toMatchObject({ updated: 1 });
    const found = await listed(co.users.manager.token, 'Keeps Email');
    expect(found.results[0]).toMatchObject({ city: 'Taif', email: 'keep@example.sa' });
  });

  it('imports leads as new leads assigned to the rep named by e-mail', async () => {
    const withRep = Buffer.from(
      `${HEADER},Assigned rep email\r\nMiss,Lead From File,LF Co,Government,Regular,+966 50 730 0001,,SA,Riyadh,${co.users.sales.email.toUpperCase()}\r\nMiss,Unknown Rep,UR Co,Government,Regular,+966 50 730 0002,,SA,Riyadh,nobody@example.sa`,
    );
    const res = await importOf(co.users.manager.token, withRep, 'skip', 'lead');
    expect(res.json()).toEqual({ created: 1, updated: 0, skipped_duplicates: 0, skipped_invalid: 1 });
    const mine = await listed(co.users.sales.token, 'Lead From File', 'lead/list');
    expect(mine.count).toBe(1);
  });

  it('never touches another company: its matching records are neither duplicates nor updated', async () => {
    await createClient(t, other.users.manager.token, { kind: 'client', contact_name: 'Theirs', phone: '+966 50 740 0001' });
    const res = await importOf(co.users.manager.token, csv('Dr,Ours Now,O Co,Clinic,VIP,0507400001,,SA,Riyadh'), 'update');
    expect(res.json()).toMatchObject({ created: 1, updated: 0 });
    expect((await listed(other.users.manager.token, 'Theirs')).count).toBe(1);
    expect((await listed(other.users.manager.token, 'Ours Now')).count).toBe(0);
  });

  it('runs two imports of one file at once as one: the second finds the first one rows as duplicates', async () => {
    const file = csv('Dr,Race Row,Race Co,Clinic,VIP,+966 50 750 0001,,SA,Riyadh');
    const [a, b] = await Promise.all([importOf(co.users.manager.token, file), importOf(co.users.manager.token, file)]);
    expect([a.json().created, b.json().created].sort()).toEqual([0, 1]);
    expect((await listed(co.users.manager.token, 'Race Row')).count).toBe(1);
  });

  it('imports an XLSX, numbers and hyperlinks included, and its defused cells come back as typed', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Clients');
    sheet.addRow([
      'Title',
      'Contact name',
      'Company name',
      'Customer type',
      'Customer target',
      'Phone',
      'Email',
      'Country',
      'City',
      'Notes',
    ]);
    sheet.addRow([
      'Dr',
      'Xlsx Person',
      'X Co',
      'Hospital',
      'VIP',
      966507600001,
      { text: 'x@example.sa', hyperlink: 'mailto:x@example.sa' },
      'SA',
      'Riyadh',
      "'=1+1",
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await postFileAs(t, co.users.manager.token, '/api/v1/client/import?kind=client', 'c.xlsx', bytes);
    expect(res.json(), res.body).toMatchObject({ created: 1 });
    const found = await listed(co.users.manager.token, 'Xlsx Person');
    const details = await t.call('GET', `/api/v1/get/client/${found.results[0]!.id}`, { token: co.users.manager.token });
    expect(details.json()).toMatchObject({ phone: '+966507600001', email: 'x@example.sa', notes: '=1+1' });
  });
});

/** What a list export's file reads back as: every cell a string, an empty cell ''. */
type Table = string[][];

/** The XLSX read by openpyxl (not exceljs, which our writer uses): its sheet's rows, and whether it reads right to left. */
function openpyxlRead(bytes: Buffer): { rtl: boolean; title: string; rows: Table } {
  const dir = mkdtempSync(path.join(tmpdir(), 'ziyara-xlsx-'));
  const file = path.join(dir, 'export.xlsx');
  writeFileSync(file, bytes);
  const script = [
    'import json, sys, openpyxl',
    'ws = openpyxl.load_workbook(sys.argv[1], read_only=False).worksheets[0]',
    'rows = [["" if v is None else (repr(v) if isinstance(v, float) else str(v)) for v in r] for r in ws.iter_rows(values_only=True)]',
    'print(json.dumps({"rtl": bool(ws.sheet_view.rightToLeft), "title": ws.title, "rows": rows}))',
  ].join('\n');
  try {
    // Debian's Python (apt python3-openpyxl), whatever python3 comes first on the PATH.
    return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script, file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })) as never;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The CSV parsed by csv-parse (not our writer): header row first, cells as written (formulas still defused). */
const csvRead = (bytes: Buffer): Table => parse(bytes, { bom: true }) as Table;

/** Every row of a list as the API pages it, in the export's columns (the rep as their e-mail). */
/** The list as an export in `lang` writes it: the city in that language (ADR 0044). */
async function listedAsRows(
  token: string,
  kind: 'client' | 'lead',
  query: Record<string, string>,
  emails: Map<string, string>,
  lang: 'en' | 'ar' = 'en',
) {
  const rows: Table = [];
  for (let page = 1; ; page += 1) {
    const qs = new URLSearchParams({ ...query, page: String(page), page_size: '100' });
    const res = await t.call('GET', `/api/v1/${kind === 'lead' ? 'lead' : 'client'}/list?${qs}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { count: number; results: Record<string, unknown>[] };
    for (const c of body.results)
      rows.push(
        clientColumns.map((col) => {
          if (col.field === 'assigned_to') return emails.get((c.assigned_to as { id: string } | null)?.id ?? '') ?? '';
          if (col.field === 'city') return gazetteer.placeName(String(c.country), String(c.city), lang);
          const v = c[col.field];
          return v === null || v === undefined ? '' : String(v);
        }),
      );
    if (rows.length >= body.count || body.results.length === 0) return rows;
  }
}

const emailsOf = (c: Company) => new Map(Object.values(c.users).map((u) => [u.id, u.email]));

describe('export', () => {
  const start = (token: string, body: Record<string, unknown>) => t.call('POST', '/api/v1/client/export', { token, body });

  /** Starts a list export, waits for the runner, and returns its progress and its file. */
  async function exported(token: string, body: Record<string, unknown>) {
    const res = await start(token, body);
    expect(res.statusCode, res.body).toBe(202);
    const queued = res.json() as ClientExport;
    await t.app.reportExports.idle();
    const status = (await t.call('GET', `/api/v1/client/export/${queued.id}`, { token })).json() as ClientExport;
    const file = await t.call('GET', `/api/v1/client/export/${queued.id}/file`, { token });
    return { queued, status, file };
  }

  it('exports the filtered list as CSV in the background, formulas defused, and imports back unchanged', async () => {
    await createClient(t, co.users.manager.token, {
      kind: 'client',
      contact_name: '=HYPERLINK("x") Export',
      company_name: 'شركة التصدير',
      phone: '+966 50 770 0001',
      city: 'Dammam',
    });
    const { queued, status, file } = await exported(co.users.manager.token, { kind: 'client', format: 'csv', search: 'HYPERLINK' });
    expect(queued).toMatchObject({ status: 'queued', kind: 'client', format: 'csv', lang: 'en', rows_total: 1, file_name: null });
    expect(status).toMatchObject({ status: 'done', rows_done: 1, rows_total: 1, error: '' });
    expect(status.file_name).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toContain(`filename="${status.file_name}"`);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const table = csvRead(file.rawPayload);
    // The header row first, no title lines: the file is an import file as it stands.
    expect(table[0]).toEqual(clientColumns.map((c) => c.en));
    expect(table).toHaveLength(2);
    expect(table[1]?.[1]).toBe(`'=HYPERLINK("x") Export`);
    expect(table[1]?.[5]).toBe('+966507700001'); // stored (and exported) as E.164
    const back = await previewOf(co.users.manager.token, file.rawPayload);
    expect(back.json()).toMatchObject({ total_rows: 1, company_duplicates: 1, invalid_rows: 0 });
  });

  it('exports leads as XLSX with Arabic headers, right to left, as openpyxl reads it', async () => {
    await createClient(t, co.users.manager.token, { kind: 'lead', contact_name: 'ليلى المصدّرة', city: 'Abha' });
    const { status, file } = await exported(co.users.manager.token, { kind: 'lead', format: 'xlsx', lang: 'ar', city: 'Abha' });
    expect(status).toMatchObject({ status: 'done', kind: 'lead', lang: 'ar', rows_done: 1 });
    expect(status.file_name).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const book = openpyxlRead(file.rawPayload);
    expect(book).toMatchObject({ rtl: true, title: 'Leads' });
    expect(book.rows[0]).toEqual(clientColumns.map((c) => c.ar));
    expect(book.rows.slice(1).map((r) => r[1])).toEqual(['ليلى المصدّرة']);
  });

  it("keeps an export to its caller: a sales user's holds their own rows; anyone else's id, or a report's, is a 404", async () => {
    await createClient(t, co.users.manager.token, { kind: 'client', contact_name: 'Not For Sales', assigned_to: co.users.manager.id });
    await createClient(t, co.users.sales.token, { kind: 'client', contact_name: 'Sales Own Export' });
    const { queued, file } = await exported(co.users.sales.token, { kind: 'client' });
    const names = csvRead(file.rawPayload).map((r) => r[1]);
    expect(names).toContain('Sales Own Export');
    expect(names).not.toContain('Not For Sales');
    expect(queued.rows_total).toBe(names.length - 1);
    for (const token of [co.users.manager.token, other.users.manager.token, other.users.sales.token]) {
      expect((await t.call('GET', `/api/v1/client/export/${queued.id}`, { token })).statusCode).toBe(404);
      expect((await t.call('GET', `/api/v1/client/export/${queued.id}/file`, { token })).statusCode).toBe(404);
    }
    // Another company's rep, as the list's rep filter, is a 404 too.
    const theirRep = await start(co.users.manager.token, { kind: 'client', assigned_to: other.users.sales.id });
    expect(theirRep.statusCode).toBe(404);
    expect(theirRep.json()).toMatchObject({ code: 'not_found', message: 'Rep not found' });
    // The two kinds share a queue, never their routes: a list export is no report, nor the other way.
    expect((await t.call('GET', `/api/v1/report/export/${queued.id}`, { token: co.users.sales.token })).statusCode).toBe(404);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const report = await t.call('POST', '/api/v1/report/export', {
      token: co.users.sales.token,
      body: { report_type: 4, from: day(-30), to: day(1), format: 'csv', language: 'en' },
    });
    expect(report.statusCode, report.body).toBe(202);
    await t.app.reportExports.idle();
    expect((await t.call('GET', `/api/v1/client/export/${report.json().id}`, { token: co.users.sales.token })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/v1/client/export/${report.json().id}/file`, { token: co.users.sales.token })).statusCode).toBe(404);
  });

  it('refuses a bad query with 400 and {code, message}, and a missing export with 404', async () => {
    const m = co.users.manager.token;
    for (const bad of [
      { format: 'pdf' },
      { lang: 'fr' },
      { kind: 'supplier' },
      { ordering: 'phone' },
      { customer_type: 'Bakery' },
      { assigned_to: 'not-a-uuid' },
      { search: 'a\u0000b' },
    ]) {
      const res = await start(m, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json(), JSON.stringify(bad)).toEqual(expect.objectContaining({ code: 'validation_failed', message: expect.any(String) }));
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await t.call('GET', `/api/v1/client/export/${missing}`, { token: m })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/v1/client/export/${missing}/file`, { token: m })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/v1/client/export/not-an-id', { token: m })).statusCode).toBe(400);
    // The old synchronous download is gone.
    expect((await t.call('GET', '/api/v1/client/export?kind=client', { token: m })).statusCode).toBe(404);
  });

  it('an export not yet written answers 409 for its file; one that cannot be written fails alone, saying so', async () => {
    const job = (filters: Record<string, unknown>) =>
      inTenant(t.database.db, co.tenantId, async (tx) => {
        const [row] = await tx
          .insert(reportExports)
          .values({
            tenantId: co.tenantId,
            requestedBy: co.users.manager.id,
            reportType: LIST_EXPORT,
            format: 'csv',
            language: 'en',
            filters,
            rowsTotal: 1,
          })
          .returning();
        return row!.id;
      });
    // Queued but not yet claimed (nobody told the runner): the file is not ready.
    const waiting = await job({ kind: 'client' });
    const early = await t.call('GET', `/api/v1/client/export/${waiting}/file`, { token: co.users.manager.token });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'invalid_transition', message: 'This export is not ready yet' });
    // A job whose query no longer reads (an older version's, say) fails; the next one still runs.
    const broken = await job({ kind: 'supplier' });
    t.app.reportExports.kick(co.tenantId);
    await t.app.reportExports.idle();
    const failed = (await t.call('GET', `/api/v1/client/export/${broken}`, { token: co.users.manager.token })).json() as ClientExport;
    expect(failed).toMatchObject({ status: 'failed', error: 'The export could not be written: start it again', file_name: null });
    expect((await t.call('GET', `/api/v1/client/export/${broken}/file`, { token: co.users.manager.token })).statusCode).toBe(409);
    const ran = (await t.call('GET', `/api/v1/client/export/${waiting}`, { token: co.users.manager.token })).json() as ClientExport;
    expect(ran.status).toBe('done');
  });
});

describe('export of a list longer than one batch', () => {
  let big: Company;
  const ROWS = 4_500;
  beforeAll(async () => {
    big = await createCompany(t);
    // Written directly (the API would take minutes). One statement: every row has the same
    // created_at, so the default order's keyset rests on the id alone; company names repeat.
    await inTenant(t.database.db, big.tenantId, (tx) =>
      tx.execute(sql`insert into clients (tenant_id, kind, title, contact_name, company_name, customer_type, customer_target,
          phone, phone_digits, email, country, city, latitude, longitude, notes, assigned_to, created_by)
        select ${big.tenantId}::uuid, 'client', 'Dr', 'Contact ' || g, 'Company ' || (g % 37), 'Clinic', 'VIP',
          '+9665' || lpad(g::text, 8, '0'), '9665' || lpad(g::text, 8, '0'), 'c' || g || '@example.sa', 'SA',
          (array['Riyadh', 'Jeddah', 'الدمام'])[1 + g % 3], case when g % 5 = 0 then 24.5 + g / 10000.0 end,
          case when g % 5 = 0 then 46.25 end, case when g % 7 = 0 then 'Line one, "quoted"' else '' end,
          case when g % 3 = 0 then ${big.users.manager.id}::uuid else ${big.users.sales.id}::uuid end, ${big.users.manager.id}::uuid
        from generate_series(1, ${ROWS}) g`),
    );
  });

  it('a manager’s CSV, in the list’s order, equals the list page by page', async () => {
    const res = await t.call('POST', '/api/v1/client/export', { token: big.users.manager.token, body: { ordering: 'company_name' } });
    expect(res.statusCode, res.body).toBe(202);
    await t.app.reportExports.idle();
    const status = (await t.call('GET', `/api/v1/client/export/${res.json().id}`, { token: big.users.manager.token })).json();
    expect(status).toMatchObject({ status: 'done', rows_done: ROWS, rows_total: ROWS });
    const file = await t.call('GET', `/api/v1/client/export/${res.json().id}/file`, { token: big.users.manager.token });
    const [header, ...rows] = csvRead(file.rawPayload);
    expect(header).toEqual(clientColumns.map((c) => c.en));
    const listed = await listedAsRows(big.users.manager.token, 'client', { ordering: 'company_name' }, emailsOf(big));
    expect(rows).toHaveLength(ROWS);
    expect(rows).toEqual(listed);
  });

  it('a sales user’s XLSX in Arabic, newest first, equals their own list as openpyxl reads it', async () => {
    const res = await t.call('POST', '/api/v1/client/export', { token: big.users.sales.token, body: { format: 'xlsx', lang: 'ar' } });
    expect(res.statusCode, res.body).toBe(202);
    await t.app.reportExports.idle();
    const file = await t.call('GET', `/api/v1/client/export/${res.json().id}/file`, { token: big.users.sales.token });
    const book = openpyxlRead(file.rawPayload);
    expect(book.rows[0]).toEqual(clientColumns.map((c) => c.ar));
    const listed = await listedAsRows(big.users.sales.token, 'client', {}, emailsOf(big), 'ar');
    expect(listed).toHaveLength(ROWS - ROWS / 3);
    expect(book.rows.slice(1)).toEqual(listed);
  });
});
