import { sql } from 'drizzle-orm';
import type { SchedulePeriod, ScheduleFilters } from '@contract/report-schedules';
import { PDF_MAX_ROWS, SHEET_MAX_ROWS, type ReportFilters } from '@contract/reports';
import { reportExports, reportScheduleRuns } from '../../db/schema/index';
import { selectRows, type Tx } from '../../db/tenant-tx';
import { AppError } from '../../lib/app-error';
import type { UserRow } from '../users/users.repository';
import { reportSource } from '../reports/report-queries';
import type { ScheduleRow } from './report-schedules.repository';

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The company-local days a run covers, from the day it runs (`today`, YYYY-MM-DD in the
 * company's time zone): yesterday, the 7 days before today, last month, or this month so far.
 */
export function periodDays(period: SchedulePeriod, today: string): { from: string; to: string } {
  const t = Date.parse(`${today}T00:00:00Z`);
  const [y, m] = today.split('-').map(Number) as [number, number];
  switch (period) {
    case 'previous_day':
      return { from: dayOf(t - DAY_MS), to: dayOf(t - DAY_MS) };
    case 'previous_7_days':
      return { from: dayOf(t - 7 * DAY_MS), to: dayOf(t - DAY_MS) };
    case 'previous_month':
      return { from: dayOf(Date.UTC(y, m - 2, 1)), to: dayOf(Date.UTC(y, m - 1, 0)) };
    case 'month_to_date':
      return { from: dayOf(Date.UTC(y, m - 1, 1)), to: today };
  }
}

/** The report's filters for a run at `at`: the schedule's own, with the period's dates. */
export async function runFilters(tx: Tx, s: ScheduleRow, at: Date): Promise<ReportFilters> {
  const [row] = await selectRows<{ today: string }>(
    tx,
    sql`select to_char(${at.toISOString()}::timestamptz at time zone (select time_zone from tenants), 'YYYY-MM-DD') as today`,
  );
  const filters = s.filters as ScheduleFilters;
  return { ...filters, report_type: s.reportType as ReportFilters['report_type'], ...periodDays(s.period, row!.today) };
}

/**
 * Queues one run of a schedule: an export made as its owner (so it shows no more than the
 * owner may see) and the run that mails it once done. Not through the page's per-user limit
 * of unfinished exports: a manager's schedules due at the same hour all go. A report too
 * large for its format is refused here, with the reason the schedule then shows.
 */
export async function queueRun(tx: Tx, s: ScheduleRow, owner: UserRow, at: Date): Promise<string> {
  const filters = await runFilters(tx, s, at);
  const [counted] = await selectRows<{ n: number }>(tx, sql`select count(*)::int as n from (${reportSource(owner, filters).select}) r`);
  const rows = counted?.n ?? 0;
  if (s.format === 'pdf' && rows > PDF_MAX_ROWS)
    throw new AppError('validation_failed', `A PDF holds at most ${PDF_MAX_ROWS.toLocaleString('en')} rows: choose Excel for this report`);
  if (rows > SHEET_MAX_ROWS)
    throw new AppError(
      'validation_failed',
      `An export holds at most ${SHEET_MAX_ROWS.toLocaleString('en')} rows: narrow the report's filters`,
    );
  const [job] = await tx
    .insert(reportExports)
    .values({
      tenantId: s.tenantId,
      requestedBy: owner.id,
      reportType: s.reportType,
      format: s.format,
      language: s.language,
      filters,
      rowsTotal: rows,
    })
    .returning({ id: reportExports.id });
  await tx.insert(reportScheduleRuns).values({ tenantId: s.tenantId, scheduleId: s.id, exportId: job!.id });
  await tx.execute(
    sql`update report_schedules set last_run_at = ${at.toISOString()}::timestamptz, last_error = '' where id = ${s.id}::uuid`,
  );
  return job!.id;
}
