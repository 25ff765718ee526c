import { rowScope } from '@contract/permissions';
import { MEETING_STATUS, type Meeting, type MeetingAction, type MeetingFields, type MeetingListQuery } from '@contract/meetings';
import type { Tx } from '../../db/tenant-tx';
import { recordActivity } from '../../lib/activity';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error';
import { clientFor } from '../tasks/tasks.repository';
import { findTenant } from '../tenants/tenants.repository';
import { notify } from '../notifications/notifications.service';
import type { UserRow } from '../users/users.repository';
import type { InvitationContext } from './meeting-mail';
import * as repo from './meetings.repository';

/**
 * Who closes, edits or cancels a meeting: its organizer, or anyone who sees the whole company;
 * an attendee only reads it. The one rule of `extra/meeting`, `PUT meeting/:id`,
 * `meeting/:id/cancel` and of the meeting's `actions`.
 */
export function closes(me: UserRow, row: repo.MeetingRow): boolean {
  return row.organizerId === me.id || rowScope[me.role] === 'all';
}

const actionsOf = (me: UserRow, row: repo.MeetingRow): MeetingAction[] =>
  row.status === MEETING_STATUS.scheduled && closes(me, row) ? ['mark_done', 'edit', 'cancel'] : [];

export function toMeetingDto(v: repo.MeetingView, me: UserRow): Meeting {
  const { row } = v;
  return {
    id: row.id,
    title: row.title,
    starts_at: row.startsAt.toISOString(),
    duration: row.durationMinutes,
    place: row.place,
    online_link: row.onlineLink,
    attendees: v.attendees,
    organizer: { id: row.organizerId, name: v.organizerName },
    client: row.clientId && v.clientName !== null ? { id: row.clientId, name: v.clientName } : null,
    agenda: row.agenda,
    status: row.status,
    minutes: row.minutes,
    done_at: row.doneAt ? row.doneAt.toISOString() : null,
    cancelled_at: row.cancelledAt ? row.cancelledAt.toISOString() : null,
    sequence: row.sequence,
    created_at: row.createdAt.toISOString(),
    actions: actionsOf(me, row),
  };
}

export async function list(tx: Tx, me: UserRow, query: MeetingListQuery) {
  const { rows, count } = await repo.listMeetings(tx, me, query);
  return { count, results: rows.map((r) => toMeetingDto(r, me)) };
}

export async function mustFind(tx: Tx, me: UserRow, id: string): Promise<repo.MeetingView> {
  const view = await repo.findMeeting(tx, me, id);
  if (!view) throw notFound('Meeting');
  return view;
}

export async function details(tx: Tx, me: UserRow, id: string): Promise<Meeting> {
  return toMeetingDto(await mustFind(tx, me, id), me);
}

/** What the route mails once the meeting is committed (a rolled-back meeting invites nobody). */
/** A meeting's columns from the form's fields (a create and an edit write the same ones). */
export const columnsOf = (input: MeetingFields) => ({
  title: input.title,
  startsAt: repo.companyInstant(input.date, input.time),
  durationMinutes: input.duration,
  place: input.place || null,
  onlineLink: input.online_link || null,
  clientId: input.client_id,
  agenda: input.agenda,
});

export type PendingInvitation = Omit<InvitationContext, 'domain' | 'link'>;

/**
 * `POST meeting/list`: the meeting and its attendees, in the request's one transaction.
 * Attendees must be active users of the company (another company's are as unknown as made-up
 * ids). The organizer is mailed only if they invited themselves, and then once.
 */
export async function createMeeting(
  tx: Tx,
  me: UserRow,
  input: MeetingFields,
): Promise<{ meeting: Meeting; invitation: PendingInvitation }> {
  const invitees = await repo.activeUsers(tx, input.attendees);
  if (invitees.length !== input.attendees.length) throw fieldError('attendees', 'Choose active users of your company');
  if (input.client_id && !(await clientFor(tx, me, input.client_id))) throw fieldError('client_id', 'Choose a client of your company');
  const row = await repo.insertMeeting(tx, { tenantId: me.tenantId, organizerId: me.id, ...columnsOf(input) }, input.attendees);
  await recordActivity(tx, me, 'meeting', row.id, 'created', { attendees: input.attendees.length });
  // The bell too; their e-mail is the invitation the route sends (not a second one).
  for (const to of input.attendees) await notify(tx, me, { to, kind: 'meeting_assigned', subjectId: row.id, title: input.title });
  const tenant = await findTenant(tx, me.tenantId);
  const meeting = await details(tx, me, row.id);
  return {
    meeting,
    invitation: {
      meeting,
      organizer: { name: me.fullName, email: me.email, language: me.language },
      invitees: invitees.map((u) => ({ name: u.fullName, email: u.email, language: u.language })),
      company: tenant?.companyName ?? '',
      timeZone: tenant?.timeZone ?? 'Asia/Riyadh',
    },
  };
}

export const meetingIsDone = () => new AppError('invalid_transition', 'This meeting is already done');
export const meetingIsCancelled = () => new AppError('invalid_transition', 'This meeting was cancelled');
/** Why a meeting that is no longer scheduled refuses a change. */
export const notScheduled = (row: repo.MeetingRow) => (row.status === MEETING_STATUS.cancelled ? meetingIsCancelled() : meetingIsDone());

/**
 * `POST extra/meeting`: its organizer, or anyone who sees the whole company, marks it done,
 * once. An attendee sees the meeting but may not close it (403).
 */
export async function markDone(tx: Tx, me: UserRow, id: string, minutes: string): Promise<Meeting> {
  const current = await mustFind(tx, me, id);
  if (!closes(me, current.row)) throw forbidden();
  if (current.row.status !== MEETING_STATUS.scheduled) throw notScheduled(current.row);
  const done = await repo.markDone(tx, id, minutes || null);
  if (!done) throw notScheduled((await mustFind(tx, me, id)).row);
  await recordActivity(tx, me, 'meeting', id, 'done', { minutes: Boolean(minutes) });
  return details(tx, me, id);
}
