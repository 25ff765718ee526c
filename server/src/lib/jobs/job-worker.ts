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

/**
 * An import's spreadsheet, read a piece at a time and stopped past `maxRows`. Its rows go to
 * the server's thread over `port` a batch at a time as they are read (each batch is a small
 * copy there, not 50,000 rows at once); the answer has the header and how the read ended.
 */
export async function readSheet({
  bytes,
  maxRows,
  port,
}: {
  bytes: Uint8Array;
  maxRows: number;
  port: MessagePort;
}): Promise<ReadSheetResult> {
  const stats = newStats(bytes);
  try {
    return { ok: true, sheet: await parseSheet(bytes, maxRows, stats, (rows) => port.postMessage(rows)), stats };
  } catch (err) {
    return { ok: false, error: sendable(err), stats };
  } finally {
    port.close();
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
