import { z } from 'zod';
import { endpoint } from './endpoint';
import { isoDateSchema } from './visit-forms';

/**
 * The team's day (issue 43, ADR 0049): a manager's map of one company day, every rep's planned
 * route through their open visits, what they have done, and where each last checked in. Only
 * check-ins give a position, and only during the company's working hours on a working day:
 * Ziyara does not track reps between visits.
 */

export const teamDayQuerySchema = z.object({
  /** A company day, `YYYY-MM-DD`: today (the default) or a past day; a future day is refused. */
  date: isoDateSchema.optional(),
});
export type TeamDayQuery = z.infer<typeof teamDayQuerySchema>;

/**
 * Whether the reply carries positions: `shown`, or why not: the day is a weekend day, or (today)
 * the working day has not begun or is over.
 */
export const positionRules = ['shown', 'weekend', 'outside_hours'] as const;
export type PositionRule = (typeof positionRules)[number];

const int = z.number().int();

/**
 * Columns, as `GET visits/map` answers (contract/visit-map.ts): a big team's day is a couple of
 * thousand visits. Row `i` of every `reps` column is one rep, of every `visits` column one visit.
 * Visits come rep by rep (in `reps` order), each rep's route stops first in driving order, then
 * the rest in planned order.
 */
export const teamDaySchema = z.object({
  date: isoDateSchema,
  is_today: z.boolean(),
  positions: z.enum(positionRules),
  /** The company's working day, `HH:MM`. */
  work_day: z.object({ start: z.string(), end: z.string() }),
  reps: z.object({
    id: z.array(z.uuid()),
    full_name: z.array(z.string()),
    /** Visits finished, approved or rejected. */
    done: z.array(int),
    /** Visits pending or checked in. */
    to_do: z.array(int),
    /** The rep's latest check-in of the day: index into `visits`; null when none or when positions are hidden. */
    last_visit: z.array(int.nullable()),
    /** Seconds since 1970-01-01 UTC. */
    last_at: z.array(int.nullable()),
    /** Where the rep stood at that check-in (null: no GPS, or positions hidden). */
    last_latitude: z.array(z.number().nullable()),
    last_longitude: z.array(z.number().nullable()),
  }),
  visits: z.object({
    id: z.array(z.uuid()),
    /** Index into `reps`. */
    rep: z.array(int),
    status: z.array(int),
    visit_type: z.array(int),
    /** Seconds since 1970-01-01 UTC. */
    planned_at: z.array(int),
    fixed_time: z.array(z.boolean()),
    is_false: z.array(z.boolean()),
    client_name: z.array(z.string()),
    /** The client's location (null: it has none). */
    latitude: z.array(z.number().nullable()),
    longitude: z.array(z.number().nullable()),
    /** The visit's place on its rep's route (1 the next stop); null: done, a call, or no location. */
    stop: z.array(int.nullable()),
  }),
});
export type TeamDayColumns = z.infer<typeof teamDaySchema>;

export interface TeamVisit {
  id: string;
  status: number;
  visit_type: number;
  /** ISO 8601. */
  planned_at: string;
  fixed_time: boolean;
  is_false: boolean;
  client_name: string;
  location: { latitude: number; longitude: number } | null;
  stop: number | null;
}

export interface TeamRep {
  id: string;
  full_name: string;
  done: number;
  to_do: number;
  /** The rep's visits: route stops in order, then the rest. */
  visits: TeamVisit[];
  /** The latest check-in (positions shown only): its visit, time and, with GPS, position. */
  last_check_in: { visit: TeamVisit; at: string; position: { latitude: number; longitude: number } | null } | null;
}

export interface TeamDay {
  date: string;
  is_today: boolean;
  positions: PositionRule;
  work_day: { start: string; end: string };
  reps: TeamRep[];
}

const isoOfSeconds = (s: number) => new Date(s * 1000).toISOString();

/** The columns as one object per rep, each with their visits. */
export function expandTeamDay(wire: TeamDayColumns): TeamDay {
  const { reps: r, visits: v } = wire;
  const visits: TeamVisit[] = v.id.map((id, i) => {
    const latitude = v.latitude[i] ?? null;
    const longitude = v.longitude[i] ?? null;
    return {
      id,
      status: v.status[i] ?? 0,
      visit_type: v.visit_type[i] ?? 0,
      planned_at: isoOfSeconds(v.planned_at[i] ?? 0),
      fixed_time: v.fixed_time[i] ?? false,
      is_false: v.is_false[i] ?? false,
      client_name: v.client_name[i] ?? '',
      location: latitude !== null && longitude !== null ? { latitude, longitude } : null,
      stop: v.stop[i] ?? null,
    };
  });
  // Each rep's visits in one pass (a filter per rep is reps × visits: 190 × 1,900 on a busy day).
  const byRep: TeamVisit[][] = r.id.map(() => []);
  visits.forEach((visit, j) => byRep[v.rep[j] ?? -1]?.push(visit));
  const reps: TeamRep[] = r.id.map((id, i) => {
    const last = r.last_visit[i] ?? null;
    const at = r.last_at[i] ?? null;
    const latitude = r.last_latitude[i] ?? null;
    const longitude = r.last_longitude[i] ?? null;
    return {
      id,
      full_name: r.full_name[i] ?? '',
      done: r.done[i] ?? 0,
      to_do: r.to_do[i] ?? 0,
      visits: byRep[i] ?? [],
      last_check_in:
        last !== null && at !== null && visits[last]
          ? {
              visit: visits[last],
              at: isoOfSeconds(at),
              position: latitude !== null && longitude !== null ? { latitude, longitude } : null,
            }
          : null,
    };
  });
  return { date: wire.date, is_today: wire.is_today, positions: wire.positions, work_day: wire.work_day, reps };
}

export const teamDayApi = {
  day: endpoint({
    method: 'GET',
    path: 'team/day',
    access: 'visits.manage',
    tags: ['visits'],
    summary:
      "The team's day (manager): every rep's visits of a company day with their route order, and each rep's last check-in position during working hours, as columns",
    query: teamDayQuerySchema,
    reply: teamDaySchema,
  }),
};
