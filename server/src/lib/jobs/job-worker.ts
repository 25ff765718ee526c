import type { MessagePort } from 'node:worker_threads';
import type { ReportColumn } from '@contract/reports';
import { pdfTable } from '../../modules/reports/export-pdf';
import { csvTable, xlsxTable } from '../../modules/reports/export-sheets';
import type { ExportContext } from '../../modules/reports/export-text';
import { openSheetHere } from '../sheet-writer';
import type { Sheet } from '../sheets';
import { serveFileJob, sendable, type FileSpec, type WorkerFile } from './file-job';
import { newStats, parseSheet, type ReadStats } from './sheet-reading';

/*
 * The code a job's worker thread runs (lib/jobs/job-pool.ts starts it; each export is a task).
 * It is bundled on its own (worker-file.ts): it imports what the jobs need and nothing of the
 * server's database or routes.
 */

export type ReadSheetResult =
  { ok: true; sheet: Sheet; stats: ReadStats } | { ok: false; error: ReturnType<typeof sendable>; stats: ReadStats };

/** An import's spreadsheet, read a piece at a time and stopped past `maxRows`. */
export async function readSheet({ bytes, maxRows }: { bytes: Uint8Array; maxRows: number }): Promise<ReadSheetResult> {
  const stats = newStats(bytes);
  try {
    return { ok: true, sheet: await parseSheet(bytes, maxRows, stats), stats };
  } catch (err) {
    return { ok: false, error: sendable(err), stats };
  }
}

/** A file written from batches of rows the server sends over `port` (file-job.ts). */
export async function writeFile({ spec, port }: { spec: FileSpec; port: MessagePort }): Promise<void> {
  await serveFileJob(port, (out) => openFile(spec, out));
}

async function openFile(spec: FileSpec, out: NodeJS.WritableStream): Promise<WorkerFile> {
  if (spec.kind === 'sheet') return openSheetHere({ ...spec, out });
  const table = { context: spec.context as ExportContext, columns: spec.columns as ReportColumn[], out: out as never };
  if (spec.format === 'pdf') return pdfTable(table);
  return spec.format === 'csv' ? csvTable(table) : xlsxTable(table);
}
