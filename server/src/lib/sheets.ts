import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import type { SheetFormat } from '@contract/client-transfer';
import { toCsv, type CsvCell } from '@contract/csv';
import { AppError } from './app-error';

/**
 * Spreadsheets in and out: CSV (UTF-8) and XLSX, as rows of strings. Imports and every
 * export (clients now, reports later) go through here, so the safety rules live in one place.
 */
export interface SheetRow {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number;
  cells: string[];
}
export interface Sheet {
  headers: string[];
  rows: SheetRow[];
}

/** exceljs is large (a fifth of the server's start-up): loaded on the first spreadsheet, not at boot. */
const excel = async () => (await import('exceljs')).default;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** An XLSX of 50,000 rows unpacks to tens of MB; far more is a zip bomb, refused before unpacking. */
const XLSX_MAX_UNPACKED = 256 * 1024 * 1024;
const XLSX_MAX_ENTRIES = 2_000;

/**
 * A file that cannot be imported, named for the web by `reason` (so it can say why in Arabic
 * too) and for API users by the English message.
 */
export function fileProblem(reason: string, message: string, extra: Record<string, unknown> = {}): AppError {
  return new AppError('validation_failed', message, { fields: { file: message }, reason, ...extra });
}

const notASheet = () =>
  new AppError('unsupported_media_type', 'This file is not a spreadsheet. Save it as CSV (UTF-8) or Excel (.xlsx) and try again.');

/** Reads a CSV or XLSX (told apart by their bytes, not the name); more than `maxRows` data rows is a 400. */
export async function readSheet(bytes: Buffer, maxRows: number): Promise<Sheet> {
  const sheet = bytes.subarray(0, 4).equals(ZIP_MAGIC) ? await readXlsx(bytes, maxRows) : readCsv(bytes, maxRows);
  const rows = sheet.rows.filter((r) => r.cells.some((c) => c !== ''));
  if (sheet.headers.every((h) => h === '')) throw fileProblem('empty', 'The file is empty: the first row must name the columns');
  return { headers: sheet.headers, rows };
}

const tooManyRows = (max: number) => fileProblem('too_many_rows', `Import at most ${max.toLocaleString('en')} rows at a time`, { max });

function readCsv(bytes: Buffer, maxRows: number): Sheet {
  let content: string;
  try {
    content = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw notASheet();
  }
  // NUL never appears in text: this is a binary file with a .csv name.
  if (content.includes('\u0000')) throw notASheet();
  const firstLine = content.slice(0, content.search(/\r?\n|$/));
  // Spreadsheets in Arabic and European locales save with ";" (the comma is their decimal sign).
  const delimiter = [',', ';', '\t'].reduce((best, d) => (count(firstLine, d) > count(firstLine, best) ? d : best), ',');
  let records: string[][];
  try {
    records = parse(content, { bom: true, delimiter, relax_column_count: true, skip_empty_lines: false, to: maxRows + 2 });
  } catch (err) {
    throw fileProblem('unreadable', `The CSV could not be read: ${(err as Error).message.slice(0, 200)}`);
  }
  if (records.length > maxRows + 1) throw tooManyRows(maxRows);
  const [headers = [], ...rest] = records;
  return { headers: headers.map(clean), rows: rest.map((cells, i) => ({ row: i + 2, cells: cells.map(clean) })) };
}

const count = (s: string, ch: string) => s.split(ch).length - 1;
const clean = (s: string) => s.replace(/^\uFEFF/, '').trim();

async function readXlsx(bytes: Buffer, maxRows: number): Promise<Sheet> {
  guardZip(bytes);
  const workbook = new (await excel()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw notASheet();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw notASheet();
  if (sheet.actualRowCount > maxRows + 1) throw tooManyRows(maxRows);
  const rows: SheetRow[] = [];
  let headers: string[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, col) => {
      cells[col - 1] = clean(cellText(cell));
    });
    const filled = Array.from(cells, (c) => c ?? '');
    if (headers.length === 0) headers = filled;
    else rows.push({ row: rowNumber, cells: filled });
  });
  return { headers, rows };
}

function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isInteger(v) ? v.toFixed(0) : String(v);
  try {
    return cell.text ?? '';
  } catch {
    return '';
  }
}

/**
 * Reads the zip's central directory (the list at its end) and refuses a file that would
 * unpack to more than XLSX_MAX_UNPACKED or holds too many parts, before anything is unpacked.
 */
function guardZip(bytes: Buffer): void {
  const eocd = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > bytes.length) throw notASheet();
  const entries = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  if (entries > XLSX_MAX_ENTRIES) throw notASheet();
  let unpacked = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw notASheet();
    unpacked += bytes.readUInt32LE(at + 24);
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  if (unpacked > XLSX_MAX_UNPACKED) throw new AppError('payload_too_large', 'This spreadsheet unpacks to more than 256 MB');
}

export type Cell = CsvCell;

/** A file of `headers` and `rows`: CSV with a byte-order mark (so Excel reads Arabic as UTF-8), or XLSX. */
export async function writeSheet(
  format: SheetFormat,
  headers: string[],
  rows: Cell[][],
  opts: { sheetName: string; rightToLeft: boolean },
): Promise<Buffer> {
  if (format === 'csv') {
    return Buffer.from(toCsv([headers, ...rows]), 'utf8');
  }
  const workbook = new (await excel()).Workbook();
  const sheet = workbook.addWorksheet(opts.sheetName, { views: [{ rightToLeft: opts.rightToLeft, state: 'frozen', ySplit: 1 }] });
  sheet.addRow(headers).font = { bold: true };
  // Strings go in as strings, never as formulas: XLSX cells need no defusing.
  for (const r of rows) sheet.addRow(r);
  sheet.columns.forEach((col) => (col.width = 20));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const contentTypeOf: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
