import { clientColumns, EXPORT_MAX_ROWS, type ClientColumn, type ClientExportQuery } from '@contract/client-transfer';
import type { Tx } from '../../db/tenant-tx';
import { writeSheet, type Cell } from '../../lib/sheets';
import type { UserRow } from '../users/users.repository';
import { listAll, type ClientRow } from './clients.repository';

export interface ExportFile {
  name: string;
  bytes: Buffer;
}

const cellOf = (row: ClientRow, assigneeEmail: string | null): Record<ClientColumn, Cell> => ({
  title: row.title,
  contact_name: row.contactName,
  company_name: row.companyName,
  customer_type: row.customerType,
  customer_target: row.customerTarget,
  phone: row.phone,
  email: row.email,
  country: row.country,
  city: row.city,
  address: row.address,
  latitude: row.latitude,
  longitude: row.longitude,
  cr_number: row.crNumber,
  notes: row.notes,
  assigned_to: assigneeEmail ?? '',
});

/**
 * The list as the caller sees it (their own rows for a sales user, the same search, filters
 * and order) in the import's columns: an export can be edited and imported back.
 */
export async function exportClients(tx: Tx, me: UserRow, q: ClientExportQuery, today: Date): Promise<ExportFile> {
  const { kind, format, lang, ...listQuery } = q;
  const rows = await listAll(tx, me, kind, listQuery, EXPORT_MAX_ROWS);
  const headers = clientColumns.map((c) => c[lang]);
  const cells = rows.map(({ row, assigneeEmail }) => {
    const byField = cellOf(row, assigneeEmail);
    return clientColumns.map((c) => byField[c.field]);
  });
  const bytes = await writeSheet(format, headers, cells, { sheetName: kind === 'lead' ? 'Leads' : 'Clients', rightToLeft: lang === 'ar' });
  return { name: `${kind === 'lead' ? 'leads' : 'clients'}-${today.toISOString().slice(0, 10)}.${format}`, bytes };
}
