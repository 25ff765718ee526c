import { and, eq, sql } from 'drizzle-orm';
import { PDF_MAX_ROWS, SHEET_MAX_ROWS, type ReportExport, type ReportExportRequest } from '@contract/reports';
import { reportExports } from '../../db/schema';
import { selectRows, type Tx } from '../../db/tenant-tx';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import type { UserRow } from '../users/users.repository';
import { exportFileName } from './export-text';
import { reportSource } from './report-queries';

export type ExportRow = typeof reportExports.$inferSelect;

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
 * all, is refused here, not minutes later) and queues the export. The caller's exports are
 * counted and the new one added under a per-user lock, so concurrent clicks cannot pass the
 * limit together. The runner is told after the commit (routes).
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

  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reports.export'), hashtext(${me.id}))`);
  const [unfinished] = await selectRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from report_exports where requested_by = ${me.id}::uuid and status in ('queued', 'running')`,
  );
  if ((unfinished?.n ?? 0) >= MAX_UNFINISHED_PER_USER)
    throw new AppError('rate_limited', `At most ${MAX_UNFINISHED_PER_USER} exports at a time: wait for one to finish`);

  const [row] = await tx
    .insert(reportExports)
    .values({ tenantId: me.tenantId, requestedBy: me.id, reportType: filters.report_type, format, language, filters, rowsTotal: rows })
    .returning();
  if (!row) throw new Error('report export insert returned nothing');
  return toExportDto(row);
}

/** One of the caller's own exports (anyone else's, in this company or another, is a 404). */
export async function findExport(tx: Tx, me: UserRow, id: string): Promise<ExportRow> {
  const [row] = await tx
    .select()
    .from(reportExports)
    .where(and(eq(reportExports.id, id), eq(reportExports.requestedBy, me.id)));
  if (!row) throw notFound('Export');
  return row;
}

/** The finished export's storage key and name; not yet finished (or failed) is a 409. */
export async function exportFile(tx: Tx, me: UserRow, id: string) {
  const row = await findExport(tx, me, id);
  if (row.status !== 'done' || !row.fileId)
    throw new AppError(
      'invalid_transition',
      row.status === 'failed' ? 'This export failed: start it again' : 'This export is not ready yet',
    );
  return { key: `${row.tenantId}/${row.fileId}`, name: exportFileName(row.filters as ReportExportRequest, row.format), format: row.format };
}
