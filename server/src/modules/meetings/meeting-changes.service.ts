import { MEETING_STATUS, type Meeting, type MeetingFields } from '@contract/meetings';
import type { Tx } from '../../db/tenant-tx';
import { recordActivity } from '../../lib/activity';
import { fieldError, forbidden } from '../../lib/app-error';
import { clientFor } from '../tasks/tasks.repository';
import { findTenant } from '../tenants/tenants.repository';
import { notify } from '../notifications/notifications.service';
import type { UserRow } from '../users/users.repository';
import type { InvitationContext, Person } from './meeting-mail';
import * as repo from './meetings.repository';
import { closes, columnsOf, details, mustFind, notScheduled } from './meetings.service';

/**
 * Issue 42: a scheduled meeting is edited or cancelled by whoever may close it (its organizer,
 * managers, admins). Each change raises the meeting's SEQUENCE in its own UPDATE and hands the
 * route what to mail once the transaction has committed: everyone invited now gets the update,
 * anyone taken off it (or everyone, when it is cancelled) a cancellation.
 */
export interface PendingChange {
  context: Omit<InvitationContext, 'domain' | 'link'>;
  /** Invited now: sent the updated invitation (none when the meeting is cancelled). */
  update: Person[];
  /** Taken off the meeting, or all of them when it is cancelled: sent a cancellation. */
  cancel: Person[];
}

const person = (u: repo.Invitee): Person => ({ name: u.fullName, email: u.email, language: u.language });

/** The meeting a change applies to: seen by the caller (else 404), theirs to change (else 403), still scheduled (else 409). */
async function changeable(tx: Tx, me: UserRow, id: string): Promise<repo.MeetingView> {
  const current = await mustFind(tx, me, id);
  if (!closes(me, current.row)) throw forbidden();
  if (current.row.status !== MEETING_STATUS.scheduled) throw notScheduled(current.row);
  return current;
}

async function contextOf(tx: Tx, me: UserRow, meeting: Meeting, invitees: Person[]): Promise<PendingChange['context']> {
  const [tenant, [organizer]] = await Promise.all([findTenant(tx, me.tenantId), repo.companyUsers(tx, [meeting.organizer.id])]);
  return {
    meeting,
    organizer: organizer ? person(organizer) : { name: me.fullName, email: me.email, language: me.language },
    by: me.fullName,
    invitees,
    company: tenant?.companyName ?? '',
    timeZone: tenant?.timeZone ?? 'Asia/Riyadh',
  };
}

/**
 * `PUT meeting/:id`: the whole meeting again. Attendees kept may have left the company since
 * they were invited; anyone added must be an active user of the company, like at creation.
 */
export async function updateMeeting(
  tx: Tx,
  me: UserRow,
  id: string,
  input: MeetingFields,
): Promise<{ meeting: Meeting; change: PendingChange }> {
  const before = await changeable(tx, me, id);
  const people = await repo.companyUsers(tx, input.attendees);
  const known = new Set(before.attendees.map((a) => a.id));
  if (people.length !== input.attendees.length || people.some((u) => !u.isActive && !known.has(u.id)))
    throw fieldError('attendees', 'Choose active users of your company');
  if (input.client_id && input.client_id !== before.row.clientId && !(await clientFor(tx, me, input.client_id)))
    throw fieldError('client_id', 'Choose a client of your company');
  const row = await repo.updateMeeting(tx, id, columnsOf(input));
  // Closed or cancelled by someone else since it was read: their change stands.
  if (!row) throw notScheduled((await mustFind(tx, me, id)).row);
  // Read after the UPDATE holds the row: a concurrent edit's attendees are the ones replaced.
  const was = await repo.attendeeIds(tx, id);
  await repo.replaceAttendees(tx, me.tenantId, id, input.attendees);
  const added = input.attendees.filter((a) => !was.includes(a));
  const removed = was.filter((a) => !input.attendees.includes(a));
  const gone = await repo.companyUsers(tx, removed);
  await recordActivity(tx, me, 'meeting', id, 'updated', { sequence: row.sequence, added: added.length, removed: removed.length });
  for (const to of added) await notify(tx, me, { to, kind: 'meeting_assigned', subjectId: id, title: input.title });
  const meeting = await details(tx, me, id);
  const invitees = people.map(person);
  return { meeting, change: { context: await contextOf(tx, me, meeting, invitees), update: invitees, cancel: gone.map(person) } };
}

/** `POST meeting/:id/cancel`: final; the meeting stays, cancelled, and every attendee is told. */
export async function cancelMeeting(tx: Tx, me: UserRow, id: string): Promise<{ meeting: Meeting; change: PendingChange }> {
  await changeable(tx, me, id);
  const row = await repo.cancelMeeting(tx, id);
  if (!row) throw notScheduled((await mustFind(tx, me, id)).row);
  const attendees = (await repo.companyUsers(tx, await repo.attendeeIds(tx, id))).map(person);
  await recordActivity(tx, me, 'meeting', id, 'cancelled', { sequence: row.sequence });
  const meeting = await details(tx, me, id);
  return { meeting, change: { context: await contextOf(tx, me, meeting, attendees), update: [], cancel: attendees } };
}
