import { and, asc, eq, gte, lt, or, sql } from 'drizzle-orm';
import { calendarFeeds, clients, meetingAttendees, meetings, users, visits } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';

// Row-level security keeps every statement to the company the transaction is bound to: for the
// feed itself, the company named in its token.

export async function feedCreatedAt(tx: Tx, userId: string): Promise<Date | null> {
  const [row] = await tx.select({ at: calendarFeeds.createdAt }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row?.at ?? null;
}

/** The user's one feed, made anew: the earlier token's hash is overwritten, so its URL stops working. */
export async function replaceFeed(tx: Tx, tenantId: string, userId: string, tokenHash: string): Promise<Date> {
  const [row] = await tx
    .insert(calendarFeeds)
    .values({ tenantId, userId, tokenHash })
    .onConflictDoUpdate({ target: [calendarFeeds.tenantId, calendarFeeds.userId], set: { tokenHash, createdAt: sql`now()` } })
    .returning({ at: calendarFeeds.createdAt });
  return row!.at;
}

export async function deleteFeed(tx: Tx, userId: string): Promise<void> {
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

export interface FeedOwner {
  id: string;
  fullName: string;
  language: string;
}

/** Whose feed a token's hash opens: an active user's only (one who left has no calendar here any more). */
export async function feedOwner(tx: Tx, tokenHash: string): Promise<FeedOwner | undefined> {
  const [row] = await tx
    .select({ id: users.id, fullName: users.fullName, language: users.language })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(users.isActive, true)))
    .limit(1);
  return row;
}

export interface Window {
  from: Date;
  to: Date;
}

/** The meetings `userId` organizes or attends that start in the window, soonest first, at most `cap`. */
export async function feedMeetings(tx: Tx, userId: string, w: Window, cap: number) {
  return tx
    .select({
      id: meetings.id,
      title: meetings.title,
      startsAt: meetings.startsAt,
      duration: meetings.durationMinutes,
      place: meetings.place,
      onlineLink: meetings.onlineLink,
      agenda: meetings.agenda,
      status: meetings.status,
      sequence: meetings.sequence,
      updatedAt: meetings.updatedAt,
    })
    .from(meetings)
    .where(
      and(
        gte(meetings.startsAt, w.from),
        lt(meetings.startsAt, w.to),
        or(
          eq(meetings.organizerId, userId),
          sql`exists (select 1 from ${meetingAttendees} a where a.meeting_id = ${meetings.id} and a.user_id = ${userId})`,
        ),
      ),
    )
    .orderBy(asc(meetings.startsAt), asc(meetings.id))
    .limit(cap);
}

const visitColumns = {
  id: visits.id,
  plannedAt: visits.plannedAt,
  visitType: visits.visitType,
  notes: visits.notes,
  updatedAt: visits.updatedAt,
  client: clients.companyName,
  address: clients.address,
};
export interface FeedVisit {
  id: string;
  plannedAt: Date;
  visitType: number;
  notes: string;
  updatedAt: Date;
  client: string;
  address: string;
}

/** One visit as a calendar shows it (the caller has checked that the user sees it). */
export async function calendarVisit(tx: Tx, id: string): Promise<FeedVisit | undefined> {
  const [row] = await tx.select(visitColumns).from(visits).innerJoin(clients, eq(clients.id, visits.clientId)).where(eq(visits.id, id));
  return row;
}

/** The visits planned for `userId` in the window (whatever became of them since), soonest first, at most `cap`. */
export async function feedVisits(tx: Tx, userId: string, w: Window, cap: number): Promise<FeedVisit[]> {
  return tx
    .select(visitColumns)
    .from(visits)
    .innerJoin(clients, eq(clients.id, visits.clientId))
    .where(and(eq(visits.assignedTo, userId), gte(visits.plannedAt, w.from), lt(visits.plannedAt, w.to)))
    .orderBy(asc(visits.plannedAt), asc(visits.id))
    .limit(cap);
}
