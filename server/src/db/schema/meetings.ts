import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A meeting: its organizer, a start instant (the company's date and time as entered, stored as
 * an instant so mail clients and other zones read it right), a place and/or an online link.
 * Done is final and keeps the minutes; Cancelled is final too, and keeps the row.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    place: text('place'),
    onlineLink: text('online_link'),
    organizerId: uuid('organizer_id').notNull(),
    clientId: uuid('client_id'),
    agenda: text('agenda').notNull().default(''),
    status: smallint('status').notNull().default(0),
    /**
     * The iCalendar SEQUENCE of what attendees were last sent: 0 for the invitation, one more
     * for each edit and for the cancellation (raised in the UPDATE itself, so two edits at
     * once never send the same number twice).
     */
    sequence: integer('sequence').notNull().default(0),
    minutes: text('minutes'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Set with status Cancelled: the row stays, so lists, the dashboard and calendars show it cancelled. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.organizerId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.clientId], foreignColumns: [clients.tenantId, clients.id] }).onDelete('cascade'),
    // Both lists walk the company's meetings by start (upcoming forwards, past backwards).
    index('meetings_starts_idx').on(t.tenantId, t.startsAt, t.id),
    index('meetings_organizer_idx').on(t.tenantId, t.organizerId),
  ],
);

/** Who is invited to a meeting (the organizer only when they chose themselves). */
export const meetingAttendees = pgTable(
  'meeting_attendees',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    meetingId: uuid('meeting_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.meetingId, t.userId] }),
    foreignKey({ columns: [t.tenantId, t.meetingId], foreignColumns: [meetings.tenantId, meetings.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    // "Meetings I attend", for users who see only their own.
    index('meeting_attendees_user_idx').on(t.tenantId, t.userId),
  ],
);
