import { MAX_SCHEDULES_PER_USER, type ReportSchedule, type ReportScheduleInput } from '@contract/report-schedules';
import type { Tx } from '../../db/tenant-tx';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import type { UserRow } from '../users/users.repository';
import * as repo from './report-schedules.repository';
import type { ScheduleRow } from './report-schedules.repository';
import { queueRun } from './schedule-run';

/*
 * A manager's scheduled reports: each is its owner's alone (another manager's, or another
 * company's, is a 404 like a missing one), and each run sees what its owner may see.
 */

function toDto(row: ScheduleRow, recipients: ReportSchedule['recipients']): ReportSchedule {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters as Record<string, unknown>,
    report_type: row.reportType,
    period: row.period,
    frequency: row.frequency,
    weekday: row.weekday,
    month_day: row.monthDay,
    hour: row.hour,
    format: row.format,
    language: row.language,
    recipients,
    paused: row.paused,
    next_run_at: row.nextRunAt.toISOString(),
    last_run_at: row.lastRunAt?.toISOString() ?? null,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
  };
}

async function withRecipients(tx: Tx, row: ScheduleRow): Promise<ReportSchedule> {
  return toDto(row, (await repo.recipientsOf(tx, [row.id])).get(row.id) ?? []);
}

/** The columns an input sets; the filters keep only what was sent (the report type is its own column). */
function valuesOf(input: ReportScheduleInput): repo.ScheduleValues {
  return {
    name: input.name,
    reportType: input.filters.report_type,
    filters: input.filters,
    period: input.period,
    frequency: input.frequency,
    weekday: input.frequency === 'weekly' ? (input.weekday ?? null) : null,
    monthDay: input.frequency === 'monthly' ? (input.month_day ?? null) : null,
    hour: input.hour,
    format: input.format,
    language: input.language,
  };
}

/** The recipients must be active users of the company, and the reps the filters name its users. */
async function checkPeople(tx: Tx, input: ReportScheduleInput): Promise<void> {
  const ids = [...new Set(input.recipient_ids)];
  if ((await repo.countActive(tx, ids)) !== ids.length) throw fieldError('recipient_ids', 'Choose active people of your company');
  const reps = [...new Set(input.filters.user_ids ?? [])];
  if (reps.length > 0 && (await repo.countUsers(tx, reps)) !== reps.length)
    throw fieldError('filters.user_ids', 'Choose reps of your company');
}

async function own(tx: Tx, me: UserRow, id: string, lock = false): Promise<ScheduleRow> {
  const row = await repo.findOwn(tx, me.id, id, { lock });
  if (!row) throw notFound('Scheduled report');
  return row;
}

export async function list(tx: Tx, me: UserRow) {
  const rows = await repo.listOwn(tx, me.id);
  const recipients = await repo.recipientsOf(
    tx,
    rows.map((r) => r.id),
  );
  return { count: rows.length, results: rows.map((r) => toDto(r, recipients.get(r.id) ?? [])) };
}

export const recipients = (tx: Tx) => repo.activeUsers(tx);

export async function get(tx: Tx, me: UserRow, id: string) {
  return withRecipients(tx, await own(tx, me, id));
}

/** A new schedule; the owner's count and the insert are one step under the owner's lock. */
export async function create(tx: Tx, me: UserRow, input: ReportScheduleInput): Promise<ReportSchedule> {
  await checkPeople(tx, input);
  if ((await repo.lockOwner(tx, me.id)) >= MAX_SCHEDULES_PER_USER)
    throw new AppError('validation_failed', `At most ${MAX_SCHEDULES_PER_USER} scheduled reports each: delete one you no longer need`, {
      reason: 'too_many_schedules',
      max: MAX_SCHEDULES_PER_USER,
    });
  const row = await repo.insertSchedule(tx, me.tenantId, me.id, valuesOf(input));
  await repo.replaceRecipients(tx, me.tenantId, row.id, input.recipient_ids);
  return withRecipients(tx, row);
}

export async function update(tx: Tx, me: UserRow, id: string, input: ReportScheduleInput): Promise<ReportSchedule> {
  await own(tx, me, id, true);
  await checkPeople(tx, input);
  const row = await repo.updateSchedule(tx, id, valuesOf(input));
  await repo.replaceRecipients(tx, me.tenantId, id, input.recipient_ids);
  return withRecipients(tx, row);
}

export async function setPaused(tx: Tx, me: UserRow, id: string, paused: boolean): Promise<ReportSchedule> {
  return withRecipients(tx, await repo.setPaused(tx, await own(tx, me, id, true), paused));
}

export async function remove(tx: Tx, me: UserRow, id: string): Promise<void> {
  await own(tx, me, id, true);
  await repo.deleteSchedule(tx, id);
}

/**
 * "Send now": one run queued at once, as its owner; the schedule's own times are unchanged.
 * While one is on its way (written or mailed) another is refused: a double click, or an
 * impatient one, mails its recipients once. The row lock makes the check and the queueing one step.
 */
export async function sendNow(tx: Tx, me: UserRow, id: string, now = new Date()): Promise<ReportSchedule> {
  const row = await own(tx, me, id, true);
  if (await repo.hasWaitingRun(tx, id)) throw new AppError('conflict', 'This report is already on its way: wait for its e-mail');
  await queueRun(tx, row, me, now);
  return withRecipients(tx, (await repo.findOwn(tx, me.id, id)) ?? row);
}
