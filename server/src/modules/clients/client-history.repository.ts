import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@contract/pagination';
import { TASK_STATUS } from '@contract/tasks';
import { VISIT_STATUS, type VisitOutcome } from '@contract/visits';
import { clients, maintenanceRequests, meetings, tasks, users, visitRatings, visits } from '../../db/schema/index';
import { selectRows, type Tx } from '../../db/tenant-tx';
import { ownedBy } from '../../lib/ownership';
import { offsetOf } from '../../lib/pagination';
import { visibleTo as maintenanceVisibleTo } from '../maintenance/maintenance.repository';
import { visibleTo as meetingVisibleTo } from '../meetings/meetings.repository';
import type { UserRow } from '../users/users.repository';

// Row-level security limits every statement to the caller's company. Each section adds the rule
// its own module lists with (ownedBy, the meetings' and maintenance's visibleTo), so the client
// page never shows a row its module would hide from the same user.

/** The client, when the caller sees it (not deleted; a sales user's own). */
export async function clientSeen(tx: Tx, me: UserRow, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, id), isNull(clients.deletedAt), ownedBy(clients.assignedTo, me)))
    .limit(1);
  return row !== undefined;
}

/** Counted as the KPIs and reports count a visit: finished or approved, and not false. */
const counted = sql`${visits.status} in (${VISIT_STATUS.finished}, ${VISIT_STATUS.approved}) and not ${visits.isFalse}`;
const where = (...parts: (SQL | undefined)[]) => and(...parts) ?? sql`true`;

interface SummaryRow {
  visits: number;
  last_visit_at: Date | string | null;
  next_visit_at: Date | string | null;
  collections_total: string;
  open_tasks: number;
  meetings: number;
  maintenance: number;
  ratings: number;
  rating_average: string | null;
}

/** The page's head in one statement: every figure walks its table's client index. */
export async function summary(tx: Tx, me: UserRow, clientId: string) {
  const myVisits = where(eq(visits.clientId, clientId), ownedBy(visits.assignedTo, me));
  const [row] = await selectRows<SummaryRow>(
    tx,
    sql`select v.*, t.open_tasks, mt.meetings, mr.maintenance, r.ratings, r.rating_average
      from (select count(*)::int as visits,
              max(${visits.finishedAt}) filter (where ${counted}) as last_visit_at,
              min(${visits.plannedAt}) filter (where ${visits.status} = ${VISIT_STATUS.pending} and ${visits.plannedAt} >= now()) as next_visit_at,
              coalesce(sum(${visits.collectedAmount}) filter (where ${counted}), 0)::text as collections_total
            from ${visits} where ${myVisits}) v,
        (select count(*)::int as open_tasks from ${tasks}
          where ${where(eq(tasks.clientId, clientId), sql`${tasks.status} <> ${TASK_STATUS.done}`, ownedBy(tasks.assignedTo, me))}) t,
        (select count(*)::int as meetings from ${meetings}
          where ${where(eq(meetings.clientId, clientId), meetingVisibleTo(me))}) mt,
        (select count(*)::int as maintenance from ${maintenanceRequests}
          where ${where(eq(maintenanceRequests.clientId, clientId), maintenanceVisibleTo(me))}) mr,
        (select count(*)::int as ratings, avg(${visitRatings.rating})::text as rating_average
          from ${visitRatings} join ${visits} on ${visits.id} = ${visitRatings.visitId}
          where ${myVisits}) r`,
  );
  return row!;
}

const assignees = users;

export async function visitsPage(tx: Tx, me: UserRow, clientId: string, q: PageQuery) {
  const rows = await tx
    .select({
      id: visits.id,
      visitType: visits.visitType,
      status: visits.status,
      isFalse: visits.isFalse,
      plannedAt: visits.plannedAt,
      finishedAt: visits.finishedAt,
      outcome: sql<VisitOutcome | null>`${visits.outcome}`,
      collectedAmount: visits.collectedAmount,
      assigneeId: assignees.id,
      assigneeName: assignees.fullName,
      rating: visitRatings.rating,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(visits)
    .innerJoin(assignees, eq(assignees.id, visits.assignedTo))
    .leftJoin(visitRatings, eq(visitRatings.visitId, visits.id))
    .where(and(eq(visits.clientId, clientId), ownedBy(visits.assignedTo, me)))
    .orderBy(desc(visits.plannedAt), desc(visits.id))
    .limit(q.page_size)
    .offset(offsetOf(q));
  return {
    rows,
    count: await countOf(rows, q, () => countWhere(tx, visits, and(eq(visits.clientId, clientId), ownedBy(visits.assignedTo, me)))),
  };
}

export async function meetingsPage(tx: Tx, me: UserRow, clientId: string, q: PageQuery) {
  const whereMine = and(eq(meetings.clientId, clientId), meetingVisibleTo(me));
  const rows = await tx
    .select({
      row: meetings,
      organizerName: users.fullName,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(meetings)
    .innerJoin(users, eq(users.id, meetings.organizerId))
    .where(whereMine)
    .orderBy(desc(meetings.startsAt), desc(meetings.id))
    .limit(q.page_size)
    .offset(offsetOf(q));
  return { rows, count: await countOf(rows, q, () => countWhere(tx, meetings, whereMine)) };
}

export async function ratingsPage(tx: Tx, me: UserRow, clientId: string, q: PageQuery) {
  const whereMine = and(eq(visits.clientId, clientId), ownedBy(visits.assignedTo, me));
  const rows = await tx
    .select({
      visitId: visitRatings.visitId,
      rating: visitRatings.rating,
      comment: visitRatings.comment,
      ratedAt: visitRatings.ratedAt,
      repId: users.id,
      repName: users.fullName,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(visitRatings)
    .innerJoin(visits, eq(visits.id, visitRatings.visitId))
    .innerJoin(users, eq(users.id, visits.assignedTo))
    .where(whereMine)
    .orderBy(desc(visitRatings.ratedAt), desc(visitRatings.visitId))
    .limit(q.page_size)
    .offset(offsetOf(q));
  return {
    rows,
    count: await countOf(rows, q, async () => {
      const [n] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(visitRatings)
        .innerJoin(visits, eq(visits.id, visitRatings.visitId))
        .where(whereMine);
      return n?.n ?? 0;
    }),
  };
}

/**
 * The window count rides on the page's rows; an empty first page is an empty list, and only a
 * page past the end (no row to carry it) counts apart.
 */
async function countOf(rows: { total: number }[], q: PageQuery, count: () => Promise<number>): Promise<number> {
  if (rows[0]) return rows[0].total;
  return q.page === 1 ? 0 : count();
}

/** A page past the end has no row to carry the window count: count apart (rare). */
async function countWhere(tx: Tx, table: typeof visits | typeof meetings, cond: SQL | undefined): Promise<number> {
  const [n] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(cond);
  return n?.n ?? 0;
}
