import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { can } from '@contract/permissions';
import type { AppContext } from '../../context';
import { reportSchedules } from '../../db/schema/index';
import { selectRows } from '../../db/tenant-tx';
import { AppError } from '../../lib/app-error';
import type { ReportExportQueue } from '../reports/export-queue';
import { findUserById } from '../users/users.repository';
import { deliverRuns } from './schedule-delivery';
import { queueRun } from './schedule-run';

/** Due schedules taken per company per sweep; more wait for the next sweep. */
const DUE_BATCH = 50;

export interface ReportScheduleWork {
  /** One sweep of every company at `now`: due schedules queued, finished runs mailed (tests pass a clock). */
  sweep(now?: Date): Promise<{ queued: number; mailed: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reportSchedules: ReportScheduleWork;
  }
}

/**
 * Claims one due schedule by moving its next run past `now` only if it still holds the time
 * this sweep saw (compare-and-set in one statement: of two instances, one moves it, the other
 * updates nothing), then queues its export in the same transaction. A schedule whose owner
 * can no longer schedule reports (deactivated, or no longer a manager) is paused instead.
 */
async function runOne(ctx: AppContext, tenantId: string, id: string, seen: string, now: Date): Promise<boolean> {
  return ctx.tenantTx(tenantId, async (tx) => {
    const claimed = await selectRows<{ id: string }>(
      tx,
      sql`update report_schedules set next_run_at = report_schedule_next_run(${now.toISOString()}::timestamptz,
          (select time_zone from tenants), frequency, weekday::int, month_day::int, hour::int)
        where id = ${id}::uuid and next_run_at = ${seen}::timestamptz and not paused returning id`,
    );
    if (claimed.length === 0) return false;
    const [s] = await tx.select().from(reportSchedules).where(eq(reportSchedules.id, id));
    const owner = s && (await findUserById(tx, s.ownerId));
    if (!s || !owner) return false;
    if (!owner.isActive || !can(owner.role, 'reports.schedule')) {
      const why = owner.isActive ? 'Its owner may no longer schedule reports' : "Its owner's account was deactivated";
      await tx.update(reportSchedules).set({ paused: true, lastError: why }).where(eq(reportSchedules.id, id));
      return false;
    }
    try {
      // The period is counted from the time it was due, not from a sweep that came late.
      await queueRun(tx, s, owner, new Date(seen));
      return true;
    } catch (err) {
      // Refused before anything was written (too many rows): the schedule says why, and moves on.
      if (!(err instanceof AppError)) throw err;
      await tx.update(reportSchedules).set({ lastError: err.message }).where(eq(reportSchedules.id, id));
      return false;
    }
  });
}

/** Queues the company's due schedules; returns how many. One that fails is logged and tried next sweep. */
async function runDue(ctx: AppContext, tenantId: string, now: Date, log: FastifyBaseLogger): Promise<number> {
  const due = await ctx.tenantTx(tenantId, (tx) =>
    selectRows<{ id: string; seen: string }>(
      tx,
      sql`select id, to_char(next_run_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as seen from report_schedules
        where not paused and next_run_at <= ${now.toISOString()}::timestamptz order by next_run_at limit ${DUE_BATCH}`,
    ),
  );
  let queued = 0;
  for (const d of due) {
    try {
      if (await runOne(ctx, tenantId, d.id, d.seen, now)) queued++;
    } catch (err) {
      log.warn({ err, scheduleId: d.id }, 'scheduled report: could not queue, tried again next sweep');
    }
  }
  return queued;
}

/**
 * Scheduled reports' timer, beside the export queue's and at its pace (EXPORT_SWEEP_MS; 0 in
 * the tests, which sweep by hand with a clock). The export worker mails a run as soon as its
 * export ends (the queue's afterJob); the sweep also mails runs an instance left behind.
 */
export function scheduleReportSchedules(app: FastifyInstance, ctx: AppContext, exports: ReportExportQueue): ReportScheduleWork {
  const sweep = async (now = new Date()) => {
    const total = { queued: 0, mailed: 0 };
    for (const tenantId of await ctx.tenantIds()) {
      try {
        const queued = await runDue(ctx, tenantId, now, app.log);
        // After the commit: the worker's transaction must see the new exports.
        if (queued > 0) exports.kick(tenantId);
        total.queued += queued;
        total.mailed += await deliverRuns(ctx, tenantId, now, app.log);
      } catch (err) {
        app.log.warn({ err, tenantId }, 'scheduled reports sweep failed for a company');
      }
    }
    return total;
  };
  exports.afterJob((tenantId) => deliverRuns(ctx, tenantId, new Date(), app.log).then(() => undefined));
  const work = { sweep };
  app.decorate('reportSchedules', work);

  const sweepMs = ctx.config.exportSweepMs;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  if (sweepMs > 0) {
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        if (running) return;
        running = sweep()
          .catch((err: unknown) => app.log.warn({ err }, 'scheduled reports sweep failed'))
          .finally(() => (running = null));
      }, sweepMs);
      timer.unref();
    });
  }
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  return work;
}
