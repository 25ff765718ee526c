import { sql } from 'drizzle-orm';
import { integer, pgTable, smallint, text, time, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A company. Its own id is its tenant id, so RLS on this table compares `id`. */
export const tenants = pgTable('tenants', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  companyName: text('company_name').notNull(),
  field: text('field').notNull(),
  country: text('country').notNull(),
  city: text('city').notNull(),
  /** Optional until the company needs an invoice or a receipt. */
  vatNumber: text('vat_number'),
  crNumber: text('cr_number'),
  numberEmployees: integer('number_employees').notNull(),
  industry: text('industry').notNull(),
  package: integer('package').notNull().default(0),
  geofenceRadiusM: integer('geofence_radius_m').notNull().default(500),
  /** The visit types whose check-in the geofence judges (a call is made from anywhere: not by default). */
  geofenceVisitTypes: smallint('geofence_visit_types')
    .array()
    .notNull()
    .default(sql`'{0,1,2,3,5}'`),
  /** IANA zone: "today", weeks and months of the visit lists are the company's, computed in SQL. */
  timeZone: text('time_zone').notNull().default('Asia/Riyadh'),
  /** 0 Sunday … 6 Saturday (JavaScript's numbering). */
  weekStart: smallint('week_start').notNull().default(0),
  weekendDays: smallint('weekend_days')
    .array()
    .notNull()
    .default(sql`'{5,6}'::smallint[]`),
  /**
   * The working day in the company's zone: the team's day map shows where reps checked in only
   * between these times on a working day (ADR 0049). `24:00` ends the day at midnight.
   */
  workDayStart: time('work_day_start').notNull().default('08:00'),
  workDayEnd: time('work_day_end').notNull().default('18:00'),
  /** Sign-up starts a trial of the chosen package (ADR 0007); null for companies made before trials. */
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  /** Until when the package is paid for or granted; the package's seats hold only until then. */
  paidUntil: timestamp('paid_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
