import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ScheduleRecipient } from '@contract/report-schedules';
import { reportScheduleRecipients, reportSchedules, users } from '../../db/schema/index';
import { selectRows, type Tx } from '../../db/tenant-tx';

// Row-level security keeps every statement inside the transaction's company; the owner
// condition keeps a manager to their own schedules (another's is a 404, like a missing one).

export type ScheduleRow = typeof reportSchedules.$inferSelect;
export type ScheduleValues = Omit<typeof reportSchedules.$inferInsert, 'tenantId' | 'ownerId' | 'nextRunAt'>;

/** The schedule's next run after `after`, in the company's time zone (the migration's SQL function). */
export const nextRunSql = (
  after: Date | ReturnType<typeof sql>,
  s: Pick<ScheduleRow, 'frequency' | 'hour'> & { weekday?: number | null; monthDay?: number | null },
) =>
  sql`report_schedule_next_run(${after instanceof Date ? sql`${after.toISOString()}::timestamptz` : after},
    (select time_zone from tenants), ${s.frequency}, ${s.weekday ?? null}::int, ${s.monthDay ?? null}::int, ${s.hour}::int)`;

export async function listOwn(tx: Tx, ownerId: string): Promise<ScheduleRow[]> {
  return tx.select().from(reportSchedules).where(eq(reportSchedules.ownerId, ownerId)).orderBy(desc(reportSchedules.createdAt));
}

export async function findOwn(tx: Tx, ownerId: string, id: string, opts: { lock?: boolean } = {}): Promise<ScheduleRow | undefined> {
  const q = tx
    .select()
    .from(reportSchedules)
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.ownerId, ownerId)));
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

/** Each schedule's recipients, by schedule id (a deactivated one is listed, marked inactive). */
export async function recipientsOf(tx: Tx, scheduleIds: string[]): Promise<Map<string, ScheduleRecipient[]>> {
  const out = new Map<string, ScheduleRecipient[]>(scheduleIds.map((id) => [id, []]));
  if (scheduleIds.length === 0) return out;
  const rows = await tx
    .select({
      scheduleId: reportScheduleRecipients.scheduleId,
      id: users.id,
      fullName: users.fullName,
      email: users.email,
      isActive: users.isActive,
    })
    .from(reportScheduleRecipients)
    .innerJoin(users, and(eq(users.tenantId, reportScheduleRecipients.tenantId), eq(users.id, reportScheduleRecipients.userId)))
    .where(inArray(reportScheduleRecipients.scheduleId, scheduleIds))
    .orderBy(asc(users.fullName));
  for (const r of rows) out.get(r.scheduleId)?.push({ id: r.id, full_name: r.fullName, email: r.email, is_active: r.isActive });
  return out;
}

/** The company's active users, who may receive a scheduled report. */
export async function activeUsers(tx: Tx): Promise<ScheduleRecipient[]> {
  const rows = await tx
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.isActive, true))
    .orderBy(asc(users.fullName));
  return rows.map((r) => ({ id: r.id, full_name: r.fullName, email: r.email, is_active: true }));
}

/** How many of these ids are active users of the company (row-level security hides any other). */
export async function countActive(tx: Tx, ids: string[]): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.isActive, true)));
  return row?.n ?? 0;
}

/** Takes the per-owner lock, so a count and the insert that follows are one step for concurrent calls. */
export async function lockOwner(tx: Tx, ownerId: string): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reports.schedule'), hashtext(${ownerId}))`);
  const [row] = await selectRows<{ n: number }>(tx, sql`select count(*)::int as n from report_schedules where owner_id = ${ownerId}::uuid`);
  return row?.n ?? 0;
}

export async function insertSchedule(tx: Tx, tenantId: string, ownerId: string, values: ScheduleValues): Promise<ScheduleRow> {
  const [row] = await tx
    .insert(reportSchedules)
    .values({ ...values, tenantId, ownerId, nextRunAt: nextRunSql(sql`now()`, values) })
    .returning();
  if (!row) throw new Error('report schedule insert returned nothing');
  return row;
}

/** New settings; the next run is worked out again from now. */
export async function updateSchedule(tx: Tx, id: string, values: ScheduleValues): Promise<ScheduleRow> {
  const [row] = await tx
    .update(reportSchedules)
    .set({ ...values, nextRunAt: nextRunSql(sql`now()`, values), updatedAt: sql`now()` })
    .where(eq(reportSchedules.id, id))
    .returning();
  if (!row) throw new Error('report schedule update returned nothing');
  return row;
}

/** Paused, or resumed from its next due time after now (a paused week is not sent late). */
export async function setPaused(tx: Tx, row: ScheduleRow, paused: boolean): Promise<ScheduleRow> {
  const [updated] = await tx
    .update(reportSchedules)
    .set({ paused, updatedAt: sql`now()`, ...(paused ? {} : { nextRunAt: nextRunSql(sql`now()`, row), lastError: '' }) })
    .where(eq(reportSchedules.id, row.id))
    .returning();
  if (!updated) throw new Error('report schedule pause returned nothing');
  return updated;
}

export async function replaceRecipients(tx: Tx, tenantId: string, scheduleId: string, userIds: string[]): Promise<void> {
  await tx.delete(reportScheduleRecipients).where(eq(reportScheduleRecipients.scheduleId, scheduleId));
  const unique = [...new Set(userIds)];
  await tx.insert(reportScheduleRecipients).values(unique.map((userId) => ({ tenantId, scheduleId, userId })));
}

export async function deleteSchedule(tx: Tx, id: string): Promise<void> {
  await tx.delete(reportSchedules).where(eq(reportSchedules.id, id));
}

/** How many of these ids are users of the company, former ones too (a report may look back). */
export async function countUsers(tx: Tx, ids: string[]): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(inArray(users.id, ids));
  return row?.n ?? 0;
}

/** Whether a run of the schedule is still being written or mailed. */
export async function hasWaitingRun(tx: Tx, scheduleId: string): Promise<boolean> {
  const rows = await selectRows<{ one: number }>(
    tx,
    sql`select 1 as one from report_schedule_runs where schedule_id = ${scheduleId}::uuid and status = 'waiting' limit 1`,
  );
  return rows.length > 0;
}
