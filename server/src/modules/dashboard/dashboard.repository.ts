import { sql, type SQL } from 'drizzle-orm';
import { DASH_LIST_SIZE, type DashMeeting, type DashRequest, type DashTask, type DashVisit, type VisitsToday } from '@contract/dashboard';
import { MAINTENANCE_STATUS } from '@contract/maintenance';
import { MEETING_STATUS } from '@contract/meetings';
import { TASK_STATUS } from '@contract/tasks';
import { VISIT_STATUS } from '@contract/visits';
import { selectRows, type Tx } from '../../db/tenant-tx';
import { uuidArray } from '../../lib/sql-params';

// One statement per panel, every one bounded by an index that starts with tenant_id (row-level
// security adds the tenant). "Today" is the company's: its bounds are computed once per
// statement in a scalar subquery over `tenants` (one row under RLS), so they are index keys.

const companyToday = sql`(select (now() at time zone time_zone)::date from tenants)`;
/** The two day offsets as constant SQL: a closed set, so no value reaches the statement as text. */
const dayOffsets = { 0: sql`0`, 1: sql`1` } as const;
/**
 * The instant the company's day `offset` days from today begins, as one scalar subquery: a
 * plain parameter to the planner, so `planned_at >= …` is an index condition. (A zone
 * conversion outside the subquery is not leakproof, and under RLS it would be a filter over
 * every visit of the company.)
 */
const dayStart = (offset: 0 | 1) =>
  sql`(select ((now() at time zone time_zone)::date + ${dayOffsets[offset]})::timestamp at time zone time_zone from tenants)`;
/** `and <column> = <user>` when the figures are one user's. */
const onlyUser = (column: SQL, userId: string | null) => (userId ? sql`and ${column} = ${userId}::uuid` : sql``);

export async function companyDay(tx: Tx): Promise<{ today: string; country: string }> {
  const [row] = await selectRows<{ today: string; country: string }>(
    tx,
    sql`select to_char((now() at time zone time_zone)::date, 'YYYY-MM-DD') as today, country from tenants`,
  );
  if (!row) throw new Error('dashboard: no company in this transaction');
  return row;
}

/** Visits planned for the company's today (visits_list_idx / visits_list_assignee_idx). */
export async function visitsToday(tx: Tx, userId: string | null): Promise<VisitsToday> {
  const rows = await selectRows<{ status: number; is_false: boolean; n: number }>(
    tx,
    sql`select status, is_false, count(*)::int as n from visits
      where planned_at >= ${dayStart(0)} and planned_at < ${dayStart(1)}
        ${onlyUser(sql`assigned_to`, userId)}
      group by status, is_false`,
  );
  const out: VisitsToday = { total: 0, by_status: [0, 0, 0, 0, 0], false: 0 };
  for (const r of rows) {
    out.total += r.n;
    out.by_status[r.status] = (out.by_status[r.status] ?? 0) + r.n;
    if (r.is_false) out.false += r.n;
  }
  return out;
}

export interface MonthMoney {
  cash: number;
  credit: number;
  falseVisits: number;
  considered: number;
}

/**
 * Collections and the false-visit rate of a month from the rollup (a few rows per rep): money
 * only from counted visits (finished or approved, not false); the rate is false visits over
 * those finished, approved, rejected or false.
 */
export async function monthMoney(tx: Tx, first: string): Promise<MonthMoney> {
  const counted = sql`status in (${VISIT_STATUS.finished}, ${VISIT_STATUS.approved}) and not is_false`;
  const [row] = await selectRows<{ cash: string; credit: string; false_visits: number; considered: number }>(
    tx,
    sql`select coalesce(sum(cash) filter (where ${counted}), 0)::text as cash,
        coalesce(sum(credit) filter (where ${counted}), 0)::text as credit,
        coalesce(sum(visits) filter (where is_false), 0)::int as false_visits,
        coalesce(sum(visits) filter (where is_false or status in (${VISIT_STATUS.finished}, ${VISIT_STATUS.approved}, ${VISIT_STATUS.rejected})), 0)::int as considered
      from visit_kpi_months where month = ${first}::date`,
  );
  return {
    cash: Number(row?.cash ?? 0),
    credit: Number(row?.credit ?? 0),
    falseVisits: row?.false_visits ?? 0,
    considered: row?.considered ?? 0,
  };
}

/** Active users' names, for the reps ranked on the board. */
export async function activeNames(tx: Tx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows<{ id: string; name: string }>(
    tx,
    sql`select id, full_name as name from users where id = any(${uuidArray(ids)}) and is_active`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Leads by status; converted ones are clients now (clients_count_idx, index only). */
export async function leadFunnel(tx: Tx): Promise<Record<'new' | 'approved' | 'archived' | 'converted', number>> {
  const rows = await selectRows<{ status: string; n: number }>(
    tx,
    sql`select lead_status as status, count(*)::int as n from clients
      where deleted_at is null and kind in ('lead', 'client') and lead_status in ('new', 'approved', 'archived', 'converted')
        and (kind = 'lead' or lead_status = 'converted')
      group by lead_status`,
  );
  const out = { new: 0, approved: 0, archived: 0, converted: 0 };
  for (const r of rows) out[r.status as keyof typeof out] = r.n;
  return out;
}

interface TaskRow {
  id: string;
  title: string;
  due_date: string;
  status: number;
  priority: number;
  assigned_to: string;
  assignee: string;
}
const taskOf = (r: TaskRow): DashTask => ({
  id: r.id,
  title: r.title,
  due_date: r.due_date,
  status: r.status,
  priority: r.priority,
  assignee: { id: r.assigned_to, name: r.assignee },
});

/** Open tasks due before `before` (a date expression), most overdue first, and how many there are. */
async function openTasksDue(tx: Tx, dueWhere: SQL, userId: string | null): Promise<{ items: DashTask[]; overdue: number; today: number }> {
  const where = sql`t.status <> ${TASK_STATUS.done} and ${dueWhere} ${onlyUser(sql`t.assigned_to`, userId)}`;
  const [counts] = await selectRows<{ overdue: number; today: number }>(
    tx,
    sql`select count(*) filter (where t.due_date < ${companyToday})::int as overdue,
        count(*) filter (where t.due_date = ${companyToday})::int as today
      from tasks t where ${where}`,
  );
  const rows = await selectRows<TaskRow>(
    tx,
    sql`select t.id, t.title, to_char(t.due_date, 'YYYY-MM-DD') as due_date, t.status, t.priority, t.assigned_to, u.full_name as assignee
      from tasks t join users u on u.id = t.assigned_to
      where ${where} order by t.due_date, t.priority desc, t.id limit ${DASH_LIST_SIZE}`,
  );
  return { items: rows.map(taskOf), overdue: counts?.overdue ?? 0, today: counts?.today ?? 0 };
}

/** The company's (or one user's) overdue tasks. */
export async function overdueTasks(tx: Tx, userId: string | null) {
  const r = await openTasksDue(tx, sql`t.due_date < ${companyToday}`, userId);
  return { count: r.overdue, items: r.items };
}

/** One user's open tasks due today or earlier. */
export async function tasksDue(tx: Tx, userId: string) {
  const r = await openTasksDue(tx, sql`t.due_date <= ${companyToday}`, userId);
  return { overdue: r.overdue, today: r.today, items: r.items };
}

/**
 * Meetings still to come (all of them, or those `userId` organizes or attends), soonest first;
 * cancelled ones too, marked, so nobody turns up to one that was called off.
 */
export async function upcomingMeetings(tx: Tx, userId: string | null): Promise<DashMeeting[]> {
  const mine = userId
    ? sql`and (m.organizer_id = ${userId}::uuid or exists (select 1 from meeting_attendees a where a.meeting_id = m.id and a.user_id = ${userId}::uuid))`
    : sql``;
  const rows = await selectRows<{
    id: string;
    title: string;
    starts_at: Date | string;
    duration: number;
    place: string | null;
    online: boolean;
    status: number;
  }>(
    tx,
    sql`select m.id, m.title, m.starts_at, m.duration_minutes as duration, m.place, m.online_link is not null as online, m.status
      from meetings m
      where m.status in (${MEETING_STATUS.scheduled}, ${MEETING_STATUS.cancelled}) and m.starts_at > now() - interval '1 day'
        and m.starts_at + m.duration_minutes * interval '1 minute' > now() ${mine}
      order by m.starts_at, m.id limit ${DASH_LIST_SIZE}`,
  );
  return rows.map((r) => ({ ...r, starts_at: new Date(r.starts_at).toISOString() }));
}

/** A rep's visits still to do, from the start of today on, soonest first. */
export async function nextVisits(tx: Tx, userId: string): Promise<DashVisit[]> {
  const rows = await selectRows<{
    id: string;
    planned_at: Date | string;
    visit_type: number;
    status: number;
    client_id: string;
    client: string;
  }>(
    tx,
    sql`select v.id, v.planned_at, v.visit_type, v.status, v.client_id, c.company_name as client
      from visits v join clients c on c.id = v.client_id
      where v.assigned_to = ${userId}::uuid and v.planned_at >= ${dayStart(0)}
        and v.status in (${VISIT_STATUS.pending}, ${VISIT_STATUS.started})
      order by v.planned_at, v.id limit ${DASH_LIST_SIZE}`,
  );
  return rows.map((r) => ({
    id: r.id,
    planned_at: new Date(r.planned_at).toISOString(),
    visit_type: r.visit_type,
    status: r.status,
    client: { id: r.client_id, name: r.client },
  }));
}

/** A user's latest rating by a manager, up to the month `first`. */
export async function latestRating(tx: Tx, userId: string, first: string) {
  const [row] = await selectRows<{ month: string; rating: number; comment: string }>(
    tx,
    sql`select to_char(month, 'YYYY-MM') as month, rating, comment from kpi_ratings
      where user_id = ${userId}::uuid and month <= ${first}::date order by month desc limit 1`,
  );
  return row ?? null;
}

/** Whether the company has any client, lead or visit yet. */
export async function hasData(tx: Tx): Promise<boolean> {
  const [row] = await selectRows<{ yes: boolean }>(
    tx,
    sql`select exists (select 1 from clients where deleted_at is null) or exists (select 1 from visits) as yes`,
  );
  return row?.yes ?? false;
}

/** A technician's requests not done, soonest first, with the counts of the panel. */
export async function maintenanceOf(tx: Tx, userId: string) {
  const notDone = sql`r.assigned_to = ${userId}::uuid and r.status <> ${MAINTENANCE_STATUS.done}`;
  const [counts] = await selectRows<{ open: number; overdue: number; today: number; today_done: number }>(
    tx,
    sql`select count(*) filter (where r.status <> ${MAINTENANCE_STATUS.done})::int as open,
        count(*) filter (where r.status <> ${MAINTENANCE_STATUS.done} and r.scheduled_date < ${companyToday})::int as overdue,
        count(*) filter (where r.scheduled_date = ${companyToday})::int as today,
        count(*) filter (where r.scheduled_date = ${companyToday} and r.status = ${MAINTENANCE_STATUS.done})::int as today_done
      from maintenance_requests r
      where r.assigned_to = ${userId}::uuid and (r.status <> ${MAINTENANCE_STATUS.done} or r.scheduled_date = ${companyToday})`,
  );
  const rows = await selectRows<{
    id: string;
    title: string;
    priority: number;
    status: number;
    scheduled_date: string;
    client_id: string;
    client: string;
  }>(
    tx,
    sql`select r.id, r.title, r.priority, r.status, to_char(r.scheduled_date, 'YYYY-MM-DD') as scheduled_date, r.client_id, c.company_name as client
      from maintenance_requests r join clients c on c.id = r.client_id
      where ${notDone} order by r.scheduled_date, r.priority desc, r.id limit ${DASH_LIST_SIZE}`,
  );
  const items: DashRequest[] = rows.map(({ client_id, client, ...r }) => ({ ...r, client: { id: client_id, name: client } }));
  return {
    open: { count: counts?.open ?? 0, overdue: counts?.overdue ?? 0, items },
    scheduled_today: { count: counts?.today ?? 0, done: counts?.today_done ?? 0 },
  };
}
