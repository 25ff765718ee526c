import type { z } from 'zod';
import { currencyOf } from '@contract/currency';
import type { collectionTotalInputSchema, kpiMonthQuerySchema, kpiRateInputSchema, kpiTargetInputSchema } from '@contract/kpi';
import { type CollectionTotal, type KpiRating, type KpiReply, type KpiTarget } from '@contract/kpi';
import { rowScope } from '@contract/permissions';
import type { Tx } from '../../db/tenant-tx';
import { fieldError, notFound } from '../../lib/app-error';
import type { UserRow } from '../users/users.repository';
import { actualsByRepMonth, actualsOf, attainmentOf, monthClock, monthsBefore, targetsForMonth, type MonthClock } from './kpi-figures';
import * as repo from './kpi.repository';

export type MonthQuery = z.infer<typeof kpiMonthQuerySchema>;

/** The rep a query is about: a sales user sees only themselves (naming another rep is a 404, as a missing one). */
export function scopedUser(me: UserRow, userId: string | undefined | null): string | undefined {
  if (rowScope[me.role] === 'own') {
    if (userId && userId !== me.id) throw notFound('User');
    return me.id;
  }
  return userId ?? undefined;
}

const iso = (d: Date) => d.toISOString();
const ratingDto = (r: repo.RatingView): KpiRating => ({
  rating: r.row.rating,
  comment: r.row.comment,
  rated_by: { id: r.row.ratedBy, name: r.raterName },
  rated_at: iso(r.row.ratedAt),
});

function targetDto(v: repo.TargetView, clock: Pick<MonthClock, 'month'>): KpiTarget {
  const r = v.row;
  return {
    user: { id: r.userId, name: v.userName },
    month: clock.month,
    visits: r.visitsTotal,
    visits_by_type: r.visitsByType,
    new_clients: r.newClients,
    collections: Number(r.collectionsAmount),
    orders: r.ordersCount,
    order_value: Number(r.ordersValue),
    set_by: { id: r.setBy, name: v.setterName },
    updated_at: iso(r.updatedAt),
  };
}

export async function targets(tx: Tx, me: UserRow, query: MonthQuery, now: Date) {
  const only = scopedUser(me, query.user_id);
  if (only && !(await repo.findPerson(tx, only))) throw notFound('User');
  const clock = await monthClock(tx, query.month, now);
  const rows = await repo.listTargets(tx, clock.first, only);
  return { month: clock.month, results: rows.map((r) => targetDto(r, clock)) };
}

/** Sets (or copies) one month's targets for every rep named, all or none. */
export async function setTargets(tx: Tx, me: UserRow, body: z.infer<typeof kpiTargetInputSchema>, now: Date) {
  const active = await repo.activeUserIds(tx, body.user_ids);
  if (active.size !== body.user_ids.length) throw fieldError('user_ids', 'Choose active users of your company');
  const clock = await monthClock(tx, body.month, now);
  if (body.targets) await repo.upsertTargets(tx, me.tenantId, clock.first, body.user_ids, body.targets, me.id);
  else if ((await repo.copyPreviousTargets(tx, clock.first, body.user_ids, me.id)) === 0)
    throw fieldError('copy_previous_month', 'None of these reps had targets last month');
  const rows = await repo.listTargets(tx, clock.first);
  return { month: clock.month, results: rows.map((r) => targetDto(r, clock)) };
}

/** Each rep's month: targets, actuals and attainment against the month's clock; with a rep, six months of trend. */
export async function attainment(tx: Tx, me: UserRow, query: MonthQuery, now: Date): Promise<KpiReply> {
  const only = scopedUser(me, query.user_id);
  if (only && !(await repo.findPerson(tx, only))) throw notFound('User');
  const clock = await monthClock(tx, query.month, now);
  const reps = await repo.repsOfMonth(tx, clock.first, only);
  const ids = reps.map((r) => r.id);
  const firstMonth = only ? monthsBefore(clock.first, 5) : clock.first;
  // One after another: a transaction is one connection (pg queues, and warns about, overlapping queries).
  const actuals = await actualsByRepMonth(tx, { firstMonth, lastMonth: clock.first, userIds: ids });
  const targetRows = await targetsForMonth(tx, clock.first, ids);
  const ratings = await repo.ratingsOfMonth(tx, clock.first, ids);
  const country = await repo.companyCountry(tx);
  const ratingOf = new Map(ratings.map((r) => [r.row.userId, ratingDto(r)]));
  const rows = reps.map((rep) => {
    const target = targetRows.get(rep.id) ?? null;
    const a = attainmentOf(target, actualsOf(actuals, rep.id, clock.first), clock);
    return {
      user: rep,
      has_targets: target !== null,
      figures: a.figures,
      attainment: a.attainment,
      on_track: a.onTrack,
      rating: ratingOf.get(rep.id) ?? null,
    };
  });
  return {
    month: clock.month,
    currency: currencyOf(country),
    working_days: clock.workingDays,
    working_days_elapsed: clock.elapsed,
    expected: clock.expected,
    reps: rows,
    trend: only ? await trend(tx, only, clock.first, actuals) : null,
  };
}

async function trend(tx: Tx, userId: string, first: string, actuals: Awaited<ReturnType<typeof actualsByRepMonth>>) {
  const months = [5, 4, 3, 2, 1, 0].map((n) => monthsBefore(first, n));
  const targetsByMonth: Awaited<ReturnType<typeof targetsForMonth>>[] = [];
  for (const m of months) targetsByMonth.push(await targetsForMonth(tx, m, [userId]));
  return months.map((m, i) => {
    const done = actualsOf(actuals, userId, m);
    // A month's trend point is its attainment at the month's end (a past month is whole).
    const a = attainmentOf(targetsByMonth[i]!.get(userId) ?? null, done, { expected: 1 });
    return { month: m.slice(0, 7), attainment: a.attainment, visits: done.visits, collections: done.collections };
  });
}

export async function rate(tx: Tx, me: UserRow, body: z.infer<typeof kpiRateInputSchema>, now: Date): Promise<KpiRating> {
  if (!(await repo.findPerson(tx, body.user_id))) throw notFound('User');
  const clock = await monthClock(tx, body.month, now);
  await repo.upsertRating(tx, {
    tenantId: me.tenantId,
    userId: body.user_id,
    first: clock.first,
    rating: body.rating,
    comment: body.comment,
    ratedBy: me.id,
  });
  const [saved] = await repo.ratingsOfMonth(tx, clock.first, [body.user_id]);
  return ratingDto(saved!);
}

export async function collectionTotal(tx: Tx, me: UserRow, body: z.infer<typeof collectionTotalInputSchema>): Promise<CollectionTotal> {
  const userId = scopedUser(me, body.user_id) ?? null;
  if (userId && !(await repo.findPerson(tx, userId))) throw notFound('User');
  const sums = await repo.collectionTotals(tx, { from: body.from, to: body.to, userId });
  const country = await repo.companyCountry(tx);
  const round = (n: number) => Math.round(n * 100) / 100;
  return { from: body.from, to: body.to, currency: currencyOf(country), ...sums, total: round(sums.cash + sums.credit) };
}
