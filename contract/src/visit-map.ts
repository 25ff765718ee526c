import { z } from 'zod';
import { endpoint } from './endpoint';
import { checkInVerdicts, isoDateSchema, type CheckInVerdict } from './visit-forms';

/**
 * The visits map (`/app/visits?view=map`): a day's or a range's visits on a map with the reps'
 * check-in points, the coverage layer (clients nobody has visited lately) for managers, and
 * the map's one server-side setting (the tile server) for every page that draws a map.
 */

/** The widest range one map call covers: a month. */
export const MAP_MAX_DAYS = 31;
/** Visits one map call returns at most (a month of a huge company stays bounded; `truncated` says so). */
export const MAP_MAX_VISITS = 5000;
/**
 * Coverage points one call returns at most: the longest-unvisited first (never visited, then
 * oldest visit). Tens of thousands of markers tell a manager no more than the worst 2,000
 * and cost seconds to draw on a phone; `total` says how many there are in all.
 */
export const COVERAGE_MAX_CLIENTS = 2000;
export const COVERAGE_DEFAULT_DAYS = 30;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

export const visitMapQuerySchema = z
  .object({
    /** The first day, `YYYY-MM-DD` in the company's time zone (default: today). */
    start: isoDateSchema.optional(),
    /** The day after the last one (exclusive; default: the day after `start`). */
    end: isoDateSchema.optional(),
    /** Managers and admins: one rep's visits. Sales users always get their own. */
    assigned_to: z.uuid().optional(),
  })
  .superRefine((q, ctx) => {
    if (q.end && !q.start) return void ctx.addIssue({ code: 'custom', path: ['start'], message: 'Give the first day too' });
    if (!q.start || !q.end) return;
    const from = dayNumber(q.start);
    const to = dayNumber(q.end);
    if (Number.isNaN(from)) ctx.addIssue({ code: 'custom', path: ['start'], message: 'Enter a date as YYYY-MM-DD' });
    else if (Number.isNaN(to)) ctx.addIssue({ code: 'custom', path: ['end'], message: 'Enter a date as YYYY-MM-DD' });
    else if (to <= from) ctx.addIssue({ code: 'custom', path: ['end'], message: 'The end must be after the start' });
    else if (to - from > MAP_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['end'], message: `At most ${MAP_MAX_DAYS} days at a time` });
  });
export type VisitMapQuery = z.infer<typeof visitMapQuerySchema>;

const int = z.number().int();
/** A position on the wire: degrees rounded to five decimals (about a metre). */
const degrees = z.number();

/**
 * `GET visits/map` answers columns, not objects: a busy day of a big company is a couple of
 * thousand visits, and as one object each (with the rep's and the client's names repeated)
 * it was a megabyte a manager's map fetched on every change. Row `i` of every `visits` column
 * is one visit; `rep` points into `reps`, `visit` into `visits`. `expandVisitMap` below turns
 * it into the markers and check-in points a map draws.
 */
export const visitMapSchema = z.object({
  /** The reps the visits are assigned to, each once. */
  reps: z.object({ id: z.array(z.uuid()), full_name: z.array(z.string()) }),
  /** The range's visits with a located client or a GPS check-in, in planned order. */
  visits: z.object({
    id: z.array(z.uuid()),
    status: z.array(int),
    visit_type: z.array(int),
    /** Seconds since 1970-01-01 UTC. */
    planned_at: z.array(int),
    is_false: z.array(z.boolean()),
    /** Booked at `planned_at`: the route keeps it at its time. */
    fixed_time: z.array(z.boolean()),
    /** Index into `reps`. */
    rep: z.array(int),
    client_name: z.array(z.string()),
    /** The client's location; null: the client has none (the visit is here for its check-in). */
    latitude: z.array(degrees.nullable()),
    longitude: z.array(degrees.nullable()),
  }),
  /** Where reps stood when checking in: visits of the range with a GPS position. */
  check_ins: z.object({
    /** Index into `visits`. */
    visit: z.array(int),
    latitude: z.array(degrees),
    longitude: z.array(degrees),
    /** Seconds since 1970-01-01 UTC. */
    at: z.array(int),
    verdict: z.array(z.enum(checkInVerdicts)),
  }),
  /** True when the range holds more than `MAP_MAX_VISITS` visits: only the first ones are here. */
  truncated: z.boolean(),
});
export type VisitMapColumns = z.infer<typeof visitMapSchema>;

/** A rep as a marker's popup names them. */
export interface MapPerson {
  id: string;
  full_name: string;
}

/** A visit whose client has a location: a marker. */
export interface MapVisit {
  id: string;
  status: number;
  visit_type: number;
  /** ISO 8601. */
  planned_at: string;
  /** Booked at `planned_at`: the route keeps it at its time. */
  fixed_time: boolean;
  is_false: boolean;
  client: { company_name: string; latitude: number; longitude: number };
  assigned_to: MapPerson;
}

/** Where a rep stood when checking in. */
export interface MapCheckIn {
  visit_id: string;
  rep: MapPerson;
  latitude: number;
  longitude: number;
  /** ISO 8601. */
  at: string;
  verdict: CheckInVerdict;
}

export interface VisitMap {
  visits: MapVisit[];
  check_ins: MapCheckIn[];
  truncated: boolean;
}

const isoOfSeconds = (s: number) => new Date(s * 1000).toISOString();

/** The columns as markers (visits with a located client) and check-in points. */
export function expandVisitMap(wire: VisitMapColumns): VisitMap {
  const { reps, visits: v, check_ins: c } = wire;
  const rep = (i: number): MapPerson => ({ id: reps.id[i] ?? '', full_name: reps.full_name[i] ?? '' });
  const visits: MapVisit[] = [];
  v.id.forEach((id, i) => {
    const latitude = v.latitude[i];
    const longitude = v.longitude[i];
    if (latitude === null || latitude === undefined || longitude === null || longitude === undefined) return;
    visits.push({
      id,
      status: v.status[i] ?? 0,
      visit_type: v.visit_type[i] ?? 0,
      planned_at: isoOfSeconds(v.planned_at[i] ?? 0),
      fixed_time: v.fixed_time[i] ?? false,
      is_false: v.is_false[i] ?? false,
      client: { company_name: v.client_name[i] ?? '', latitude, longitude },
      assigned_to: rep(v.rep[i] ?? -1),
    });
  });
  const checkIns: MapCheckIn[] = c.visit.map((visit, i) => ({
    visit_id: v.id[visit] ?? '',
    rep: rep(v.rep[visit] ?? -1),
    latitude: c.latitude[i] ?? 0,
    longitude: c.longitude[i] ?? 0,
    at: isoOfSeconds(c.at[i] ?? 0),
    verdict: c.verdict[i] ?? 'no_gps',
  }));
  return { visits, check_ins: checkIns, truncated: wire.truncated };
}

export const coverageQuerySchema = z.object({
  /** "Not visited in the last N days". */
  days: z.coerce.number().int().min(1).max(365).default(COVERAGE_DEFAULT_DAYS),
});
export type CoverageQuery = z.infer<typeof coverageQuerySchema>;

export const coverageClientSchema = z.object({
  id: z.uuid(),
  company_name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The last check-in of a visit that was not false; null: never visited. */
  last_visited_at: z.string().nullable(),
});
export type CoverageClient = z.infer<typeof coverageClientSchema>;

export const coverageSchema = z.object({
  days: z.number().int(),
  clients: z.array(coverageClientSchema),
  /** How many located clients are not covered in all (`clients` holds at most `COVERAGE_MAX_CLIENTS`). */
  total: z.number().int(),
  truncated: z.boolean(),
});
export type Coverage = z.infer<typeof coverageSchema>;

/** What the web needs of the server's settings before it draws a map. */
export const mapConfigSchema = z.object({
  /** A tile URL template (`{z}/{x}/{y}`), or null: the offline base map shipped with the app. */
  tile_url: z.string().nullable(),
});
export type MapConfig = z.infer<typeof mapConfigSchema>;

const tags = ['visits'];

export const visitMapApi = {
  map: endpoint({
    method: 'GET',
    path: 'visits/map',
    access: 'visits.work',
    tags,
    summary: "A day's or a range's visits with a client location, and the reps' check-in points, as columns (sales users: their own)",
    query: visitMapQuerySchema,
    reply: visitMapSchema,
  }),
  coverage: endpoint({
    method: 'GET',
    path: 'visits/map/coverage',
    access: 'visits.manage',
    tags,
    summary: 'Clients with a location that nobody has visited (checked in, not false) in the last N days (manager)',
    query: coverageQuerySchema,
    reply: coverageSchema,
  }),
  config: endpoint({
    method: 'GET',
    path: 'app/config',
    access: 'public',
    tags: ['app'],
    summary: "The map's tile server (null: the offline base map); nothing secret",
    reply: mapConfigSchema,
  }),
};
