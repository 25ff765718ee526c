import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { COVERAGE_MAX_CLIENTS, MAP_MAX_VISITS } from '@contract/visit-map';
import { clients, users, visits } from '../../db/schema/index';
import { preparedIn } from '../../db/pg-transaction';
import type { Tx } from '../../db/tenant-tx';

/** The visits map's reads. Row-level security keeps all of it to the caller's company. */

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

/** Degrees to five decimals (about a metre), as a JSON number. */
const degrees = (column: SQL) => sql`round(${column}::numeric, 5)::float8`;
const seconds = (column: SQL) => sql`floor(extract(epoch from ${column}))::bigint`;
/** One column of the reply: the kept rows' values in planned order (`[]` when there are none). */
const column = (value: SQL) => sql`coalesce(json_agg(${value} order by k.n), '[]'::json)`;

/**
 * The whole `GET visits/map` reply (contract/visit-map.ts), written by the database as JSON
 * text. One range scan of `visits_list_idx` (the company) or `visits_list_assignee_idx` (one
 * rep) in planned order keeps the rows with something to draw (a located client or a GPS
 * check-in), one past the cap telling that the range was cut; the reps are numbered in the
 * order they first appear. Built in Node, a busy day's 1,887 rows cost ~40 ms of the server's
 * CPU in row mapping, reply validation and garbage; json_agg writes them in a few.
 */
const mapReplyQuery = (tx: Tx, oneRep: boolean) =>
  tx.select({ reply: sql<string>`r.reply` }).from(sql`(
      with numbered as (
        select p.*, row_number() over (order by p.planned_at, p.id) - 1 as n from (
          select v.id, v.status, v.visit_type, v.planned_at, v.fixed_time, v.is_false, v.assigned_to, a.full_name as rep_name,
            c.company_name, c.latitude, c.longitude,
            v.checked_in_at, v.check_in_latitude, v.check_in_longitude, v.check_in_verdict
          from ${visits} v
          join ${clients} c on c.id = v.client_id
          join ${users} a on a.id = v.assigned_to
          where v.planned_at >= ${midnight(startDay)} and v.planned_at < ${midnight(endDay)}
            ${oneRep ? sql`and v.assigned_to = ${sql.placeholder('rep')}` : sql``}
            and ((c.latitude is not null and c.longitude is not null)
              or (v.checked_in_at is not null and v.check_in_latitude is not null and v.check_in_longitude is not null))
          order by v.planned_at, v.id
          limit ${MAP_MAX_VISITS + 1}) p),
      kept as (select * from numbered where n < ${MAP_MAX_VISITS}),
      reps as (
        select assigned_to, min(rep_name) as full_name, row_number() over (order by min(n)) - 1 as idx
        from kept group by assigned_to)
      select json_build_object(
        'reps', (select json_build_object(
          'id', coalesce(json_agg(assigned_to order by idx), '[]'::json),
          'full_name', coalesce(json_agg(full_name order by idx), '[]'::json)) from reps),
        'visits', (select json_build_object(
          'id', ${column(sql`k.id`)},
          'status', ${column(sql`k.status`)},
          'visit_type', ${column(sql`k.visit_type`)},
          'planned_at', ${column(seconds(sql`k.planned_at`))},
          'fixed_time', ${column(sql`k.fixed_time`)},
          'is_false', ${column(sql`k.is_false`)},
          'rep', ${column(sql`r.idx`)},
          'client_name', ${column(sql`k.company_name`)},
          'latitude', ${column(sql`case when k.longitude is not null then ${degrees(sql`k.latitude`)} end`)},
          'longitude', ${column(sql`case when k.latitude is not null then ${degrees(sql`k.longitude`)} end`)})
          from kept k join reps r on r.assigned_to = k.assigned_to),
        'check_ins', (select json_build_object(
          'visit', ${column(sql`k.n`)},
          'latitude', ${column(degrees(sql`k.check_in_latitude`))},
          'longitude', ${column(degrees(sql`k.check_in_longitude`))},
          'at', ${column(seconds(sql`k.checked_in_at`))},
          'verdict', ${column(sql`k.check_in_verdict`)})
          from kept k
          where k.checked_in_at is not null and k.check_in_latitude is not null
            and k.check_in_longitude is not null and k.check_in_verdict is not null),
        'truncated', (select count(*) > ${MAP_MAX_VISITS} from numbered)
      )::text as reply) r`);

/** Visits planned from `start` (inclusive, default today) to `end` (exclusive, default the next day), as the reply's JSON; `rep` narrows to one assignee. */
export async function mapReply(tx: Tx, range: { start: string | null; end: string | null; rep: string | null }): Promise<string> {
  const oneRep = range.rep !== null;
  const [row] = (await preparedIn(tx, oneRep ? 'visit_map_one_rep' : 'visit_map', (on) => mapReplyQuery(on, oneRep)).execute(range)) as {
    reply: string;
  }[];
  return row!.reply;
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

const neverPoints = (tx: Tx) =>
  tx.select(pointColumns).from(clients).where(neverVisited).orderBy(asc(clients.id)).limit(COVERAGE_MAX_CLIENTS);
const stalePoints = (tx: Tx) =>
  tx
    .select(pointColumns)
    .from(clients)
    .where(visitedBefore)
    .orderBy(asc(clients.lastVisitedAt), asc(clients.id))
    .limit(sql.placeholder('limit'));
const countOf = (tx: Tx, where: typeof located) =>
  tx
    .select({ n: sql<number>`count(*)::int` })
    .from(clients)
    .where(where);

/**
 * Clients (not leads: a lead is a prospect in the pipeline, not a customer the team is meant
 * to keep visiting) with a location and no visit that counts in the last `days` days: the
 * never-visited first, then the longest-unvisited, at most `COVERAGE_MAX_CLIENTS`, and how
 * many there are in all (counted only when the points were cut).
 */
export async function uncoveredClients(tx: Tx, days: number): Promise<{ rows: CoverageRow[]; total: number }> {
  // Check-ins only note their clients; the last visits are brought up to date here, the one
  // place they are read (migration 0024, ADR 0024).
  await tx.execute(sql`select clients_last_visit_flush()`);
  const never = (await preparedIn(tx, 'coverage_never', neverPoints).execute()) as CoverageRow[];
  const room = COVERAGE_MAX_CLIENTS - never.length;
  const stale = room > 0 ? ((await preparedIn(tx, 'coverage_stale', stalePoints).execute({ days, limit: room })) as CoverageRow[]) : [];
  const rows = [...never, ...stale];
  if (rows.length < COVERAGE_MAX_CLIENTS) return { rows, total: rows.length };
  const [a] = (await preparedIn(tx, 'coverage_never_count', (on) => countOf(on, neverVisited)).execute()) as { n: number }[];
  const [b] = (await preparedIn(tx, 'coverage_stale_count', (on) => countOf(on, visitedBefore)).execute({ days })) as { n: number }[];
  return { rows, total: (a?.n ?? 0) + (b?.n ?? 0) };
}
