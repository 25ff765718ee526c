import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createClient } from '../../../test/clients-fixtures';
import { createCompany, type Company } from '../../../test/factories';
import { csvRead, openpyxlRead, openpyxlWrite } from '../../../test/sheet-readers';
import { postFileAs } from '../../../test/uploads';

/*
 * The problem file (`POST client/import/problems`): every row an import leaves out, as uploaded,
 * with its row number and why, read back by csv-parse and openpyxl.
 */

let t: TestApp;
let co: Company;
let other: Company;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  other = await createCompany(t);
});
afterAll(async () => t.close());

const HEADER = ['Title', 'Contact name', 'Company name', 'Customer type', 'Customer target', 'Phone', 'Email', 'Country', 'City', 'Extra'];
const quote = (c: string) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
const csvOf = (rows: string[][]) => Buffer.from([HEADER, ...rows].map((r) => r.map(quote).join(',')).join('\r\n'), 'utf8');
const phone = (n: number) => `+96650${String(3_000_000 + n).padStart(7, '0')}`;
const good = (n: number, name = `Good Person ${n}`) => ['Dr', name, `Good Co ${n}`, 'Clinic', 'VIP', phone(n), '', 'SA', 'Riyadh', `x${n}`];

const problemsOf = (token: string, bytes: Buffer, query = '', name = 'clients.csv') =>
  postFileAs(t, token, `/api/v1/client/import/problems?kind=client${query}`, name, bytes);
const previewOf = (token: string, bytes: Buffer, name = 'clients.csv') =>
  postFileAs(t, token, '/api/v1/client/import/preview?kind=client', name, bytes);

/**
 * 300 rows: 250 with problems (an empty contact name; a bad phone and an unknown city together;
 * a formula-like name that is also too short), 20 repeats within the file, 10 matching the
 * company's records, 20 fine. Each bad row's Extra cell is its own, to find it in the file.
 */
function plantedFile(existingPhones: string[]) {
  const rows: string[][] = [];
  for (let i = 0; i < 250; i++) {
    const row = good(i);
    if (i % 3 === 0) row[1] = '';
    else if (i % 3 === 1) [row[5], row[8]] = ['12', 'Atlantis'];
    else row[1] = '=';
    row[9] = `bad-${i}`;
    rows.push(row);
  }
  for (let i = 0; i < 20; i++) rows.push(good(1000 + i));
  for (let i = 0; i < 20; i++) rows.push([...good(1000 + i, `Repeat ${i}`).slice(0, 9), `repeat-${i}`]);
  for (let i = 0; i < 10; i++) rows.push([...good(2000 + i).slice(0, 5), existingPhones[i]!, '', 'SA', 'Riyadh', `company-${i}`]);
  return rows;
}

describe('the problem file', () => {
  let rows: string[][];
  beforeAll(async () => {
    const existing = Array.from({ length: 10 }, (_, i) => `+966 50 390 ${String(i).padStart(4, '0')}`);
    for (const [i, phone] of existing.entries())
      await createClient(t, co.users.manager.token, {
        kind: 'client',
        contact_name: `Existing Match ${i}`,
        company_name: 'Match Co',
        phone,
      });
    rows = plantedFile(existing);
  });

  it('lists every bad and duplicate row of a CSV, as uploaded, with its row number and why', async () => {
    const preview = (await previewOf(co.users.manager.token, csvOf(rows))).json();
    expect(preview).toMatchObject({ total_rows: 300, invalid_rows: 250, file_duplicates: 20, company_duplicates: 10, new_rows: 20 });
    // The preview lists 200 and counts the rest.
    expect(preview.problems).toHaveLength(200);
    expect(preview.problems_total).toBe(250 + 83);
    expect(preview.duplicates_total).toBe(30);
    expect(preview.problems.find((p: { row: number }) => p.row === 2)).toMatchObject({ column: 'contact_name', reason: 'required' });

    const res = await problemsOf(co.users.manager.token, csvOf(rows));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('clients-problems.csv');
    const table = csvRead(res.rawPayload);
    expect(table[0]).toEqual(['Row', 'Problem', ...HEADER]);
    const body = table.slice(1);
    expect(body).toHaveLength(280);
    const byExtra = new Map(body.map((r) => [r[11], r]));
    for (let i = 0; i < 250; i++) {
      const line = byExtra.get(`bad-${i}`);
      expect(line, `bad-${i}`).toBeDefined();
      expect(line![0]).toBe(String(i + 2));
      // The uploaded cells as they came, in their columns (a formula-like one defused, as every CSV of ours).
      expect(line!.slice(2, 11)).toEqual(rows[i]!.slice(0, 9).map((c) => (c.startsWith('=') ? `'${c}` : c)));
    }
    expect(byExtra.get('bad-0')?.[1]).toBe('Contact name: Required');
    expect(byExtra.get('bad-1')?.[1]).toMatch(/^City: No city of this country is called “Atlantis”.*; Phone: Enter a phone number /);
    expect(byExtra.get('bad-2')?.[1]).toBe('Contact name: Enter at least 2 characters');
    expect(byExtra.get('bad-2')?.[3]).toBe("'=");
    expect(byExtra.get('repeat-3')?.[1]).toBe('Repeats row 255 (phone)');
    expect(byExtra.get('company-0')?.[1]).toBe('Matches Existing Match 0 — Match Co (phone)');
  });

  it('answers an XLSX upload with an XLSX (bold, frozen header; right to left in Arabic), or a CSV when asked', async () => {
    const bytes = openpyxlWrite([HEADER, ...rows]);
    const res = await problemsOf(co.users.manager.token, bytes, '&lang=ar', 'ملف.xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(res.headers['content-disposition'] as string)).toContain('ملف-مشكلات.xlsx');
    const book = openpyxlRead(res.rawPayload);
    expect(book).toMatchObject({ rtl: true, frozen: 'A2', headerBold: true });
    expect(book.rows[0]).toEqual(['الصف', 'المشكلة', ...HEADER]);
    expect(book.rows).toHaveLength(281);
    const first = book.rows.find((r) => r[11] === 'bad-0');
    expect(first?.[1]).toBe('Contact name: مطلوب');
    // A formula-like cell is text in the file, never a formula.
    expect(book.rows.find((r) => r[11] === 'bad-2')?.[3]).toBe('=');

    const asCsv = await problemsOf(co.users.manager.token, bytes, '&format=csv');
    expect(asCsv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csvRead(asCsv.rawPayload)).toHaveLength(281);
  });

  it('with rows=left_out, leaves out the rows matching the company (an import just made would find its own)', async () => {
    const table = csvRead((await problemsOf(co.users.manager.token, csvOf(rows), '&rows=left_out')).rawPayload);
    expect(table).toHaveLength(1 + 270);
    expect(table.some((r) => r[11]?.startsWith('company-'))).toBe(false);
  });

  it("never reads another company's records, and is for managers", async () => {
    const mine = csvRead((await problemsOf(other.users.manager.token, csvOf(rows))).rawPayload);
    // The other company has no "Existing Match": those rows are new there.
    expect(mine.some((r) => r[11]?.startsWith('company-'))).toBe(false);
    expect(mine).toHaveLength(1 + 270);
    const sales = await problemsOf(co.users.sales.token, csvOf(rows));
    expect(sales.statusCode).toBe(403);
  });

  it('refuses what is not a spreadsheet, a bad format and a file without columns with {code, message}', async () => {
    const binary = await problemsOf(co.users.manager.token, Buffer.from([0, 1, 2, 3, 0, 0]));
    expect(binary.statusCode).toBe(415);
    expect(binary.json()).toMatchObject({ code: 'unsupported_media_type', message: expect.any(String) });
    const format = await problemsOf(co.users.manager.token, csvOf(rows), '&format=pdf');
    expect(format.statusCode).toBe(400);
    expect(format.json()).toMatchObject({ code: 'validation_failed', message: expect.any(String) });
    const noColumns = await problemsOf(co.users.manager.token, Buffer.from('a,b\r\n1,2', 'utf8'));
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().details).toMatchObject({ reason: 'missing_columns' });
    const hostileName = await problemsOf(co.users.manager.token, csvOf(rows.slice(0, 3)), '', '../../etc/x\u0007.csv');
    expect(hostileName.statusCode).toBe(200);
    const disposition = hostileName.headers['content-disposition'] as string;
    expect(disposition).toContain('filename="x-problems.csv"');
    expect([...disposition].some((ch) => ch < ' ')).toBe(false);
  });
});
