import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_EMAIL_KINDS, type EmailKind, type NotificationKind } from '@contract/notifications';
import { notificationEmailChoices, notifications } from '../../db/schema/index';
import { selectRows, type Tx } from '../../db/tenant-tx';

// Row-level security limits every query to the caller's company; each query here also names
// the user, because a notification is its recipient's alone (a manager does not see others').

export type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  tenantId: string;
  userId: string;
  kind: NotificationKind;
  subjectId: string;
  data: NotificationRow['data'];
  onceKey?: string;
}

/**
 * Keeps the notification, marked for e-mail when the recipient chose this kind (their choice,
 * or the defaults), in one statement. A once-only key already used inserts nothing (null).
 */
export async function insertNotification(tx: Tx, n: NewNotification): Promise<NotificationRow | null> {
  const [row] = await selectRows<{ id: string }>(
    tx,
    sql`
      insert into notifications (tenant_id, user_id, kind, subject_id, data, once_key, email_pending)
      values (${n.tenantId}, ${n.userId}, ${n.kind}, ${n.subjectId}, ${JSON.stringify(n.data)}::jsonb, ${n.onceKey ?? null},
        ${n.kind} = any(coalesce(
          (select kinds from notification_email_choices where user_id = ${n.userId}),
          ${`{${DEFAULT_EMAIL_KINDS.join(',')}}`}::text[])))
      on conflict (tenant_id, user_id, once_key) do nothing
      returning id`,
  );
  return row ? findOwn(tx, n.userId, row.id) : null;
}

export async function findOwn(tx: Tx, userId: string, id: string): Promise<NotificationRow | null> {
  const [row] = await tx
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row ?? null;
}

export async function listOwn(tx: Tx, userId: string, opts: { unreadOnly: boolean; limit: number; offset: number }) {
  const where = and(eq(notifications.userId, userId), opts.unreadOnly ? isNull(notifications.readAt) : undefined);
  const rows = await tx
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await tx.select({ n: count() }).from(notifications).where(where);
  return { rows, count: total?.n ?? 0 };
}

export async function unreadCount(tx: Tx, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks read once: an already-read notification keeps the time it was first read. */
export async function markRead(tx: Tx, userId: string, id: string): Promise<NotificationRow | null> {
  await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)));
  return findOwn(tx, userId, id);
}

export async function markAllRead(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export async function emailKinds(tx: Tx, userId: string): Promise<EmailKind[]> {
  const [row] = await tx
    .select({ kinds: notificationEmailChoices.kinds })
    .from(notificationEmailChoices)
    .where(eq(notificationEmailChoices.userId, userId));
  return row ? (row.kinds as EmailKind[]) : DEFAULT_EMAIL_KINDS;
}

/** One statement: two saves at once leave one choice, never a duplicate-key error. */
export async function setEmailKinds(tx: Tx, tenantId: string, userId: string, kinds: EmailKind[]): Promise<void> {
  await tx
    .insert(notificationEmailChoices)
    .values({ tenantId, userId, kinds })
    .onConflictDoUpdate({
      target: [notificationEmailChoices.tenantId, notificationEmailChoices.userId],
      set: { kinds, updatedAt: new Date() },
    });
}
