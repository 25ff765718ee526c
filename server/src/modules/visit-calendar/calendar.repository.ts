import { aliasedTable, asc, eq, sql, type SQL } from 'drizzle-orm';
import { clients, users, visitQuarterCounts, visits } from '../../db/schema/index';
import { preparedIn } from '../../db/pg-transaction';
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

const zone = sql`(select time_zone from tenants)`;
const oneRep = (on: boolean) => (on ? sql`and v.assigned_to = ${sql.placeholder('rep')}` : sql``);

/**
 * Each company day of the range, then that day's first `perDay` visits: one short range scan
 * of `visits_list_idx` (the company) or `visits_list_assignee_idx` (one rep) per day, joined
 * to the client's and the rep's names. A huge company's month is 42 scans of a few rows each.
 * `offset 0` keeps the days a subquery of their own: flattened, its `AT TIME ZONE` (not
 * LEAKPROOF) would land in the scan's condition, which row-level security then keeps out of the
 * index (measured: 6.5 s for a month of a million visits, against milliseconds).
 */
const firstOfEachDay = (tx: Tx, rep: boolean) =>
  tx
    .select(calendarColumns)
    .from(
      sql`(select d::date as day,
              (d::date::timestamp at time zone ${zone}) as lo,
              ((d::date + 1)::timestamp at time zone ${zone}) as hi
            from generate_series(${sql.placeholder('start')}::date, ${sql.placeholder('end')}::date - 1, interval '1 day') d
            offset 0) days
          cross join lateral (
            select v.id from ${visits} v
            where v.planned_at >= days.lo and v.planned_at < days.hi ${oneRep(rep)}
            order by v.planned_at, v.id limit ${sql.placeholder('perDay')}) firsts`,
    )
    .innerJoin(visits, sql`${visits.id} = firsts.id`)
    .innerJoin(clients, eq(clients.id, visits.clientId))
    .innerJoin(assignees, eq(assignees.id, visits.assignedTo))
    .orderBy(asc(visits.plannedAt), asc(visits.id));

const companyDay = (at: SQL) => sql<string>`to_char((${at} at time zone ${zone})::date, 'YYYY-MM-DD')`;
const inRange = (at: SQL) => sql`${at} >= ${midnightOf('start')} and ${at} < ${midnightOf('end')}`;

/**
 * How many visits each company day of the range holds. The company's: the sum of the day's
 * quarter-hour counters (visit_quarter_counts, kept by triggers), a few thousand rows for a
 * month of any size. One rep's: an index-only count of their few hundred visits.
 */
const totals = (tx: Tx, rep: boolean) =>
  rep
    ? tx
        .select({ day: companyDay(sql`v.planned_at`), total: sql<number>`count(*)::int`.mapWith(Number) })
        .from(sql`${visits} v`)
        .where(sql`${inRange(sql`v.planned_at`)} and v.assigned_to = ${sql.placeholder('rep')}`)
        .groupBy(sql`1`)
    : tx
        .select({ day: companyDay(sql`q.quarter`), total: sql<number>`sum(q.visits)::int`.mapWith(Number) })
        .from(sql`${visitQuarterCounts} q`)
        .where(inRange(sql`q.quarter`))
        .groupBy(sql`1`)
        .having(sql`sum(q.visits) > 0`);

/** Visits planned from `start` (inclusive) to `end` (exclusive), company days, at most `perDay` a day; `rep` narrows to one assignee. */
export async function visitsInRange(
  tx: Tx,
  range: { start: string; end: string; rep: string | null; perDay: number },
): Promise<{ rows: CalendarRow[]; days: Record<string, number> }> {
  const params = { start: range.start, end: range.end, rep: range.rep, perDay: range.perDay };
  const rep = range.rep !== null;
  const rows = (await preparedIn(tx, rep ? 'calendar_firsts_one_rep' : 'calendar_firsts', (on) => firstOfEachDay(on, rep)).execute(
    params,
  )) as CalendarRow[];
  const counted = (await preparedIn(tx, rep ? 'calendar_totals_one_rep' : 'calendar_totals', (on) => totals(on, rep)).execute(params)) as {
    day: string;
    total: number;
  }[];
  return { rows, days: Object.fromEntries(counted.map((d) => [d.day, d.total])) };
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
