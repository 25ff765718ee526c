import type { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { reportExports } from '../../db/schema';
import { selectRows, type Tx } from '../../db/tenant-tx';
import { AppError } from '../../lib/app-error';
import { clientListExportSource } from '../clients/export.service';
import { findUserById, type UserRow } from '../users/users.repository';
import { LIST_EXPORT, type ExportRow } from './exports.service';
import { reportExportSource } from './report-export-source';

/*
 * Runs exports in the background, one at a time per instance (memory stays one batch deep):
 * reports (report types 1–4) and the clients or leads list (LIST_EXPORT), one queue for both,
 * companies taking turns one job each (export-queue.ts).
 * A job is claimed with SKIP LOCKED, so two instances never take the same one; its rows are
 * read in keyset batches, each in its own short transaction, and the event loop is handed
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

/** A short transaction in the job's company. */
export type TenantTx = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

/** A batch read inside a transaction, written to the file after it ends (no connection held while writing). */
export interface ReadBatch {
  rows: number;
  write(): Promise<void>;
}

/** An export's file while it is written: its rows come a batch at a time, from where the last batch ended. */
export interface ExportFile {
  /** The next batch, at most `limit` rows (fewer: the last one). */
  read(tx: Tx, limit: number): Promise<ReadBatch>;
  /** Ends the file; resolves once every byte is in storage. */
  finish(): Promise<void>;
  /** Stops writing without finishing the file (the runner removes it). */
  abort(): Promise<void>;
}

/** A kind of export: opens its file (headings first) for a job, written into `out`. */
export interface ExportSource {
  open(job: ExportRow, me: UserRow, out: Writable, inTx: TenantTx): Promise<ExportFile>;
}

const sourceOf = (job: ExportRow): ExportSource => (job.reportType === LIST_EXPORT ? clientListExportSource : reportExportSource);

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

/** The next batch, with the job's progress and heartbeat stamped in the same transaction. */
async function nextBatch(tx: Tx, job: ExportRow, file: ExportFile, done: number): Promise<ReadBatch> {
  // A background job gets one core of the database: no parallel workers for its batches.
  await tx.execute(sql`select set_config('max_parallel_workers_per_gather', '0', true)`);
  const batch = await file.read(tx, BATCH);
  await tx.execute(
    sql`update report_exports set rows_done = ${done + batch.rows}, heartbeat_at = now() where id = ${job.id}::uuid and status = 'running'`,
  );
  return batch;
}

/** The instance is stopping: the job goes back to the queue for another (or the next start). */
class Interrupted extends Error {}

async function run(ctx: AppContext, job: ExportRow, stop: AbortSignal): Promise<void> {
  const inTx: TenantTx = (fn) => ctx.tenantTx(job.tenantId, fn);
  const me = await inTx((tx) => findUserById(tx, job.requestedBy));
  if (!me?.isActive) throw new AppError('forbidden', 'The account that asked for this export is no longer active');
  const out = await ctx.storage.create(keyOf(job));
  // A storage error ends the job at its next step, whichever step is waiting on the file.
  const failed = new Promise<never>((_, reject) => out.once('error', reject));
  failed.catch(() => undefined);
  let file: ExportFile | undefined;
  try {
    file = await Promise.race([sourceOf(job).open(job, me, out, inTx), failed]);
    let done = 0;
    for (;;) {
      const batchStarted = performance.now();
      const opened = file;
      const batch = await inTx((tx) => nextBatch(tx, job, opened, done));
      if (batch.rows > 0) await Promise.race([batch.write(), failed]);
      done += batch.rows;
      if (batch.rows < BATCH) break;
      // Paced: after a batch, rest as long as it took. The export takes about twice as long
      // (a 100,000-row XLSX ~12 s), and requests keep the other half of a busy machine.
      await sleep(Math.min(performance.now() - batchStarted, MAX_REST_MS));
      if (stop.aborted) throw new Interrupted();
    }
    await Promise.race([file.finish(), failed]);
    const finished = await inTx((tx) =>
      selectRows(
        tx,
        sql`update report_exports set status = 'done', rows_done = ${done}, rows_total = ${done}, finished_at = now()
          where id = ${job.id}::uuid and status = 'running' returning id`,
      ),
    );
    // A sweep that thought this job dead has failed it meanwhile: its file goes too.
    if (finished.length === 0) await ctx.storage.remove(keyOf(job));
  } catch (err) {
    // The half-written file is closed before it is removed (fail()).
    await file?.abort().catch(() => undefined);
    out.destroy();
    throw err;
  }
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
  if (!(err instanceof AppError)) log.error({ err, exportId: job.id }, 'export failed');
  const message = err instanceof AppError ? err.message : 'The export could not be written: start it again';
  await ctx.tenantTx(job.tenantId, (tx) =>
    tx.execute(
      sql`update report_exports set status = 'failed', error = ${message}, finished_at = now() where id = ${job.id}::uuid and status = 'running'`,
    ),
  );
}

/**
 * Runs the company's oldest waiting export, if it has one. One at a time: the queue gives each
 * company with exports waiting a turn in rotation, so one company's many exports never hold up
 * another's. Returns whether a job was run (the company may have more waiting).
 */
export async function runNextExport(ctx: AppContext, tenantId: string, stop: AbortSignal, log: FastifyBaseLogger): Promise<boolean> {
  if (stop.aborted) return false;
  const job = await ctx.tenantTx(tenantId, claim);
  if (!job) return false;
  await run(ctx, job, stop).catch((err: unknown) => fail(ctx, job, err, log));
  return true;
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
