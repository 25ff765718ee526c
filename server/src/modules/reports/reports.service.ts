import { sql, type SQL } from 'drizzle-orm';
import { isTotalled, type ReportColumn, type ReportQuery, type ReportReply, type ReportRow } from '@contract/reports';
import { selectRows, type Tx } from '../../db/tenant-tx';
import { offsetOf } from '../../lib/pagination';
import type { UserRow } from '../users/users.repository';
import { reportSource, type ReportSource } from './report-queries';

/** Only the report's columns leave the server (the id and sort key are for paging). */
export function pick(row: Record<string, unknown>, keys: readonly string[]): ReportRow {
  return Object.fromEntries(keys.map((k) => [k, (row[k] ?? null) as ReportRow[string]]));
}

/**
 * The totals row's figures over every row of the report (not only the page): numbers and money
 * summed, yes/no columns counted where yes. Each is a window over the same rows, so the page,
 * its count and its totals stay one statement.
 */
const totalled = (columns: ReportColumn[]) => columns.filter((c) => isTotalled(c.kind));
const totalOf = (c: ReportColumn) =>
  c.kind === 'boolean' ? sql`count(*) filter (where r.${sql.identifier(c.key)})` : sql`sum(r.${sql.identifier(c.key)})`;
const totalsSelect = (columns: ReportColumn[], window: SQL) =>
  sql.join(
    totalled(columns).map((c) => sql`, ${totalOf(c)}${window} as ${sql.identifier(`total_${c.key}`)}`),
    sql``,
  );
const totalsOf = (columns: ReportColumn[], row: Record<string, unknown> | undefined): Record<string, number> =>
  Object.fromEntries(totalled(columns).map((c) => [c.key, Number(row?.[`total_${c.key}`] ?? 0)]));

/** `GET report`: one page of the report, its total count and its totals row, in one statement. */
export async function report(tx: Tx, me: UserRow, query: ReportQuery): Promise<ReportReply> {
  const { page, page_size, ...filters } = query;
  const source = reportSource(me, filters);
  const rows = await selectRows<Record<string, unknown> & { total: number }>(
    tx,
    sql`with r as (${source.select}) select r.*, count(*) over ()::int as total${totalsSelect(source.columns, sql` over ()`)}
      from r order by ${source.orderBy} limit ${page_size} offset ${offsetOf({ page, page_size })}`,
  );
  // A page past the end saw no row to carry the count and totals: they are asked for alone.
  const whole = rows[0] ?? (page > 1 ? await wholeOf(tx, source) : undefined);
  const keys = source.columns.map((c) => c.key);
  return {
    count: Number(whole?.total ?? 0),
    columns: source.columns,
    results: rows.map((r) => pick(r, ['id', ...keys])),
    totals: totalsOf(source.columns, whole),
  };
}

async function wholeOf(tx: Tx, source: ReportSource): Promise<Record<string, unknown> | undefined> {
  const [row] = await selectRows<Record<string, unknown>>(
    tx,
    sql`select count(*)::int as total${totalsSelect(source.columns, sql``)} from (${source.select}) r`,
  );
  return row;
}
