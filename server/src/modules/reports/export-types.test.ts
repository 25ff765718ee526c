import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyOf } from '@contract/currency';
import type { ReportColumn, ReportExport } from '@contract/reports';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';
import { createVisitClient, planVisit } from '../../../test/visits-fixtures';
import { inTenant, selectRows } from '../../db/tenant-tx';

/*
 * Issue 42: every report's spreadsheet read back by readers that are not our writer (openpyxl
 * for XLSX, csv-parse for CSV), checked for what an accountant works with: typed cells, a
 * filtered and frozen header row first, widths from content, right to left in Arabic.
 */

let t: TestApp;
let co: Company;
let currency: string;

const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.parse(`${today()}T09:00:00+03:00`) + days * 86_400_000).toISOString();
const range = { from: dayOffset(-1), to: dayOffset(10) };
/** Longer than a column may grow (50 characters): its column is capped. */
const LONG_NAME = 'Al Noor Medical Supplies and Pharmaceutical Trading Company of Jeddah';

/** A cell as openpyxl reads it: its value (dates in ISO), type ('s', 'n', 'd'), Python type and number format. */
interface PyCell {
  v: string | number | null;
  t: string;
  py: string;
  date: boolean;
  fmt: string;
  bold: boolean;
}
interface PySheet {
  name: string;
  rtl: boolean;
  freeze: string | null;
  filter: string | null;
  widths: Record<string, number | null>;
  rows: PyCell[][];
}

const SCRIPT = `
import json, sys, zipfile, openpyxl
import xml.etree.ElementTree as ET
from openpyxl.utils import get_column_letter
book = openpyxl.load_workbook(sys.argv[1])
def cell(c):
    v = c.value
    return {"v": v.isoformat() if hasattr(v, "isoformat") else v, "t": c.data_type, "py": type(v).__name__,
            "date": bool(c.is_date), "fmt": c.number_format, "bold": bool(c.font and c.font.b)}
def widths(n):
    # Read from the sheet's <col min max width> itself: a <col> may span several columns alike,
    # which openpyxl keeps under its first letter only.
    xml = ET.fromstring(zipfile.ZipFile(sys.argv[1]).read("xl/worksheets/sheet%d.xml" % n))
    ns = {"m": "http://schemas.openxmlformats.org/spreadsheetml/2006/main"}
    found = {}
    for col in xml.findall("m:cols/m:col", ns):
        for i in range(int(col.get("min")), int(col.get("max")) + 1):
            found[get_column_letter(i)] = float(col.get("width"))
    return found
out = []
for n, ws in enumerate(book.worksheets, 1):
    out.append({"name": ws.title, "rtl": bool(ws.sheet_view.rightToLeft), "freeze": ws.freeze_panes,
                "filter": ws.auto_filter.ref,
                "widths": widths(n),
                "rows": [[cell(c) for c in r] for r in ws.iter_rows()]})
print(json.dumps(out))
`;

/** The workbook as openpyxl reads it (Debian's Python: the pyenv one first on the PATH may lack openpyxl). */
function openpyxlRead(bytes: Buffer): PySheet[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'ziyara-report-xlsx-'));
  const file = path.join(dir, 'report.xlsx');
  writeFileSync(file, bytes);
  try {
    return JSON.parse(
      execFileSync('/usr/bin/python3', ['-c', SCRIPT, file], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }),
    ) as PySheet[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function exported(body: Record<string, unknown>): Promise<Buffer> {
  const token = co.users.manager.token;
  const res = await t.call('POST', '/api/v1/report/export', { token, body });
  expect(res.statusCode, res.body).toBe(202);
  await t.app.reportExports.idle();
  const id = (res.json() as ReportExport).id;
  const status = (await t.call('GET', `/api/v1/report/export/${id}`, { token })).json() as ReportExport;
  expect(status.status, status.error ?? '').toBe('done');
  return (await t.call('GET', `/api/v1/report/export/${id}/file`, { token })).rawPayload;
}

async function columnsOf(reportType: number): Promise<{ columns: ReportColumn[]; count: number; totals: Record<string, number> }> {
  const query = `report_type=${reportType}&from=${range.from}&to=${range.to}`;
  const res = await t.call('GET', `/api/v1/report?${query}`, { token: co.users.manager.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { columns: ReportColumn[]; count: number; totals: Record<string, number> };
}

const letter = (n: number) => String.fromCharCode(64 + n);

/** What a column of each kind must read as in openpyxl, against the same cell in the CSV. */
function checkCell(kind: ReportColumn['kind'], cell: PyCell, csv: string) {
  const where = `${kind} ${JSON.stringify(cell)} vs ${csv}`;
  if (csv === '') return expect(cell.v, where).toBeNull();
  switch (kind) {
    case 'date':
      expect(cell, where).toMatchObject({ t: 'd', date: true, fmt: 'yyyy-mm-dd' });
      return expect(String(cell.v).slice(0, 10), where).toBe(csv);
    case 'datetime':
      expect(cell, where).toMatchObject({ t: 'd', date: true, fmt: 'yyyy-mm-dd hh:mm' });
      return expect(String(cell.v).slice(0, 16).replace('T', ' '), where).toBe(csv);
    case 'money':
      expect(cell, where).toMatchObject({ t: 'n', date: false, fmt: `#,##0.00 "${currency}"` });
      return expect(cell.v, where).toBeCloseTo(Number(csv), 2);
    case 'number':
      expect(cell, where).toMatchObject({ t: 'n', py: 'int', fmt: '#,##0' });
      return expect(String(cell.v), where).toBe(csv);
    default:
      expect(cell, where).toMatchObject({ t: 's' });
      return expect(cell.v, where).toBe(csv);
  }
}

/**
 * The closing totals row, in both files: the page's totals (`GET report`) in the summed
 * columns, typed and bold in the XLSX, and the label in the first column not summed.
 */
function checkTotals(columns: ReportColumn[], totals: Record<string, number>, csv: string[], xlsx: PyCell[], language: 'en' | 'ar') {
  const label = language === 'ar' ? 'الإجمالي' : 'Total';
  const labelAt = columns.findIndex((c) => !(c.key in totals));
  expect(csv[labelAt]).toBe(label);
  expect(xlsx[labelAt]).toMatchObject({ v: label, t: 's', bold: true });
  for (const [i, column] of columns.entries()) {
    if (!(column.key in totals)) continue;
    const where = `${column.key}: ${csv[i]} / ${JSON.stringify(xlsx[i])}`;
    expect(Number(csv[i]), where).toBeCloseTo(totals[column.key]!, 2);
    expect(xlsx[i], where).toMatchObject({ t: 'n', bold: true });
    expect(Number(xlsx[i]!.v), where).toBeCloseTo(totals[column.key]!, 2);
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t, { name: 'Horizon Trading' });
  const m = co.users.manager.token;
  const long = await createVisitClient(t, m, co.users.sales.id, { city: 'Jeddah', company_name: LONG_NAME });
  const arabic = await createVisitClient(t, m, co.users.manager.id, { city: 'Riyadh', company_name: 'صيدلية النهدي' });
  const paid = await planVisit(t, m, long, { assigned_to: co.users.sales.id, planned_at: inDays(1), visit_type: 2 });
  await planVisit(t, m, arabic, { assigned_to: co.users.manager.id, planned_at: inDays(2), visit_type: 1 });
  const task = await t.call('POST', '/api/v1/taskos/list', {
    token: m,
    body: { title: 'Call back', task_type: 1, due_date: dayOffset(3), assigned_to: co.users.sales.id },
  });
  expect(task.statusCode, task.body).toBe(201);
  const country = await inTenant(t.database.db, co.tenantId, async (tx) => {
    // A finished collection, so the visit report has money in it and the employee report counts it.
    await tx.execute(sql`update visits set status = 2, collected_amount = 1234.5, outcome = '{"payment":"0"}' where id = ${paid}::uuid`);
    const [tenant] = await selectRows<{ country: string }>(tx, sql`select country from tenants`);
    return tenant?.country;
  });
  currency = currencyOf(country ?? '');
});
afterAll(async () => t.close());

describe.each(['en', 'ar'] as const)('report spreadsheets read by other readers (%s)', (language) => {
  it.each([1, 2, 3, 4])('report %i: the CSV begins with its header row; the XLSX is typed, filtered, frozen and sized', async (type) => {
    const { columns, count, totals } = await columnsOf(type);
    expect(count).toBeGreaterThan(0);
    const body = { ...range, report_type: type, language };
    const csv = parse(await exported({ ...body, format: 'csv' }), { bom: true }) as string[][];
    const [table, about] = openpyxlRead(await exported({ ...body, format: 'xlsx' }));
    if (!table || !about) throw new Error('expected two sheets');

    // The same header row first in both, then the same rows, then the totals row; no title lines above it.
    const headers = csv[0] ?? [];
    expect(headers).toHaveLength(columns.length);
    expect(table.rows[0]?.map((c) => c.v)).toEqual(headers);
    const summed = Object.keys(totals).length > 0;
    expect(csv).toHaveLength(count + 1 + (summed ? 1 : 0));
    expect(table.rows).toHaveLength(count + 1 + (summed ? 1 : 0));
    for (const [r, row] of table.rows.slice(1, count + 1).entries())
      for (const [i, column] of columns.entries()) checkCell(column.kind, row[i]!, csv[r + 1]?.[i] ?? '');
    if (summed) checkTotals(columns, totals, csv.at(-1)!, table.rows.at(-1)!, language);

    const last = letter(columns.length);
    expect(table).toMatchObject({ rtl: language === 'ar', freeze: 'A2', filter: `A1:${last}${count + 1}` });
    for (const [i, header] of headers.entries()) {
      const width = table.widths[letter(i + 1)] ?? 0;
      expect(width, header).toBeGreaterThanOrEqual(Math.min(50, header.length));
      expect(width, header).toBeLessThanOrEqual(50);
    }
    const client = columns.findIndex((c) => c.key === 'client' || c.key === 'company_name');
    if (client >= 0 && type !== 3) expect(table.widths[letter(client + 1)]).toBe(50);

    // The title and the filters are on the second sheet, the dates and the count typed.
    expect(about).toMatchObject({ name: language === 'ar' ? 'حول التقرير' : 'About', rtl: language === 'ar' });
    expect(about.rows[0]?.[0]?.v).toBe(table.name);
    const facts = new Map(about.rows.slice(1).map((r) => [String(r[0]?.v), r[1]!]));
    expect([...facts.values()].map((c) => c.v)).toContain('Horizon Trading');
    const dates = [...facts.values()].filter((c) => c.date);
    expect(dates.map((c) => String(c.v).slice(0, 10)).slice(0, 2)).toEqual([range.from, range.to]);
    expect([...facts.values()].find((c) => c.py === 'int')?.v).toBe(count);
  });
});
