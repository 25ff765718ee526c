import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createClient } from '../../../test/clients-fixtures';
import { createCompany, type Company } from '../../../test/factories';
import { PNG, postFileAs } from '../../../test/uploads';

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
