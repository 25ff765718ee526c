import { clientColumns, EXPORT_MAX_ROWS, type ClientExportQuery } from '@contract/client-transfer';
import type { Tx } from '../../db/tenant-tx';
import { writeSheet, type Cell } from '../../lib/sheets';
import type { UserRow } from '../users/users.repository';
import { toClientDto } from './client-dto';
import { listAll, type ClientRow } from './clients.repository';

export interface ExportFile {
  name: string;
  bytes: Buffer;
}

/** An export row: the API's own field values (client-dto), the rep as their e-mail. */
function cellsOf(row: ClientRow, assigneeEmail: string | null): Cell[] {
  const dto: Record<string, unknown> = { ...toClientDto({ row, assignee: null, agencies: [] }), assigned_to: assigneeEmail ?? '' };
  return clientColumns.map((c) => dto[c.field] as Cell);
}

/**
 * The list as the caller sees it (their own rows for a sales user, the same search, filters
 * and order) in the import's columns: an export can be edited and imported back.
 */
export async function exportClients(tx: Tx, me: UserRow, q: ClientExportQuery, today: Date): Promise<ExportFile> {
  const { kind, format, lang, ...listQuery } = q;
  const rows = await listAll(tx, me, kind, listQuery, EXPORT_MAX_ROWS);
  const headers = clientColumns.map((c) => c[lang]);
  const cells = rows.map(({ row, assigneeEmail }) => cellsOf(row, assigneeEmail));
  const bytes = await writeSheet(format, headers, cells, { sheetName: kind === 'lead' ? 'Leads' : 'Clients', rightToLeft: lang === 'ar' });
  return { name: `${kind === 'lead' ? 'leads' : 'clients'}-${today.toISOString().slice(0, 10)}.${format}`, bytes };
}
