import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Cell } from '@contract/report-cells';
import type { ReportExportRequest } from '@contract/reports';
import { selectRows, type Tx } from '../../db/tenant-tx';
import type { UserRow } from '../users/users.repository';
import { pdfWriter } from './export-pdf';
import type { ExportFile, ExportSource, TenantTx } from './export-runner';
import { csvWriter, xlsxWriter, type TableSpec, type TableWriter } from './export-sheets';
import { translator, type ExportContext } from './export-text';
import { totalsCounter } from './export-totals';
import type { ExportRow } from './exports.service';
import { reportSource } from './report-queries';

/*
 * A report's export (report types 1–4): headed by the company, the requester and the filters,
 * its rows read in the report's own order with a keyset on (sort_at, id).
 */

type Writer = (spec: TableSpec) => TableWriter | Promise<TableWriter>;
const writers: Record<ExportRow['format'], Writer> = { csv: csvWriter, xlsx: xlsxWriter, pdf: pdfWriter };

/** What heads the file: the company, the requester and the reps' names. */
async function contextOf(tx: Tx, job: ExportRow, me: UserRow): Promise<ExportContext> {
  const filters = job.filters as ReportExportRequest;
  const [company] = await selectRows<{ company_name: string; time_zone: string; country: string }>(
    tx,
    sql`select company_name, time_zone, country from tenants`,
  );
  const ids = filters.user_ids ?? [];
  const reps = ids.length
    ? await selectRows<{ full_name: string }>(
        tx,
        sql`select full_name from users where id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) order by full_name`,
      )
    : [];
  return {
    lang: job.language,
    companyName: company?.company_name ?? '',
    timeZone: company?.time_zone ?? 'UTC',
    country: company?.country ?? 'SA',
    requestedBy: me.fullName,
    repNames: reps.map((r) => r.full_name),
    filters,
    generatedAt: new Date(),
  };
}

interface Cursor {
  sortKey: string;
  id: string;
}

export const reportExportSource: ExportSource = {
  async open(job: ExportRow, me: UserRow, out: Writable, inTx: TenantTx): Promise<ExportFile> {
    const filters = job.filters as ReportExportRequest;
    const context = await inTx((tx) => contextOf(tx, job, me));
    const { columns } = reportSource(me, filters);
    const writer = await writers[job.format]({ context, columns, out });
    const totals = totalsCounter(columns);
    let after: Cursor | null = null;
    return {
      async read(tx, limit) {
        const source = reportSource(me, filters);
        const rows = await selectRows<Record<string, Cell> & { id: string; sort_key: string }>(
          tx,
          sql`with r as (${source.select}) select r.*, r.sort_at::text as sort_key from r
            ${after ? sql`where (r.sort_at, r.id) > (${after.sortKey}, ${after.id}::uuid)` : sql``}
            order by ${source.orderBy} limit ${limit}`,
        );
        const last = rows.at(-1);
        if (last) after = { sortKey: last.sort_key, id: last.id };
        const cells = rows.map((r) => columns.map((c) => r[c.key] ?? null));
        totals.add(cells);
        return { rows: rows.length, write: () => writer.write(cells) };
      },
      finish: () => writer.finish(totals.row(translator(job.language)('totals'))),
      // The report writers hold nothing but `out`: ending it ends them.
      abort: async () => {
        // Frees the job's thread at once (it would otherwise wait for the next batch for minutes).
        await writer.abort?.();
        out.destroy();
      },
    };
  },
};
