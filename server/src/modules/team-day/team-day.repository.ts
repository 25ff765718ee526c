import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tenant-tx';

/** The team's day reads. Row-level security keeps all of it to the caller's company. */

export interface DayContext {
  /** Today in the company's zone, `YYYY-MM-DD`. */
  today: string;
  /** The time of day now in the company's zone, `HH:MM:SS`. */
  nowTime: string;
  workDayStart: string;
  workDayEnd: string;
  weekendDays: number[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The company's clock and working day, read once per call. */
export async function dayContext(tx: Tx): Promise<DayContext> {
  const [row] = rowsOf<DayContext>(
    await tx.execute(sql`
      select to_char((now() at time zone time_zone)::date, 'YYYY-MM-DD') as "today",
        to_char((now() at time zone time_zone)::time, 'HH24:MI:SS') as "nowTime",
        to_char(work_day_start, 'HH24:MI') as "workDayStart",
        case when work_day_end = '24:00' then '24:00' else to_char(work_day_end, 'HH24:MI') end as "workDayEnd",
        weekend_days as "weekendDays"
      from tenants`),
  );
  if (!row) throw new Error('The company is not visible in its own transaction');
  return row;
}

export interface DayRep {
  id: string;
  fullName: string;
}

/**
 * Who is on the map: every active sales rep, and anyone else with a visit that day (a manager
 * who also visits). The visits part is an index probe per user (visits_list_assignee_idx).
 */
export async function dayReps(tx: Tx, day: string): Promise<DayRep[]> {
  return rowsOf<DayRep>(
    await tx.execute(sql`
      select u.id, u.full_name as "fullName" from users u
      where (u.role = 'sales' and u.is_active)
        or exists (select 1 from visits v where v.assigned_to = u.id
          and v.planned_at >= (select ${day}::timestamp at time zone time_zone from tenants)
          and v.planned_at < (select (${day}::date + 1)::timestamp at time zone time_zone from tenants))
      order by u.full_name, u.id`),
  );
}

export interface DayVisit {
  id: string;
  rep: string;
  status: number;
  visitType: number;
  /** Seconds since 1970. */
  plannedAt: number;
  fixedTime: boolean;
  isFalse: boolean;
  clientName: string;
  latitude: number | null;
  longitude: number | null;
  /** Seconds since 1970; only a check-in of that day inside the working day (the rest give no position). */
  checkedInAt: number | null;
  checkInLatitude: number | null;
  checkInLongitude: number | null;
}

/**
 * The day's visits in planned order, with their client's location and, for a check-in made that
 * day during working hours, when and where the rep stood. The day's bounds are scalar subqueries,
 * evaluated once and then keys of visits_list_idx (see visit-map.repository.ts for why not inline).
 */
export async function dayVisits(tx: Tx, day: string): Promise<DayVisit[]> {
  return rowsOf<DayVisit>(
    await tx.execute(sql`
      with b as (select ${day}::timestamp at time zone time_zone as "from",
          (${day}::date + 1)::timestamp at time zone time_zone as "to",
          time_zone as zone, work_day_start as ws, work_day_end as we from tenants)
      select v.id, v.assigned_to as "rep", v.status, v.visit_type as "visitType",
        floor(extract(epoch from v.planned_at))::int as "plannedAt", v.fixed_time as "fixedTime", v.is_false as "isFalse",
        c.company_name as "clientName",
        case when c.longitude is not null then round(c.latitude::numeric, 5)::float8 end as "latitude",
        case when c.latitude is not null then round(c.longitude::numeric, 5)::float8 end as "longitude",
        case when inside then floor(extract(epoch from v.checked_in_at))::int end as "checkedInAt",
        case when inside and v.check_in_longitude is not null then round(v.check_in_latitude::numeric, 5)::float8 end as "checkInLatitude",
        case when inside and v.check_in_latitude is not null then round(v.check_in_longitude::numeric, 5)::float8 end as "checkInLongitude"
      from visits v
      join clients c on c.id = v.client_id
      cross join b
      cross join lateral (select v.checked_in_at >= b."from" and v.checked_in_at < b."to"
          and (v.checked_in_at at time zone b.zone)::time >= b.ws
          and (v.checked_in_at at time zone b.zone)::time < b.we as inside) w
      where v.planned_at >= (select "from" from b) and v.planned_at < (select "to" from b)
      order by v.planned_at, v.id`),
  );
}
