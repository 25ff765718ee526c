import { currencyOf } from '@contract/currency';
import type { DashRep, Dashboard, MaintenanceBoard, ManagerBoard, SalesBoard } from '@contract/dashboard';
import { DASH_LIST_SIZE } from '@contract/dashboard';
import { visitTypeMetrics } from '@contract/kpi';
import type { Tx } from '../../db/tenant-tx';
import { actualsByRepMonth, actualsOf, attainmentOf, monthClock, targetsForMonth, type Actuals, type MonthClock } from '../kpi/kpi-figures';
import type { UserRow } from '../users/users.repository';
import * as repo from './dashboard.repository';

/**
 * The dashboard by role: admins and managers see the company, sales users their own day,
 * technicians their requests. Every figure comes from one transaction (one snapshot).
 */
/** `salesView`: the caller's token says sales, so the sales board whatever the role is now (dashboard.routes.ts). */
export async function board(tx: Tx, me: UserRow, opts: { salesView?: boolean } = {}, now = new Date()): Promise<Dashboard> {
  if (me.role === 'sales' || opts.salesView) return salesBoard(tx, me, now);
  if (me.role === 'maintenance') return maintenanceBoard(tx, me);
  return managerBoard(tx, now);
}

async function clockOf(tx: Tx, now: Date) {
  const [day, clock] = await Promise.all([repo.companyDay(tx), monthClock(tx, undefined, now)]);
  return { day, clock, fields: { today: day.today, month: clock.month, currency: currencyOf(day.country), expected: clock.expected } };
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * Reps with targets this month ranked by attainment: the best half (at most five) and, of
 * the rest, the worst (at most five), so a rep is never in both lists.
 */
export function rankReps(ranked: DashRep[]): { top: DashRep[]; bottom: DashRep[] } {
  const sorted = [...ranked].sort((a, b) => b.attainment - a.attainment || a.user.name.localeCompare(b.user.name));
  const topCount = Math.min(DASH_LIST_SIZE, Math.ceil(sorted.length / 2));
  const top = sorted.slice(0, topCount);
  const bottom = sorted.slice(topCount).reverse().slice(0, DASH_LIST_SIZE);
  return { top, bottom };
}

function sumActuals(all: Iterable<Actuals>): Actuals | null {
  let sum: Actuals | null = null;
  for (const a of all) {
    if (!sum) sum = { ...a };
    else for (const k of Object.keys(a) as (keyof Actuals)[]) sum[k] += a[k];
  }
  return sum;
}

async function repsRanked(tx: Tx, clock: MonthClock, targets: Map<string, Actuals>, actuals: Map<string, Actuals>): Promise<DashRep[]> {
  const names = await repo.activeNames(tx, [...targets.keys()]);
  const reps: DashRep[] = [];
  for (const [userId, target] of targets) {
    const name = names.get(userId);
    if (name === undefined) continue;
    const done = actualsOf(actuals, userId, clock.first);
    const a = attainmentOf(target, done, clock);
    if (a.attainment === null) continue;
    reps.push({ user: { id: userId, name }, attainment: round4(a.attainment), on_track: a.onTrack ?? false, visits: done.visits });
  }
  return reps;
}

async function managerBoard(tx: Tx, now: Date): Promise<ManagerBoard> {
  const [{ clock, fields }, visitsToday, leads, overdueTasks, upcomingMeetings] = await Promise.all([
    clockOf(tx, now),
    repo.visitsToday(tx, null),
    repo.leadFunnel(tx),
    repo.overdueTasks(tx, null),
    repo.upcomingMeetings(tx, null),
  ]);
  const [actuals, targets, money] = await Promise.all([
    actualsByRepMonth(tx, { firstMonth: clock.first, lastMonth: clock.first }),
    targetsForMonth(tx, clock.first),
    repo.monthMoney(tx, clock.first),
  ]);
  const done = sumActuals(actuals.values());
  const aimed = sumActuals(targets.values());
  const reps = await repsRanked(tx, clock, targets, actuals);
  const { top, bottom } = rankReps(reps);
  return {
    view: 'manager',
    ...fields,
    visits_today: visitsToday,
    month_by_type: {
      actual: visitTypeMetrics.map((m) => done?.[m] ?? 0),
      target: visitTypeMetrics.map((m) => aimed?.[m] ?? 0),
    },
    month_visits: { actual: done?.visits ?? 0, target: aimed?.visits ?? 0 },
    collections: { cash: money.cash, credit: money.credit, total: Math.round((money.cash + money.credit) * 100) / 100 },
    false_rate: {
      false_visits: money.falseVisits,
      considered: money.considered,
      rate: money.considered === 0 ? null : round4(money.falseVisits / money.considered),
    },
    top_reps: top,
    bottom_reps: bottom,
    reps_with_targets: reps.length,
    leads,
    overdue_tasks: overdueTasks,
    upcoming_meetings: upcomingMeetings,
    has_data: leads.new + leads.approved + leads.archived + leads.converted > 0 || (await repo.hasData(tx)),
  };
}

async function salesBoard(tx: Tx, me: UserRow, now: Date): Promise<SalesBoard> {
  const [{ clock, fields }, visitsToday, nextVisits, tasksDue, upcomingMeetings] = await Promise.all([
    clockOf(tx, now),
    repo.visitsToday(tx, me.id),
    repo.nextVisits(tx, me.id),
    repo.tasksDue(tx, me.id),
    repo.upcomingMeetings(tx, me.id),
  ]);
  const [actuals, targets, rating] = await Promise.all([
    actualsByRepMonth(tx, { firstMonth: clock.first, lastMonth: clock.first, userIds: [me.id] }),
    targetsForMonth(tx, clock.first, [me.id]),
    repo.latestRating(tx, me.id, clock.first),
  ]);
  const a = attainmentOf(targets.get(me.id) ?? null, actualsOf(actuals, me.id, clock.first), clock);
  return {
    view: 'sales',
    ...fields,
    visits_today: visitsToday,
    next_visits: nextVisits,
    tasks_due: tasksDue,
    kpi: {
      has_targets: a.attainment !== null,
      attainment: a.attainment === null ? null : round4(a.attainment),
      on_track: a.onTrack,
      figures: a.figures,
    },
    rating,
    upcoming_meetings: upcomingMeetings,
  };
}

async function maintenanceBoard(tx: Tx, me: UserRow): Promise<MaintenanceBoard> {
  const { today } = await repo.companyDay(tx);
  return { view: 'maintenance', today, ...(await repo.maintenanceOf(tx, me.id)) };
}
