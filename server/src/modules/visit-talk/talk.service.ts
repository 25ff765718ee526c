import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { rowScope } from '@contract/permissions';
import type { sendMessageFieldsSchema, Unread, VisitMessage } from '@contract/visit-talk';
import type { Tx } from '../../db/tenant-tx';
import { fieldError } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import * as events from '../events/events.service';
import * as files from '../files/files.service';
import { notify } from '../notifications/notifications.service';
import type { UserRow } from '../users/users.repository';
import { mustFind } from '../visits/visits.service';
import * as repo from './talk.repository';

export type MessageFields = z.infer<typeof sendMessageFieldsSchema>;
export type Attachment = { name: string; bytes: Buffer; type: string };

/**
 * `POST send/visit/message`: on a visit the sender may see (a sales user: their own; another
 * rep's is a 404), text or an attachment or both. The attachment is stored first and its key
 * pushed to `stored`, so the route removes the bytes if the transaction then fails.
 */
export async function send(
  tx: Tx,
  storage: Storage,
  me: UserRow,
  input: MessageFields,
  attachment: Attachment | null,
  stored: string[],
): Promise<{ data: VisitMessage }> {
  if (!input.message && !attachment) throw fieldError('message', 'Write a message or attach a file');
  const visit = await mustFind(tx, me, input.visit);
  const id = randomUUID();
  const file = attachment ? await files.upload(tx, storage, me, { ...attachment, owner: { type: 'visit_message', id } }) : null;
  if (file) stored.push(file.storageKey);
  const row = await repo.insertMessage(tx, {
    id,
    tenantId: me.tenantId,
    visitId: visit.row.id,
    senderId: me.id,
    senderName: me.fullName,
    message: input.message,
    attachmentId: file?.id ?? null,
  });
  await events.messageSent(tx, me.tenantId, { visitId: visit.row.id, assignedTo: visit.row.assignedTo, sender: me.id });
  await notify(tx, me, { to: visit.row.assignedTo, kind: 'visit_message', subjectId: visit.row.id, title: visit.client.companyName });
  const { storageKey: _key, ...shown } = file ?? { storageKey: '' };
  return {
    data: {
      id: row.id,
      message: row.message,
      sender: row.senderId,
      sender_name: row.senderName,
      is_read: true,
      attachment: file ? (shown as VisitMessage['attachment']) : null,
      created_at: row.createdAt.toISOString(),
    },
  };
}

/** `GET visit/messages/unread`. */
export const unread = (tx: Tx, me: UserRow): Promise<Unread> => repo.unreadOf(tx, me.id, rowScope[me.role] === 'own');

/** `POST visit/messages/read/{id}`: the caller has read the visit's conversation; their counts after. */
export async function markRead(tx: Tx, me: UserRow, visitId: string): Promise<Unread> {
  const visit = await mustFind(tx, me, visitId);
  await repo.markRead(tx, me.tenantId, me.id, visit.row.id);
  return unread(tx, me);
}
