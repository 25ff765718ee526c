import { sql } from 'drizzle-orm';
import type { ReportExportRequest } from '@contract/reports';
import { selectRows, type Tx } from '../../db/tenant-tx';
import { AppError, notFound } from '../../lib/app-error';
import { visitTokenKind, type VisitTokenIds } from '../../lib/signed-visit-token';
import { KEPT_FOR_MS } from '../reports/export-runner';
import { exportFileName } from '../reports/export-text';

/**
 * The link a scheduled report's mail carries when the file is too large to attach: signed
 * (HMAC under a key of its own, derived from the server secret), naming the company and the
 * export, with an expiry. It works without signing in, for as long as the export's file is
 * kept (KEPT_FOR_MS after the export was made), then answers 410.
 */
const fileLinks = visitTokenKind('ziyara scheduled report file v1', { expires: true });

export const LINK_DAYS = Math.round(KEPT_FOR_MS / 86_400_000);

/** The link's token for an export made at `createdAt`: it expires with the file. */
export const signFileLink = (secret: string, tenantId: string, exportId: string, createdAt: Date, expiresAt?: number) =>
  fileLinks.sign(secret, tenantId, exportId, expiresAt ?? Math.floor((createdAt.getTime() + KEPT_FOR_MS) / 1000));

/** The ids a token names, or null for anything not signed by us (a 404). */
export const readFileLink = (secret: string, token: string): VisitTokenIds | null => fileLinks.read(secret, token);

export interface LinkedFile {
  key: string;
  name: string;
  format: 'csv' | 'xlsx' | 'pdf';
}

/**
 * The file a live link names, read in the token's company. Past its expiry the link has
 * expired (410): the mail said it would. The expiry is the file's removal time, so a live
 * link whose export is not found (another company's, or none) is a 404 like any other id.
 */
export async function linkedFile(tx: Tx, ids: VisitTokenIds, now = new Date()): Promise<LinkedFile> {
  const expired = () => new AppError('link_expired', 'This download link has expired. Ask for the report to be sent again.');
  if ((ids.expiresAt ?? 0) * 1000 < now.getTime()) throw expired();
  const [row] = await selectRows<{ status: string; file_id: string | null; format: LinkedFile['format']; filters: ReportExportRequest }>(
    tx,
    sql`select e.status, e.file_id, e.format, e.filters from report_exports e
      where e.id = ${ids.visitId}::uuid and exists (select 1 from report_schedule_runs r where r.export_id = e.id)`,
  );
  // Only a scheduled report's export opens by link: an export someone made on the page does not.
  if (!row || row.status !== 'done' || !row.file_id) throw notFound('Report');
  return { key: `${ids.tenantId}/${row.file_id}`, name: exportFileName(row.filters, row.format), format: row.format };
}
