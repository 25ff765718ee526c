import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientColumns, type ClientExport } from '@contract/client-transfer';
import { clientInputSchema, convertLeadSchema } from '@contract/clients';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { csvRead, openpyxlRead, openpyxlWrite } from '../../../test/sheet-readers';
import { postFileAs } from '../../../test/uploads';

/*
 * What an import reads and an export writes beyond the list's own columns: XLSX dates and
 * numbers as people see them, and every field of the client form (VAT number, national address,
 * agencies by name) there and back.
 */

let t: TestApp;
let co: Company;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
});
afterAll(async () => t.close());

const manager = () => co.users.manager.token;
const previewOf = (bytes: Buffer, name = 'c.xlsx') => postFileAs(t, manager(), '/api/v1/client/import/preview?kind=client', name, bytes);
const importOf = (bytes: Buffer, name = 'c.xlsx') => postFileAs(t, manager(), '/api/v1/client/import?kind=client', name, bytes);

async function detailsOf(search: string) {
  const list = await t.call('GET', `/api/v1/client/list?search=${encodeURIComponent(search)}`, { token: manager() });
  const id = (list.json() as { results: { id: string }[] }).results[0]?.id;
  expect(id, `no client "${search}"`).toBeDefined();
  return (await t.call('GET', `/api/v1/get/client/${id}`, { token: manager() })).json() as Record<string, unknown>;
}

const BASE = ['Title', 'Contact name', 'Company name', 'Customer type', 'Customer target', 'Phone', 'Email', 'Country', 'City'];

describe('XLSX cells written by Excel-like programs (openpyxl, typed cells)', () => {
  it('reads dates as 2026-11-01 (09:30), numbers as their digits, and a phone that lost its + as the number it was', async () => {
    const bytes = openpyxlWrite([
      [...BASE, 'Address', 'Notes', 'Latitude', 'Longitude', 'CR number', 'VAT number'],
      [
        'Dr',
        'Typed Cells One',
        'Typed Co',
        'Clinic',
        'VIP',
        966501234567,
        '',
        'SA',
        'Riyadh',
        { day: '2026-11-01' },
        { date: '2026-11-01T09:30:00' },
        24.7136,
        46.6753,
        1010123456,
        300000000000003,
      ],
      ['Dr', 'Typed Cells Two', 'Typed Co 2', 'Clinic', 'VIP', 501234568, '', 'SA', 'Riyadh', '', { date: '2026-12-31T23:59:30' }, '', ''],
    ]);
    const preview = await previewOf(bytes);
    expect(preview.json(), preview.body).toMatchObject({ total_rows: 2, new_rows: 2, invalid_rows: 0 });
    expect((await importOf(bytes)).json()).toMatchObject({ created: 2 });
    expect(await detailsOf('Typed Cells One')).toMatchObject({
      phone: '+966501234567',
      address: '2026-11-01',
      notes: '2026-11-01 09:30',
      latitude: 24.7136,
      longitude: 46.6753,
      cr_number: '1010123456',
      vat_number: '300000000000003',
    });
    expect(await detailsOf('Typed Cells Two')).toMatchObject({ phone: '+966501234568', notes: '2026-12-31 23:59:30' });
  });
});

describe('every field of the client form, exported and imported back', () => {
  const agency = async (name_en: string, name_ar: string) => {
    const res = await t.call('POST', '/api/v1/setting/agency', { token: co.users.admin.token, body: { name_en, name_ar } });
    expect(res.statusCode, res.body).toBe(201);
  };
  beforeAll(async () => {
    await agency('Acme Medical', 'أكمي الطبية');
    await agency('Beta Pharma', 'بيتا فارما');
  });

  it('has a column for each field of the form and of a conversion, in both languages', () => {
    const form = Object.keys(clientInputSchema.shape).filter((k) => k !== 'kind');
    const converted = Object.keys(convertLeadSchema.shape).filter((k) => k !== 'id');
    const fields = clientColumns.map((c) => c.field as string);
    for (const f of [...form, ...converted]) expect(fields, f).toContain(f === 'agency_ids' ? 'agencies' : f);
    for (const c of clientColumns) expect(c.en && c.ar).toBeTruthy();
  });

  it('imports VAT number, national address and agencies (either language), and refuses an unknown agency or a bad VAT per row', async () => {
    const header = [...BASE, 'VAT number', 'National address', 'Agencies'];
    const row = (name: string, phone: string, vat: string, agencies: string) =>
      ['Dr', name, `${name} Co`, 'Clinic', 'VIP', phone, '', 'SA', 'Riyadh', vat, '"RRRD2929, 7788 King Fahd Rd"', agencies].join(',');
    const csv = Buffer.from(
      [
        header.join(','),
        row('Round Trip', '+966507100001', '300000000000003', 'acme medical; بيتا فارما'),
        row('Unknown Agency', '+966507100002', '', 'Acme Medical; Nope Agency'),
        row('Short Vat', '+966507100003', '123', ''),
        row('Saudi Vat', '+966507100004', '12345', ''),
      ].join('\r\n'),
    );
    const preview = (await previewOf(csv, 'c.csv')).json();
    expect(preview).toMatchObject({ new_rows: 1, invalid_rows: 3 });
    expect(preview.problems).toEqual([
      expect.objectContaining({ row: 3, column: 'agencies', reason: 'unknown_agency', value: 'Nope Agency' }),
      expect.objectContaining({ row: 4, column: 'vat_number', reason: 'too_short', limit: 5 }),
      expect.objectContaining({ row: 5, column: 'vat_number', reason: 'invalid' }),
    ]);
    const problems = csvRead((await postFileAs(t, manager(), '/api/v1/client/import/problems?kind=client', 'c.csv', csv)).rawPayload);
    expect(problems[1]?.[1]).toBe('Agencies: Your company has no agency called “Nope Agency”');
    expect(problems[3]?.[1]).toBe('VAT number: A Saudi VAT number has 15 digits');

    expect((await importOf(csv, 'c.csv')).json()).toMatchObject({ created: 1, skipped_invalid: 3 });
    const saved = await detailsOf('Round Trip');
    expect(saved).toMatchObject({ vat_number: '300000000000003', national_address: 'RRRD2929, 7788 King Fahd Rd' });
    expect((saved.agencies as { name_en: string }[]).map((a) => a.name_en)).toEqual(['Acme Medical', 'Beta Pharma']);
  });

  async function exported(body: Record<string, unknown>): Promise<Buffer> {
    const res = await t.call('POST', '/api/v1/client/export', { token: manager(), body });
    expect(res.statusCode, res.body).toBe(202);
    await t.app.reportExports.idle();
    const { id } = res.json() as ClientExport;
    return (await t.call('GET', `/api/v1/client/export/${id}/file`, { token: manager() })).rawPayload;
  }

  it('exports them (agencies by name, in the file’s language) and the file imports back with no problems', async () => {
    const csv = await exported({ kind: 'client', format: 'csv', search: 'Round Trip' });
    const table = csvRead(csv);
    const cell = (field: string) => table[1]?.[clientColumns.findIndex((c) => c.field === field)];
    expect(table[0]).toEqual(clientColumns.map((c) => c.en));
    expect([cell('vat_number'), cell('national_address'), cell('agencies')]).toEqual([
      '300000000000003',
      'RRRD2929, 7788 King Fahd Rd',
      'Acme Medical; Beta Pharma',
    ]);
    expect((await previewOf(csv, 'c.csv')).json()).toMatchObject({ total_rows: 1, invalid_rows: 0, company_duplicates: 1 });

    const xlsx = await exported({ kind: 'client', format: 'xlsx', lang: 'ar', search: 'Round Trip' });
    const book = openpyxlRead(xlsx);
    expect(book.rows[0]).toEqual(clientColumns.map((c) => c.ar));
    expect(book.rows[1]?.[clientColumns.findIndex((c) => c.field === 'agencies')]).toBe('أكمي الطبية; بيتا فارما');
    expect((await previewOf(xlsx)).json()).toMatchObject({ total_rows: 1, invalid_rows: 0, company_duplicates: 1 });

    // Updating from the file keeps the agencies it names (the Arabic names found the same two).
    expect((await postFileAs(t, manager(), '/api/v1/client/import?kind=client&on_duplicate=update', 'c.xlsx', xlsx)).json()).toMatchObject({
      updated: 1,
    });
    expect(((await detailsOf('Round Trip')).agencies as unknown[]).length).toBe(2);
  });
});
