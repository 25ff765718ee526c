import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { kpiMetrics, visitTypeMetrics, type KpiFigure, type KpiMetric, type KpiTargetValues } from '@contract/kpi';
import { VISIT_STATUS } from '@contract/visits';
import { kpiTargets } from '../../db/schema/index';
import { selectRows, type Tx } from '../../db/tenant-tx';
import { uuidArray } from '../../lib/sql-params';

/**
 * The figures every KPI view is made of (the KPI page, the user KPI modal, the dashboard):
 * the month's working-day clock, each rep's actuals from the monthly rollup, and the rule
 * that turns targets and actuals into attainment. Read-only; RLS keeps it to one company.
 */

/** A company month and how far through its working days the company is today. */
export interface MonthClock {
  /** YYYY-MM */
  month: string;
  /** The month's first day, YYYY-MM-DD (the key of targets, ratings and the rollup). */
  first: string;
  workingDays: number;
  elapsed: number;
  /** elapsed ÷ workingDays (0 for a month to come, 1 for one that is over). */
  expected: number;
}

/**
 * The month `month` (default: the company's current one) by the company's calendar: working
 * days are those not in its weekend; a day has begun once the company's clock reaches it.
 */
export async function monthClock(tx: Tx, month: string | undefined, now: Date): Promise<MonthClock> {
  const [row] = await selectRows<{ month: string; first: string; working: number; elapsed: number } | undefined>(
    tx,
    sql`
      with company as (
        select weekend_days, (${now.toISOString()}::timestamptz at time zone time_zone)::date as today from tenants
      ), m as (
        select coalesce(${month ? `${month}-01` : null}::date, date_trunc('month', today)::date) as first from company
      )
      select to_char(m.first, 'YYYY-MM') as month, to_char(m.first, 'YYYY-MM-DD') as first,
        count(*) filter (where not extract(dow from d)::int = any(c.weekend_days))::int as working,
        count(*) filter (where not extract(dow from d)::int = any(c.weekend_days) and d::date <= c.today)::int as elapsed
      from company c, m, generate_series(m.first, (m.first + interval '1 month' - interval '1 day')::date, interval '1 day') d
      group by m.first`,
  );
  if (!row) throw new Error('monthClock: no company in this transaction');
  const expected = row.working === 0 ? 1 : row.elapsed / row.working;
  return { month: row.month, first: row.first, workingDays: row.working, elapsed: row.elapsed, expected };
}

/** YYYY-MM-DD of the first day `n` months before the month whose first day is `first`. */
export function monthsBefore(first: string, n: number): string {
  const d = new Date(`${first}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - n);
  return d.toISOString().slice(0, 10);
}

/** What a rep did in a month, per metric. */
export type Actuals = Record<KpiMetric, number>;

const zeroActuals = (): Actuals => Object.fromEntries(kpiMetrics.map((m) => [m, 0])) as Actuals;

interface ActualRow {
  user_id: string;
  month: string;
  visits: number;
  by_type: number[];
  orders: number;
  order_value: string;
  collections: string;
}

/**
 * Actuals of each rep for the months `firstMonth`…`lastMonth` (first days, inclusive), keyed
 * `${userId}|${YYYY-MM-DD}`. Visits that count are finished or approved and not false;
 * rejected and false ones never count (DESIGN §4). New clients are leads converted in the month.
 */
export async function actualsByRepMonth(
  tx: Tx,
  range: { firstMonth: string; lastMonth: string; userIds?: readonly string[] },
): Promise<Map<string, Actuals>> {
  const counted = sql`status in (${VISIT_STATUS.finished}, ${VISIT_STATUS.approved}) and not is_false`;
  const onlyUsers = (col: SQL) => (range.userIds ? sql`and ${col} = any(${uuidArray(range.userIds)})` : sql``);
  // Both asked for at once: they go out in one round trip (db/statement-cache.ts).
  const [visitRows, converted] = await Promise.all([
    selectRows<ActualRow>(
      tx,
      sql`
      select user_id, to_char(month, 'YYYY-MM-DD') as month,
        sum(visits)::int as visits,
        array[${sql.join(
          [0, 1, 2, 3, 4, 5].map((t) => sql`coalesce(sum(visits) filter (where visit_type = ${t}), 0)::int`),
          sql`, `,
        )}] as by_type,
        sum(orders)::int as orders, sum(order_value)::text as order_value, sum(cash + credit)::text as collections
      from visit_kpi_months
      where month between ${range.firstMonth}::date and ${range.lastMonth}::date and ${counted} ${onlyUsers(sql`user_id`)}
      group by user_id, month`,
    ),
    selectRows<{ user_id: string; month: string; n: number }>(
      tx,
      sql`
      with z as (select time_zone as tz from tenants)
      select c.assigned_to as user_id, to_char(date_trunc('month', c.converted_at at time zone z.tz), 'YYYY-MM-DD') as month, count(*)::int as n
      from clients c, z
      where c.converted_at >= (${range.firstMonth}::date::timestamp at time zone z.tz)
        and c.converted_at < ((${range.lastMonth}::date + interval '1 month')::timestamp at time zone z.tz)
        and c.assigned_to is not null ${onlyUsers(sql`c.assigned_to`)}
      group by 1, 2`,
    ),
  ]);

  const result = new Map<string, Actuals>();
  const entry = (userId: string, month: string) => {
    const key = `${userId}|${month}`;
    let a = result.get(key);
    if (!a) result.set(key, (a = zeroActuals()));
    return a;
  };
  for (const r of visitRows) {
    const a = entry(r.user_id, r.month);
    a.visits = r.visits;
    r.by_type.forEach((n, type) => (a[typeMetric(type)] = n));
    a.orders = r.orders;
    a.order_value = Number(r.order_value);
    a.collections = Number(r.collections);
  }
  for (const r of converted) entry(r.user_id, r.month).new_clients = r.n;
  return result;
}

export const actualsOf = (all: Map<string, Actuals>, userId: string, first: string): Actuals =>
  all.get(`${userId}|${first}`) ?? zeroActuals();

const typeMetric = (type: number): KpiMetric => visitTypeMetrics[type] ?? 'visits';

/** A target row's values as metrics (0 = no target for that metric). */
export function targetsAsMetrics(t: KpiTargetValues): Actuals {
  const m = zeroActuals();
  m.visits = t.visits;
  t.visits_by_type.forEach((n, type) => (m[typeMetric(type)] = n));
  m.new_clients = t.new_clients;
  m.collections = t.collections;
  m.orders = t.orders;
  m.order_value = t.order_value;
  return m;
}

export interface Attainment {
  figures: Record<KpiMetric, KpiFigure>;
  /** Mean over targeted metrics of min(actual ÷ target, 1); null when nothing is targeted. */
  attainment: number | null;
  /** At least the month's expected share (so "on track" on the 10th means something). */
  onTrack: boolean | null;
}

/** Targets against actuals, pro-rated by the month's clock. */
export function attainmentOf(targets: Actuals | null, actuals: Actuals, clock: Pick<MonthClock, 'expected'>): Attainment {
  const figures = {} as Record<KpiMetric, KpiFigure>;
  const ratios: number[] = [];
  for (const metric of kpiMetrics) {
    const target = targets?.[metric] ?? 0;
    const actual = actuals[metric];
    const ratio = target > 0 ? actual / target : null;
    if (ratio !== null) ratios.push(Math.min(ratio, 1));
    figures[metric] = { target, actual, ratio };
  }
  if (ratios.length === 0) return { figures, attainment: null, onTrack: null };
  const attainment = ratios.reduce((a, b) => a + b, 0) / ratios.length;
  // A hair under the expected share (rounding of money) still counts as on track.
  return { figures, attainment, onTrack: attainment + 1e-9 >= clock.expected };
}

/** The month's targets of each rep (or of `userIds`), as metrics, keyed by user id. */
export async function targetsForMonth(tx: Tx, first: string, userIds?: readonly string[]): Promise<Map<string, Actuals>> {
  const rows = await tx
    .select()
    .from(kpiTargets)
    .where(and(eq(kpiTargets.month, first), userIds ? inArray(kpiTargets.userId, [...userIds]) : undefined));
  return new Map(
    rows.map((r) => [
      r.userId,
      targetsAsMetrics({
        visits: r.visitsTotal,
        visits_by_type: r.visitsByType,
        new_clients: r.newClients,
        collections: Number(r.collectionsAmount),
        orders: r.ordersCount,
        order_value: Number(r.ordersValue),
      }),
    ]),
  );
}
