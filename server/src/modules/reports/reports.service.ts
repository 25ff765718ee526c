import { sql } from 'drizzle-orm';
import type { ReportQuery, ReportReply, ReportRow } from '@contract/reports';
import { selectRows, type Tx } from '../../db/tenant-tx';
import { offsetOf } from '../../lib/pagination';
import type { UserRow } from '../users/users.repository';
import { reportSource } from './report-queries';

/** Only the report's columns leave the server (the id and sort key are for paging). */
export function pick(row: Record<string, unknown>, keys: readonly string[]): ReportRow {
  return Object.fromEntries(keys.map((k) => [k, (row[k] ?? null) as ReportRow[string]]));
}

/** `GET report`: one page of the report and its total count, in one statement. */
export async function report(tx: Tx, me: UserRow, query: ReportQuery): Promise<ReportReply> {
  const { page, page_size, ...filters } = query;
  const source = reportSource(me, filters);
  const rows = await selectRows<Record<string, unknown> & { total: number }>(
    tx,
    sql`with r as (${source.select}) select r.*, count(*) over ()::int as total from r order by ${source.orderBy}
      limit ${page_size} offset ${offsetOf({ page, page_size })}`,
  );
  const count = rows[0]?.total ?? (page > 1 ? await countOf(tx, me, filters) : 0);
  const keys = source.columns.map((c) => c.key);
  return { count, columns: source.columns, results: rows.map((r) => pick(r, ['id', ...keys])) };
}

/** The count alone, for a page past the end (the window count saw no row there). */
async function countOf(tx: Tx, me: UserRow, filters: Omit<ReportQuery, 'page' | 'page_size'>): Promise<number> {
  const [row] = await selectRows<{ n: number }>(tx, sql`select count(*)::int as n from (${reportSource(me, filters).select}) r`);
  return row?.n ?? 0;
}
