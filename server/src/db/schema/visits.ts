import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
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
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { checkInVerdicts, type VisitOutcome } from '@contract/visits';
import { agencies, samples } from './catalog';
import { clients } from './clients';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A visit to a client or lead (DESIGN §4): its plan, its check-in (where, when, how far from
 * the client), the outcome its completion call stored, and the manager's review. Status,
 * type, priority and reason are the spec's numbers.
 */
export const visits = pgTable(
  'visits',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').notNull(),
    visitType: smallint('visit_type').notNull(),
    status: smallint('status').notNull().default(0),
    priority: smallint('priority').notNull().default(1),
    visitReason: smallint('visit_reason').notNull(),
    assignedTo: uuid('assigned_to').notNull(),
    createdBy: uuid('created_by').notNull(),
    plannedAt: timestamp('planned_at', { withTimezone: true }).notNull(),
    notes: text('notes').notNull().default(''),
    /** Booked at this time (an appointment the client expects): the route keeps it there. */
    fixedTime: boolean('fixed_time').notNull().default(false),
    isFalse: boolean('is_false').notNull().default(false),
    falseReason: text('false_reason').notNull().default(''),
    /** When the position was taken: the device's clock for a check-in queued offline (issue 14). */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** When the server received the check-in (later than checkedInAt when it waited in an outbox). */
    checkInReceivedAt: timestamp('check_in_received_at', { withTimezone: true }),
    checkInLatitude: doublePrecision('check_in_latitude'),
    checkInLongitude: doublePrecision('check_in_longitude'),
    checkInAccuracyM: doublePrecision('check_in_accuracy_m'),
    checkInDistanceM: doublePrecision('check_in_distance_m'),
    checkInVerdict: text('check_in_verdict', { enum: checkInVerdicts }),
    /** Why the rep checked in beyond the geofence, asked for before a far check-in. */
    checkInReason: text('check_in_reason').notNull().default(''),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    outcome: jsonb('outcome').$type<VisitOutcome>(),
    /** Collection visits: the per-company receipt number and the amount (KPIs sum it). */
    receiptNumber: integer('receipt_number'),
    collectedAmount: numeric('collected_amount', { precision: 14, scale: 2 }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by'),
    rejectReason: text('reject_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    unique('visits_tenant_receipt_key').on(t.tenantId, t.receiptNumber),
    foreignKey({ columns: [t.tenantId, t.clientId], foreignColumns: [clients.tenantId, clients.id] }),
    foreignKey({ columns: [t.tenantId, t.assignedTo], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.reviewedBy], foreignColumns: [users.tenantId, users.id] }),
    // The list: a period of planned_at (a day, week or month, or all), company-wide or one rep's.
    // Plain ascending keys serve both directions (days read forward, "all" newest first).
    index('visits_list_idx').on(t.tenantId, t.plannedAt, t.id),
    index('visits_list_assignee_idx').on(t.tenantId, t.assignedTo, t.plannedAt, t.id),
    index('visits_client_idx').on(t.tenantId, t.clientId, t.plannedAt),
    // Collection totals of a period (by when the money was collected).
    index('visits_collected_idx')
      .on(t.tenantId, t.finishedAt)
      .where(sql`collected_amount is not null`),
  ],
);

/** The agencies a visit is about. */
export const visitAgencies = pgTable(
  'visit_agencies',
  {
    tenantId: uuid('tenant_id').notNull(),
    visitId: uuid('visit_id').notNull(),
    agencyId: uuid('agency_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.visitId, t.agencyId] }),
    foreignKey({ columns: [t.tenantId, t.visitId], foreignColumns: [visits.tenantId, visits.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.agencyId], foreignColumns: [agencies.tenantId, agencies.id] }).onDelete('cascade'),
  ],
);

/** The samples to bring on a visit (planned quantities; stock moves only when they are handed out). */
export const visitSamples = pgTable(
  'visit_samples',
  {
    tenantId: uuid('tenant_id').notNull(),
    visitId: uuid('visit_id').notNull(),
    sampleId: uuid('sample_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.visitId, t.sampleId] }),
    foreignKey({ columns: [t.tenantId, t.visitId], foreignColumns: [visits.tenantId, visits.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.sampleId], foreignColumns: [samples.tenantId, samples.id] }).onDelete('cascade'),
  ],
);

/**
 * Per-company document numbers (DESIGN §6 "Money"): the next receipt number is taken by one
 * upsert that locks the counter row until the transaction ends, so two collections at once
 * get consecutive numbers and a rolled-back one leaves no gap.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name] })],
);

/**
 * How many visits the company has in each quarter hour (UTC), kept by statement triggers on
 * `visits` (migration 0014). Every time zone's midnight falls on a quarter hour, so a company
 * day's total is the sum of its quarters: a month of the calendar sums a few thousand of
 * these instead of counting tens of thousands of visits, whatever the company's zone.
 */
export const visitQuarterCounts = pgTable(
  'visit_quarter_counts',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    quarter: timestamp('quarter', { withTimezone: true }).notNull(),
    visits: integer('visits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.quarter] })],
);

/**
 * How many visits each rep has in each calendar month (UTC), kept by statement triggers on
 * `visits` (migration 0010). A deep page of the "all" list finds the month its first row is
 * in from these few rows, then skips only within that month: any page of a million visits
 * costs an index scan of at most one month, and the total is a sum of a few hundred numbers.
 */
export const visitMonthCounts = pgTable(
  'visit_month_counts',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    assignedTo: uuid('assigned_to').notNull(),
    month: timestamp('month', { withTimezone: true }).notNull(),
    visits: integer('visits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.assignedTo, t.month] })],
);
