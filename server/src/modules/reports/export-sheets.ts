import { once } from 'node:events';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { CSV_BOM, csvLine } from '@contract/csv';
import type { Cell } from '@contract/report-cells';
import type { ReportColumn } from '@contract/reports';
import { openFileJob } from '../../lib/jobs/file-job';
import { cellWriters, headingsOf, preamble, type ExportContext } from './export-text';

/**
 * An export's file, written a batch of rows at a time into `out` (the runner reads the next
 * batch only once this one is written, so memory holds one batch, not the report).
 */
export interface TableWriter {
  write(rows: Cell[][]): Promise<void>;
  /** Ends the file; resolves once every byte is in `out`'s destination. */
  finish(): Promise<void>;
  /** Stops writing without finishing the file (the runner removes it): frees the worker's thread at once. */
  abort?(): Promise<void>;
}

export interface TableSpec {
  context: ExportContext;
  columns: ReportColumn[];
  out: Writable;
}

/** Writes with back-pressure: waits for the file to drain rather than queueing in memory. */
async function put(out: Writable, chunk: string): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/**
 * Runs `each` over the rows `slice` at a time, handing the event loop back between slices: a
 * batch of 2,000 XLSX rows is ~40 ms of work, of PDF rows ~1 s, which must not hold other
 * requests that long.
 */
export async function inSlices<T>(rows: T[], each: (row: T) => void, slice = 100): Promise<void> {
  for (let i = 0; i < rows.length; i += slice) {
    if (i > 0) await yieldToRequests();
    for (const row of rows.slice(i, i + slice)) each(row);
  }
}

async function ended(out: Writable): Promise<void> {
  out.end();
  if (!out.writableFinished) await once(out, 'finish');
}

/**
 * CSV (UTF-8 with a byte-order mark). The heading lines (company, filters, time) come first,
 * then a blank line, then the table: a spreadsheet shows them above it, and a program reading
 * the table skips to the line after the first blank one.
 */
export function csvTable({ context, columns, out }: TableSpec): TableWriter {
  const cells = cellWriters(context.lang);
  const head = preamble(context);
  let started = false;
  const start = async () => {
    started = true;
    const lines = [[head.title], ...head.lines.map((l) => [l]), [], headingsOf(context.lang, columns)];
    await put(out, CSV_BOM + lines.map(csvLine).join(''));
  };
  return {
    async write(rows) {
      if (!started) await start();
      const lines: string[] = [];
      await inSlices(rows, (r) => lines.push(csvLine(r.map((v, i) => cells.sheet(columns[i]?.kind ?? 'text', v)))));
      await put(out, lines.join(''));
    },
    async finish() {
      if (!started) await start();
      await ended(out);
    },
  };
}

/** exceljs is large: loaded with the first spreadsheet, not at start-up (as lib/sheets.ts). */
const excel = async () => (await import('exceljs')).default;

/**
 * XLSX through exceljs's streaming writer: each row is committed (written to the zip stream)
 * as it is added, so the workbook is never held whole. Right to left in Arabic; the heading
 * rows sit above a frozen header row.
 */
export async function xlsxTable({ context, columns, out }: TableSpec): Promise<TableWriter> {
  const cells = cellWriters(context.lang);
  const head = preamble(context);
  const workbook = new (await excel()).stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const headerRow = head.lines.length + 3;
  const sheet = workbook.addWorksheet(head.title.slice(0, 31), {
    views: [{ rightToLeft: context.lang === 'ar', state: 'frozen', ySplit: headerRow }],
  });
  sheet.columns = columns.map((c) => ({ key: c.key, width: c.kind === 'text' ? 28 : 16 }));
  const add = (values: ExcelJS.CellValue[], font?: Partial<ExcelJS.Font>) => {
    const row = sheet.addRow(values);
    if (font) row.font = font;
    row.commit();
  };
  add([head.title], { bold: true, size: 14 });
  for (const line of head.lines) add([line], { color: { argb: 'FF5B6B68' } });
  add([]);
  add(headingsOf(context.lang, columns), { bold: true });
  return {
    async write(rows) {
      // Strings go in as strings, never formulas: an XLSX cell needs no defusing.
      await inSlices(rows, (r) => add(r.map((v, i) => cells.sheet(columns[i]?.kind ?? 'text', v))));
      // The zip stream has no back-pressure of its own: let the file catch up between batches.
      if (out.writableNeedDrain) await once(out, 'drain');
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
      if (!out.writableFinished) await once(out, 'finish');
    },
  };
}

/**
 * The runner's writers: each file is formatted and written in a job's worker thread (its heap
 * capped at JOB_HEAP_MB, lib/jobs), while the runner reads the rows here; a worker that dies
 * fails that export alone. `csvTable`, `xlsxTable` and export-pdf.ts's `pdfTable` are what the
 * worker runs.
 */
export function tableInWorker(format: 'csv' | 'xlsx' | 'pdf') {
  return async ({ context, columns, out }: TableSpec): Promise<TableWriter> => {
    const job = await openFileJob({ kind: 'table', format, context, columns }, out);
    return { write: (rows) => job.write(rows), finish: () => job.finish(), abort: () => job.abort() };
  };
}
export const csvWriter = tableInWorker('csv');
export const xlsxWriter = tableInWorker('xlsx');
