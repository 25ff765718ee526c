import { sql, type SQL } from 'drizzle-orm';
import { VISIT_STATUS } from '@contract/visit-forms';
import { selectRows, type Tx } from '../../db/tenant-tx';

/**
 * The located clients inside an outline: first its bounding box (plain float columns, so under
 * row-level security the box is an index range on clients_location_idx), then `@>` on
 * `point(longitude, latitude)`, the polygon type's own test (PGlite and PostgreSQL alike), on
 * those few only. Without the box every client was tested against every outline (ADR 0048).
 */
export const insideOutline = (t: SQL, c: SQL): SQL => sql`
  ${c}.latitude between ${t}.bbox_south and ${t}.bbox_north
  and ${c}.longitude between ${t}.bbox_west and ${t}.bbox_east
  and ${t}.area @> point(${c}.longitude, ${c}.latitude)`;

/**
 * Which clients each territory holds: those whose location its outline contains and those
 * whose city its set names. Clients only (leads are not yet covered), never deleted.
 * A client in two territories counts in both.
 */
export const membersSql: SQL = sql`
  select t.id as territory_id, c.id as client_id
    from territories t
    join clients c on ${insideOutline(sql`t`, sql`c`)}
   where t.area is not null and c.kind = 'client' and c.deleted_at is null
     and c.latitude is not null and c.longitude is not null
  union
  select tc.territory_id, c.id as client_id
    from territory_cities tc
    join clients c on c.country = tc.country and c.city = tc.city
   where c.kind = 'client' and c.deleted_at is null`;

/**
 * The coverage statement: a client is visited when it had a finished or approved visit, not
 * false, finished in the last `days` days. The visited set is an uncorrelated `IN`, so one
 * hash of it is probed by each member, not joined: the planner cannot know how many clients
 * a bounding box holds and guesses a handful, and a join to the visited set planned on that
 * guess was a nested loop of members × visited clients (minutes on the bench). The bench runs
 * the same text without the app around it.
 */
export const coverageSql = (days: number): SQL => sql`
  with members as (${membersSql})
  select t.id as territory_id, count(m.client_id)::int as clients,
         count(m.client_id) filter (where m.client_id in (
           select v.client_id from visits v
            where v.status in (${VISIT_STATUS.finished}, ${VISIT_STATUS.approved}) and not v.is_false
              and v.finished_at >= now() - make_interval(days => ${days}::int)))::int as visited
    from territories t
    left join members m on m.territory_id = t.id
   group by t.id`;

export interface CoverageRow {
  territory_id: string;
  clients: number;
  visited: number;
}

export const coverage = (tx: Tx, days: number) => selectRows<CoverageRow>(tx, coverageSql(days));

/**
 * The located clients inside some outline, each with its territory (the oldest when outlines
 * overlap): what the bench times as "assigning" a whole company at once. Driven by the
 * territories, each reading only its box of clients. Clients in none are not listed: joining
 * them back would again hang on the planner's guess of how many a box holds (see coverageSql).
 */
export const clientTerritoriesSql: SQL = sql`
  select distinct on (c.id) c.id as client_id, t.id as territory_id
    from territories t
    join clients c on ${insideOutline(sql`t`, sql`c`)}
   where t.area is not null and c.kind = 'client' and c.deleted_at is null
     and c.latitude is not null and c.longitude is not null
   order by c.id, t.created_at, t.id`;

export const clientTerritories = (tx: Tx) => selectRows<{ client_id: string; territory_id: string }>(tx, clientTerritoriesSql);
