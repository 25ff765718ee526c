import type { EmailChoices, Notification, NotificationKind, NotificationListQuery, NotificationPage } from '@contract/notifications';
import { notFound } from '../../lib/app-error';
import type { Tx } from '../../db/tenant-tx';
import { offsetOf } from '../../lib/pagination';
import type { UserRow } from '../users/users.repository';
import * as events from '../events/events.service';
import * as repo from './notifications.repository';

export interface NotifyInput {
  /** The recipient. */
  to: string;
  kind: NotificationKind;
  subjectId: string;
  title: string;
  reason?: string;
  /** How many things one notification stands for (clients moved together). */
  count?: number;
}

/**
 * Tells `to` about something in the caller's transaction: kept, pushed live to their open
 * streams when the write commits, and e-mailed afterwards if they chose it. Nobody is told
 * about what they did themselves (a manager who assigns a task to themselves).
 */
export async function notify(tx: Tx, actor: Pick<UserRow, 'id' | 'tenantId' | 'fullName'>, n: NotifyInput): Promise<void> {
  if (n.to === actor.id) return;
  const data = { title: n.title, actor: actor.fullName, ...(n.reason ? { reason: n.reason } : {}), ...(n.count ? { count: n.count } : {}) };
  const row = await repo.insertNotification(tx, { tenantId: actor.tenantId, userId: n.to, kind: n.kind, subjectId: n.subjectId, data });
  if (row) await events.notificationsAdded(tx, actor.tenantId, [{ id: row.id, userId: n.to, kind: n.kind, subjectId: n.subjectId }]);
}

export const toNotificationDto = (row: repo.NotificationRow): Notification => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  subject_id: row.subjectId,
  data: row.data,
  read_at: row.readAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

export async function list(tx: Tx, me: UserRow, query: NotificationListQuery): Promise<NotificationPage> {
  // One after the other: a transaction is one connection, which runs one statement at a time.
  const { rows, count } = await repo.listOwn(tx, me.id, {
    unreadOnly: query.unread === '1',
    limit: query.page_size,
    offset: offsetOf(query),
  });
  const unread = await repo.unreadCount(tx, me.id);
  return { count, unread, results: rows.map(toNotificationDto) };
}

/** Another user's notification, or another company's, is a 404 like a missing one. */
export async function markRead(tx: Tx, me: UserRow, id: string): Promise<Notification> {
  const row = await repo.markRead(tx, me.id, id);
  if (!row) throw notFound('Notification');
  return toNotificationDto(row);
}

export async function markAllRead(tx: Tx, me: UserRow): Promise<{ unread: number }> {
  await repo.markAllRead(tx, me.id);
  return { unread: 0 };
}

export async function emailChoices(tx: Tx, me: UserRow): Promise<EmailChoices> {
  return { kinds: await repo.emailKinds(tx, me.id) };
}

export async function setEmailChoices(tx: Tx, me: UserRow, input: EmailChoices): Promise<EmailChoices> {
  const kinds = [...new Set(input.kinds)];
  await repo.setEmailKinds(tx, me.tenantId, me.id, kinds);
  return { kinds };
}
