import { aliasedTable, and, asc, eq, sql } from 'drizzle-orm';
import { type CheckInVerdict } from '@contract/visits';
import { COVERAGE_MAX_CLIENTS, MAP_MAX_VISITS } from '@contract/visit-map';
import { clients, users, visits } from '../../db/schema/index';
import { hotQuery } from '../../db/hot-query';
import type { Tx } from '../../db/tenant-tx';

/** The visits map's reads. Row-level security keeps all of it to the caller's company. */

const assignees = aliasedTable(users, 'assignee');

/** Only what a marker and a check-in point show: a month of a big company is thousands of rows. */
const mapColumns = {
  id: visits.id,
  status: visits.status,
  visitType: visits.visitType,
  plannedAt: visits.plannedAt,
  isFalse: visits.isFalse,
  clientId: visits.clientId,
  clientName: clients.companyName,
  clientLatitude: clients.latitude,
  clientLongitude: clients.longitude,
  assignedTo: visits.assignedTo,
  assigneeName: assignees.fullName,
  checkedInAt: visits.checkedInAt,
  checkInLatitude: visits.checkInLatitude,
  checkInLongitude: visits.checkInLongitude,
  checkInVerdict: visits.checkInVerdict,
};
export interface MapRow {
  id: string;
  status: number;
  visitType: number;
  plannedAt: Date;
  isFalse: boolean;
  clientId: string;
  clientName: string;
  clientLatitude: number | null;
  clientLongitude: number | null;
  assignedTo: string;
  assigneeName: string;
  checkedInAt: Date | null;
  checkInLatitude: number | null;
  checkInLongitude: number | null;
  checkInVerdict: CheckInVerdict | null;
}

const zone = sql`(select time_zone from tenants)`;
/** The first day: the one asked for, or today in the company's time zone. */
const startDay = sql`coalesce(${sql.placeholder('start')}::date, (now() at time zone ${zone})::date)`;
/** The day after the last (exclusive): the one asked for, or the day after the first. */
const endDay = sql`coalesce(${sql.placeholder('end')}::date, ${startDay} + 1)`;
/**
 * A company day's midnight as an instant. A scalar subquery, evaluated once and then an index
 * key: inline, the planner may not push `AT TIME ZONE` (not LEAKPROOF) into the index under
 * row-level security (see visit-list.repository.ts).
 */
const midnight = (day: typeof startDay) => sql`(select (${day})::timestamp at time zone ${zone})`;

/**
 * One range scan of `visits_list_idx` (the company) or `visits_list_assignee_idx` (one rep),
 * in planned order, keeping only rows with something to draw (a located client or a GPS
 * check-in); one row past the cap tells the caller the range was cut.
 */
const rangeQuery = (oneRep: boolean) =>
  hotQuery((tx) =>
    tx
      .select(mapColumns)
      .from(visits)
      .innerJoin(clients, eq(clients.id, visits.clientId))
      .innerJoin(assignees, eq(assignees.id, visits.assignedTo))
      .where(
        and(
          oneRep ? eq(visits.assignedTo, sql.placeholder('rep')) : undefined,
          sql`${visits.plannedAt} >= ${midnight(startDay)} and ${visits.plannedAt} < ${midnight(endDay)}`,
          sql`((${clients.latitude} is not null and ${clients.longitude} is not null)
            or (${visits.checkedInAt} is not null and ${visits.checkInLatitude} is not null and ${visits.checkInLongitude} is not null))`,
        ),
      )
      .orderBy(asc(visits.plannedAt), asc(visits.id))
      .limit(MAP_MAX_VISITS + 1),
  );
const ranges = { all: rangeQuery(false), oneRep: rangeQuery(true) };

/** Visits planned from `start` (inclusive, default today) to `end` (exclusive, default the next day); `rep` narrows to one assignee. */
export async function mapRows(tx: Tx, range: { start: string | null; end: string | null; rep: string | null }): Promise<MapRow[]> {
  const query = range.rep ? ranges.oneRep : ranges.all;
  return (await query(tx, range)) as MapRow[];
}

export interface CoverageRow {
  id: string;
  companyName: string;
  latitude: number;
  longitude: number;
  lastVisitedAt: Date | null;
}

// Both reads follow clients_coverage_idx's predicate; each is one range of its keys
// (tenant, kind, last_visited_at), so they stop at the limit however many clients there are.
const located = and(
  eq(clients.kind, 'client'),
  sql`${clients.deletedAt} is null and ${clients.latitude} is not null and ${clients.longitude} is not null`,
);
const neverVisited = and(located, sql`${clients.lastVisitedAt} is null`);
const visitedBefore = and(located, sql`${clients.lastVisitedAt} < (select now() - make_interval(days => ${sql.placeholder('days')}::int))`);
const pointColumns = {
  id: clients.id,
  companyName: clients.companyName,
  latitude: sql<number>`${clients.latitude}`,
  longitude: sql<number>`${clients.longitude}`,
  lastVisitedAt: clients.lastVisitedAt,
};

const neverPoints = hotQuery((tx) =>
  tx.select(pointColumns).from(clients).where(neverVisited).orderBy(asc(clients.id)).limit(COVERAGE_MAX_CLIENTS),
);
const stalePoints = hotQuery((tx) =>
  tx
    .select(pointColumns)
    .from(clients)
    .where(visitedBefore)
    .orderBy(asc(clients.lastVisitedAt), asc(clients.id))
    .limit(sql.placeholder('limit')),
);
const countOf = (where: typeof located) =>
  hotQuery((tx) =>
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(clients)
      .where(where),
  );
const neverCount = countOf(neverVisited);
const staleCount = countOf(visitedBefore);

/**
 * Clients (not leads: a lead is a prospect in the pipeline, not a customer the team is meant
 * to keep visiting) with a location and no visit that counts in the last `days` days: the
 * never-visited first, then the longest-unvisited, at most `COVERAGE_MAX_CLIENTS`, and how
 * many there are in all (counted only when the points were cut).
 */
export async function uncoveredClients(tx: Tx, days: number): Promise<{ rows: CoverageRow[]; total: number }> {
  const never = (await neverPoints(tx, {})) as CoverageRow[];
  const room = COVERAGE_MAX_CLIENTS - never.length;
  const stale = room > 0 ? ((await stalePoints(tx, { days, limit: room })) as CoverageRow[]) : [];
  const rows = [...never, ...stale];
  if (rows.length < COVERAGE_MAX_CLIENTS) return { rows, total: rows.length };
  const [a] = (await neverCount(tx, {})) as { n: number }[];
  const [b] = (await staleCount(tx, { days })) as { n: number }[];
  return { rows, total: (a?.n ?? 0) + (b?.n ?? 0) };
}
