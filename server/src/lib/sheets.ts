import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
import type { SheetFormat } from '@contract/client-transfer';
import type { CsvCell } from '@contract/csv';
import { AppError } from './app-error';
import { received } from './jobs/file-job';
import { ranOutOfMemory, runJob } from './jobs/job-pool';
import type { ReadSheetResult } from './jobs/job-worker';

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

/**
 * A file that cannot be imported, named for the web by `reason` (so it can say why in Arabic
 * too) and for API users by the English message.
 */
export function fileProblem(reason: string, message: string, extra: Record<string, unknown> = {}): AppError {
  return new AppError('validation_failed', message, { fields: { file: message }, reason, ...extra });
}

/**
 * Reads a CSV or XLSX (told apart by their bytes, not the name); more than `maxRows` data rows
 * is a 400. The file is read in a job's worker thread, a piece at a time, and the read stops as
 * soon as the rows pass `maxRows` (lib/jobs/sheet-reading.ts): the server's heap never holds
 * the unpacked file, and a file that needs more than the job's heap fails this request alone.
 */
export async function readSheet(bytes: Buffer, maxRows: number): Promise<Sheet> {
  const result = await readSheetInWorker(bytes, maxRows);
  if (!result.ok) throw received(result.error);
  return result.sheet;
}

/** `readSheet`'s answer with how far the worker read (tests show it stops early). */
export async function readSheetInWorker(bytes: Buffer, maxRows: number): Promise<ReadSheetResult> {
  const { port1, port2 } = new MessageChannel();
  const rows: SheetRow[] = [];
  const take = (batch: SheetRow[]) => {
    for (const r of batch) rows.push(r);
  };
  port1.on('message', take);
  try {
    // The bytes are copied to the worker (the upload's buffer may share its memory with others).
    const task = { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), maxRows, port: port2 };
    const result = await runJob<ReadSheetResult>('readSheet', task, [port2 as unknown as Transferable]);
    // The answer and the port's batches travel apart: take the batches still waiting first.
    for (let m = receiveMessageOnPort(port1); m; m = receiveMessageOnPort(port1)) take(m.message as SheetRow[]);
    return result.ok ? { ...result, sheet: { headers: result.sheet.headers, rows } } : result;
  } catch (err) {
    if (ranOutOfMemory(err)) throw tooComplex();
    throw err;
  } finally {
    port1.close();
  }
}

/** The worker ran out of its heap (JOB_HEAP_MB) reading the file. */
const tooComplex = () =>
  fileProblem(
    'too_complex',
    'This spreadsheet is too large or complex to read. Split it into smaller files, or save it as CSV, and try again.',
  );

export type Cell = CsvCell;

export const contentTypeOf: Record<SheetFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};
