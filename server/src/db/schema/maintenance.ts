import { sql } from 'drizzle-orm';
import { date, foreignKey, index, pgTable, smallint, text, timestamp, uuid, primaryKey } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A maintenance request: a fault at a client's site that a technician (a `maintenance` user)
 * fixes on a day. Its attachments and the completion's photos are rows of `files`, owned by
 * the request (owner types `maintenance` and `maintenance_done`), downloaded through files/{id}.
 */
export const maintenanceRequests = pgTable(
  'maintenance_requests',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priority: smallint('priority').notNull().default(1),
    status: smallint('status').notNull().default(0),
    assignedTo: uuid('assigned_to').notNull(),
    createdBy: uuid('created_by').notNull(),
    clientId: uuid('client_id').notNull(),
    /** A day of the company's calendar. */
    scheduledDate: date('scheduled_date', { mode: 'string' }).notNull(),
    completionNotes: text('completion_notes'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: uuid('completed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.assignedTo], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.completedBy], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.clientId], foreignColumns: [clients.tenantId, clients.id] }).onDelete('cascade'),
    // The list: by scheduled day, company-wide, one technician's or one creator's.
    index('maintenance_scheduled_idx').on(t.tenantId, t.scheduledDate, t.id),
    index('maintenance_assignee_idx').on(t.tenantId, t.assignedTo, t.scheduledDate, t.id),
    index('maintenance_creator_idx').on(t.tenantId, t.createdBy, t.scheduledDate, t.id),
    index('maintenance_client_idx').on(t.tenantId, t.clientId),
  ],
);
