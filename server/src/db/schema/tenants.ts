import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  numberEmployees: integer('number_employees').notNull(),
  industry: text('industry').notNull(),
  package: integer('package').notNull().default(0),
  geofenceRadiusM: integer('geofence_radius_m').notNull().default(500),
  /** Sign-up starts a trial of the chosen package (ADR 0007); null for companies made before trials. */
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  /** Until when the package is paid for or granted; the package's seats hold only until then. */
  paidUntil: timestamp('paid_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
