import { z } from 'zod';
import { endpoint } from './endpoint';
import { kpiFigureSchema, kpiMetrics } from './kpi';

/**
 * `GET main/dash/board`: the page at /app. One call, whose content follows the caller's role:
 * managers and admins see the company, sales users their own day, technicians their requests.
 * Counts indexed by visit status (0 Pending … 4 Rejected) or visit type (0 New … 5 Expanding)
 * are arrays in that order. "Today" and "this month" are the company's (its time zone).
 */

const personSchema = z.object({ id: z.uuid(), name: z.string() });

/**
 * The dashboard and the KPI page may be answered this long after a write while their new
 * figures are read (server/src/lib/stamped-cache.ts); the web asks again this long after a
 * live event, and then sees the write.
 */
export const SUMMARY_STALE_MS = 1_000;

/** The day and month the figures are of, and how far the month's working days have gone. */
const clockFields = {
  today: z.string(),
  month: z.string(),
  currency: z.string(),
  /** elapsed working days ÷ working days: the share of a target a rep on track has reached. */
  expected: z.number(),
};

/** Today's visits by status; false visits are counted under their status and again in `false`. */
export const visitsTodaySchema = z.object({
  total: z.number().int(),
  by_status: z.array(z.number().int()).length(5),
  false: z.number().int(),
});
export type VisitsToday = z.infer<typeof visitsTodaySchema>;

export const dashTaskSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  due_date: z.string(),
  status: z.number().int(),
  priority: z.number().int(),
  assignee: personSchema,
});
export type DashTask = z.infer<typeof dashTaskSchema>;

/** Tasks not done whose due day has passed: how many, and the few most overdue. */
export const overdueTasksSchema = z.object({ count: z.number().int(), items: z.array(dashTaskSchema) });

export const dashMeetingSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  starts_at: z.string(),
  duration: z.number().int(),
  place: z.string().nullable(),
  online: z.boolean(),
  /** Scheduled (0) or cancelled (2): a cancelled one stays listed, marked, until its time is over. */
  status: z.number().int(),
});
export type DashMeeting = z.infer<typeof dashMeetingSchema>;

/** A rep among the best or the worst of the month by KPI attainment (0…1). */
export const dashRepSchema = z.object({
  user: personSchema,
  attainment: z.number(),
  on_track: z.boolean(),
  visits: z.number().int(),
});
export type DashRep = z.infer<typeof dashRepSchema>;

export const managerBoardSchema = z.object({
  view: z.literal('manager'),
  ...clockFields,
  visits_today: visitsTodaySchema,
  /** Counted visits of the month (finished or approved, not false) by type, against the sum of the reps' targets. */
  month_by_type: z.object({ actual: z.array(z.number().int()).length(6), target: z.array(z.number().int()).length(6) }),
  month_visits: z.object({ actual: z.number().int(), target: z.number().int() }),
  /** Collected on counted collection visits this month, by payment. */
  collections: z.object({ cash: z.number(), credit: z.number(), total: z.number() }),
  /** False visits ÷ visits finished, approved, rejected or false this month; null when there were none. */
  false_rate: z.object({ false_visits: z.number().int(), considered: z.number().int(), rate: z.number().nullable() }),
  /** Reps with targets this month, best first / worst first (a rep is in one of the two lists at most). */
  top_reps: z.array(dashRepSchema),
  bottom_reps: z.array(dashRepSchema),
  reps_with_targets: z.number().int(),
  /** Leads by status (the funnel new → approved → converted; archived ones beside it). */
  leads: z.object({ new: z.number().int(), approved: z.number().int(), converted: z.number().int(), archived: z.number().int() }),
  overdue_tasks: overdueTasksSchema,
  upcoming_meetings: z.array(dashMeetingSchema),
  /** Whether the company has any client, lead or visit yet (the first-run guidance shows until it does). */
  has_data: z.boolean(),
});
export type ManagerBoard = z.infer<typeof managerBoardSchema>;

export const dashVisitSchema = z.object({
  id: z.uuid(),
  planned_at: z.string(),
  visit_type: z.number().int(),
  status: z.number().int(),
  client: personSchema,
});
export type DashVisit = z.infer<typeof dashVisitSchema>;

export const salesBoardSchema = z.object({
  view: z.literal('sales'),
  ...clockFields,
  visits_today: visitsTodaySchema,
  /** Their visits still to do (pending or started), from today on, soonest first. */
  next_visits: z.array(dashVisitSchema),
  /** Their open tasks due today or earlier: how many overdue, how many due today, the first few. */
  tasks_due: z.object({ overdue: z.number().int(), today: z.number().int(), items: z.array(dashTaskSchema) }),
  kpi: z.object({
    has_targets: z.boolean(),
    attainment: z.number().nullable(),
    on_track: z.boolean().nullable(),
    figures: z.record(z.enum(kpiMetrics), kpiFigureSchema),
  }),
  /** Their latest rating by a manager (this month or an earlier one). */
  rating: z.object({ month: z.string(), rating: z.number().int(), comment: z.string() }).nullable(),
  upcoming_meetings: z.array(dashMeetingSchema),
});
export type SalesBoard = z.infer<typeof salesBoardSchema>;

export const dashRequestSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  priority: z.number().int(),
  status: z.number().int(),
  scheduled_date: z.string(),
  client: personSchema,
});
export type DashRequest = z.infer<typeof dashRequestSchema>;

export const maintenanceBoardSchema = z.object({
  view: z.literal('maintenance'),
  today: z.string(),
  /** Their requests not done: how many, how many scheduled before today, and the first few by date. */
  open: z.object({ count: z.number().int(), overdue: z.number().int(), items: z.array(dashRequestSchema) }),
  /** Their requests scheduled for today, and how many of those are done. */
  scheduled_today: z.object({ count: z.number().int(), done: z.number().int() }),
});
export type MaintenanceBoard = z.infer<typeof maintenanceBoardSchema>;

export const dashboardSchema = z.discriminatedUnion('view', [managerBoardSchema, salesBoardSchema, maintenanceBoardSchema]);
export type Dashboard = z.infer<typeof dashboardSchema>;

/** How many rows the short lists on the dashboard hold. */
export const DASH_LIST_SIZE = 5;

export const dashboardApi = {
  board: endpoint({
    method: 'GET',
    path: 'main/dash/board',
    access: 'dashboard.view',
    summary: "The dashboard: the company's day and month for managers, a rep's own day, a technician's requests",
    tags: ['dashboard'],
    reply: dashboardSchema,
  }),
};
