import { useMemo } from 'react';
import { orderRoute, routeMetres, type RoutePoint, type RouteStop } from '@contract/route-order';
import { greatCircleMetres } from '@contract/geo';
import type { MapVisit } from '@contract/visit-map';
import { VISIT_STATUS, VISIT_TYPE } from '@contract/visits';

/** A stop of the day's route: its visit and the drive to it from the one before (or from the start). */
export interface RouteLeg {
  visit: MapVisit;
  legMetres: number;
}

export interface DayRoute {
  /** The visits still to do, in the order that drives least (booked ones kept at their time). */
  legs: RouteLeg[];
  /** The visits done already that day (not on the route). */
  done: MapVisit[];
  /** The day's open calls: made from anywhere, so not stops of a drive. */
  calls: MapVisit[];
  /** Great-circle metres of the route, and of the same visits in their planned order. */
  metres: number;
  plannedMetres: number;
}

const stillToDo = (v: MapVisit) => v.status === VISIT_STATUS.pending || v.status === VISIT_STATUS.started;
const isCall = (v: MapVisit) => v.visit_type === VISIT_TYPE.call;
const pointOf = (v: MapVisit): RoutePoint => ({ latitude: v.client.latitude, longitude: v.client.longitude });

/**
 * "Plan my route" (issue 40): the day's open visits ordered to shorten the drive from `start`
 * (where the rep is; null: from the first visit) by contract/route-order.ts, beside the length
 * of the planned order, so the rep and the manager see what the plan saves.
 */
export function useDayRoute(visits: readonly MapVisit[], start: RoutePoint | null): DayRoute {
  return useMemo(() => {
    const open = visits.filter((v) => stillToDo(v) && !isCall(v));
    const byId = new Map(open.map((v) => [v.id, v]));
    const stops: RouteStop[] = open.map((v) => ({ id: v.id, ...pointOf(v), fixedAt: v.fixed_time ? Date.parse(v.planned_at) : null }));
    const ordered = orderRoute(stops, start).map((s) => byId.get(s.id)!);
    const legs = ordered.map((visit, i) => {
      const from = i === 0 ? start : pointOf(ordered[i - 1]!);
      const to = pointOf(visit);
      return { visit, legMetres: from ? greatCircleMetres(from.latitude, from.longitude, to.latitude, to.longitude) : 0 };
    });
    return {
      legs,
      done: visits.filter((v) => !stillToDo(v)),
      calls: visits.filter((v) => stillToDo(v) && isCall(v)),
      metres: routeMetres(ordered.map(pointOf), start),
      plannedMetres: routeMetres(open.map(pointOf), start),
    };
  }, [visits, start]);
}
