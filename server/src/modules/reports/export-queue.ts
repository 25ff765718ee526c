import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { runNextExport, sweepCompany } from './export-runner';

export interface ReportExportQueue {
  /** A company has a new export waiting: start on it (after the request's commit). */
  kick(tenantId: string): void;
  /** Resolves once nothing is running (tests wait on it instead of polling). */
  idle(): Promise<void>;
  /** One sweep of every company (the timer's job; tests call it with a clock). */
  sweep(now?: Date): Promise<void>;
  /** Runs `fn` after each job of a company ends, done or failed (scheduled reports mail theirs, ADR 0051). */
  afterJob(fn: (tenantId: string) => Promise<void>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    reportExports: ReportExportQueue;
  }
}

/**
 * This instance's export worker, one export at a time (memory stays one batch deep). The
 * companies with exports waiting take turns: one job of the first, then that company goes to
 * the back of the line if it may have more. A company whose managers queue many exports (list
 * exports share this queue) so delays another company's by one job, not by all of its own. The sweep, every `sweepMs` and
 * once at start, fails jobs whose instance died, removes old exports and picks up exports
 * queued on an instance that stopped. On close the running export is put back in the queue.
 */
export function scheduleReportExports(app: FastifyInstance, ctx: AppContext): ReportExportQueue {
  const { exportSweepMs: sweepMs, exportWorker: worker } = ctx.config;
  const waiting = new Set<string>();
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  const afterJobs: ((tenantId: string) => Promise<void>)[] = [];

  const loop = async () => {
    for (let next = first(waiting); next && !stopping.signal.aborted; next = first(waiting)) {
      waiting.delete(next);
      const ran = await runNextExport(ctx, next, stopping.signal, app.log).catch((err: unknown) => {
        app.log.warn({ err, tenantId: next }, 'report exports failed for a company');
        return false;
      });
      // A listener's failure is its own: logged, and the queue goes on.
      if (ran) for (const fn of afterJobs) await fn(next).catch((err: unknown) => app.log.warn({ err, tenantId: next }, 'after an export'));
      // Back of the line; a company already there (kicked meanwhile) keeps its place.
      if (ran) waiting.add(next);
    }
  };
  const kick = (tenantId: string) => {
    if (!worker) return;
    waiting.add(tenantId);
    running ??= loop().finally(() => {
      running = null;
      if (waiting.size > 0 && !stopping.signal.aborted) kick(first(waiting) ?? tenantId);
    });
  };
  const sweep = async (now = new Date()) => {
    for (const tenantId of await ctx.tenantIds()) {
      try {
        if (await sweepCompany(ctx, tenantId, now)) kick(tenantId);
      } catch (err) {
        app.log.warn({ err, tenantId }, 'report export sweep failed for a company');
      }
    }
  };
  const idle = async () => {
    while (running) await running;
  };
  const afterJob = (fn: (tenantId: string) => Promise<void>) => void afterJobs.push(fn);
  const queue = { kick, idle, sweep, afterJob };
  app.decorate('reportExports', queue);

  let timer: NodeJS.Timeout | undefined;
  if (sweepMs > 0) {
    app.addHook('onReady', async () => {
      void sweep().catch((err: unknown) => app.log.warn({ err }, 'report export sweep failed'));
      timer = setInterval(() => void sweep().catch((err: unknown) => app.log.warn({ err }, 'report export sweep failed')), sweepMs);
      timer.unref();
    });
  }
  app.addHook('onClose', async () => {
    clearInterval(timer);
    stopping.abort();
    await running;
  });
  return queue;
}

const first = (set: Set<string>): string | undefined => set.values().next().value;
