import { and, eq, ne, sql } from 'drizzle-orm';
import { PDF_MAX_ROWS, SHEET_MAX_ROWS, type ReportExport, type ReportExportRequest } from '@contract/reports';
import { reportExports } from '../../db/schema';
import { selectRows, type Tx } from '../../db/tenant-tx';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import type { UserRow } from '../users/users.repository';
import { exportFileName } from './export-text';
import { reportSource } from './report-queries';

export type ExportRow = typeof reportExports.$inferSelect;

/**
 * The `report_type` of a clients or leads list's export (reports are 1–4): one queue, one
 * runner and one sweep serve both kinds, the list's query and kind kept in `filters`.
 */
export const LIST_EXPORT = 0;
/** Which of the caller's exports a route serves: its reports' or its lists'. */
export type ExportKind = 'report' | 'list';
const ofKind = (kind: ExportKind) =>
  kind === 'list' ? eq(reportExports.reportType, LIST_EXPORT) : ne(reportExports.reportType, LIST_EXPORT);

/** Exports one user may have waiting or running at once (a double click makes one, not two). */
export const MAX_UNFINISHED_PER_USER = 3;

const tooMany = (max: number, reason: string, message: string) =>
  new AppError('validation_failed', message, { fields: { format: message }, reason, max });

export function toExportDto(row: ExportRow): ReportExport {
  const filters = row.filters as ReportExportRequest;
  return {
    id: row.id,
    report_type: row.reportType,
    format: row.format,
    language: row.language,
    status: row.status,
    rows_done: row.rowsDone,
    rows_total: row.rowsTotal ?? 0,
    error: row.error,
    file_name: row.status === 'done' ? exportFileName(filters, row.format) : null,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** The reps a filter names must be the company's (former ones too: a report may look back). */
async function checkReps(tx: Tx, ids: string[] | undefined): Promise<void> {
  if (!ids?.length) return;
  const [found] = await selectRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from users where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  if (found?.n !== new Set(ids).size) throw fieldError('user_ids', 'Choose reps of your company');
}

/**
 * `POST report/export`: counts the report's rows (a PDF past PDF_MAX_ROWS, or nothing at
 * all, is refused here, not minutes later) and queues the export.
 */
export async function startExport(tx: Tx, me: UserRow, body: ReportExportRequest): Promise<ReportExport> {
  const { format, language, ...filters } = body;
  await checkReps(tx, filters.user_ids);
  const [counted] = await selectRows<{ n: number }>(tx, sql`select count(*)::int as n from (${reportSource(me, filters).select}) r`);
  const rows = counted?.n ?? 0;
  if (rows === 0) throw new AppError('validation_failed', 'There is nothing to export for these filters', { reason: 'empty' });
  if (format === 'pdf' && rows > PDF_MAX_ROWS)
    throw tooMany(
      PDF_MAX_ROWS,
      'too_many_rows_pdf',
      `A PDF holds at most ${PDF_MAX_ROWS.toLocaleString('en')} rows: narrow the dates or reps, or export to Excel`,
    );
  if (rows > SHEET_MAX_ROWS)
    throw tooMany(
      SHEET_MAX_ROWS,
      'too_many_rows',
      `An export holds at most ${SHEET_MAX_ROWS.toLocaleString('en')} rows: narrow the dates or reps`,
    );

  return toExportDto(await queueExport(tx, me, { reportType: filters.report_type, format, language, filters, rowsTotal: rows }));
}

/**
 * Adds an export to the queue (the runner is told after the commit, by the route). The
 * caller's unfinished exports, of either kind, are counted and the new one added under a
 * per-user lock, so concurrent clicks cannot pass the limit together.
 */
export async function queueExport(
  tx: Tx,
  me: UserRow,
  job: Pick<ExportRow, 'reportType' | 'format' | 'language' | 'filters' | 'rowsTotal'>,
): Promise<ExportRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reports.export'), hashtext(${me.id}))`);
  const [unfinished] = await selectRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from report_exports where requested_by = ${me.id}::uuid and status in ('queued', 'running')`,
  );
  if ((unfinished?.n ?? 0) >= MAX_UNFINISHED_PER_USER)
    throw new AppError('rate_limited', `At most ${MAX_UNFINISHED_PER_USER} exports at a time: wait for one to finish`);
  const [row] = await tx
    .insert(reportExports)
    .values({ tenantId: me.tenantId, requestedBy: me.id, ...job })
    .returning();
  if (!row) throw new Error('report export insert returned nothing');
  return row;
}

/** One of the caller's own exports of this kind (anyone else's, in this company or another, is a 404). */
export async function findExport(tx: Tx, me: UserRow, id: string, kind: ExportKind): Promise<ExportRow> {
  const [row] = await tx
    .select()
    .from(reportExports)
    .where(and(eq(reportExports.id, id), eq(reportExports.requestedBy, me.id), ofKind(kind)));
  if (!row) throw notFound('Export');
  return row;
}

/** The caller's finished export of this kind, with its storage key; not yet finished (or failed) is a 409. */
export async function finishedExport(tx: Tx, me: UserRow, id: string, kind: ExportKind) {
  const row = await findExport(tx, me, id, kind);
  if (row.status !== 'done' || !row.fileId)
    throw new AppError(
      'invalid_transition',
      row.status === 'failed' ? 'This export failed: start it again' : 'This export is not ready yet',
    );
  return { row, key: `${row.tenantId}/${row.fileId}` };
}

/** The finished report export's storage key and name; not yet finished (or failed) is a 409. */
export async function exportFile(tx: Tx, me: UserRow, id: string) {
  const { row, key } = await finishedExport(tx, me, id, 'report');
  return { key, name: exportFileName(row.filters as ReportExportRequest, row.format), format: row.format };
}
