import { aliasedTable, and, asc, eq, sql } from 'drizzle-orm';
import { CALENDAR_MAX_ROWS } from '@contract/visit-calendar';
import { clients, users, visits } from '../../db/schema/index';
import { hotQuery } from '../../db/hot-query';
import type { Tx } from '../../db/tenant-tx';

/** The visits calendar's reads and its one write. Row-level security keeps all of it to the caller's company. */

const assignees = aliasedTable(users, 'assignee');

/** Only what a calendar entry shows: mapping 5,000 whole visit rows would cost more than the query. */
export const calendarColumns = {
  id: visits.id,
  clientId: visits.clientId,
  clientName: clients.companyName,
  visitType: visits.visitType,
  status: visits.status,
  priority: visits.priority,
  plannedAt: visits.plannedAt,
  assignedTo: visits.assignedTo,
  assigneeName: assignees.fullName,
  isFalse: visits.isFalse,
};
export interface CalendarRow {
  id: string;
  clientId: string;
  clientName: string;
  visitType: number;
  status: number;
  priority: number;
  plannedAt: Date;
  assignedTo: string;
  assigneeName: string;
  isFalse: boolean;
}

/**
 * A calendar day of the company (`YYYY-MM-DD`) as the instant its midnight is there. A scalar
 * subquery, evaluated once and then an index key: written inline, the planner may not push
 * `AT TIME ZONE` (not LEAKPROOF) into the index under row-level security (see visit-list).
 */
const midnightOf = (name: string) => sql`(select (${sql.placeholder(name)}::date)::timestamp at time zone (select time_zone from tenants))`;

/**
 * One range scan of `visits_list_idx` (the whole company) or `visits_list_assignee_idx` (one
 * rep), in planned order, joined to the client's and the rep's names; one row past the cap
 * tells the caller the range was cut.
 */
const rangeQuery = (oneRep: boolean) =>
  hotQuery((tx) =>
    tx
      .select(calendarColumns)
      .from(visits)
      .innerJoin(clients, eq(clients.id, visits.clientId))
      .innerJoin(assignees, eq(assignees.id, visits.assignedTo))
      .where(
        and(
          oneRep ? eq(visits.assignedTo, sql.placeholder('rep')) : undefined,
          sql`${visits.plannedAt} >= ${midnightOf('start')} and ${visits.plannedAt} < ${midnightOf('end')}`,
        ),
      )
      .orderBy(asc(visits.plannedAt), asc(visits.id))
      .limit(CALENDAR_MAX_ROWS + 1),
  );
const ranges = { all: rangeQuery(false), oneRep: rangeQuery(true) };

/** Visits planned from `start` (inclusive) to `end` (exclusive), company days; `rep` narrows to one assignee. */
export async function visitsInRange(tx: Tx, range: { start: string; end: string; rep: string | null }): Promise<CalendarRow[]> {
  const query = range.rep ? ranges.oneRep : ranges.all;
  return (await query(tx, { start: range.start, end: range.end, rep: range.rep })) as CalendarRow[];
}

/** One visit as the calendar shows it (after a reschedule). */
export async function calendarVisit(tx: Tx, id: string): Promise<CalendarRow | undefined> {
  const [row] = await tx
    .select(calendarColumns)
    .from(visits)
    .innerJoin(clients, eq(clients.id, visits.clientId))
    .innerJoin(assignees, eq(assignees.id, visits.assignedTo))
    .where(eq(visits.id, id))
    .limit(1);
  return row;
}

/**
 * Moves a visit only while it is still Pending, in one statement: two managers dropping it at
 * once, or a rep checking in meanwhile, cannot both win. Answers the time it had before.
 */
export async function movePending(tx: Tx, id: string, plannedAt: Date): Promise<{ id: string; from: Date } | undefined> {
  const result = await tx.execute(sql`
    update ${visits} v set planned_at = ${plannedAt.toISOString()}::timestamptz, updated_at = now()
    from (select id, planned_at from ${visits} where id = ${id} and status = 0 for update) old
    where v.id = old.id and v.status = 0
    returning v.id, old.planned_at as "from"`);
  const [row] = (result as unknown as { rows: { id: string; from: Date | string }[] }).rows;
  return row ? { id: row.id, from: new Date(row.from) } : undefined;
}

/** Whether the visit exists for this caller at all (after a refused move: 404 or 409). */
export async function visitExists(tx: Tx, id: string): Promise<boolean> {
  const [row] = await tx.select({ id: visits.id }).from(visits).where(eq(visits.id, id)).limit(1);
  return Boolean(row);
}
