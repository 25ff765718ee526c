import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Cell } from '@contract/report-cells';
import type { ReportExportRequest } from '@contract/reports';
import type { AppContext } from '../../context';
import { reportExports } from '../../db/schema';
import { selectRows, type Tx } from '../../db/tenant-tx';
import { AppError } from '../../lib/app-error';
import { findUserById, type UserRow } from '../users/users.repository';
import { pdfWriter } from './export-pdf';
import { csvWriter, xlsxWriter, type TableSpec, type TableWriter } from './export-sheets';
import type { ExportContext } from './export-text';
import type { ExportRow } from './exports.service';
import { reportSource } from './report-queries';

/*
 * Runs report exports in the background, one at a time per instance (memory stays one batch
 * deep). A job is claimed with SKIP LOCKED, so two instances never take the same one; its rows
 * are read in keyset batches, each in its own short transaction, and the event loop is handed
 * back between batches, so requests keep being answered while a 100,000-row export is written.
 * Each batch stamps the job's progress and heartbeat; a job whose heartbeat stops (its
 * instance died) is failed by the next sweep, on any instance, and its partial file removed.
 */

/** Rows read and written per batch. */
const BATCH = 2_000;
/** The longest rest between two batches (a slow batch must not stall the export). */
const MAX_REST_MS = 500;
/** A running job not heard from for this long belongs to an instance that is gone. */
export const STALE_AFTER_MS = 2 * 60_000;
/** Finished exports (and their files) are kept this long. */
export const KEPT_FOR_MS = 7 * 24 * 3_600_000;

type Writer = (spec: TableSpec) => TableWriter | Promise<TableWriter>;
const writers: Record<ExportRow['format'], Writer> = { csv: csvWriter, xlsx: xlsxWriter, pdf: pdfWriter };

const keyOf = (row: Pick<ExportRow, 'tenantId' | 'fileId'>) => `${row.tenantId}/${row.fileId}`;

/** Takes the company's oldest waiting export, if another instance has not. */
async function claim(tx: Tx): Promise<ExportRow | undefined> {
  const [row] = await tx
    .update(reportExports)
    .set({ status: 'running', startedAt: sql`now()`, heartbeatAt: sql`now()`, fileId: sql`gen_random_uuid()` })
    .where(
      sql`${reportExports.id} = (select id from report_exports where status = 'queued' order by created_at limit 1 for update skip locked)`,
    )
    .returning();
  return row;
}

/** What heads the file: the company, the requester and the reps' names. */
async function contextOf(tx: Tx, job: ExportRow, me: UserRow): Promise<ExportContext> {
  const filters = job.filters as ReportExportRequest;
  const [company] = await selectRows<{ company_name: string; time_zone: string }>(tx, sql`select company_name, time_zone from tenants`);
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

/** The next batch after `after`, in the report's order, with the job's progress stamped. */
async function nextBatch(tx: Tx, job: ExportRow, me: UserRow, after: Cursor | null, done: number) {
  const source = reportSource(me, job.filters as ReportExportRequest);
  // A background job gets one core of the database: no parallel workers for its batches.
  await tx.execute(sql`select set_config('max_parallel_workers_per_gather', '0', true)`);
  const rows = await selectRows<Record<string, Cell> & { id: string; sort_key: string }>(
    tx,
    sql`with r as (${source.select}) select r.*, r.sort_at::text as sort_key from r
      ${after ? sql`where (r.sort_at, r.id) > (${after.sortKey}, ${after.id}::uuid)` : sql``}
      order by ${source.orderBy} limit ${BATCH}`,
  );
  await tx.execute(
    sql`update report_exports set rows_done = ${done + rows.length}, heartbeat_at = now() where id = ${job.id}::uuid and status = 'running'`,
  );
  return { columns: source.columns, rows };
}

/** The instance is stopping: the job goes back to the queue for another (or the next start). */
class Interrupted extends Error {}

async function run(ctx: AppContext, job: ExportRow, stop: AbortSignal): Promise<void> {
  const tenantTx = <T>(fn: (tx: Tx) => Promise<T>) => ctx.tenantTx(job.tenantId, fn);
  const me = await tenantTx((tx) => findUserById(tx, job.requestedBy));
  if (!me?.isActive) throw new AppError('forbidden', 'The account that asked for this export is no longer active');
  const context = await tenantTx((tx) => contextOf(tx, job, me));
  const columns = reportSource(me, job.filters as ReportExportRequest).columns;
  const out = await ctx.storage.create(keyOf(job));
  const failed = new Promise<never>((_, reject) => out.once('error', reject));
  failed.catch(() => undefined);
  const writer = await writers[job.format]({ context, columns, out });
  let after: Cursor | null = null;
  let done = 0;
  for (;;) {
    const batchStarted = performance.now();
    const batch = await tenantTx((tx) => nextBatch(tx, job, me, after, done));
    if (batch.rows.length > 0) await Promise.race([writer.write(batch.rows.map((r) => columns.map((c) => r[c.key] ?? null))), failed]);
    done += batch.rows.length;
    const last = batch.rows.at(-1);
    if (!last || batch.rows.length < BATCH) break;
    after = { sortKey: last.sort_key, id: last.id };
    // Paced: after a batch, rest as long as it took. The export takes about twice as long
    // (a 100,000-row XLSX ~12 s), and requests keep the other half of a busy machine.
    await sleep(Math.min(performance.now() - batchStarted, MAX_REST_MS));
    if (stop.aborted) throw new Interrupted();
  }
  await Promise.race([writer.finish(), failed]);
  const finished = await tenantTx((tx) =>
    selectRows(
      tx,
      sql`update report_exports set status = 'done', rows_done = ${done}, rows_total = ${done}, finished_at = now()
        where id = ${job.id}::uuid and status = 'running' returning id`,
    ),
  );
  // A sweep that thought this job dead has failed it meanwhile: its file goes too.
  if (finished.length === 0) await ctx.storage.remove(keyOf(job));
}

/**
 * The job failed: its partial file is removed and the user is told why, in a sentence. An
 * interrupted job (the instance stopping) is queued again instead, to start over.
 */
async function fail(ctx: AppContext, job: ExportRow, err: unknown, log: FastifyBaseLogger): Promise<void> {
  await ctx.storage.remove(keyOf(job)).catch(() => undefined);
  if (err instanceof Interrupted) {
    await ctx.tenantTx(job.tenantId, (tx) =>
      tx.execute(
        sql`update report_exports set status = 'queued', rows_done = 0, started_at = null, heartbeat_at = null, file_id = null
          where id = ${job.id}::uuid and status = 'running'`,
      ),
    );
    return;
  }
  if (!(err instanceof AppError)) log.error({ err, exportId: job.id }, 'report export failed');
  const message = err instanceof AppError ? err.message : 'The export could not be written: start it again';
  await ctx.tenantTx(job.tenantId, (tx) =>
    tx.execute(
      sql`update report_exports set status = 'failed', error = ${message}, finished_at = now() where id = ${job.id}::uuid and status = 'running'`,
    ),
  );
}

/** Runs the company's waiting exports, oldest first, until none is left (or the instance stops). */
export async function drainCompany(ctx: AppContext, tenantId: string, stop: AbortSignal, log: FastifyBaseLogger): Promise<number> {
  let ran = 0;
  while (!stop.aborted) {
    const job = await ctx.tenantTx(tenantId, claim);
    if (!job) break;
    ran += 1;
    await run(ctx, job, stop).catch((err: unknown) => fail(ctx, job, err, log));
  }
  return ran;
}

/**
 * The sweep: running jobs whose heartbeat stopped are failed (files removed), exports past
 * KEPT_FOR_MS are deleted with their files. Returns whether the company has jobs waiting.
 */
export async function sweepCompany(ctx: AppContext, tenantId: string, now: Date): Promise<boolean> {
  const stale = new Date(now.getTime() - STALE_AFTER_MS).toISOString();
  const expired = new Date(now.getTime() - KEPT_FOR_MS).toISOString();
  const { gone, waiting } = await ctx.tenantTx(tenantId, async (tx) => {
    const failed = await selectRows<{ tenant_id: string; file_id: string | null }>(
      tx,
      sql`update report_exports set status = 'failed', error = 'The export was interrupted: start it again', finished_at = now()
        where status = 'running' and heartbeat_at < ${stale}::timestamptz returning tenant_id, file_id`,
    );
    const deleted = await selectRows<{ tenant_id: string; file_id: string | null }>(
      tx,
      sql`delete from report_exports where created_at < ${expired}::timestamptz and status in ('done', 'failed') returning tenant_id, file_id`,
    );
    const [queued] = await selectRows<{ n: number }>(tx, sql`select count(*)::int as n from report_exports where status = 'queued'`);
    return { gone: [...failed, ...deleted], waiting: (queued?.n ?? 0) > 0 };
  });
  for (const row of gone) if (row.file_id) await ctx.storage.remove(keyOf({ tenantId: row.tenant_id, fileId: row.file_id }));
  return waiting;
}
