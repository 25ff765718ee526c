import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, primaryKey } from 'drizzle-orm/pg-core';
import type { Notification } from '@contract/notifications';
import { tenants } from './tenants';
import { users } from './users';

/**
 * What one user was told (the header's bell). The text is written by the app in the reader's
 * language from `kind` and `data`, so a change of language rewrites old notifications too.
 * `email_pending` is set when the recipient chose this kind by e-mail; the mail pump sends it
 * after the write committed and sets `emailed_at`, so a rolled-back write mails nobody.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    data: jsonb('data').$type<Notification['data']>().notNull(),
    /** Makes a notification once-only (the morning a task falls due: one per task and day). */
    onceKey: text('once_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailPending: boolean('email_pending').notNull().default(false),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    index('notifications_user_idx').on(t.tenantId, t.userId, t.createdAt.desc(), t.id),
    index('notifications_unread_idx')
      .on(t.tenantId, t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_mail_idx')
      .on(t.tenantId, t.createdAt)
      .where(sql`${t.emailPending}`),
    uniqueIndex('notifications_once_key').on(t.tenantId, t.userId, t.onceKey),
  ],
);

/** Which notifications a user also receives by e-mail (user settings); absent: the defaults. */
export const notificationEmailChoices = pgTable(
  'notification_email_choices',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    kinds: text('kinds').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_email_choices_user_key').on(t.tenantId, t.userId),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);
