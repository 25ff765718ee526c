import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRead, openpyxlRead, type Table } from '../../../test/sheet-readers';
import { clientColumns, type ClientExport } from '@contract/client-transfer';
import { gazetteer } from '@contract/gazetteer-data';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createClient } from '../../../test/clients-fixtures';
import { createCompany, type Company } from '../../../test/factories';
import { postFileAs } from '../../../test/uploads';
import { reportExports } from '../../db/schema';
import { inTenant } from '../../db/tenant-tx';
import { LIST_EXPORT } from '../reports/exports.service';

/*
 * Issue 35: the clients and leads list exports, read back with openpyxl and csv-parse (not our
 * writer's library) and compared with the list as the API pages it; the imports are in
 * transfer.test.ts.
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

const previewOf = (token: string, bytes: Buffer, kind = 'client', name = 'clients.csv') =>
  postFileAs(t, token, `/api/v1/client/import/preview?kind=${kind}`, name, bytes);

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
