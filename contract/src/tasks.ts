import { z } from 'zod';
import { isoDaySchema, money, numberIn } from './values';
import { endpoint, idParamsSchema } from './endpoint';
import { fileSchema } from './files';
import { listQuery } from './list-query';
import { pageOf } from './pagination';
import { text } from './text';
import { priorities } from './visit-forms';

/** Spec §3: task types, as their numbers. */
export const taskTypes = [0, 1, 2, 3, 4] as const;
export type TaskType = (typeof taskTypes)[number];
export const TASK_TYPE = { visit: 0, general: 1, missingPaper: 2, invoice: 3, statement: 4 } as const satisfies Record<string, TaskType>;

/** DESIGN §4: Open → In progress → Done (Done is final). */
export const taskStatuses = [0, 1, 2] as const;
export type TaskStatus = (typeof taskStatuses)[number];
export const TASK_STATUS = { open: 0, inProgress: 1, done: 2 } as const satisfies Record<string, TaskStatus>;

/** Spec §3: the papers a missing-paper task asks for. */
export const missingDocuments = [0, 1, 2, 3] as const;
export type MissingDocument = (typeof missingDocuments)[number];
/** The document's English name, as `task_title.name` carries it (the UI translates by id). */
export const missingDocumentNames = { 0: 'CR', 1: 'VAT', 2: 'National Address', 3: 'Agreement' } as const satisfies Record<
  MissingDocument,
  string
>;

/** Types completed by their own call with a document, not by the status call. */
export const documentTaskTypes: readonly TaskType[] = [TASK_TYPE.missingPaper, TASK_TYPE.invoice, TASK_TYPE.statement];

/** The "task create" modal (`POST taskos/list`). */
export const taskInputSchema = z
  .object({
    title: text({ min: 2, max: 160 }),
    task_type: numberIn(taskTypes, 'Choose the task type'),
    /** Managers and admins assign anyone; a sales user's tasks are their own (null = me). */
    assigned_to: z.uuid().nullable().default(null),
    client_id: z.uuid().nullable().default(null),
    /** Visit tasks: the visit the task is about. */
    visit_id: z.uuid().nullable().default(null),
    /** Missing-paper tasks: the document that is missing. */
    missing_document: numberIn(missingDocuments).nullable().default(null),
    priority: numberIn(priorities).default(1),
    due_date: isoDaySchema,
    description: text({ max: 4000, multiline: true }).default(''),
  })
  .superRefine((t, ctx) => {
    const need = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (t.task_type === TASK_TYPE.visit && !t.visit_id) need('visit_id', 'Choose the visit this task is about');
    if (t.task_type === TASK_TYPE.missingPaper && t.missing_document === null) need('missing_document', 'Choose the missing document');
    if (documentTaskTypes.includes(t.task_type) && !t.client_id) need('client_id', 'Choose the client');
  });
export type TaskInput = z.input<typeof taskInputSchema>;

const personSchema = z.object({ id: z.uuid(), full_name: z.string() });

/** What completing a document task recorded. */
export const taskCompletionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('missing_paper'), file: fileSchema }),
  z.object({ kind: z.literal('invoice'), invoice_number: z.string(), amount: z.number(), invoice_date: z.string(), file: fileSchema }),
  z.object({ kind: z.literal('statement'), period_from: z.string(), period_to: z.string(), balance: z.number(), file: fileSchema }),
]);
export type TaskCompletion = z.infer<typeof taskCompletionSchema>;

/**
 * What the caller may do with a task now (its details' controls), computed by the server from
 * the rule it checks the calls with: `change_status` (the status call), `complete` (a document
 * task's completion call).
 */
export const taskActions = ['change_status', 'complete'] as const;
export type TaskAction = (typeof taskActions)[number];

export const taskSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** Missing-paper tasks: `{id: <missing document>, name}` (spec §3); null otherwise. */
  task_title: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  task_type: z.number().int(),
  status: z.number().int(),
  priority: z.number().int(),
  assigned_to: personSchema,
  created_by: personSchema,
  client: z.object({ id: z.uuid(), company_name: z.string() }).nullable(),
  visit: z.object({ id: z.uuid(), planned_at: z.string(), visit_type: z.number().int() }).nullable(),
  due_date: z.string(),
  /** Not done and due before today (the company's day). */
  overdue: z.boolean(),
  description: z.string(),
  completion: taskCompletionSchema.nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
  actions: z.array(z.enum(taskActions)),
});
export type Task = z.infer<typeof taskSchema>;

export const taskDueFilters = ['overdue', 'today', 'week'] as const;

export const taskListQuerySchema = listQuery(['due_date', 'created_at', 'priority', 'title'], {
  status: numberIn(taskStatuses).optional(),
  task_type: numberIn(taskTypes).optional(),
  assigned_to: z.uuid().optional(),
  client_id: z.uuid().optional(),
  /** Overdue (not done, due before today), due today, or due within the next seven days. */
  due: z.enum(taskDueFilters).optional(),
});
export type TaskListQuery = z.infer<typeof taskListQuerySchema>;

export const taskStatusBodySchema = z.object({ status: numberIn(taskStatuses, 'Choose a status') });

/** `POST missing/task` (multipart: `task` and the document as `file`). */
export const completeMissingFieldsSchema = z.object({ task: z.uuid('Choose a task') });
/** `POST invoice/task` (multipart: these fields and the invoice as `file`). */
export const completeInvoiceFieldsSchema = z.object({
  task: z.uuid('Choose a task'),
  invoice_number: text({ min: 1, max: 60 }),
  amount: money.refine((n) => n > 0, 'Enter the invoice amount'),
  invoice_date: isoDaySchema,
});
/** `POST statement/task` (multipart: these fields and the statement as `file`). */
export const completeStatementFieldsSchema = z
  .object({
    task: z.uuid('Choose a task'),
    period_from: isoDaySchema,
    period_to: isoDaySchema,
    balance: money,
  })
  .refine((s) => s.period_to >= s.period_from, { path: ['period_to'], message: 'The period must end after it starts' });

/** The multipart completions, their fields and the document each needs. */
export const taskCompletions = {
  missing_paper: completeMissingFieldsSchema,
  invoice: completeInvoiceFieldsSchema,
  statement: completeStatementFieldsSchema,
} as const;

const tags = ['tasks'];

export const tasksApi = {
  list: endpoint({
    method: 'GET',
    path: 'taskos/list',
    access: 'tasks.work',
    tags,
    summary: 'Tasks, paged, filtered and sorted (sales users: their own)',
    query: taskListQuerySchema,
    reply: pageOf(taskSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: 'taskos/list',
    access: 'tasks.work',
    tags,
    summary: 'Create a task (sales users: for themselves)',
    body: taskInputSchema,
    reply: taskSchema,
    status: 201,
  }),
  details: endpoint({
    method: 'GET',
    path: 'task/:id',
    access: 'tasks.work',
    tags,
    summary: 'One task',
    params: idParamsSchema,
    reply: taskSchema,
  }),
  status: endpoint({
    method: 'POST',
    path: 'task/status/:id',
    access: 'tasks.work',
    tags,
    summary: "Change a task's status (Open, In progress, Done); the reply replaces it in the list",
    params: idParamsSchema,
    body: taskStatusBodySchema,
    reply: taskSchema,
  }),
  completeMissing: endpoint({
    method: 'POST',
    path: 'missing/task',
    access: 'tasks.work',
    tags,
    summary: "Complete a missing-paper task with the document (multipart: task, file); it joins the client's files",
    reply: taskSchema,
  }),
  completeInvoice: endpoint({
    method: 'POST',
    path: 'invoice/task',
    access: 'tasks.work',
    tags,
    summary: 'Complete an invoice task (multipart: task, invoice_number, amount, invoice_date, file)',
    reply: taskSchema,
  }),
  completeStatement: endpoint({
    method: 'POST',
    path: 'statement/task',
    access: 'tasks.work',
    tags,
    summary: 'Complete a statement task (multipart: task, period_from, period_to, balance, file)',
    reply: taskSchema,
  }),
};
