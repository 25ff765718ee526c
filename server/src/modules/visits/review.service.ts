import { and, eq } from 'drizzle-orm';
import type { NotificationKind } from '@contract/notifications';
import { can } from '@contract/permissions';
import { OFFLINE_CHECK_IN_MAX_AGE_MS, VISIT_STATUS, type CheckInInput, type VisitDetails } from '@contract/visits';
import { visits } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';
import { recordActivity } from '../../lib/activity';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { notify } from '../notifications/notifications.service';
import type { UserRow } from '../users/users.repository';
import { toVisitDetails } from './visit-dto';
import { details, mustFind } from './visits.service';
import * as repo from './visits.repository';

const onlyAssignee = () => new AppError('forbidden', 'Only the rep the visit is assigned to can check in and complete it');
const onlyManagers = () => new AppError('forbidden', 'Only a manager can approve, reject or flag a visit');

/** What each status allows next, in words: the message of every refused transition. */
export const nextStepOf: Record<number, string> = {
  [VISIT_STATUS.pending]: 'This visit is pending: check in to start it, or delete it',
  [VISIT_STATUS.started]: 'This visit has started: complete it with its type’s completion form',
  [VISIT_STATUS.finished]: 'This visit is finished: a manager can approve or reject it',
  [VISIT_STATUS.approved]: 'This visit is approved: nothing more can change except a false-visit flag',
  [VISIT_STATUS.rejected]: 'This visit was rejected: nothing more can change except a false-visit flag',
};

export const invalidTransition = (status: number) =>
  new AppError('invalid_transition', nextStepOf[status] ?? 'This visit cannot change that way');

type Position = {
  latitude: number | null;
  longitude: number | null;
  accuracy_m: number | null;
  taken_at?: string | null;
  far_reason?: string;
};

/**
 * The check-in's time: the device's, sent by the phone with every check-in (issue 14). A device
 * clock ahead of the server's is wrong, not early: the receipt time is then the best there is.
 * Older than the outbox may keep a change, it is refused (400 on `taken_at`).
 */
function takenAtOf(position: Position): Date | null {
  if (!position.taken_at) return null;
  const taken = new Date(position.taken_at);
  const age = Date.now() - taken.getTime();
  if (age > OFFLINE_CHECK_IN_MAX_AGE_MS)
    throw fieldError('taken_at', 'This check-in waited on the device for more than 7 days and can no longer be accepted');
  return age < 0 ? null : taken;
}

/**
 * `POST visit/status/{id}`: Pending → Started (the assignee's check-in) or Finished → Approved
 * (a manager). Anything else is a 409 saying what the visit's status allows.
 */
export async function advance(tx: Tx, me: UserRow, id: string, position: CheckInInput): Promise<VisitDetails> {
  // The check-in, the field's most frequent write, is tried first: one statement that only
  // starts the caller's own Pending visit. Anything else reads the visit to say why not.
  const started = await checkIn(tx, me, id, position as Position);
  if (started) return started;
  const view = await mustFind(tx, me, id);
  const status = view.row.status;
  if (status === VISIT_STATUS.pending) throw view.row.assignedTo === me.id ? invalidTransition(VISIT_STATUS.started) : onlyAssignee();
  if (status === VISIT_STATUS.finished) return approve(tx, me, id);
  throw invalidTransition(status);
}

async function checkIn(tx: Tx, me: UserRow, id: string, position: Position): Promise<VisitDetails | null> {
  const hasGps = position.latitude !== null && position.longitude !== null;
  const takenAt = takenAtOf(position);
  const farReason = position.far_reason ?? '';
  const at = hasGps ? { ...position, takenAt, farReason } : { latitude: null, longitude: null, accuracy_m: null, takenAt, farReason };
  const started = await repo.checkIn(tx, me, id, at);
  if (!started) return null;
  // The visit as the check-in left it.
  const view = await repo.findVisit(tx, me, id, { full: true });
  if (!view) throw notFound('Visit');
  const distance = started.distanceM === null ? null : Math.round(started.distanceM);
  await recordActivity(tx, me, 'visit', id, 'checked_in', { verdict: started.verdict, distance_m: distance });
  if (started.isFalse && !started.wasFalse) {
    await recordActivity(tx, me, 'visit', id, 'marked_false', { reason: started.falseReason, automatic: true });
  }
  return toVisitDetails(view, me);
}

async function approve(tx: Tx, me: UserRow, id: string): Promise<VisitDetails> {
  if (!can(me.role, 'visits.manage')) throw onlyManagers();
  const row = await repo.updateVisitWhere(tx, and(eq(visits.id, id), eq(visits.status, VISIT_STATUS.finished)), {
    status: VISIT_STATUS.approved,
    reviewedAt: new Date(),
    reviewedBy: me.id,
  });
  if (!row) throw invalidTransition(VISIT_STATUS.approved);
  await recordActivity(tx, me, 'visit', id, 'approved');
  return toldRep(tx, me, id, 'visit_approved');
}

/** `POST visit/status/Rejected/{id}`: Finished → Rejected, with the manager's reason. */
export async function reject(tx: Tx, me: UserRow, id: string, reason: string): Promise<VisitDetails> {
  const view = await mustFind(tx, me, id);
  const row = await repo.updateVisitWhere(tx, and(eq(visits.id, id), eq(visits.status, VISIT_STATUS.finished)), {
    status: VISIT_STATUS.rejected,
    reviewedAt: new Date(),
    reviewedBy: me.id,
    rejectReason: reason,
  });
  if (!row) throw invalidTransition(view.row.status);
  await recordActivity(tx, me, 'visit', id, 'rejected', { reason });
  return toldRep(tx, me, id, 'visit_rejected', reason);
}

/** `POST false/visit/{id}`: flags any visit false with a reason; it then never counts toward KPIs. */
export async function markFalse(tx: Tx, me: UserRow, id: string, reason: string): Promise<VisitDetails> {
  await mustFind(tx, me, id);
  const row = await repo.updateVisitWhere(tx, and(eq(visits.id, id), eq(visits.isFalse, false)), { isFalse: true, falseReason: reason });
  if (!row) throw new AppError('invalid_transition', 'This visit is already marked as a false visit');
  await recordActivity(tx, me, 'visit', id, 'marked_false', { reason, automatic: false });
  return toldRep(tx, me, id, 'visit_false', reason);
}

/** A manager's verdict reaches the visit's rep (the visit's details are the reply). */
async function toldRep(tx: Tx, me: UserRow, id: string, kind: NotificationKind, reason?: string): Promise<VisitDetails> {
  const visit = await details(tx, me, id);
  await notify(tx, me, { to: visit.assigned_to.id, kind, subjectId: id, title: visit.client.company_name, reason });
  return visit;
}
