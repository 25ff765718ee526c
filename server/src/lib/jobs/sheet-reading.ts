import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import { parse } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { AppError } from '../app-error';
import { fileProblem, type Sheet, type SheetRow } from '../sheets';
import { cellText } from './cell-text';

/*
 * Reading an import's spreadsheet a piece at a time (this runs in a job's worker thread,
 * lib/jobs/job-worker.ts): rows are counted as they come and the read stops as soon as there
 * are more than `maxRows`, so a file over the limit is refused without being read whole, and
 * the sheet's XML is never held whole (only the rows kept for the import).
 */

/** How far a read got: shows that a file over the limit was left unread past it. */
export interface ReadStats {
  /** Rows with something in them, the header included. */
  rowsRead: number;
  /** Bytes of the file handed to the parser (for XLSX: of its zip, in the order read). */
  bytesRead: number;
  bytesTotal: number;
}

const SLICE = 64 * 1024;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** An XLSX of 50,000 rows unpacks to tens of MB; far more is a zip bomb, refused before unpacking. */
const XLSX_MAX_UNPACKED = 256 * 1024 * 1024;
const XLSX_MAX_ENTRIES = 2_000;

export const notASheet = () =>
  new AppError('unsupported_media_type', 'This file is not a spreadsheet. Save it as CSV (UTF-8) or Excel (.xlsx) and try again.');

export const tooManyRows = (max: number) =>
  fileProblem('too_many_rows', `Import at most ${max.toLocaleString('en')} rows at a time`, { max });

const clean = (s: string) => s.replace(/^\uFEFF/, '').trim();
const count = (s: string, ch: string) => s.split(ch).length - 1;

/** Reads a CSV or XLSX (told apart by their bytes, not the name); more than `maxRows` data rows is a 400. */
export async function parseSheet(bytes: Uint8Array, maxRows: number, stats = newStats(bytes), onRows?: OnRows): Promise<Sheet> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const keeper = rowKeeper(maxRows, stats, onRows);
  const sheet = buffer.subarray(0, 4).equals(ZIP_MAGIC)
    ? await readXlsx(buffer, maxRows, keeper, stats)
    : await readCsv(buffer, maxRows, keeper, stats);
  keeper.flush();
  if (sheet.headers.every((h) => h === '')) throw fileProblem('empty', 'The file is empty: the first row must name the columns');
  return sheet;
}

export const newStats = (bytes: Uint8Array): ReadStats => ({ rowsRead: 0, bytesRead: 0, bytesTotal: bytes.byteLength });

/** Hands the rows read so far on, a batch at a time (to the server's thread, job-worker.ts). */
export type OnRows = (rows: SheetRow[]) => void;
const ROWS_PER_BATCH = 1_000;

/**
 * Keeps rows with something in them and counts them; false once past the limit. With
 * `onRows`, the rows go out a batch at a time as they are read instead of being kept: the
 * server's thread takes them in small pieces while the rest of the file is read.
 */
function rowKeeper(maxRows: number, stats: ReadStats, onRows?: OnRows) {
  const sheet: Sheet = { headers: [], rows: [] };
  const flush = () => {
    if (!onRows || sheet.rows.length === 0) return;
    onRows(sheet.rows);
    sheet.rows = [];
  };
  let seenHeader = false;
  const keep = (row: number, cells: string[]): boolean => {
    if (!seenHeader) {
      seenHeader = true;
      sheet.headers = cells;
      stats.rowsRead += 1;
      return true;
    }
    if (!cells.some((c) => c !== '')) return true;
    stats.rowsRead += 1;
    if (stats.rowsRead > maxRows + 1) return false;
    sheet.rows.push({ row, cells } satisfies SheetRow);
    if (sheet.rows.length >= ROWS_PER_BATCH) flush();
    return true;
  };
  return { sheet, keep, flush };
}
type Keeper = ReturnType<typeof rowKeeper>;

async function readCsv(bytes: Buffer, maxRows: number, { sheet, keep }: Keeper, stats: ReadStats): Promise<Sheet> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (slice: Buffer, last: boolean) => {
    let text: string;
    try {
      text = decoder.decode(slice, { stream: !last });
    } catch {
      throw notASheet();
    }
    // NUL never appears in text: this is a binary file with a .csv name.
    if (text.includes('\u0000')) throw notASheet();
    return text;
  };
  // The first line tells the delimiter: spreadsheets in Arabic and European locales save with
  // ";" (the comma is their decimal sign).
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, SLICE));
  const firstLine = head.slice(0, head.search(/\r?\n|$/));
  const delimiter = [',', ';', '\t'].reduce((best, d) => (count(firstLine, d) > count(firstLine, best) ? d : best), ',');

  let over = false;
  let line = 0;
  const parser = parse({
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: false,
    // Each record is taken here as it is parsed, never queued in the stream.
    on_record: (record: string[]) => {
      line += 1;
      if (!over && !keep(line, record.map(clean))) over = true;
      return null;
    },
  });
  let failure: Error | undefined;
  parser.on('error', (err: Error) => (failure ??= err));
  parser.resume();
  for (let at = 0; at < bytes.length && !over && !failure; at += SLICE) {
    const slice = bytes.subarray(at, at + SLICE);
    stats.bytesRead += slice.length;
    parser.write(decode(slice, at + SLICE >= bytes.length));
  }
  if (over) {
    parser.destroy();
    throw tooManyRows(maxRows);
  }
  if (!failure) {
    parser.end();
    await finished(parser).catch((err: Error) => (failure ??= err));
  }
  if (over) throw tooManyRows(maxRows);
  if (failure) throw fileProblem('unreadable', `The CSV could not be read: ${failure.message.slice(0, 200)}`);
  return sheet;
}

interface ZipEntry {
  name: string;
  /** Where its local header starts, and where the next part of the file does. */
  start: number;
  end: number;
}

/**
 * Reads the zip's central directory (the list at its end): refuses a file that would unpack
 * to more than XLSX_MAX_UNPACKED or holds too many parts, before anything is unpacked, and
 * tells where each part lies.
 */
function zipEntries(bytes: Buffer): ZipEntry[] {
  const eocd = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > bytes.length) throw notASheet();
  const entries = bytes.readUInt16LE(eocd + 10);
  const directory = bytes.readUInt32LE(eocd + 16);
  if (entries > XLSX_MAX_ENTRIES || directory > eocd) throw notASheet();
  let at = directory;
  let unpacked = 0;
  const found: Omit<ZipEntry, 'end'>[] = [];
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw notASheet();
    unpacked += bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const start = bytes.readUInt32LE(at + 42);
    if (start >= directory) throw notASheet();
    found.push({ name: bytes.toString('utf8', at + 46, at + 46 + nameLength), start });
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  if (unpacked > XLSX_MAX_UNPACKED) throw new AppError('payload_too_large', 'This spreadsheet unpacks to more than 256 MB');
  const starts = [...new Set(found.map((e) => e.start)), directory].sort((a, b) => a - b);
  return found.map((e) => ({ ...e, end: starts[starts.indexOf(e.start) + 1] ?? directory }));
}

/** The parts the streaming reader needs before a sheet's rows can be read as they come. */
const FIRST = ['_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/workbook.xml', 'xl/sharedStrings.xml', 'xl/styles.xml'];
const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** A stored (uncompressed) zip part: an empty shared-string table for a file that has none. */
function storedEntry(name: string, content: string): Buffer {
  const data = Buffer.from(content, 'utf8');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt32LE(crc32(data), 14);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  return Buffer.concat([header, Buffer.from(name, 'utf8'), data]);
}
const EMPTY_SHARED_STRINGS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>';
/** The end of a zip with no directory: the reader stops there. */
const EMPTY_END = (() => {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  return end;
})();

/**
 * The zip's parts in the order a streaming reader can use them: the workbook's parts and its
 * shared strings first, then the first sheet. Excel writes the shared strings after the
 * sheets, and exceljs's reader then unpacks every sheet to a temporary file before reading a
 * row of it; in this order it reads the first sheet's rows as they are unpacked.
 */
function inReadingOrder(bytes: Buffer, stats: ReadStats): Readable {
  const entries = zipEntries(bytes);
  const byName = new Map(entries.map((e) => [e.name, e]));
  const sheets = entries
    .map((e) => ({ e, n: Number(SHEET.exec(e.name)?.[1] ?? NaN) }))
    .filter((s) => Number.isFinite(s.n))
    .sort((a, b) => a.n - b.n);
  if (!sheets[0] || !byName.has('xl/workbook.xml')) throw notASheet();
  const parts: Buffer[] = FIRST.flatMap((name) => {
    const entry = byName.get(name);
    if (entry) return [bytes.subarray(entry.start, entry.end)];
    return name === 'xl/sharedStrings.xml' ? [storedEntry(name, EMPTY_SHARED_STRINGS)] : [];
  });
  parts.push(bytes.subarray(sheets[0].e.start, sheets[0].e.end), EMPTY_END);
  stats.bytesTotal = parts.reduce((sum, p) => sum + p.length, 0);
  // Handed over a slice at a time as the unzipper asks, so what it never asks for is never read.
  function* slices() {
    for (const part of parts) {
      for (let at = 0; at < part.length; at += SLICE) {
        const slice = part.subarray(at, at + SLICE);
        stats.bytesRead += slice.length;
        yield slice;
      }
    }
  }
  return Readable.from(slices(), { objectMode: false, highWaterMark: SLICE });
}

const excel = async () => (await import('exceljs')).default;

async function readXlsx(bytes: Buffer, maxRows: number, { sheet, keep }: Keeper, stats: ReadStats): Promise<Sheet> {
  const input = inReadingOrder(bytes, stats);
  const reader = new (await excel()).stream.xlsx.WorkbookReader(input, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  let over = false;
  let sawSheet = false;
  try {
    for await (const worksheet of reader) {
      sawSheet = true;
      for await (const row of worksheet as unknown as AsyncIterable<ExcelJS.Row>) {
        if (!row.hasValues) continue;
        const cells: string[] = [];
        row.eachCell({ includeEmpty: true }, (cell, col) => {
          cells[col - 1] = clean(cellText(cell));
        });
        if (
          !keep(
            row.number,
            Array.from(cells, (c) => c ?? ''),
          )
        ) {
          over = true;
          break;
        }
      }
      break;
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw notASheet();
  } finally {
    // What is left of the file is not unpacked.
    input.destroy();
  }
  if (over) throw tooManyRows(maxRows);
  if (!sawSheet) throw notASheet();
  return sheet;
}
