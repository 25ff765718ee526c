import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { CSV_BOM, csvLine } from '@contract/csv';
import { openFileJob } from './jobs/file-job';
import type { Cell } from './sheets';

/**
 * A plain sheet written a batch of rows at a time, so an export of 50,000 clients holds one
 * batch in memory, never the whole file.
 */
export interface SheetWriter {
  write(rows: Cell[][]): Promise<void>;
  /** Ends the file; resolves once every byte is in `out`'s destination. */
  finish(): Promise<void>;
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
  return opts.format === 'csv' ? csvSheetWriter(opts) : await xlsxSheetWriter(opts);
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
    async finish() {
      if (closed) return;
      closed = true;
      await ended(out);
    },
    async abort() {
      if (closed) return;
      closed = true;
      out.end();
    },
  };
}

/**
 * XLSX through exceljs's streaming writer: each row is committed to the zip stream as it is
 * added. Strings go in as strings, never formulas, so an XLSX cell needs no defusing.
 */
async function xlsxSheetWriter({ out, headers, sheetName, rightToLeft }: SheetWriterOptions): Promise<SheetWriter> {
  const workbook = new (await excel()).stream.xlsx.WorkbookWriter({
    stream: out as unknown as Writable,
    useStyles: true,
    useSharedStrings: false,
  });
  // Excel refuses a sheet name over 31 characters or with any of : \ / ? * [ ]
  const sheet = workbook.addWorksheet(sheetName.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1', {
    views: [{ rightToLeft, state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = headers.map(() => ({ width: 20 }));
  const add = (values: ExcelJS.CellValue[], font?: Partial<ExcelJS.Font>) => {
    const row = sheet.addRow(values);
    if (font) row.font = font;
    row.commit();
  };
  add(headers, { bold: true });
  const writable = out as unknown as Writable;
  let closed = false;
  return {
    async write(rows) {
      if (closed) throw new Error('The sheet is already closed');
      for (const r of rows) add(r);
      // The zip stream has no back-pressure of its own: let the file catch up between batches.
      if (writable.writableNeedDrain) await once(writable, 'drain');
    },
    async finish() {
      if (closed) return;
      closed = true;
      const finished = writable.writableFinished ? Promise.resolve() : once(writable, 'finish');
      sheet.commit();
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
