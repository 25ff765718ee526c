import { z } from 'zod';
import { clientKinds, customerTypes } from './clients';
import { endpoint } from './endpoint';
import { pageQuerySchema } from './pagination';
import { taskStatuses, taskTypes } from './tasks';
import { text } from './text';
import { isoDaySchema, numberIn } from './values';
import { visitStatuses, visitTypes } from './visit-forms';

/** Spec: report type 1 Full Employee Report, 2 Visit Report, 3 Task Report, 4 Client Report. */
export const reportTypes = [1, 2, 3, 4] as const;
export type ReportType = (typeof reportTypes)[number];
export const REPORT_TYPE = { employee: 1, visit: 2, task: 3, client: 4 } as const satisfies Record<string, ReportType>;

const MAX_REPS = 200;

/** `user_ids` as repeated query parameters or one comma-separated list. */
const userIdsSchema = z
  .preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(z.uuid('Choose reps of your company')).max(MAX_REPS, `At most ${MAX_REPS} reps`),
  )
  .optional();

const booleanFlag = z.enum(['true', 'false'], { message: 'Choose yes or no' }).transform((v) => v === 'true');

/**
 * `GET report`: one report type over company-local days `from`..`to` (inclusive), optionally
 * for some reps, with the type's own filters (others are ignored by the other types).
 */
export const reportQuerySchema = pageQuerySchema
  .extend({
    report_type: numberIn(reportTypes, 'Choose a report'),
    from: isoDaySchema,
    to: isoDaySchema,
    user_ids: userIdsSchema,
    visit_type: numberIn(visitTypes, 'Choose a visit type').optional(),
    status: z.coerce.number({ message: 'Choose a status' }).int('Choose a status').min(0).max(4).optional(),
    is_false: booleanFlag.optional(),
    task_type: numberIn(taskTypes, 'Choose a task type').optional(),
    kind: z.enum(clientKinds, { message: 'Choose leads or clients' }).optional(),
    city: text({ min: 1, max: 100 }).optional(),
    customer_type: z.enum(customerTypes, { message: 'Choose a customer type' }).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The range must end after it starts' });
    const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
    if (days > 366) ctx.addIssue({ code: 'custom', path: ['to'], message: 'At most one year at a time' });
    if (q.status !== undefined && q.report_type === REPORT_TYPE.visit && !visitStatuses.includes(q.status as never))
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'Choose a status' });
    if (q.status !== undefined && q.report_type === REPORT_TYPE.task && !taskStatuses.includes(q.status as never))
      ctx.addIssue({ code: 'custom', path: ['status'], message: 'Choose a status' });
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

/** How a column's values are written; the web and the exports format them alike. */
export const columnKinds = [
  'text',
  'number',
  'money',
  'date',
  'datetime',
  'boolean',
  'visit_type',
  'visit_status',
  'task_type',
  'task_status',
  'client_kind',
  'customer_type',
] as const;
export type ColumnKind = (typeof columnKinds)[number];

/** A column: its key (translated as `reports:columns.<key>` on the web) and its kind. */
export const reportColumnSchema = z.object({ key: z.string(), kind: z.enum(columnKinds) });
export type ReportColumn = z.infer<typeof reportColumnSchema>;

const cellSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const reportRowSchema = z.record(z.string(), cellSchema);
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportReplySchema = z.object({
  count: z.number().int(),
  columns: z.array(reportColumnSchema),
  results: z.array(reportRowSchema),
});
export type ReportReply = z.infer<typeof reportReplySchema>;

const tags = ['reports'];

export const reportsApi = {
  report: endpoint({
    method: 'GET',
    path: 'report',
    access: 'reports.view',
    tags,
    summary: 'A report (1 employees, 2 visits, 3 tasks, 4 clients) over a date range, paged (sales users: their own figures)',
    query: reportQuerySchema,
    reply: reportReplySchema,
  }),
};
