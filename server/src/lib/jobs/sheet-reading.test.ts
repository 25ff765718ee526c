import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { IMPORT_MAX_ROWS } from '@contract/client-transfer';
import { clientsCsv, clientsXlsx, zipOrder } from '../../../test/import-sheets';
import { openSheetHere } from '../sheet-writer';
import { readSheetInWorker } from '../sheets';
import { closeJobPool } from './job-pool';

afterAll(() => closeJobPool());

/** What the worker answers for `bytes`: the sheet, or the problem's reason, and how far it read. */
async function read(bytes: Buffer, maxRows = IMPORT_MAX_ROWS) {
  const result = await readSheetInWorker(bytes, maxRows);
  const reason = result.ok ? null : (result.error.details as { reason?: string } | undefined)?.reason;
  return { result, reason, stats: result.stats };
}

describe('reading an import in a job worker, a piece at a time', () => {
  it('reads 50,000 XLSX rows written as Excel writes them (the shared strings after the sheet)', async () => {
    const bytes = await clientsXlsx(IMPORT_MAX_ROWS);
    const order = zipOrder(bytes);
    expect(order.indexOf('xl/sharedStrings.xml')).toBeGreaterThan(order.indexOf('xl/worksheets/sheet1.xml'));
    const { result } = await read(bytes);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.sheet.rows).toHaveLength(IMPORT_MAX_ROWS);
    expect(result.sheet.headers.slice(0, 3)).toEqual(['Title', 'Contact name', 'Company name']);
    expect(result.sheet.rows[1]).toMatchObject({
      row: 3,
      cells: expect.arrayContaining(['فهد العتيبي', '+966 52 100 0002', 'مكة المكرمة', 'Commercial']),
    });
  }, 120_000);

  it('stops an XLSX at the first row past the limit: the rest of the sheet is never unpacked', async () => {
    const bytes = await clientsXlsx(20_000);
    const { reason, stats } = await read(bytes, 1_000);
    expect(reason).toBe('too_many_rows');
    // The header and 1,001 rows were read, and most of the zip was never handed to the unzipper.
    expect(stats.rowsRead).toBe(1_002);
    expect(stats.bytesRead).toBeLessThan(stats.bytesTotal / 2);
    // 50,001 rows: refused the same way.
    const over = await read(await clientsXlsx(IMPORT_MAX_ROWS + 1));
    expect(over.reason).toBe('too_many_rows');
    expect(over.stats.rowsRead).toBe(IMPORT_MAX_ROWS + 2);
  }, 120_000);

  it('stops a CSV at the first row past the limit, having read only the start of the file', async () => {
    const bytes = clientsCsv(20_000);
    const { reason, stats, result } = await read(bytes, 1_000);
    expect(reason).toBe('too_many_rows');
    expect(result.ok || result.error.message).toBe('Import at most 1,000 rows at a time');
    expect(stats.rowsRead).toBe(1_002);
    expect(stats.bytesRead).toBeLessThan(bytes.length / 5);
    const ok = await read(clientsCsv(1_000), 1_000);
    expect(ok.result.ok && ok.result.sheet.rows.length).toBe(1_000);
  });

  it('reads an XLSX without a shared-string table (as our own streaming writer makes them)', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const writer = await openSheetHere({ format: 'xlsx', out, headers: ['Title', 'Phone'], sheetName: 'Clients', rightToLeft: true });
    await writer.write([
      ['Dr', '+966 55 123 4567'],
      ['Mr', 966551234568],
    ]);
    await writer.finish();
    const bytes = Buffer.concat(chunks);
    expect(zipOrder(bytes)).not.toContain('xl/sharedStrings.xml');
    const { result } = await read(bytes);
    expect(result.ok && result.sheet).toEqual({
      headers: ['Title', 'Phone'],
      rows: [
        { row: 2, cells: ['Dr', '+966 55 123 4567'] },
        { row: 3, cells: ['Mr', '966551234568'] },
      ],
    });
  });

  it('refuses a zip that is not a workbook, and a zip bomb before unpacking it', async () => {
    const bytes = await clientsXlsx(10);
    const truncated = bytes.subarray(0, bytes.length - 30);
    const cut = await read(truncated);
    expect(cut.result.ok || cut.result.error.code).toBe('unsupported_media_type');
    // A central directory claiming a part of 4 GB unpacked.
    const bomb = Buffer.from(bytes);
    const eocd = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    bomb.writeUInt32LE(0xffffffff, bomb.readUInt32LE(eocd + 16) + 24);
    const refused = await read(bomb);
    expect(refused.result.ok || refused.result.error.code).toBe('payload_too_large');
    expect(refused.stats.bytesRead).toBe(0);
  });
});
