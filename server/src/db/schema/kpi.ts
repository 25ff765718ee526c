import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A rep's targets for one month of the company's calendar (`month` is its first day). Visits
 * per type are an array indexed by visit type (0 New … 5 Expanding); money is numeric(14,2).
 */
export const kpiTargets = pgTable(
  'kpi_targets',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    visitsTotal: integer('visits_total').notNull().default(0),
    visitsByType: integer('visits_by_type')
      .array()
      .notNull()
      .default(sql`'{0,0,0,0,0,0}'`),
    newClients: integer('new_clients').notNull().default(0),
    collectionsAmount: numeric('collections_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    ordersCount: integer('orders_count').notNull().default(0),
    ordersValue: numeric('orders_value', { precision: 14, scale: 2 }).notNull().default('0'),
    setBy: uuid('set_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.month] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.setBy], foreignColumns: [users.tenantId, users.id] }),
    index('kpi_targets_month_idx').on(t.tenantId, t.month),
    check('kpi_targets_month_first', sql`extract(day from ${t.month}) = 1`),
    check('kpi_targets_six_types', sql`cardinality(${t.visitsByType}) = 6`),
  ],
);

/** A manager's rating of a rep's month (the spec's "KPI rate"): 1–5 and a comment. */
export const kpiRatings = pgTable(
  'kpi_ratings',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    ratedBy: uuid('rated_by').notNull(),
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.month] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.ratedBy], foreignColumns: [users.tenantId, users.id] }),
    check('kpi_ratings_month_first', sql`extract(day from ${t.month}) = 1`),
    check('kpi_ratings_range', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Each rep's visits per month of the company's calendar, by type, status and the false flag,
 * with what they collected and ordered: kept by statement triggers on `visits` and rebuilt
 * for a company when its time zone changes (migration 0019). A visit's month is the month it
 * was finished in, or planned for while not finished. KPI attainment and the dashboard sum
 * these few thousand rows instead of scanning tens of thousands of visits.
 */
export const visitKpiMonths = pgTable(
  'visit_kpi_months',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    userId: uuid('user_id').notNull(),
    visitType: smallint('visit_type').notNull(),
    status: smallint('status').notNull(),
    isFalse: boolean('is_false').notNull(),
    visits: integer('visits').notNull(),
    orders: integer('orders').notNull(),
    orderValue: numeric('order_value', { precision: 14, scale: 2 }).notNull(),
    cash: numeric('cash', { precision: 14, scale: 2 }).notNull(),
    credit: numeric('credit', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.month, t.userId, t.visitType, t.status, t.isFalse] }),
    // One rep's months (a sales user's dashboard): without it, every rep's rows of the months.
    index('visit_kpi_months_user_idx').on(t.tenantId, t.userId, t.month),
  ],
);

/**
 * A report export: asked for by a user, written in the background to storage (key
 * `<tenant>/<file_id>`), with its progress for the web's progress bar. Filters are kept as
 * asked (they print on it). The runner stamps `heartbeat_at` after every batch, so a job whose
 * instance died is told from one still running (export-runner.ts).
 */
export const reportExports = pgTable(
  'report_exports',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').notNull(),
    reportType: smallint('report_type').notNull(),
    format: text('format', { enum: ['csv', 'xlsx', 'pdf'] }).notNull(),
    language: text('language', { enum: ['en', 'ar'] }).notNull(),
    filters: jsonb('filters').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total'),
    fileId: uuid('file_id'),
    error: text('error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.requestedBy], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('report_exports_user_idx').on(t.tenantId, t.requestedBy, t.createdAt),
    index('report_exports_queue_idx')
      .on(t.tenantId, t.createdAt)
      .where(sql`status in ('queued', 'running')`),
  ],
);
