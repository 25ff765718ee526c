import type { Writable } from 'node:stream';
import {
  AGENCY_SEPARATOR,
  clientColumns,
  clientExportFiltersSchema,
  EXPORT_MAX_ROWS,
  type ClientExport,
  type ClientExportRequest,
  type SheetFormat,
} from '@contract/client-transfer';
import type { Tx } from '../../db/tenant-tx';
import { AppError, notFound } from '../../lib/app-error';
import { openSheetWriter } from '../../lib/sheet-writer';
import type { Cell } from '../../lib/sheets';
import type { ExportFile, ExportSource } from '../reports/export-runner';
import { findExport, finishedExport, LIST_EXPORT, queueExport, type ExportRow } from '../reports/exports.service';
import { findUserById, type UserRow } from '../users/users.repository';
import { gazetteer } from '@contract/gazetteer-data';
import { clientFields } from './client-dto';
import { countList, listBatch, type ClientView, type ListCursor } from './clients.repository';

interface ExportedRow {
  row: ClientView['row'];
  assigneeEmail: string | null;
  agencies: ClientView['agencies'];
}

/*
 * The clients or leads list as a file, written in the background by the report exports'
 * runner (one queue for both): the list as the caller sees it (their own rows for a sales
 * user, the same search, filters and order) in the import's columns, header row first and no
 * title lines, so an export can be edited and imported back.
 */

/**
 * An export row: the API's own field values (client-dto), the rep as their e-mail, the city in
 * the export's language (an import maps either language back to the city, ADR 0044).
 */
function cellsOf({ row, assigneeEmail, agencies }: ExportedRow, lang: 'en' | 'ar'): Cell[] {
  const dto: Record<string, unknown> = {
    ...clientFields({ row, assignee: null, agencies: [] }),
    assigned_to: assigneeEmail ?? '',
    city: gazetteer.placeName(row.country, row.city, lang),
    // By name in the export's language; an import finds an agency by either of its names.
    agencies: agencies.map((a) => (lang === 'ar' ? a.name_ar : a.name_en)).join(AGENCY_SEPARATOR),
  };
  return clientColumns.map((c) => dto[c.field] as Cell);
}

/** The job's list query, read back through the contract (a job queued by an older version is checked, not trusted). */
const filtersOf = (job: ExportRow) => clientExportFiltersSchema.parse(job.filters);

/** The list a job exports; read leniently, so that a job whose query no longer reads still shows (as failed). */
const kindOf = (job: ExportRow) => ((job.filters as { kind?: unknown }).kind === 'lead' ? 'lead' : 'client');

/** `clients-2026-11-27.csv`: the kind and the day it was asked for. */
function fileNameOf(job: ExportRow): string {
  const kind = kindOf(job);
  return `${kind === 'lead' ? 'leads' : 'clients'}-${job.createdAt.toISOString().slice(0, 10)}.${job.format}`;
}

export function toClientExportDto(job: ExportRow): ClientExport {
  return {
    id: job.id,
    kind: kindOf(job),
    format: job.format as SheetFormat,
    lang: job.language,
    status: job.status,
    rows_done: job.rowsDone,
    rows_total: job.rowsTotal ?? 0,
    error: job.error,
    file_name: job.status === 'done' ? fileNameOf(job) : null,
    created_at: job.createdAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
  };
}

/**
 * `POST client/export`: counts the list (past EXPORT_MAX_ROWS it is refused now, not minutes
 * later) and queues the export; the route tells the runner after the commit. An empty list is
 * exported too: its file is the header row, an import template. A rep filter names a user of
 * the caller's company (another company's id is a 404, as it is everywhere).
 */
export async function startClientExport(tx: Tx, me: UserRow, body: ClientExportRequest): Promise<ClientExport> {
  const { format, lang, ...filters } = body;
  const { kind, ...listQuery } = filters;
  if (listQuery.assigned_to && !(await findUserById(tx, listQuery.assigned_to))) throw notFound('Rep');
  const rows = await countList(tx, me, kind, listQuery);
  if (rows > EXPORT_MAX_ROWS) {
    const message = `An export holds at most ${EXPORT_MAX_ROWS.toLocaleString('en')} rows: narrow the search or filters`;
    throw new AppError('validation_failed', message, { fields: { search: message }, reason: 'too_many_rows', max: EXPORT_MAX_ROWS });
  }
  const job = await queueExport(tx, me, { reportType: LIST_EXPORT, format, language: lang, filters, rowsTotal: rows });
  return toClientExportDto(job);
}

/** The caller's own list export (404 for anyone else's, and for a report's). */
export async function findClientExport(tx: Tx, me: UserRow, id: string): Promise<ClientExport> {
  return toClientExportDto(await findExport(tx, me, id, 'list'));
}

/** The finished file's storage key and name; not yet finished (or failed) is a 409. */
export async function clientExportFile(tx: Tx, me: UserRow, id: string) {
  const { row, key } = await finishedExport(tx, me, id, 'list');
  return { key, name: fileNameOf(row), format: row.format as SheetFormat };
}

/**
 * The runner's source for list exports: rows read in the list's order with a keyset, at most
 * EXPORT_MAX_ROWS (rows added since the count do not carry it past), written by the sheet writer.
 */
export const clientListExportSource: ExportSource = {
  async open(job: ExportRow, me: UserRow, out: Writable): Promise<ExportFile> {
    const { kind, ...listQuery } = filtersOf(job);
    const writer = await openSheetWriter({
      format: job.format as SheetFormat,
      out,
      headers: clientColumns.map((c) => c[job.language]),
      sheetName: kind === 'lead' ? 'Leads' : 'Clients',
      rightToLeft: job.language === 'ar',
    });
    let after: ListCursor | null = null;
    let done = 0;
    return {
      async read(tx, limit) {
        const batch = await listBatch(tx, me, kind, listQuery, after, Math.min(limit, EXPORT_MAX_ROWS - done));
        after = batch.last ?? after;
        done += batch.rows.length;
        return {
          rows: batch.rows.length,
          write: () => writer.write(batch.rows.map((r) => cellsOf(r, job.language))),
        };
      },
      finish: () => writer.finish(),
      abort: () => writer.abort(),
    };
  },
};
