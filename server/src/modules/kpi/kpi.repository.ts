import { aliasedTable, and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { KpiTargetValues } from '@contract/kpi';
import { VISIT_STATUS } from '@contract/visits';
import { kpiRatings, kpiTargets, tenants, users } from '../../db/schema/index';
import { selectRows, type Tx } from '../../db/tenant-tx';
import { uuidArray } from '../../lib/sql-params';

// Row-level security keeps every query to the caller's company; the service applies the
// own-rows rule (a sales user's figures are their own).

const setters = aliasedTable(users, 'setter');
const raters = aliasedTable(users, 'rater');

export interface Person {
  id: string;
  name: string;
}

/** The company's currency country and the active users among `ids` (to check a target's reps). */
export async function companyCountry(tx: Tx): Promise<string> {
  const [row] = await tx.select({ country: tenants.country }).from(tenants);
  return row?.country ?? 'SA';
}

export async function activeUserIds(tx: Tx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.isActive, true)));
  return new Set(rows.map((r) => r.id));
}

/** The reps of a month: active sales users, and anyone who has targets that month. */
export async function repsOfMonth(tx: Tx, first: string, onlyUser?: string): Promise<Person[]> {
  const rows = await selectRows<Person>(
    tx,
    sql`
      select u.id, u.full_name as name from users u
      where (${onlyUser ?? null}::uuid is null or u.id = ${onlyUser ?? null}::uuid)
        and ((u.role = 'sales' and u.is_active)
          or exists (select 1 from kpi_targets t where t.user_id = u.id and t.month = ${first}::date))
      order by u.full_name, u.id`,
  );
  return rows;
}

/** The people of a trend by rep: active sales users, and the given ids (anyone with figures). */
export function trendPeople(tx: Tx, ids: readonly string[]): Promise<Person[]> {
  return selectRows<Person>(
    tx,
    sql`
      select u.id, u.full_name as name from users u
      where (u.role = 'sales' and u.is_active) or u.id = any(${uuidArray(ids)})
      order by u.full_name, u.id`,
  );
}

export async function findPerson(tx: Tx, id: string): Promise<Person | undefined> {
  const [row] = await tx.select({ id: users.id, name: users.fullName }).from(users).where(eq(users.id, id));
  return row;
}

const targetColumns = {
  row: kpiTargets,
  userName: users.fullName,
  setterName: setters.fullName,
};
export type TargetView = { row: typeof kpiTargets.$inferSelect; userName: string; setterName: string };

export function listTargets(tx: Tx, first: string, onlyUser?: string): Promise<TargetView[]> {
  return tx
    .select(targetColumns)
    .from(kpiTargets)
    .innerJoin(users, eq(users.id, kpiTargets.userId))
    .innerJoin(setters, eq(setters.id, kpiTargets.setBy))
    .where(and(eq(kpiTargets.month, first), onlyUser ? eq(kpiTargets.userId, onlyUser) : undefined))
    .orderBy(asc(users.fullName), asc(users.id));
}

/** The same targets for every rep of `userIds`, in one upsert. */
export async function upsertTargets(
  tx: Tx,
  tenantId: string,
  first: string,
  userIds: readonly string[],
  t: KpiTargetValues,
  setBy: string,
) {
  const values = {
    visitsTotal: t.visits,
    visitsByType: t.visits_by_type,
    newClients: t.new_clients,
    collectionsAmount: t.collections.toFixed(2),
    ordersCount: t.orders,
    ordersValue: t.order_value.toFixed(2),
    setBy,
    updatedAt: new Date(),
  };
  await tx
    .insert(kpiTargets)
    .values(userIds.map((userId) => ({ tenantId, userId, month: first, ...values })))
    .onConflictDoUpdate({ target: [kpiTargets.tenantId, kpiTargets.userId, kpiTargets.month], set: values });
}

/** Each rep's targets of the month before `first`, copied to `first` (one statement). */
export async function copyPreviousTargets(tx: Tx, first: string, userIds: readonly string[], setBy: string): Promise<number> {
  const rows = await selectRows<{ user_id: string }>(
    tx,
    sql`
      insert into kpi_targets as k (tenant_id, user_id, month, visits_total, visits_by_type, new_clients, collections_amount, orders_count, orders_value, set_by, updated_at)
      select tenant_id, user_id, ${first}::date, visits_total, visits_by_type, new_clients, collections_amount, orders_count, orders_value, ${setBy}::uuid, now()
      from kpi_targets
      where month = (${first}::date - interval '1 month')::date and user_id = any(${uuidArray(userIds)})
      on conflict (tenant_id, user_id, month) do update set
        visits_total = excluded.visits_total, visits_by_type = excluded.visits_by_type, new_clients = excluded.new_clients,
        collections_amount = excluded.collections_amount, orders_count = excluded.orders_count, orders_value = excluded.orders_value,
        set_by = excluded.set_by, updated_at = excluded.updated_at
      returning user_id`,
  );
  return rows.length;
}

export type RatingView = { row: typeof kpiRatings.$inferSelect; raterName: string };

export function ratingsOfMonth(tx: Tx, first: string, userIds?: readonly string[]): Promise<RatingView[]> {
  return tx
    .select({ row: kpiRatings, raterName: raters.fullName })
    .from(kpiRatings)
    .innerJoin(raters, eq(raters.id, kpiRatings.ratedBy))
    .where(and(eq(kpiRatings.month, first), userIds ? inArray(kpiRatings.userId, [...userIds]) : undefined));
}

export async function upsertRating(
  tx: Tx,
  input: { tenantId: string; userId: string; first: string; rating: number; comment: string; ratedBy: string },
) {
  const set = { rating: input.rating, comment: input.comment, ratedBy: input.ratedBy, ratedAt: new Date() };
  await tx
    .insert(kpiRatings)
    .values({ tenantId: input.tenantId, userId: input.userId, month: input.first, ...set })
    .onConflictDoUpdate({ target: [kpiRatings.tenantId, kpiRatings.userId, kpiRatings.month], set });
}

/**
 * Collections of the company-local days from..to (finished then, finished or approved, not
 * false), split by payment: 0 Cash, 1 Credit.
 */
export async function collectionTotals(tx: Tx, range: { from: string; to: string; userId: string | null }) {
  const [row] = await selectRows<{ cash: string; credit: string; visits: number }>(
    tx,
    sql`
      with z as (select time_zone as tz from tenants)
      select coalesce(sum(v.collected_amount) filter (where v.outcome->>'payment' = '0'), 0)::text as cash,
             coalesce(sum(v.collected_amount) filter (where v.outcome->>'payment' = '1'), 0)::text as credit,
             count(*)::int as visits
      from visits v, z
      where v.collected_amount is not null
        and v.status in (${VISIT_STATUS.finished}, ${VISIT_STATUS.approved}) and not v.is_false
        and v.finished_at >= (${range.from}::date::timestamp at time zone z.tz)
        and v.finished_at < ((${range.to}::date + 1)::timestamp at time zone z.tz)
        and (${range.userId}::uuid is null or v.assigned_to = ${range.userId}::uuid)`,
  );
  return { cash: Number(row?.cash ?? 0), credit: Number(row?.credit ?? 0), visits: row?.visits ?? 0 };
}
