import { sql } from 'drizzle-orm';
import { date, foreignKey, index, jsonb, pgTable, smallint, text, timestamp, uuid, primaryKey } from 'drizzle-orm/pg-core';
import type { TaskCompletion } from '@contract/tasks';
import { clients } from './clients';
import { tenants } from './tenants';
import { users } from './users';

/**
 * A task (DESIGN §4): something a rep must do by a day, of one of five types. Missing-paper,
 * invoice and statement tasks are done by their own call with a document; `completion` keeps
 * what that call recorded (the file's id among the company's files, the figures).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    taskType: smallint('task_type').notNull(),
    status: smallint('status').notNull().default(0),
    priority: smallint('priority').notNull().default(1),
    assignedTo: uuid('assigned_to').notNull(),
    createdBy: uuid('created_by').notNull(),
    clientId: uuid('client_id'),
    /**
     * Visit tasks: the visit (checked to be the company's when the task is made). No foreign
     * key: a pending visit may be deleted, and a composite key cannot null just this column.
     */
    visitId: uuid('visit_id'),
    missingDocument: smallint('missing_document'),
    /** A day of the company's calendar: a task is due by its end, wherever the rep is. */
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    completion: jsonb('completion').$type<TaskCompletion>(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.assignedTo], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.createdBy], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.clientId], foreignColumns: [clients.tenantId, clients.id] }).onDelete('cascade'),
    // The list: by due day (the default order), company-wide or one rep's, and a client's tasks.
    index('tasks_due_idx').on(t.tenantId, t.dueDate, t.id),
    index('tasks_assignee_due_idx').on(t.tenantId, t.assignedTo, t.dueDate, t.id),
    index('tasks_client_idx').on(t.tenantId, t.clientId),
    // The dashboard's overdue and due-today counts: open tasks only (done ones pile up over years).
    index('tasks_open_due_idx')
      .on(t.tenantId, t.dueDate, t.assignedTo)
      .where(sql`status <> 2`),
    // A rep's own (the sales dashboard): the index above read every rep's open tasks due by
    // today to find one rep's (5.8 ms at 100,000 tasks; with this one, ADR 0029).
    index('tasks_open_assignee_due_idx')
      .on(t.tenantId, t.assignedTo, t.dueDate)
      .where(sql`status <> 2`),
  ],
);
