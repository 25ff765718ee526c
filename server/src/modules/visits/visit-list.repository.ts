import { and, asc, desc, eq, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { rowScope } from '@contract/permissions';
import type { VisitListQuery } from '@contract/visits';
import { clients, visitMonthCounts, visits } from '../../db/schema/index';
import { preparedIn } from '../../db/pg-transaction';
import type { Tx } from '../../db/tenant-tx';
import { cachedCount } from '../../lib/count-cache';
import { StampedCache } from '../../lib/stamped-cache';
import { offsetOf } from '../../lib/pagination';
import type { UserRow } from '../users/users.repository';
import { visitListDependsOn } from './visit-scopes';
import { assignees, summaryColumns, visible, type VisitSummaryRow } from './visits.repository';

/** The visits list: a period of the company's calendar, or the whole timeline, one page at a time. */

/** The company's clock, read in SQL (DESIGN §6 "Time"): RLS leaves exactly one tenants row. */
const companyZone = sql`(select time_zone from tenants)`;
const companyWeekStart = sql`(select week_start from tenants)`;

/**
 * The instants a list period covers, in the company's time zone: its day, its week (from the
 * company's week start) or its month around `selected_date` (today when absent).
 */
function periodOf(filterType: number, selectedDate: string | undefined | Placeholder): { from: SQL; to: SQL } | null {
  if (filterType === 0) return null;
  const day = sql`coalesce(${selectedDate ?? null}::date, (now() at time zone ${companyZone})::date)`;
  const start =
    filterType === 1
      ? day
      : filterType === 2
        ? sql`(${day} - ((extract(dow from ${day})::int - ${companyWeekStart} + 7) % 7))`
        : sql`date_trunc('month', ${day})::date`;
  const end = filterType === 1 ? sql`(${start} + 1)` : filterType === 2 ? sql`(${start} + 7)` : sql`(${start} + interval '1 month')::date`;
  // Each bound is a scalar subquery: evaluated once, then an index key. Written inline, the
  // planner may not push it into the index under row-level security (AT TIME ZONE is not
  // LEAKPROOF), and a manager's day would filter every visit the company has.
  const instant = (d: SQL) => sql`(select (${d})::timestamp at time zone ${companyZone})`;
  return { from: instant(start), to: instant(end) };
}

type ListFilters = Omit<VisitListQuery, 'page' | 'page_size'>;

function listWhere(me: UserRow, q: ListFilters): SQL | undefined {
  const period = periodOf(q.filter_type, q.selected_date);
  return and(
    visible(me),
    period ? sql`${visits.plannedAt} >= ${period.from} and ${visits.plannedAt} < ${period.to}` : undefined,
    q.visit_type !== undefined ? eq(visits.visitType, q.visit_type) : undefined,
    q.status !== undefined ? eq(visits.status, q.status) : undefined,
    q.assigned_to ? eq(visits.assignedTo, q.assigned_to) : undefined,
    q.client_id ? eq(visits.clientId, q.client_id) : undefined,
    q.is_false ? eq(visits.isFalse, q.is_false === 'true') : undefined,
  );
}

/** A period reads forward (a rep's day in order); "all" starts with the newest. */
const listOrder = (q: ListFilters) =>
  q.filter_type === 0 ? [desc(visits.plannedAt), desc(visits.id)] : [asc(visits.plannedAt), asc(visits.id)];

export async function listVisits(tx: Tx, me: UserRow, q: VisitListQuery): Promise<{ rows: VisitSummaryRow[]; count: number }> {
  const wholeTimeline = q.filter_type === 0 && q.visit_type === undefined && q.status === undefined && !q.client_id && !q.is_false;
  if (!wholeTimeline) return pageOfPeriod(tx, me, q);
  const { ids, count } = await pageOfTimeline(tx, me, q);
  if (ids.length === 0) return { rows: [], count };
  const rows = await preparedIn(tx, 'visit_page_newest_first', (on) =>
    pageRows(on, sql`${visits.id} = any(${sql.placeholder('ids')}::uuid[])`, 0),
  ).execute({ ids });
  return { rows: rows as VisitSummaryRow[], count };
}

/** A page's rows, with the client's and assignee's names: `which` picks them (their ids; a select embedded in `sql` is written in parentheses). */
const pageRows = (tx: Tx, which: SQL, filterType: number) =>
  tx
    .select(summaryColumns)
    .from(visits)
    .innerJoin(clients, eq(clients.id, visits.clientId))
    .innerJoin(assignees, eq(assignees.id, visits.assignedTo))
    .where(which)
    .orderBy(...listOrder({ filter_type: filterType } as ListFilters));

/**
 * A page of a period or a filtered list in one statement: the page's ids from the index alone
 * (a skip inside one period scans index entries, not rows), then those rows; the total from
 * the stamped count cache.
 */
async function pageOfPeriod(tx: Tx, me: UserRow, q: VisitListQuery): Promise<{ rows: VisitSummaryRow[]; count: number }> {
  const own = rowScope[me.role] === 'own';
  const { page: _page, page_size: _size, ...filters } = q;
  const onlyAPeriod =
    q.filter_type !== 0 && q.visit_type === undefined && q.status === undefined && !q.assigned_to && !q.client_id && !q.is_false;
  const rows = onlyAPeriod
    ? await preparedIn(tx, `visit_period_page_${q.filter_type}${own ? '_own' : ''}`, (on) =>
        pageRows(on, sql`${visits.id} in ${periodPageQuery(on, q.filter_type, own)}`, q.filter_type),
      ).execute({ day: q.selected_date ?? null, me: me.id, limit: q.page_size, offset: offsetOf(q) })
    : await pageRows(
        tx,
        sql`${visits.id} in ${tx
          .select({ id: visits.id })
          .from(visits)
          .where(listWhere(me, q))
          .orderBy(...listOrder(q))
          .limit(q.page_size)
          .offset(offsetOf(q))}`,
        q.filter_type,
      );
  const count = await cachedCount(
    me.tenantId,
    JSON.stringify(['visits', own ? me.id : 'all', filters]),
    async () => {
      const [total] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(visits)
        .where(listWhere(me, q));
      return total?.n ?? 0;
    },
    visitListDependsOn(q),
  );
  return { rows: rows as VisitSummaryRow[], count };
}

/** The list people open most, a day, week or month with no other filter: its page of ids, the day a parameter. */
function periodPageQuery(tx: Tx, filterType: number, own: boolean) {
  const period = periodOf(filterType, sql.placeholder('day'))!;
  return tx
    .select({ id: visits.id })
    .from(visits)
    .where(
      and(
        own ? eq(visits.assignedTo, sql.placeholder('me')) : undefined,
        sql`${visits.plannedAt} >= ${period.from} and ${visits.plannedAt} < ${period.to}`,
      ),
    )
    .orderBy(asc(visits.plannedAt), asc(visits.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/**
 * Visits per month (newest first), per rep or for the whole company: the same for every page
 * of the timeline, so kept like a list's total (lib/count-cache.ts: stamped with the company's
 * write version, 5 s at most). Summing a big company's counters is ~5,000 rows (a month per
 * rep), the costliest part of a deep page.
 */
const monthTotals = new StampedCache<{ month: Date; visits: number }[]>({ ttlMs: 5_000, maxEntries: 2_000 });

/**
 * A page of the whole timeline (newest first), however deep: the month counters say which
 * month the page starts in and how many newer visits there are; the index then skips only
 * within that month. The total is the counters' sum.
 */
async function pageOfTimeline(tx: Tx, me: UserRow, q: VisitListQuery): Promise<{ ids: string[]; count: number }> {
  const rep = rowScope[me.role] === 'own' ? me.id : q.assigned_to;
  const months = await monthTotals.answer(me.tenantId, rep ?? 'all', () =>
    tx
      .select({ month: visitMonthCounts.month, visits: sql<number>`sum(${visitMonthCounts.visits})::int` })
      .from(visitMonthCounts)
      .where(rep ? eq(visitMonthCounts.assignedTo, rep) : undefined)
      .groupBy(visitMonthCounts.month)
      .having(sql`sum(${visitMonthCounts.visits}) > 0`)
      .orderBy(desc(visitMonthCounts.month)),
  );
  const count = months.reduce((sum, m) => sum + m.visits, 0);
  // Walk back from the newest month until the page's first row is inside one.
  let skip = offsetOf(q);
  let start: (typeof months)[number] | undefined;
  for (const m of months) {
    if (skip < m.visits) {
      start = m;
      break;
    }
    skip -= m.visits;
  }
  if (!start) return { ids: [], count };
  const monthEnd = new Date(Date.UTC(start.month.getUTCFullYear(), start.month.getUTCMonth() + 1, 1));
  const page = await tx
    .select({ id: visits.id })
    .from(visits)
    .where(and(rep ? eq(visits.assignedTo, rep) : undefined, lt(visits.plannedAt, monthEnd)))
    .orderBy(...listOrder(q))
    .limit(q.page_size)
    .offset(skip);
  return { ids: page.map((r) => r.id), count };
}
