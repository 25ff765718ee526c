import { sql, type SQL } from 'drizzle-orm';
import { VISIT_STATUS } from '@contract/visit-forms';
import { selectRows, type Tx } from '../../db/tenant-tx';

/**
 * Which clients each territory holds: those whose location its outline contains (`@>` on
 * `point(longitude, latitude)`, the polygon type's own test, on PGlite and PostgreSQL alike)
 * and those whose city its set names. Clients only (leads are not yet covered), never deleted.
 * A client in two territories counts in both.
 */
export const membersSql: SQL = sql`
  select t.id as territory_id, c.id as client_id
    from territories t
    join clients c on t.area @> point(c.longitude, c.latitude)
   where t.area is not null and c.kind = 'client' and c.deleted_at is null
     and c.latitude is not null and c.longitude is not null
  union
  select tc.territory_id, c.id as client_id
    from territory_cities tc
    join clients c on c.country = tc.country and c.city = tc.city
   where c.kind = 'client' and c.deleted_at is null`;

/**
 * The coverage statement: a client is visited when it had a finished or approved visit, not
 * false, finished in the last `days` days. The bench runs the same text without the app around it.
 */
export const coverageSql = (days: number): SQL => sql`
  with members as (${membersSql}),
  visited as (
    select distinct v.client_id from visits v
     where v.status in (${VISIT_STATUS.finished}, ${VISIT_STATUS.approved}) and not v.is_false
       and v.finished_at >= now() - make_interval(days => ${days}::int)
  )
  select t.id as territory_id, count(m.client_id)::int as clients, count(vi.client_id)::int as visited
    from territories t
    left join members m on m.territory_id = t.id
    left join visited vi on vi.client_id = m.client_id
   group by t.id`;

export interface CoverageRow {
  territory_id: string;
  clients: number;
  visited: number;
}

export const coverage = (tx: Tx, days: number) => selectRows<CoverageRow>(tx, coverageSql(days));

/**
 * Each located client's territory by outline (the oldest when outlines overlap), for every
 * client of the company: what the bench times as "assigning" a whole company at once.
 */
export const clientTerritoriesSql: SQL = sql`
  select c.id as client_id,
         (select t.id from territories t
           where t.area is not null and t.area @> point(c.longitude, c.latitude)
           order by t.created_at, t.id limit 1) as territory_id
    from clients c
   where c.kind = 'client' and c.deleted_at is null and c.latitude is not null and c.longitude is not null`;

export const clientTerritories = (tx: Tx) => selectRows<{ client_id: string; territory_id: string | null }>(tx, clientTerritoriesSql);
