import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type ExcelJS from 'exceljs';
import { CSV_BOM, csvLine } from '@contract/csv';
import { openFileJob } from './jobs/file-job';
import type { Cell } from './sheets';

/**
 * A plain sheet written a batch of rows at a time, so an export of 50,000 clients holds one
 * batch in memory, never the whole file.
 */
export interface SheetWriter<C = Cell> {
  write(rows: C[][]): Promise<void>;
  /** Ends the file after `last`, a closing row (a report's totals); resolves once every byte is in `out`'s destination. */
  finish(last?: C[] | null): Promise<void>;
  /** Stops writing and ends `out` without finishing the file (the caller removes it). */
  abort(): Promise<void>;
}

export interface SheetWriterOptions {
  format: 'csv' | 'xlsx';
  out: NodeJS.WritableStream;
  headers: string[];
  sheetName: string;
  rightToLeft: boolean;
}

/** exceljs is large (a fifth of the server's start-up): loaded on the first spreadsheet, not at boot. */
const excel = async () => (await import('exceljs')).default;

/** Waits for the file to drain rather than queueing in memory. */
async function put(out: NodeJS.WritableStream, chunk: string): Promise<void> {
  if (!out.write(chunk)) await once(out as unknown as NodeJS.EventEmitter, 'drain');
}

async function ended(out: NodeJS.WritableStream): Promise<void> {
  const finished = once(out as unknown as NodeJS.EventEmitter, 'finish');
  out.end();
  await finished;
}

/**
 * A plain sheet (header row first, no title lines) streamed to `out`; CSV with a BOM, or XLSX.
 * The sheet is formatted and written in a job's worker thread (lib/jobs), whose heap is capped
 * at JOB_HEAP_MB: a worker that dies fails this file (write/finish reject), not the server.
 */
export async function openSheetWriter(opts: SheetWriterOptions): Promise<SheetWriter> {
  const { out, ...spec } = opts;
  const job = await openFileJob({ kind: 'sheet', ...spec }, out);
  return { write: (rows) => job.write(rows), finish: () => job.finish(), abort: () => job.abort() };
}

/** The same sheet written in this thread: what the job's worker runs. */
export async function openSheetHere(opts: SheetWriterOptions): Promise<SheetWriter> {
  return opts.format === 'csv' ? csvSheetWriter(opts) : await openXlsxHere(opts);
}

/** CSV: UTF-8 with a byte-order mark, CRLF, formula-like cells neutralised (contract/src/csv.ts). */
async function csvSheetWriter({ out, headers }: SheetWriterOptions): Promise<SheetWriter> {
  await put(out, CSV_BOM + csvLine(headers));
  let closed = false;
  return {
    async write(rows) {
      if (closed) throw new Error('The sheet is already closed');
      await put(out, rows.map(csvLine).join(''));
    },
    async finish(last) {
      if (closed) return;
      closed = true;
      if (last) await put(out, csvLine(last));
      await ended(out);
    },
    async abort() {
      if (closed) return;
      closed = true;
      out.end();
    },
  };
}

/** A cell as an XLSX holds it: a Date is an Excel date, its UTC fields the wall time shown. */
export type XlsxCell = Cell | Date;

/** How an XLSX column shows its numbers and dates (`yyyy-mm-dd`, `#,##0.00 "SAR"`…); none: as written. */
export interface SheetColumn {
  numFmt?: string;
}

/** A second sheet after the table, for what describes the file (a report's title and filters), and the file's properties. */
export interface AboutSheet {
  sheetName: string;
  /** Its first row, in bold. */
  title: string;
  /** One fact a row: its label, its value (typed: a date, a count) and the value's format. */
  rows: { label: string; value: XlsxCell; numFmt?: string }[];
  properties?: { title?: string; subject?: string; creator?: string; description?: string };
}

export interface XlsxOptions extends SheetWriterOptions {
  columns?: SheetColumn[];
  /** The second sheet, asked for once the table is written (given how many rows it has). */
  about?: (rows: number) => AboutSheet;
}

/**
 * Column widths in characters: a column is as wide as its widest cell, within these bounds
 * (above exceljs's default of 9, which it leaves out of the file as if no width were set).
 */
const MIN_WIDTH = 10;
const MAX_WIDTH = 50;

/** About how many characters a cell takes as Excel shows it (the formats' literal text included). */
function shownLength(value: XlsxCell, numFmt = ''): number {
  if (value === null) return 0;
  if (value instanceof Date) return numFmt.replace(/"/g, '').length || 10;
  if (typeof value === 'number') {
    const digits = String(Math.trunc(Math.abs(value))).length;
    const grouped = numFmt.includes('#,##0') ? Math.floor((digits - 1) / 3) : 0;
    const decimals = /0\.(0+)/.exec(numFmt)?.[1]?.length ?? (Number.isInteger(value) ? 0 : (String(value).split('.')[1]?.length ?? 0));
    const literal = /"([^"]*)"/.exec(numFmt)?.[1]?.length ?? 0;
    return (value < 0 ? 1 : 0) + digits + grouped + (decimals ? decimals + 1 : 0) + (literal ? literal + 1 : 0);
  }
  let widest = 0;
  for (const line of value.split('\n')) widest = Math.max(widest, line.length);
  return widest;
}

/**
 * Widths from content: the header (bold, with the filter's button beside it) and the first
 * batch. Only the first: a streamed sheet's columns come before its rows in the file, and
 * the first batch (thousands of rows) is a fair sample of the rest.
 */
function widthsOf(headers: string[], rows: XlsxCell[][], columns: SheetColumn[] = []): number[] {
  return headers.map((header, i) => {
    let widest = Math.ceil(header.length * 1.1) + 3;
    for (const row of rows) widest = Math.max(widest, shownLength(row[i] ?? null, columns[i]?.numFmt));
    return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, widest + 2));
  });
}

/** Excel refuses a sheet name over 31 characters or with any of : \ / ? * [ ] */
const sheetNameOf = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';

/**
 * XLSX through exceljs's streaming writer: each row is committed to the zip stream as it is
 * added. Strings go in as strings, never formulas, so an XLSX cell needs no defusing. The
 * header row is bold, frozen and filtered (the filter spans every row, set when the last is
 * known); columns are as wide as their content and formatted by `columns`.
 */
export async function openXlsxHere(opts: XlsxOptions): Promise<SheetWriter<XlsxCell>> {
  const { out, headers, sheetName, rightToLeft, columns = [], about } = opts;
  const workbook = new (await excel()).stream.xlsx.WorkbookWriter({
    stream: out as unknown as Writable,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetNameOf(sheetName), { views: [{ rightToLeft, state: 'frozen', ySplit: 1 }] });
  const styles: Partial<ExcelJS.Style>[] = headers.map((_, i) => (columns[i]?.numFmt ? { numFmt: columns[i].numFmt } : {}));
  let rowsWritten = 0;
  let started = false;
  // The header waits for the first batch: the widths (written before any row) are measured on it.
  const start = (first: XlsxCell[][]) => {
    started = true;
    sheet.columns = widthsOf(headers, first, columns).map((width, i) => {
      const numFmt = columns[i]?.numFmt;
      return numFmt ? { width, style: { numFmt } } : { width };
    });
    const header = sheet.addRow(headers);
    header.font = { bold: true };
    header.commit();
  };
  const writable = out as unknown as Writable;
  let closed = false;
  return {
    async write(rows) {
      if (closed) throw new Error('The sheet is already closed');
      if (!started) start(rows);
      for (let i = 0; i < rows.length; i += SLICE) {
        // Hands the worker's loop back between slices: an abort waiting on its port is heard.
        if (i > 0) await yieldToLoop();
        for (const r of rows.slice(i, i + SLICE)) {
          const row = sheet.addRow(r);
          // One style object a column, shared: exceljs then finds each cell's style by identity
          // instead of serialising a fresh one per cell.
          row.eachCell((cell, n) => void (cell.style = styles[n - 1] ?? {}));
          row.commit();
        }
      }
      rowsWritten += rows.length;
      // The zip stream has no back-pressure of its own: let the file catch up between batches.
      if (writable.writableNeedDrain) await once(writable, 'drain');
    },
    async finish(last?: XlsxCell[] | null) {
      if (closed) return;
      closed = true;
      if (!started) start([]);
      const finished = writable.writableFinished ? Promise.resolve() : once(writable, 'finish');
      // A closing row (a report's totals) is bold and below the filter's range: sorting or
      // filtering the table never mixes it in with the rows it sums.
      if (last) {
        const row = sheet.addRow(last);
        row.eachCell((cell, n) => void (cell.style = { ...styles[n - 1], font: { bold: true } }));
        row.commit();
      }
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: rowsWritten + 1, column: Math.max(1, headers.length) } };
      sheet.commit();
      if (about) aboutSheet(workbook, about(rowsWritten), rightToLeft);
      await workbook.commit();
      await finished;
    },
    async abort() {
      if (closed) return;
      closed = true;
      writable.end();
    },
  };
}

/** Rows added between two turns of the event loop. */
const SLICE = 500;

/** The file's second sheet (label, value) and its properties: written after the table, its rows known by then. */
function aboutSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, about: AboutSheet, rightToLeft: boolean): void {
  Object.assign(workbook, about.properties ?? {});
  const sheet = workbook.addWorksheet(sheetNameOf(about.sheetName), { views: [{ rightToLeft }] });
  const values = about.rows.map((r) => r.value);
  sheet.columns = [
    {
      width: widthsOf(
        [''],
        about.rows.map((r) => [r.label]),
      )[0],
    },
    { width: Math.max(...about.rows.map((r, i) => widthsOf([''], [[values[i] ?? null]], [{ numFmt: r.numFmt }])[0] ?? MIN_WIDTH)) },
  ];
  const title = sheet.addRow([about.title]);
  title.font = { bold: true, size: 14 };
  title.commit();
  for (const { label, value, numFmt } of about.rows) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    if (numFmt) row.getCell(2).numFmt = numFmt;
    row.commit();
  }
  sheet.commit();
}
