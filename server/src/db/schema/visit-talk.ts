import { sql } from 'drizzle-orm';
import { foreignKey, index, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { visits } from './visits';

/**
 * The conversation on a visit (issue 10): the rep and the managers. A message holds text, an
 * attachment (a row of `files`), or both. `sender_name` is kept as it was sent, so a renamed
 * or removed user's old messages still read as they did.
 */
export const visitMessages = pgTable(
  'visit_messages',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id').notNull(),
    visitId: uuid('visit_id').notNull(),
    senderId: uuid('sender_id').notNull(),
    senderName: text('sender_name').notNull(),
    message: text('message').notNull().default(''),
    /** A row of `files` of the same company (read through RLS; a removed file reads as no attachment). */
    attachmentId: uuid('attachment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.visitId], foreignColumns: [visits.tenantId, visits.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.senderId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('visit_messages_visit_idx').on(t.tenantId, t.visitId, t.createdAt),
    // "What is unread for me" scans the company's recent messages, newest first.
    index('visit_messages_recent_idx').on(t.tenantId, t.createdAt),
  ],
);

/**
 * How far each reader has read a visit's conversation: a message is read by a user when they
 * sent it or it is no newer than their mark. One row per reader and visit (not per message)
 * keeps "open the conversation, mark it read" a single upsert however long it is.
 */
export const visitReads = pgTable(
  'visit_reads',
  {
    tenantId: uuid('tenant_id').notNull(),
    visitId: uuid('visit_id').notNull(),
    userId: uuid('user_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.visitId] }),
    foreignKey({ columns: [t.tenantId, t.visitId], foreignColumns: [visits.tenantId, visits.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

/**
 * The customer's rating of a finished visit, given once through a signed link (`/visit/rate`).
 * The visit id is the key: a second rating of the same visit is refused by the insert itself.
 */
export const visitRatings = pgTable(
  'visit_ratings',
  {
    tenantId: uuid('tenant_id').notNull(),
    visitId: uuid('visit_id').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.visitId] }),
    foreignKey({ columns: [t.tenantId, t.visitId], foreignColumns: [visits.tenantId, visits.id] }).onDelete('cascade'),
  ],
);
