import { currencyOf } from '@contract/currency';
import { kpiMetrics, type KpiTrendReply } from '@contract/kpi';
import type { Tx } from '../../db/tenant-tx';
import { notFound } from '../../lib/app-error';
import type { UserRow } from '../users/users.repository';
import { actualsByRepMonth, attainmentOf, monthClock, monthsBefore, targetsForMonth, type Actuals } from './kpi-figures';
import * as repo from './kpi.repository';
import { scopedUser, type MonthQuery } from './kpi.service';

const TREND_MONTHS = 6;

/** The sum of several people's figures, metric by metric. */
function summed(all: Iterable<Actuals>): Actuals {
  const total = Object.fromEntries(kpiMetrics.map((m) => [m, 0])) as Actuals;
  for (const a of all) for (const m of kpiMetrics) total[m] += a[m];
  // Money sums stay at cents (floating point would show 1250.4999999).
  for (const m of kpiMetrics) total[m] = Math.round(total[m] * 100) / 100;
  return total;
}

/**
 * Six months of every metric for the team or one rep: the months' actuals and targets summed
 * over everyone counted, and the attainment of those sums at each month's end.
 */
export async function trend(tx: Tx, me: UserRow, query: MonthQuery, now: Date): Promise<KpiTrendReply> {
  const only = scopedUser(me, query.user_id);
  if (only && !(await repo.findPerson(tx, only))) throw notFound('User');
  const clock = await monthClock(tx, query.month, now);
  const months = Array.from({ length: TREND_MONTHS }, (_, i) => monthsBefore(clock.first, TREND_MONTHS - 1 - i));
  const userIds = only ? [only] : undefined;
  // One after another: a transaction is one connection.
  const actuals = await actualsByRepMonth(tx, { firstMonth: months[0]!, lastMonth: clock.first, userIds });
  const points: KpiTrendReply['months'] = [];
  for (const first of months) {
    const targets = await targetsForMonth(tx, first, userIds);
    const done = summed([...actuals].filter(([key]) => key.endsWith(`|${first}`)).map(([, a]) => a));
    const aimed = targets.size > 0 ? summed(targets.values()) : null;
    const { attainment } = attainmentOf(aimed, done, { expected: 1 });
    points.push({ month: first.slice(0, 7), actuals: done, targets: aimed ?? summed([]), attainment });
  }
  return { currency: currencyOf(await repo.companyCountry(tx)), user_id: only ?? null, months: points };
}
