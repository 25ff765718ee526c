import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { reportExports } from './kpi';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A report that arrives (issue 43, ADR 0051): its owner's filters (without dates: `period`
 * picks them at each run), when it runs in the company's time zone, the file's format and
 * language. `next_run_at` is the one clock the sweep reads; a sweep claims a due schedule by
 * moving it (compare-and-set on the value it saw), so two instances never run it twice.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').notNull(),
    name: text('name').notNull(),
    reportType: smallint('report_type').notNull(),
    /** The report's own filters (reps, visit type, status…), as `POST report/export` takes them, minus the dates. */
    filters: jsonb('filters').notNull(),
    period: text('period', { enum: ['previous_day', 'previous_7_days', 'previous_month', 'month_to_date'] }).notNull(),
    frequency: text('frequency', { enum: ['daily', 'weekly', 'monthly'] }).notNull(),
    /** 0 Sunday … 6 Saturday (weekly only). */
    weekday: smallint('weekday'),
    /** 1 … 31, clamped to the month's last day (monthly only). */
    monthDay: smallint('month_day'),
    hour: smallint('hour').notNull(),
    format: text('format', { enum: ['csv', 'xlsx', 'pdf'] }).notNull(),
    language: text('language', { enum: ['en', 'ar'] }).notNull(),
    paused: boolean('paused').notNull().default(false),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    /** Why the last run sent nothing (empty when it went out). */
    lastError: text('last_error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.ownerId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('report_schedules_owner_idx').on(t.tenantId, t.ownerId, t.createdAt),
    // The sweep's read: running schedules by due time.
    index('report_schedules_due_idx')
      .on(t.tenantId, t.nextRunAt)
      .where(sql`not ${t.paused}`),
    check('report_schedules_hour_check', sql`${t.hour} between 0 and 23`),
    check(
      'report_schedules_when_check',
      sql`(${t.frequency} = 'weekly') = (${t.weekday} is not null) and (${t.frequency} = 'monthly') = (${t.monthDay} is not null)
        and coalesce(${t.weekday} between 0 and 6, true) and coalesce(${t.monthDay} between 1 and 31, true)`,
    ),
  ],
);

/** Who a schedule mails: users of its company (a deactivated one is skipped at send time). */
export const reportScheduleRecipients = pgTable(
  'report_schedule_recipients',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    scheduleId: uuid('schedule_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.scheduleId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.scheduleId], foreignColumns: [reportSchedules.tenantId, reportSchedules.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('report_schedule_recipients_user_idx').on(t.tenantId, t.userId),
  ],
);

/**
 * One run of a schedule: the export it queued and whether its mails went. `waiting` until the
 * export is done (then `sent`) or failed (then `failed`); a mail server that refuses leaves it
 * `waiting` with `attempts` counted, for the next sweep.
 */
export const reportScheduleRuns = pgTable(
  'report_schedule_runs',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    scheduleId: uuid('schedule_id').notNull(),
    exportId: uuid('export_id').notNull(),
    status: text('status', { enum: ['waiting', 'sent', 'failed'] })
      .notNull()
      .default('waiting'),
    attempts: smallint('attempts').notNull().default(0),
    error: text('error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.scheduleId], foreignColumns: [reportSchedules.tenantId, reportSchedules.id] }).onDelete('cascade'),
    // The export's row goes after KEPT_FOR_MS; its run goes with it.
    foreignKey({ columns: [t.tenantId, t.exportId], foreignColumns: [reportExports.tenantId, reportExports.id] }).onDelete('cascade'),
    index('report_schedule_runs_waiting_idx')
      .on(t.tenantId, t.createdAt)
      .where(sql`${t.status} = 'waiting'`),
    index('report_schedule_runs_schedule_idx').on(t.tenantId, t.scheduleId, t.createdAt),
    index('report_schedule_runs_export_idx').on(t.tenantId, t.exportId),
  ],
);
