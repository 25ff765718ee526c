import { orderRoute, type RoutePoint, type RouteStop } from '@contract/route-order';
import type { PositionRule, TeamDayColumns, TeamDayQuery } from '@contract/team-day';
import { VISIT_STATUS, VISIT_TYPE } from '@contract/visit-forms';
import type { Tx } from '../../db/tenant-tx';
import { fieldError } from '../../lib/app-error';
import * as repo from './team-day.repository';

const stillToDo = (status: number) => status === VISIT_STATUS.pending || status === VISIT_STATUS.started;

/**
 * Whether positions may be shown for `day` (ADR 0049): never on a weekend day; today only while
 * the working day is on. A past working day keeps its check-ins (each one already inside the
 * working day, the repository's rule): that is a record of visits, not tracking.
 */
export function positionRule(day: string, c: repo.DayContext): PositionRule {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (c.weekendDays.includes(weekday)) return 'weekend';
  if (day === c.today && (c.nowTime < `${c.workDayStart}:00` || c.nowTime >= `${c.workDayEnd}:00`)) return 'outside_hours';
  return 'shown';
}

/** One rep's visits in the reply's order: route stops in driving order, then the rest in planned order. */
function ordered(visits: repo.DayVisit[], start: RoutePoint | null): { visit: repo.DayVisit; stop: number | null }[] {
  const onRoute = visits.filter(
    (v) => stillToDo(v.status) && v.visitType !== VISIT_TYPE.call && v.latitude !== null && v.longitude !== null,
  );
  const stops: RouteStop[] = onRoute.map((v) => ({
    id: v.id,
    latitude: v.latitude!,
    longitude: v.longitude!,
    fixedAt: v.fixedTime ? v.plannedAt * 1000 : null,
  }));
  const route = orderRoute(stops, start).map((s) => s.id);
  const byId = new Map(visits.map((v) => [v.id, v]));
  const inRoute = new Set(route);
  return [
    ...route.map((id, i) => ({ visit: byId.get(id)!, stop: i + 1 })),
    ...visits.filter((v) => !inRoute.has(v.id)).map((visit) => ({ visit, stop: null })),
  ];
}

/** The latest check-in of a rep's day that may be shown (the repository kept only those inside the working day). */
function lastCheckIn(visits: repo.DayVisit[]): repo.DayVisit | null {
  let last: repo.DayVisit | null = null;
  for (const v of visits) if (v.checkedInAt !== null && (last === null || v.checkedInAt > last.checkedInAt!)) last = v;
  return last;
}

/** `GET team/day`: the columns of contract/team-day.ts, routes ordered here by contract/route-order.ts. */
export async function teamDay(tx: Tx, query: TeamDayQuery): Promise<TeamDayColumns> {
  const context = await repo.dayContext(tx);
  const day = query.date ?? context.today;
  if (Number.isNaN(Date.parse(`${day}T00:00:00Z`)) || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
    throw fieldError('date', 'Enter a date as YYYY-MM-DD');
  }
  if (day > context.today) throw fieldError('date', 'Choose today or a past day');
  const positions = positionRule(day, context);
  const shown = positions === 'shown';
  const [reps, visits] = [await repo.dayReps(tx, day), await repo.dayVisits(tx, day)];

  const byRep = new Map<string, repo.DayVisit[]>(reps.map((r) => [r.id, []]));
  for (const v of visits) byRep.get(v.rep)?.push(v);

  const out: TeamDayColumns = {
    date: day,
    is_today: day === context.today,
    positions,
    work_day: { start: context.workDayStart, end: context.workDayEnd },
    reps: { id: [], full_name: [], done: [], to_do: [], last_visit: [], last_at: [], last_latitude: [], last_longitude: [] },
    visits: {
      id: [],
      rep: [],
      status: [],
      visit_type: [],
      planned_at: [],
      fixed_time: [],
      is_false: [],
      client_name: [],
      latitude: [],
      longitude: [],
      stop: [],
    },
  };
  const r = out.reps;
  const o = out.visits;
  reps.forEach((rep, index) => {
    const mine = byRep.get(rep.id)!;
    const last = shown ? lastCheckIn(mine) : null;
    const at = last && last.checkInLatitude !== null ? { latitude: last.checkInLatitude, longitude: last.checkInLongitude! } : null;
    r.id.push(rep.id);
    r.full_name.push(rep.fullName);
    r.done.push(mine.filter((v) => !stillToDo(v.status)).length);
    r.to_do.push(mine.filter((v) => stillToDo(v.status)).length);
    r.last_at.push(last?.checkedInAt ?? null);
    r.last_latitude.push(at?.latitude ?? null);
    r.last_longitude.push(at?.longitude ?? null);
    r.last_visit.push(null);
    // The route starts where the rep last checked in, when that may be shown.
    for (const { visit, stop } of ordered(mine, at)) {
      if (visit === last) r.last_visit[index] = o.id.length;
      o.id.push(visit.id);
      o.rep.push(index);
      o.status.push(visit.status);
      o.visit_type.push(visit.visitType);
      o.planned_at.push(visit.plannedAt);
      o.fixed_time.push(visit.fixedTime);
      o.is_false.push(visit.isFalse);
      o.client_name.push(visit.clientName);
      o.latitude.push(visit.latitude);
      o.longitude.push(visit.longitude);
      o.stop.push(stop);
    }
  });
  return out;
}
