import { sql, type SQL } from 'drizzle-orm';
import { gazetteer } from '@contract/gazetteer-data';
import { rowScope } from '@contract/permissions';
import { REPORT_TYPE, type ReportColumn, type ReportQuery, type ReportType } from '@contract/reports';
import { assignableRoles } from '../../lib/assignees';
import type { UserRow } from '../users/users.repository';

/**
 * One SQL source per report type. Each is a `select … from …` whose rows are the report's
 * rows (keys = column keys), filtered by the range, the reps and the type's own filters; the
 * caller adds the order, the page and the count. Row-level security keeps each statement in
 * the caller's company; a sales user's rows are narrowed to their own here.
 */
export interface ReportSource {
  columns: ReportColumn[];
  /** The rows' statement, without ORDER BY / LIMIT. */
  select: SQL;
  /** A unique, stable order (keyset-friendly: the last key is the row's id). */
  orderBy: SQL;
}

type Filters = Omit<ReportQuery, 'page' | 'page_size'>;

/** The range's bounds as instants: company-local midnight of `from` and of the day after `to`. */
const bounds = (f: Filters) => sql`(select (${f.from}::date)::timestamp at time zone time_zone as lo,
  (${f.to}::date + 1)::timestamp at time zone time_zone as hi, time_zone as tz from tenants)`;

/** The reps the caller asked for, narrowed to themselves for a sales user. */
function repsWhere(column: SQL, me: UserRow, f: Filters): SQL {
  const own = rowScope[me.role] === 'own' ? sql` and ${column} = ${me.id}::uuid` : sql``;
  const ids = f.user_ids?.length
    ? sql` and ${column} in (${sql.join(
        f.user_ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  return sql`${own}${ids}`;
}

/*
 * Names (the rep's, the client's) are looked up per row, not joined: with the report's own
 * order and a LIMIT, PostgreSQL then walks the driving table's index in order and looks up
 * only the rows it returns. A join made it join every row of the range and sort them, for
 * each export batch (300 ms instead of 25 ms on a 100,000-visit month).
 */
const nameOf = (userId: SQL) => sql`(select full_name from users u where u.id = ${userId})`;
const clientColumn = (column: 'company_name' | 'city', clientId: SQL) =>
  sql`(select ${sql.identifier(column)} from clients c where c.id = ${clientId})`;

const optional = (value: unknown, clause: SQL): SQL => (value === undefined ? sql`` : clause);

function visitSource(me: UserRow, f: Filters): ReportSource {
  return {
    columns: [
      { key: 'planned_at', kind: 'datetime' },
      { key: 'rep', kind: 'text' },
      { key: 'client', kind: 'text' },
      { key: 'city', kind: 'city' },
      { key: 'visit_type', kind: 'visit_type' },
      { key: 'status', kind: 'visit_status' },
      { key: 'is_false', kind: 'boolean' },
      { key: 'collected_amount', kind: 'money' },
    ],
    select: sql`select v.id, to_char(v.planned_at at time zone b.tz, 'YYYY-MM-DD"T"HH24:MI') as planned_at, ${nameOf(sql`v.assigned_to`)} as rep,
        ${clientColumn('company_name', sql`v.client_id`)} as client, ${clientColumn('city', sql`v.client_id`)} as city,
        v.visit_type, v.status, v.is_false, v.collected_amount::float8 as collected_amount, v.planned_at as sort_at
      from visits v cross join ${bounds(f)} b
      where v.planned_at >= b.lo and v.planned_at < b.hi${repsWhere(sql`v.assigned_to`, me, f)}
        ${optional(f.visit_type, sql`and v.visit_type = ${f.visit_type ?? 0}`)}
        ${optional(f.status, sql`and v.status = ${f.status ?? 0}`)}
        ${optional(f.is_false, sql`and v.is_false = ${f.is_false ?? false}`)}`,
    orderBy: sql`sort_at, id`,
  };
}

function taskSource(me: UserRow, f: Filters): ReportSource {
  return {
    columns: [
      { key: 'due_date', kind: 'date' },
      { key: 'title', kind: 'text' },
      { key: 'rep', kind: 'text' },
      { key: 'client', kind: 'text' },
      { key: 'task_type', kind: 'task_type' },
      { key: 'status', kind: 'task_status' },
      { key: 'overdue', kind: 'boolean' },
    ],
    select: sql`select t.id, to_char(t.due_date, 'YYYY-MM-DD') as due_date, t.title, ${nameOf(sql`t.assigned_to`)} as rep,
        ${clientColumn('company_name', sql`t.client_id`)} as client,
        t.task_type, t.status, (t.status <> 2 and t.due_date < (now() at time zone b.tz)::date) as overdue, t.due_date as sort_at
      from tasks t cross join ${bounds(f)} b
      where t.due_date between ${f.from}::date and ${f.to}::date${repsWhere(sql`t.assigned_to`, me, f)}
        ${optional(f.task_type, sql`and t.task_type = ${f.task_type ?? 0}`)}
        ${optional(f.status, sql`and t.status = ${f.status ?? 0}`)}`,
    orderBy: sql`sort_at, id`,
  };
}

function clientSource(me: UserRow, f: Filters): ReportSource {
  return {
    columns: [
      { key: 'created_at', kind: 'date' },
      { key: 'company_name', kind: 'text' },
      { key: 'kind', kind: 'client_kind' },
      { key: 'city', kind: 'city' },
      { key: 'customer_type', kind: 'customer_type' },
      { key: 'rep', kind: 'text' },
    ],
    select: sql`select c.id, to_char(c.created_at at time zone b.tz, 'YYYY-MM-DD') as created_at, c.company_name, c.kind, c.city,
        c.customer_type, ${nameOf(sql`c.assigned_to`)} as rep, c.created_at as sort_at
      from clients c cross join ${bounds(f)} b
      where c.created_at >= b.lo and c.created_at < b.hi${repsWhere(sql`c.assigned_to`, me, f)}
        ${optional(f.kind, sql`and c.kind = ${f.kind ?? ''}`)}
        ${optional(f.city, sql`and c.city in (${cityKeys(f.city)})`)}
        ${optional(f.customer_type, sql`and c.customer_type = ${f.customer_type ?? ''}`)}`,
    orderBy: sql`sort_at, id`,
  };
}

/**
 * The stored keys a city filter means: the key the report page's city picker sends, or any
 * spelling of a place an API caller typed (ADR 0044), besides the value itself (an old import's).
 */
function cityKeys(city: string | undefined): SQL {
  const keys = city ? [...new Set([city, ...gazetteer.findPlaceAnywhere(city)])] : [''];
  return sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  );
}

/** Visits that count (DESIGN: finished or approved and not false). */
const counted = sql`v.status in (2, 3) and not v.is_false`;

function employeeSource(me: UserRow, f: Filters): ReportSource {
  const byType = [0, 1, 2, 3, 4, 5].map(
    (t) => sql`count(*) filter (where ${counted} and v.visit_type = ${t})::int as ${sql.identifier(`visits_type_${t}`)}`,
  );
  const byStatus = [0, 1, 2, 3, 4].map((s) => sql`count(*) filter (where v.status = ${s})::int as ${sql.identifier(`visits_status_${s}`)}`);
  // Its people are the reps: those clients, visits and tasks are assigned to.
  const reps = sql.join(
    assignableRoles.map((role) => sql`${role}`),
    sql`, `,
  );
  return {
    columns: [
      { key: 'rep', kind: 'text' },
      ...[0, 1, 2, 3, 4].map((s) => ({ key: `visits_status_${s}`, kind: 'number' as const })),
      { key: 'visits_false', kind: 'number' },
      ...[0, 1, 2, 3, 4, 5].map((t) => ({ key: `visits_type_${t}`, kind: 'number' as const })),
      { key: 'collections_cash', kind: 'money' },
      { key: 'collections_credit', kind: 'money' },
      { key: 'orders', kind: 'number' },
      { key: 'tasks_done', kind: 'number' },
      { key: 'tasks_overdue', kind: 'number' },
      { key: 'new_clients', kind: 'number' },
      { key: 'expenses_approved', kind: 'money' },
    ],
    select: sql`select u.id, u.full_name as rep, vs.*, ts.tasks_done, ts.tasks_overdue, cs.new_clients, es.expenses_approved, u.full_name as sort_at
      from users u cross join ${bounds(f)} b
      cross join lateral (
        select ${sql.join(byStatus, sql`, `)}, count(*) filter (where v.is_false)::int as visits_false, ${sql.join(byType, sql`, `)},
          coalesce(sum(v.collected_amount) filter (where ${counted} and v.outcome->>'payment' = '0'), 0)::float8 as collections_cash,
          coalesce(sum(v.collected_amount) filter (where ${counted} and v.outcome->>'payment' = '1'), 0)::float8 as collections_credit,
          count(*) filter (where ${counted} and v.outcome->>'order' = 'Yes')::int as orders
        from visits v where v.assigned_to = u.id and v.planned_at >= b.lo and v.planned_at < b.hi) vs
      cross join lateral (
        select count(*) filter (where t.status = 2)::int as tasks_done,
          count(*) filter (where t.status <> 2 and t.due_date < (now() at time zone b.tz)::date)::int as tasks_overdue
        from tasks t where t.assigned_to = u.id and t.due_date between ${f.from}::date and ${f.to}::date) ts
      cross join lateral (
        select count(*)::int as new_clients from clients c
        where c.assigned_to = u.id and c.converted_at >= b.lo and c.converted_at < b.hi) cs
      cross join lateral (
        select coalesce(sum(e.amount), 0)::float8 as expenses_approved from expenses e
        where e.user_id = u.id and e.status = 'approved' and e.spent_on between ${f.from}::date and ${f.to}::date) es
      where u.is_active and u.role in (${reps})${repsWhere(sql`u.id`, me, f)}`,
    orderBy: sql`sort_at, id`,
  };
}

const sources: Record<ReportType, (me: UserRow, f: Filters) => ReportSource> = {
  [REPORT_TYPE.employee]: employeeSource,
  [REPORT_TYPE.visit]: visitSource,
  [REPORT_TYPE.task]: taskSource,
  [REPORT_TYPE.client]: clientSource,
};

export const reportSource = (me: UserRow, f: Filters): ReportSource => sources[f.report_type](me, f);
