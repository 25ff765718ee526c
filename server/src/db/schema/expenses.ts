import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from './files';
import { tenants } from './tenants';
import { users } from './users';
import { visits } from './visits';

/**
 * A field expense a rep claims back: fuel, parking or meals, with its receipt, on one of
 * their visits (one that started: a pending visit may be deleted, an expense's may not) or on
 * a day. Pending until a manager approves or rejects it; the decision is final.
 */
export const expenses = pgTable(
  'expenses',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    category: text('category').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    spentOn: date('spent_on', { mode: 'string' }).notNull(),
    visitId: uuid('visit_id'),
    note: text('note').notNull().default(''),
    receiptFileId: uuid('receipt_file_id').notNull(),
    status: text('status').notNull().default('pending'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectReason: text('reject_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }),
    foreignKey({ columns: [t.tenantId, t.visitId], foreignColumns: [visits.tenantId, visits.id] }),
    foreignKey({ columns: [t.tenantId, t.receiptFileId], foreignColumns: [files.tenantId, files.id] }),
    foreignKey({ columns: [t.tenantId, t.decidedBy], foreignColumns: [users.tenantId, users.id] }),
    check('expenses_category_check', sql`${t.category} in ('fuel', 'parking', 'meals')`),
    check('expenses_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('expenses_amount_check', sql`${t.amount} > 0`),
    // The list walks the company's expenses by day; a rep's own, and Report 1's sums, by person and day.
    index('expenses_spent_idx').on(t.tenantId, t.spentOn, t.id),
    index('expenses_user_idx').on(t.tenantId, t.userId, t.spentOn),
    index('expenses_pending_idx')
      .on(t.tenantId, t.createdAt)
      .where(sql`status = 'pending'`),
  ],
);
