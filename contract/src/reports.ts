import { z } from 'zod';
import { clientKinds, customerTypes } from './clients';
import { endpoint, idParamsSchema } from './endpoint';
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

/** Yes or no: `true`/`false` in a query string, a JSON boolean in a body. */
const booleanFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], { message: 'Choose yes or no' });

/** A report's filters: the type, company-local days `from`..`to` (inclusive), reps, and the type's own. */
const reportFilterFields = z.object({
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
});

/** The rules across fields, for the report and for its export alike. */
function checkFilters(q: z.infer<typeof reportFilterFields>, ctx: z.RefinementCtx) {
  if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The range must end after it starts' });
  const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
  if (days > 366) ctx.addIssue({ code: 'custom', path: ['to'], message: 'At most one year at a time' });
  if (q.status !== undefined && q.report_type === REPORT_TYPE.visit && !visitStatuses.includes(q.status as never))
    ctx.addIssue({ code: 'custom', path: ['status'], message: 'Choose a status' });
  if (q.status !== undefined && q.report_type === REPORT_TYPE.task && !taskStatuses.includes(q.status as never))
    ctx.addIssue({ code: 'custom', path: ['status'], message: 'Choose a status' });
}

/**
 * `GET report`: one report type over company-local days `from`..`to` (inclusive), optionally
 * for some reps, with the type's own filters (others are ignored by the other types).
 */
export const reportQuerySchema = pageQuerySchema.extend(reportFilterFields.shape).superRefine(checkFilters);
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
  /** A stored city key (ADR 0044), named in the reader's language. */
  'city',
] as const;
export type ColumnKind = (typeof columnKinds)[number];
/** The kinds a report's totals row sums: numbers and money, and yes/no counted where yes. */
export const isTotalled = (kind: ColumnKind) => kind === 'number' || kind === 'money' || kind === 'boolean';

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
  /**
   * The totals row, over every row of the report: per number or money column its sum, per
   * yes/no column how many are yes. Other columns have no total.
   */
  totals: z.record(z.string(), z.number()),
});
export type ReportReply = z.infer<typeof reportReplySchema>;

const tags = ['reports'];

/** The formats a report exports to. */
export const exportFormats = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof exportFormats)[number];
/** A PDF is for reading and printing: past this many rows, a spreadsheet serves better. */
export const PDF_MAX_ROWS = 5_000;
/** A spreadsheet's rows (Excel opens 1,048,576; past this an export would take minutes). */
export const SHEET_MAX_ROWS = 500_000;
export const exportStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type ExportStatus = (typeof exportStatuses)[number];

/** `POST report/export`: the report's filters, the format and the language of its headings. */
export const reportExportRequestSchema = reportFilterFields
  .extend({
    format: z.enum(exportFormats, { message: 'Choose CSV, Excel or PDF' }),
    language: z.enum(['en', 'ar'], { message: 'Choose English or Arabic' }),
  })
  .superRefine(checkFilters);
export type ReportExportRequest = z.infer<typeof reportExportRequestSchema>;
export type ReportFilters = z.infer<typeof reportFilterFields>;

/**
 * An export's progress, written in the background (a report's, or the clients list's):
 * `file_name` once it is done, `error` why it failed.
 */
export const exportProgressSchema = z.object({
  id: z.uuid(),
  status: z.enum(exportStatuses),
  rows_done: z.number().int(),
  rows_total: z.number().int(),
  error: z.string(),
  file_name: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});

export const reportExportSchema = exportProgressSchema.extend({
  report_type: z.number().int(),
  format: z.enum(exportFormats),
  language: z.enum(['en', 'ar']),
});
export type ReportExport = z.infer<typeof reportExportSchema>;

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
  exportStart: endpoint({
    method: 'POST',
    path: 'report/export',
    access: 'reports.view',
    tags,
    summary: `Start exporting a report as CSV, XLSX or PDF (at most ${PDF_MAX_ROWS.toLocaleString('en')} rows in a PDF); it runs in the background`,
    body: reportExportRequestSchema,
    reply: reportExportSchema,
    status: 202,
  }),
  exportStatus: endpoint({
    method: 'GET',
    path: 'report/export/:id',
    access: 'reports.view',
    tags,
    summary: "An export's progress (the caller's own exports only)",
    params: idParamsSchema,
    reply: reportExportSchema,
  }),
  exportFile: endpoint({
    method: 'GET',
    path: 'report/export/:id/file',
    access: 'reports.view',
    tags,
    summary: 'The finished export, as an attachment',
    params: idParamsSchema,
    reply: undefined,
  }),
};
