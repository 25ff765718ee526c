import { z } from 'zod';
import { endpoint, idParamsSchema } from './endpoint';
import { isoDateSchema } from './visit-forms';

/**
 * The visits calendar (`/app/visits?view=calendar`): a month, week or day of visits (sales
 * users: their own), and a manager moving a Pending visit to another day or time.
 */

/** The widest range one call covers: a month view shows six weeks. */
export const CALENDAR_MAX_DAYS = 42;
/**
 * Visits one call returns at most, shared out by day: a month of a company with a thousand
 * visits a day shows each day's first ones and its total (nobody reads a thousand entries in
 * a month cell), and the reply stays small enough to answer again from memory.
 */
export const CALENDAR_MAX_ROWS = 600;
/**
 * How many of each day's visits a range returns: a month cell shows four and "+ more" (its
 * total is beside its date), so six; a week or a day shares out the rows (a week, 85 a day).
 */
export const calendarPerDay = (days: number) => (days > 7 ? 6 : Math.floor(CALENDAR_MAX_ROWS / Math.max(1, days)));

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

export const visitCalendarQuerySchema = z
  .object({
    /** The first day shown, `YYYY-MM-DD` in the company's time zone. */
    start: isoDateSchema,
    /** The day after the last one shown (exclusive). */
    end: isoDateSchema,
    /** Managers and admins: one rep's visits. Sales users always get their own. */
    assigned_to: z.uuid().optional(),
  })
  .superRefine((q, ctx) => {
    const from = dayNumber(q.start);
    const to = dayNumber(q.end);
    if (Number.isNaN(from)) ctx.addIssue({ code: 'custom', path: ['start'], message: 'Enter a date as YYYY-MM-DD' });
    else if (Number.isNaN(to)) ctx.addIssue({ code: 'custom', path: ['end'], message: 'Enter a date as YYYY-MM-DD' });
    else if (to <= from) ctx.addIssue({ code: 'custom', path: ['end'], message: 'The end must be after the start' });
    else if (to - from > CALENDAR_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['end'], message: `At most ${CALENDAR_MAX_DAYS} days at a time` });
  });
export type VisitCalendarQuery = z.infer<typeof visitCalendarQuerySchema>;

/** One visit on the calendar. */
export const calendarVisitSchema = z.object({
  id: z.uuid(),
  client: z.object({ id: z.uuid(), company_name: z.string() }),
  visit_type: z.number().int(),
  status: z.number().int(),
  priority: z.number().int(),
  planned_at: z.string(),
  assigned_to: z.object({ id: z.uuid(), full_name: z.string() }),
  is_false: z.boolean(),
});
export type CalendarVisit = z.infer<typeof calendarVisitSchema>;

export const visitCalendarSchema = z.object({
  results: z.array(calendarVisitSchema),
  /** How many visits each day of the range holds (days without any are left out). */
  days: z.record(z.string(), z.number().int()),
  /** True when some day holds more visits than its share: that day's first ones are here. */
  truncated: z.boolean(),
});
export type VisitCalendar = z.infer<typeof visitCalendarSchema>;

/** The new time of a Pending visit (an instant with its offset, as the visit form sends it). */
export const rescheduleSchema = z.object({
  planned_at: z.iso.datetime({ offset: true, message: 'Enter a date and time' }),
});
export type RescheduleInput = z.input<typeof rescheduleSchema>;

const tags = ['visits'];

export const visitCalendarApi = {
  calendar: endpoint({
    method: 'GET',
    path: 'visit/calender',
    access: 'visits.work',
    tags,
    summary: 'Visits planned in a range of days (at most 42; sales users: their own), for the calendar',
    query: visitCalendarQuerySchema,
    reply: visitCalendarSchema,
  }),
  reschedule: endpoint({
    method: 'POST',
    path: 'visit/reschedule/:id',
    access: 'visits.manage',
    tags,
    summary: 'Move a Pending visit to another day or time (manager); a started or done one is a 409',
    params: idParamsSchema,
    body: rescheduleSchema,
    reply: calendarVisitSchema,
  }),
};
