import { once } from 'node:events';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { Writable } from 'node:stream';
import { CSV_BOM, csvLine } from '@contract/csv';
import type { Cell } from '@contract/report-cells';
import type { ReportColumn } from '@contract/reports';
import { openFileJob } from '../../lib/jobs/file-job';
import { openXlsxHere, type SheetColumn, type XlsxCell } from '../../lib/sheet-writer';
import {
  aboutOf,
  cellWriters,
  COUNT_FORMAT,
  DATE_FORMAT,
  DATETIME_FORMAT,
  headingsOf,
  moneyFormat,
  preamble,
  type ExportContext,
} from './export-text';
import { totalKind } from './export-totals';

/**
 * An export's file, written a batch of rows at a time into `out` (the runner reads the next
 * batch only once this one is written, so memory holds one batch, not the report).
 */
export interface TableWriter {
  write(rows: Cell[][]): Promise<void>;
  /** Ends the file after the totals row, if any (export-totals.ts); resolves once every byte is in `out`'s destination. */
  finish(totals?: Cell[] | null): Promise<void>;
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
 * CSV (UTF-8 with a byte-order mark), the header row first: every program that reads a CSV
 * takes its first row as the headers. The report's name and dates are in the file's name
 * (exportFileName); the other filters are the XLSX's and the PDF's to print.
 */
export function csvTable({ context, columns, out }: TableSpec): TableWriter {
  const cells = cellWriters(context.lang, context.country);
  let started = false;
  const start = async () => {
    started = true;
    await put(out, CSV_BOM + csvLine(headingsOf(context.lang, columns)));
  };
  return {
    async write(rows) {
      if (!started) await start();
      const lines: string[] = [];
      await inSlices(rows, (r) => lines.push(csvLine(r.map((v, i) => cells.sheet(columns[i]?.kind ?? 'text', v)))));
      await put(out, lines.join(''));
    },
    async finish(totals) {
      if (!started) await start();
      if (totals) await put(out, csvLine(totals.map((v, i) => cells.sheet(totalKind(columns[i]?.kind ?? 'text', v), v))));
      await ended(out);
    },
  };
}

/** How Excel shows a column of each kind; a kind not named is text, as written. */
function formatOf(kind: ReportColumn['kind'], country: string): SheetColumn {
  switch (kind) {
    case 'date':
      return { numFmt: DATE_FORMAT };
    case 'datetime':
      return { numFmt: DATETIME_FORMAT };
    case 'money':
      return { numFmt: moneyFormat(country) };
    case 'number':
      return { numFmt: COUNT_FORMAT };
    default:
      return {};
  }
}

/**
 * XLSX through the shared sheet writer (lib/sheet-writer.ts, streamed a row at a time): the
 * header row first, frozen and filtered, then the rows typed for work (days and times as
 * Excel dates, money in the company's currency, counts as numbers), right to left in Arabic.
 * The title, the filters and who made it go on a second sheet, after the table.
 */
export async function xlsxTable({ context, columns, out }: TableSpec): Promise<TableWriter> {
  const cells = cellWriters(context.lang, context.country);
  const writer = await openXlsxHere({
    format: 'xlsx',
    out,
    headers: headingsOf(context.lang, columns),
    sheetName: preamble(context).title,
    rightToLeft: context.lang === 'ar',
    columns: columns.map((c) => formatOf(c.kind, context.country)),
    about: (rows) => aboutOf(context, rows),
  });
  return {
    async write(rows) {
      const typed: XlsxCell[][] = [];
      await inSlices(rows, (r) => typed.push(r.map((v, i) => cells.typed(columns[i]?.kind ?? 'text', v))));
      await writer.write(typed);
    },
    finish: (totals) => writer.finish(totals?.map((v, i) => cells.typed(totalKind(columns[i]?.kind ?? 'text', v), v))),
    abort: () => writer.abort(),
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
    return { write: (rows) => job.write(rows), finish: (totals) => job.finish(totals), abort: () => job.abort() };
  };
}
export const csvWriter = tableInWorker('csv');
export const xlsxWriter = tableInWorker('xlsx');
