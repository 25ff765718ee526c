import { z } from 'zod';
import { endpoint, idParamsSchema } from './endpoint';
import { REPORT_TYPE, reportExportRequestSchema } from './reports';
import { taskStatuses } from './tasks';
import { text } from './text';
import { visitStatuses } from './visit-forms';

/**
 * Reports that arrive (issue 43, ADR 0051): a manager schedules a report, with the reports
 * page's filters, to be exported and mailed to chosen users of the company daily, weekly or
 * monthly at an hour of the company's time zone. The dates are not fixed: `period` picks
 * them at each run (yesterday, the last 7 days, last month, this month so far).
 */

export const scheduleFrequencies = ['daily', 'weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof scheduleFrequencies)[number];
export const schedulePeriods = ['previous_day', 'previous_7_days', 'previous_month', 'month_to_date'] as const;
export type SchedulePeriod = (typeof schedulePeriods)[number];
/** The period a frequency suggests: each mail covers the time since the last. */
export const defaultPeriod: Record<ScheduleFrequency, SchedulePeriod> = {
  daily: 'previous_day',
  weekly: 'previous_7_days',
  monthly: 'previous_month',
};

/** Schedules one manager may keep, and recipients one schedule may have. */
export const MAX_SCHEDULES_PER_USER = 20;
export const MAX_RECIPIENTS = 50;

// The export's filters, without its dates, format and language (the schedule has its own).
const { from: _from, to: _to, format, language, ...filterShape } = reportExportRequestSchema.shape;

/** A report's own filters as the reports page sends them to `POST report/export`, minus the dates. */
export const scheduleFiltersSchema = z.object(filterShape).superRefine((q, ctx) => {
  if (q.status !== undefined && q.report_type === REPORT_TYPE.visit && !visitStatuses.includes(q.status as never))
    ctx.addIssue({ code: 'custom', path: ['status'], message: 'Choose a status' });
  if (q.status !== undefined && q.report_type === REPORT_TYPE.task && !taskStatuses.includes(q.status as never))
    ctx.addIssue({ code: 'custom', path: ['status'], message: 'Choose a status' });
});
export type ScheduleFilters = z.infer<typeof scheduleFiltersSchema>;

const wholeIn = (min: number, max: number, message: string) => z.number({ message }).int(message).min(min, message).max(max, message);

/** `POST report/schedules`, `PUT report/schedules/:id`. */
export const reportScheduleInputSchema = z
  .object({
    name: text({ min: 1, max: 120 }),
    filters: scheduleFiltersSchema,
    period: z.enum(schedulePeriods, { message: 'Choose the period the report covers' }),
    frequency: z.enum(scheduleFrequencies, { message: 'Choose daily, weekly or monthly' }),
    /** 0 Sunday … 6 Saturday; weekly only. */
    weekday: wholeIn(0, 6, 'Choose a day of the week').nullable().optional(),
    /** 1 … 31 (a shorter month sends on its last day); monthly only. */
    month_day: wholeIn(1, 31, 'Choose a day of the month').nullable().optional(),
    /** The hour, 0 … 23, in the company's time zone. */
    hour: wholeIn(0, 23, 'Choose an hour'),
    format,
    language,
    recipient_ids: z
      .array(z.uuid('Choose people of your company'))
      .min(1, 'Choose at least one recipient')
      .max(MAX_RECIPIENTS, `At most ${MAX_RECIPIENTS} recipients`),
  })
  .superRefine((s, ctx) => {
    if (s.frequency === 'weekly' && (s.weekday === undefined || s.weekday === null))
      ctx.addIssue({ code: 'custom', path: ['weekday'], message: 'Choose a day of the week' });
    if (s.frequency === 'monthly' && (s.month_day === undefined || s.month_day === null))
      ctx.addIssue({ code: 'custom', path: ['month_day'], message: 'Choose a day of the month' });
  });
export type ReportScheduleInput = z.infer<typeof reportScheduleInputSchema>;

export const scheduleRecipientSchema = z.object({ id: z.uuid(), full_name: z.string(), email: z.string(), is_active: z.boolean() });
export type ScheduleRecipient = z.infer<typeof scheduleRecipientSchema>;

export const reportScheduleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  filters: z.record(z.string(), z.unknown()),
  report_type: z.number().int(),
  period: z.enum(schedulePeriods),
  frequency: z.enum(scheduleFrequencies),
  weekday: z.number().int().nullable(),
  month_day: z.number().int().nullable(),
  hour: z.number().int(),
  format: format,
  language: language,
  recipients: z.array(scheduleRecipientSchema),
  paused: z.boolean(),
  /** The next time it is sent (when not paused). */
  next_run_at: z.string(),
  last_run_at: z.string().nullable(),
  /** Why the last run sent nothing; empty when it went out. */
  last_error: z.string(),
  created_at: z.string(),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

export const reportScheduleListSchema = z.object({ count: z.number().int(), results: z.array(reportScheduleSchema) });

/** The signed link of a mailed file too large to attach: `<base64url>`, anything else is not found. */
const fileTokenSchema = z
  .string()
  .min(10)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

const tags = ['reports'];
const access = 'reports.schedule';

export const reportSchedulesApi = {
  list: endpoint({
    method: 'GET',
    path: 'report/schedules',
    access,
    tags,
    summary: "The caller's scheduled reports, newest first",
    reply: reportScheduleListSchema,
  }),
  recipients: endpoint({
    method: 'GET',
    path: 'report/schedule-recipients',
    access,
    tags,
    summary: 'Who a scheduled report may be sent to: the active users of the company',
    reply: z.array(scheduleRecipientSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: 'report/schedules',
    access,
    tags,
    summary: `Schedule a report to be mailed (at most ${MAX_SCHEDULES_PER_USER} per user)`,
    body: reportScheduleInputSchema,
    reply: reportScheduleSchema,
    status: 201,
  }),
  get: endpoint({
    method: 'GET',
    path: 'report/schedules/:id',
    access,
    tags,
    summary: 'One of the caller’s scheduled reports',
    params: idParamsSchema,
    reply: reportScheduleSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'report/schedules/:id',
    access,
    tags,
    summary: 'Change a scheduled report (its next run is worked out again)',
    params: idParamsSchema,
    body: reportScheduleInputSchema,
    reply: reportScheduleSchema,
  }),
  pause: endpoint({
    method: 'POST',
    path: 'report/schedules/:id/pause',
    access,
    tags,
    summary: 'Stop sending a scheduled report until it is resumed',
    params: idParamsSchema,
    reply: reportScheduleSchema,
  }),
  resume: endpoint({
    method: 'POST',
    path: 'report/schedules/:id/resume',
    access,
    tags,
    summary: 'Send a paused scheduled report again, from its next due time',
    params: idParamsSchema,
    reply: reportScheduleSchema,
  }),
  sendNow: endpoint({
    method: 'POST',
    path: 'report/schedules/:id/send',
    access,
    tags,
    summary: 'Export and mail a scheduled report now (its schedule is unchanged)',
    params: idParamsSchema,
    reply: reportScheduleSchema,
    status: 202,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: 'report/schedules/:id',
    access,
    tags,
    summary: 'Delete a scheduled report',
    params: idParamsSchema,
    reply: z.null(),
    status: 204,
  }),
  file: endpoint({
    method: 'GET',
    path: 'report/schedule-file/:token',
    access: 'public',
    tags,
    summary: 'A mailed report too large to attach, by its signed link (no sign-in; 410 once the link has expired)',
    params: z.object({ token: fileTokenSchema }),
    reply: undefined,
  }),
};
