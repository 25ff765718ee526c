import type { KpiTargetValues } from '@contract/kpi';
import type { Tx } from '../db/tenant-tx';
import { actualsByRepMonth, actualsOf, monthClock, monthsBefore, type Actuals } from '../modules/kpi/kpi-figures';
import { upsertRating, upsertTargets } from '../modules/kpi/kpi.repository';
import type { UserRow } from '../modules/users/users.repository';

/**
 * The demo reps' targets for this month and the six before, sized from what the seeded visits
 * show they did (a past month's target a little above or below it, so some months are met and
 * some missed; this month's around their pace so far), and the manager's ratings of the last
 * three months, in Arabic and English. The KPI page and the dashboard then show a real spread.
 */
const FACTORS = [1.2, 0.9, 1.1, 0.85, 1.25, 1.05];
const RATINGS: [number, string][] = [
  [4, 'أداء قوي في التحصيل، نحتاج زيادة زيارات التوسع'],
  [3, 'Good follow-ups; several visits were rejected for thin notes'],
  [5, 'ممتاز: تجاوز هدف الطلبات'],
];

const round = (n: number, step: number) => Math.max(step, Math.round(n / step) * step);

function targetsFrom(a: Actuals, factor: number): KpiTargetValues {
  const byType = [a.visits_new, a.visits_follow_up, a.visits_collection, a.visits_delivery, a.visits_call, a.visits_expanding];
  return {
    visits: Math.max(6, Math.round(a.visits * factor)),
    visits_by_type: byType.map((n) => Math.round(n * factor)),
    new_clients: 2,
    collections: a.collections > 0 ? round(a.collections * factor, 500) : 5000,
    orders: Math.max(1, Math.round(a.orders * factor)),
    order_value: a.order_value > 0 ? round(a.order_value * factor, 500) : 10000,
  };
}

export async function seedDemoKpi(tx: Tx, tenantId: string, users: UserRow[], now: Date): Promise<void> {
  const manager = users.find((u) => u.role === 'manager')!;
  const reps = users.filter((u) => u.role === 'sales');
  const { first, expected } = await monthClock(tx, undefined, now);
  const months = [6, 5, 4, 3, 2, 1].map((n) => monthsBefore(first, n));
  const actuals = await actualsByRepMonth(tx, { firstMonth: months[0]!, lastMonth: first, userIds: reps.map((r) => r.id) });
  for (const [r, rep] of reps.entries()) {
    const past = months.map((m) => actualsOf(actuals, rep.id, m));
    for (const [i, m] of months.entries())
      await upsertTargets(tx, tenantId, m, [rep.id], targetsFrom(past[i]!, FACTORS[(i + r) % FACTORS.length]!), manager.id);
    // This month: a little above the rep's pace so far (what they did ÷ the share of the month
    // begun), so one rep is ahead and one behind rather than everyone far past a tiny target.
    const current = actualsOf(actuals, rep.id, first);
    const pace = Object.fromEntries(Object.entries(current).map(([k, v]) => [k, v / Math.max(expected, 0.25)])) as Actuals;
    await upsertTargets(tx, tenantId, first, [rep.id], targetsFrom(pace, r === 0 ? 0.95 : 1.2), manager.id);
    for (const [i, m] of months.slice(-3).entries()) {
      const [rating, comment] = RATINGS[(i + r) % RATINGS.length]!;
      await upsertRating(tx, { tenantId, userId: rep.id, first: m, rating, comment, ratedBy: manager.id });
    }
  }
}
