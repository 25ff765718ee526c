import { rowScope } from '@contract/permissions';
import type { Tx } from '../../db/tenant-tx';
import { SESSION_ENDED, type LiveRow } from '../../lib/live-hub';
import type { UserRow } from '../users/users.repository';
import * as repo from './events.repository';

/** A resuming stream gets at most this many missed events; past that it starts over. */
const REPLAY_MAX = 500;
/** One write in this many also prunes the company's old events (no timer, no job). */
const PRUNE_EVERY = 50;

export const seesAll = (me: Pick<UserRow, 'role'>) => rowScope[me.role] !== 'own';

async function publish(tx: Tx, tenantId: string, ...events: Omit<LiveRow, 'id'>[]): Promise<void> {
  await repo.insertEvents(tx, tenantId, events);
  if (Math.random() * PRUNE_EVERY < 1) await repo.pruneEvents(tx);
}

/**
 * A visit changed (planned, moved, checked in, finished, reviewed, rated, deleted): everyone
 * looking at it or at a list it is in refreshes. Only its rep and the managers are told.
 */
export const visitChanged = (tx: Tx, tenantId: string, visit: { id: string; status: number; assignedTo: string }, days?: string[]) =>
  publish(tx, tenantId, {
    type: 'visit',
    visible_to: visit.assignedTo,
    // The UTC days whose lists changed, when the write knows them all: other instances then
    // drop only those from their caches (modules/visits/visit-scopes.ts).
    data: { visit_id: visit.id, status: visit.status, ...(days && { days }) },
  });

/** A message on a visit: its rep and the managers see it arrive. */
export const messageSent = (tx: Tx, tenantId: string, m: { visitId: string; assignedTo: string; sender: string }) =>
  publish(tx, tenantId, { type: 'message', visible_to: m.assignedTo, data: { visit_id: m.visitId, sender: m.sender } });

type AddedNotification = { id: string; userId: string; kind: string; subjectId: string };

/** Notifications for their users (modules/notifications): each is told to its user alone, managers included. */
export const notificationsAdded = (tx: Tx, tenantId: string, added: AddedNotification[]) =>
  publish(
    tx,
    tenantId,
    ...added.map((n) => ({ type: 'notification', visible_to: n.userId, data: { id: n.id, kind: n.kind, subject_id: n.subjectId } })),
  );

/**
 * Sessions of a user were revoked: the streams they hold, on any instance, end within the
 * NOTIFY's delay. `sessionId` null: every session of the user.
 */
export const sessionsEnded = (tx: Tx, tenantId: string, userId: string, sessionId: string | null) =>
  publish(tx, tenantId, { type: SESSION_ENDED, visible_to: userId, data: sessionId ? { session_id: sessionId } : { all: true } });

export type StreamStart = { latestId: number; missed: LiveRow[] | 'reset' };

/**
 * Where a stream starts: from the newest event, or (resuming with Last-Event-ID) with the
 * events it missed. An id the company no longer keeps, or too many missed, is a "reset": the
 * page reloads what it shows instead of replaying.
 */
export async function startStream(tx: Tx, me: UserRow, lastEventId: number | null): Promise<StreamStart> {
  const latestId = await repo.latestEventId(tx);
  if (lastEventId === null || lastEventId === latestId) return { latestId, missed: [] };
  if (!(await repo.eventKept(tx, lastEventId))) return { latestId, missed: 'reset' };
  const missed = await repo.eventsAfter(tx, { id: me.id, seesAll: seesAll(me) }, lastEventId, REPLAY_MAX + 1);
  return { latestId, missed: missed.length > REPLAY_MAX ? 'reset' : missed };
}
