import { currencyOf } from '@contract/currency';
import { kpiMetrics, type KpiTrendQuery, type KpiTrendReply } from '@contract/kpi';
import type { Tx } from '../../db/tenant-tx';
import { notFound } from '../../lib/app-error';
import type { UserRow } from '../users/users.repository';
import { actualsByRepMonth, attainmentOf, monthClock, monthsBefore, targetsForMonth, type Actuals } from './kpi-figures';
import * as repo from './kpi.repository';
import { scopedUser } from './kpi.service';

const TREND_MONTHS = 6;

/** The sum of several people's figures, metric by metric. */
function summed(all: Iterable<Actuals>): Actuals {
  const total = Object.fromEntries(kpiMetrics.map((m) => [m, 0])) as Actuals;
  for (const a of all) for (const m of kpiMetrics) total[m] += a[m];
  // Money sums stay at cents (floating point would show 1250.4999999).
  for (const m of kpiMetrics) total[m] = Math.round(total[m] * 100) / 100;
  return total;
}

type Month = KpiTrendReply['months'][number];

/** A month's point: the actuals and targets of everyone counted, and the attainment of those sums. */
function pointOf(first: string, done: Actuals, aimed: Actuals | null): Month {
  const { attainment } = attainmentOf(aimed, done, { expected: 1 });
  return { month: first.slice(0, 7), actuals: done, targets: aimed ?? summed([]), attainment };
}

/**
 * Six months of every metric for the team or one rep: the months' actuals and targets summed
 * over everyone counted, and the attainment of those sums at each month's end. With `by_rep`
 * the team's trend also carries each rep's, from the same figures (no further statement but
 * the names).
 */
export async function trend(tx: Tx, me: UserRow, query: KpiTrendQuery, now: Date): Promise<KpiTrendReply> {
  const only = scopedUser(me, query.user_id);
  if (only && !(await repo.findPerson(tx, only))) throw notFound('User');
  const clock = await monthClock(tx, query.month, now);
  const months = Array.from({ length: TREND_MONTHS }, (_, i) => monthsBefore(clock.first, TREND_MONTHS - 1 - i));
  const userIds = only ? [only] : undefined;
  // One after another: a transaction is one connection.
  const actuals = await actualsByRepMonth(tx, { firstMonth: months[0]!, lastMonth: clock.first, userIds });
  const targets: Map<string, Actuals>[] = [];
  for (const first of months) targets.push(await targetsForMonth(tx, first, userIds));
  const team = months.map((first, i) => {
    const done = summed([...actuals].filter(([key]) => key.endsWith(`|${first}`)).map(([, a]) => a));
    return pointOf(first, done, targets[i]!.size > 0 ? summed(targets[i]!.values()) : null);
  });
  const reps = query.by_rep && !only ? await repTrends(tx, months, actuals, targets) : null;
  return { currency: currencyOf(await repo.companyCountry(tx)), user_id: only ?? null, months: team, reps };
}

/** Each rep's months, from the team's figures: keyed `user|month` (actuals) and by user (targets). */
async function repTrends(tx: Tx, months: string[], actuals: Map<string, Actuals>, targets: Map<string, Actuals>[]) {
  const counted = new Set([...actuals.keys()].map((key) => key.split('|')[0]!));
  for (const month of targets) for (const id of month.keys()) counted.add(id);
  const people = await repo.trendPeople(tx, [...counted]);
  return people.map((p) => ({
    user_id: p.id,
    name: p.name,
    months: months.map((first, i) => {
      const aimed = targets[i]!.get(p.id);
      return pointOf(first, summed([actuals.get(`${p.id}|${first}`) ?? summed([])]), aimed ? summed([aimed]) : null);
    }),
  }));
}
