import { aliasedTable, and, asc, desc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { rowScope } from '@contract/permissions';
import { MEETING_STATUS, type MeetingListQuery } from '@contract/meetings';
import { clients, meetingAttendees, meetings, users } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';
import { orderByOf, searchWhere } from '../../lib/list';
import { offsetOf } from '../../lib/pagination';
import type { UserRow } from '../users/users.repository';

// Row-level security limits every query to the caller's company; `visibleTo` adds the rule
// that a user who does not see the whole company sees the meetings they organize or attend.

export type MeetingRow = typeof meetings.$inferSelect;
export type NewMeetingRow = typeof meetings.$inferInsert;

const organizers = aliasedTable(users, 'organizer');

/** The attendees with their names, in one subquery per meeting (at most 50 rows each). */
const attendeesJson = sql<{ id: string; name: string }[]>`(
  select coalesce(json_agg(json_build_object('id', u.id, 'name', u.full_name) order by u.full_name, u.id), '[]'::json)
  from ${meetingAttendees} a join ${users} u on u.id = a.user_id
  where a.meeting_id = ${meetings.id})`;

const viewColumns = {
  row: meetings,
  organizerName: organizers.fullName,
  clientName: clients.companyName,
  attendees: attendeesJson,
};
export interface MeetingView {
  row: MeetingRow;
  organizerName: string;
  clientName: string | null;
  attendees: { id: string; name: string }[];
}

const selectView = (tx: Tx) =>
  tx
    .select(viewColumns)
    .from(meetings)
    .innerJoin(organizers, eq(organizers.id, meetings.organizerId))
    .leftJoin(clients, eq(clients.id, meetings.clientId));

export function visibleTo(me: UserRow): SQL | undefined {
  if (rowScope[me.role] === 'all') return undefined;
  return or(
    eq(meetings.organizerId, me.id),
    sql`exists (select 1 from ${meetingAttendees} a where a.meeting_id = ${meetings.id} and a.user_id = ${me.id})`,
  );
}

/**
 * Still to come: scheduled and not yet over (a meeting in progress is still upcoming), or
 * cancelled and not yet over, shown cancelled where its attendees look for it.
 */
const notOver = sql`${meetings.startsAt} + ${meetings.durationMinutes} * interval '1 minute' > now()`;
const upcoming = and(inArray(meetings.status, [MEETING_STATUS.scheduled, MEETING_STATUS.cancelled]), notOver)!;

const whenWhere = { upcoming, past: sql`not (${upcoming})` } as const;
const whenOrder = {
  upcoming: [asc(meetings.startsAt)],
  past: [desc(meetings.startsAt)],
} as const;

export async function listMeetings(tx: Tx, me: UserRow, q: MeetingListQuery): Promise<{ rows: MeetingView[]; count: number }> {
  const where = and(whenWhere[q.when], visibleTo(me), searchWhere(q.search, sql`search_normalize(${meetings.title})`));
  const rows = await selectView(tx)
    .where(where)
    .orderBy(...orderByOf(q.ordering, { starts_at: meetings.startsAt }, [...whenOrder[q.when]], meetings.id))
    .limit(q.page_size)
    .offset(offsetOf(q));
  const [total] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(meetings)
    .where(where);
  return { rows, count: total?.n ?? 0 };
}

/** One meeting the caller may see (any other, another company's too, is not found). */
export async function findMeeting(tx: Tx, me: UserRow, id: string): Promise<MeetingView | undefined> {
  const [row] = await selectView(tx)
    .where(and(eq(meetings.id, id), visibleTo(me)))
    .limit(1);
  return row;
}

/**
 * The start instant of a date and time on the company's wall clock, computed by PostgreSQL
 * with the company's zone (tenants.time_zone), as the visit calendar does.
 */
export const companyInstant = (date: string, time: string) =>
  sql`((${date}::date + ${time}::time) at time zone (select time_zone from tenants))`;

export async function insertMeeting(
  tx: Tx,
  row: Omit<NewMeetingRow, 'startsAt'> & { startsAt: SQL },
  attendeeIds: string[],
): Promise<MeetingRow> {
  const [inserted] = await tx.insert(meetings).values(row).returning();
  await tx.insert(meetingAttendees).values(attendeeIds.map((userId) => ({ tenantId: row.tenantId, meetingId: inserted!.id, userId })));
  return inserted!;
}

/**
 * Marks a meeting done only while it is still scheduled: one conditional UPDATE, so of two
 * submits at once one wins and the other finds nothing to change.
 */
export async function markDone(tx: Tx, id: string, minutes: string | null): Promise<MeetingRow | undefined> {
  const [row] = await tx
    .update(meetings)
    .set({ status: MEETING_STATUS.done, minutes, doneAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(meetings.id, id), eq(meetings.status, MEETING_STATUS.scheduled)))
    .returning();
  return row;
}

/** The meeting's fields as an edit sets them (the start computed on the company's clock). */
export type MeetingChange = Pick<NewMeetingRow, 'title' | 'durationMinutes' | 'place' | 'onlineLink' | 'clientId' | 'agenda'> & {
  startsAt: SQL;
};

/**
 * Edits a meeting while it is still scheduled and raises its SEQUENCE in the same UPDATE: the
 * row lock makes a second edit at once wait, then raise the committed number again, so no two
 * changes ever go out with the same SEQUENCE. Nothing back: done, cancelled, or gone.
 */
export async function updateMeeting(tx: Tx, id: string, change: MeetingChange): Promise<MeetingRow | undefined> {
  const [row] = await tx
    .update(meetings)
    .set({ ...change, sequence: sql`${meetings.sequence} + 1`, updatedAt: sql`now()` })
    .where(and(eq(meetings.id, id), eq(meetings.status, MEETING_STATUS.scheduled)))
    .returning();
  return row;
}

/** Cancels a scheduled meeting, raising its SEQUENCE, in one conditional UPDATE (as `updateMeeting`). */
export async function cancelMeeting(tx: Tx, id: string): Promise<MeetingRow | undefined> {
  const [row] = await tx
    .update(meetings)
    .set({
      status: MEETING_STATUS.cancelled,
      cancelledAt: sql`now()`,
      sequence: sql`${meetings.sequence} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(meetings.id, id), eq(meetings.status, MEETING_STATUS.scheduled)))
    .returning();
  return row;
}

/** Who attends now (read after the UPDATE above took the row's lock, so a concurrent edit's list is seen). */
export async function attendeeIds(tx: Tx, meetingId: string): Promise<string[]> {
  const rows = await tx.select({ id: meetingAttendees.userId }).from(meetingAttendees).where(eq(meetingAttendees.meetingId, meetingId));
  return rows.map((r) => r.id);
}

/** Sets the attendees to `ids`: the others' rows go, the new ones come. */
export async function replaceAttendees(tx: Tx, tenantId: string, meetingId: string, ids: string[]): Promise<void> {
  await tx.delete(meetingAttendees).where(and(eq(meetingAttendees.meetingId, meetingId), notInArray(meetingAttendees.userId, ids)));
  await tx
    .insert(meetingAttendees)
    .values(ids.map((userId) => ({ tenantId, meetingId, userId })))
    .onConflictDoNothing();
}

export interface Invitee {
  id: string;
  fullName: string;
  email: string;
  language: string;
}

/** The active users of the company among `ids` (row-level security hides any other company's). */
export async function activeUsers(tx: Tx, ids: string[]): Promise<Invitee[]> {
  return tx
    .select({ id: users.id, fullName: users.fullName, email: users.email, language: users.language })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.isActive, true)));
}

/** Users of the company among `ids`, active or not (one who left is still mailed that a meeting is off). */
export async function companyUsers(tx: Tx, ids: string[]): Promise<(Invitee & { isActive: boolean })[]> {
  if (ids.length === 0) return [];
  return tx
    .select({ id: users.id, fullName: users.fullName, email: users.email, language: users.language, isActive: users.isActive })
    .from(users)
    .where(inArray(users.id, ids));
}

/** Everyone who can be invited, by name (a company has at most a few hundred users). */
export async function invitablePeople(tx: Tx): Promise<{ id: string; name: string }[]> {
  return tx
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(eq(users.isActive, true))
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(1000);
}
