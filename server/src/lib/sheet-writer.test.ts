import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { openSheetWriter, openXlsxHere } from './sheet-writer';
import { readSheet, type Cell } from './sheets';

/** Everything written to a stream, once it ends. */
function collect() {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const bytes = new Promise<Buffer>((resolve) => out.on('end', () => resolve(Buffer.concat(chunks))));
  return { out, bytes };
}

const headers = ['Company', 'Phone', 'City'];
const rows: Cell[][] = [
  ['مؤسسة النور', '+966 55 123 4567', 'الرياض'],
  ['=HYPERLINK("http://x")', null, 'Jeddah'],
  ['Acme', 12, 'Dammam'],
];

describe('openSheetWriter', () => {
  it('writes a CSV with a byte-order mark, a header row and formula-like cells neutralised', async () => {
    const { out, bytes } = collect();
    const writer = await openSheetWriter({ format: 'csv', out, headers, sheetName: 'Clients', rightToLeft: false });
    await writer.write(rows.slice(0, 2));
    await writer.write(rows.slice(2));
    await writer.finish();
    const text = (await bytes).toString('utf8');
    expect(text.startsWith('\uFEFFCompany,Phone,City\r\n')).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://x"")",,Jeddah\r\n`);
    const sheet = await readSheet(await bytes, 10);
    expect(sheet.rows.map((r) => r.cells[0])).toEqual(['مؤسسة النور', `'=HYPERLINK("http://x")`, 'Acme']);
  });

  it('streams an XLSX whose strings stay strings, read back row for row', async () => {
    const { out, bytes } = collect();
    const writer = await openSheetWriter({ format: 'xlsx', out, headers, sheetName: 'Clients/Leads: all', rightToLeft: true });
    for (let i = 0; i < 5; i++) await writer.write(rows);
    await writer.finish();
    const file = await bytes;
    expect(file.subarray(0, 2).toString()).toBe('PK');
    const sheet = await readSheet(file, 100);
    expect(sheet.headers).toEqual(headers);
    expect(sheet.rows).toHaveLength(15);
    expect(sheet.rows[1]?.cells).toEqual(['=HYPERLINK("http://x")', '', 'Jeddah']);
    expect(sheet.rows[2]?.cells).toEqual(['Acme', '12', 'Dammam']);
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.name).toBe('Clients Leads  all');
    expect(ws.views[0]?.rightToLeft).toBe(true);
    expect(ws.getCell('A3').type).toBe(ExcelJS.ValueType.String);
  });

  it('an XLSX header row is frozen and filtered over every row, columns sized by content, typed columns formatted', async () => {
    const { out, bytes } = collect();
    const long = 'x'.repeat(80);
    const writer = await openXlsxHere({
      format: 'xlsx',
      out,
      headers: ['Day', 'Name', 'Amount'],
      sheetName: 'Typed',
      rightToLeft: false,
      columns: [{ numFmt: 'yyyy-mm-dd' }, {}, { numFmt: '#,##0.00 "SAR"' }],
      about: (n) => ({ sheetName: 'About', title: 'Typed', rows: [{ label: 'Rows', value: n, numFmt: '#,##0' }] }),
    });
    await writer.write([[new Date('2026-11-03T00:00:00Z'), long, 1234.5]]);
    await writer.write([[null, 'Acme', 12]]);
    await writer.finish();
    const ExcelJS = (await import('exceljs')).default;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await bytes) as unknown as ArrayBuffer);
    const [ws, about] = wb.worksheets;
    expect(ws?.autoFilter).toBe('A1:C3');
    expect(ws?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    // The widest cell of the first batch sizes its column, up to 50 characters.
    expect(ws?.columns.map((c) => c.width)).toEqual([12, 50, 14]);
    expect(ws?.getCell('A2').value).toEqual(new Date('2026-11-03T00:00:00Z'));
    expect(ws?.getCell('A2').numFmt).toBe('yyyy-mm-dd');
    expect(ws?.getCell('C2').numFmt).toBe('#,##0.00 "SAR"');
    expect(about?.getCell('B2').value).toBe(2);
  });

  it('ends the stream without a finished file when aborted', async () => {
    const { out, bytes } = collect();
    const writer = await openSheetWriter({ format: 'xlsx', out, headers, sheetName: 'Clients', rightToLeft: false });
    await writer.write(rows);
    await writer.abort();
    await bytes;
    expect(out.writableEnded).toBe(true);
    await expect(writer.write(rows)).rejects.toThrow();
  });
});
