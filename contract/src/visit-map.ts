import { z } from 'zod';
import { endpoint } from './endpoint';
import { checkInVerdicts, isoDateSchema } from './visit-forms';

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

const person = z.object({ id: z.uuid(), full_name: z.string() });

/** A visit whose client has a location: a marker. */
export const mapVisitSchema = z.object({
  id: z.uuid(),
  status: z.number().int(),
  visit_type: z.number().int(),
  planned_at: z.string(),
  is_false: z.boolean(),
  client: z.object({ id: z.uuid(), company_name: z.string(), latitude: z.number(), longitude: z.number() }),
  assigned_to: person,
});
export type MapVisit = z.infer<typeof mapVisitSchema>;

/** Where a rep stood when checking in (visits of the range with a GPS position). */
export const mapCheckInSchema = z.object({
  visit_id: z.uuid(),
  rep: person,
  latitude: z.number(),
  longitude: z.number(),
  at: z.string(),
  verdict: z.enum(checkInVerdicts),
});
export type MapCheckIn = z.infer<typeof mapCheckInSchema>;

export const visitMapSchema = z.object({
  visits: z.array(mapVisitSchema),
  check_ins: z.array(mapCheckInSchema),
  /** True when the range holds more than `MAP_MAX_VISITS` visits: only the first ones are here. */
  truncated: z.boolean(),
});
export type VisitMap = z.infer<typeof visitMapSchema>;

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
    summary: "A day's or a range's visits with a client location, and the reps' check-in points (sales users: their own)",
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
