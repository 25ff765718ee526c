import { z } from 'zod';
import { endpoint, idParamsSchema } from './endpoint';
import { fileSchema } from './files';
import { listQuery } from './list-query';
import { pageOf } from './pagination';
import { text } from './text';
import { isoDaySchema, money } from './values';

/** What a rep spends in the field and claims back. */
export const expenseCategories = ['fuel', 'parking', 'meals'] as const;
export type ExpenseCategory = (typeof expenseCategories)[number];

/** Pending until a manager approves or rejects it; either decision is final. */
export const expenseStatuses = ['pending', 'approved', 'rejected'] as const;
export type ExpenseStatus = (typeof expenseStatuses)[number];

/** The largest single claim (SAR): a bigger sum is a purchase, not a field expense. */
export const EXPENSE_MAX_AMOUNT = 10_000;

/** What a receipt may be: a photo (a PDF when the shop mailed it). */
export const expenseReceiptTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'] as const;

/**
 * `POST expenses/`: the caller's own expense, against one of their visits or a day. The
 * receipt is uploaded first (`uploads/`) and named here; the expense takes it over.
 */
export const expenseInputSchema = z.object({
  category: z.enum(expenseCategories, { message: 'Choose fuel, parking or meals' }),
  amount: money.refine((n) => n > 0, 'Enter the amount spent').refine((n) => n <= EXPENSE_MAX_AMOUNT, `At most ${EXPENSE_MAX_AMOUNT}`),
  spent_on: isoDaySchema,
  /** One of the caller's visits; none: an expense of the day. */
  visit_id: z.uuid('Choose one of your visits').nullable().default(null),
  note: text({ max: 500, multiline: true }).default(''),
  receipt_file_id: z.uuid('Attach the receipt'),
});
export type ExpenseInput = z.input<typeof expenseInputSchema>;

/** `POST expenses/{id}/reject`: the rep reads why. */
export const expenseRejectSchema = z.object({ reason: text({ min: 1, max: 500, multiline: true }) });

/** What the caller may do with an expense now, computed by the server from the rule it checks. */
export const expenseActions = ['approve', 'reject'] as const;
export type ExpenseAction = (typeof expenseActions)[number];

const personSchema = z.object({ id: z.uuid(), full_name: z.string() });

export const expenseSchema = z.object({
  id: z.uuid(),
  category: z.enum(expenseCategories),
  amount: z.number(),
  spent_on: z.string(),
  status: z.enum(expenseStatuses),
  note: z.string(),
  /** Who spent it (the rep who recorded it). */
  user: personSchema,
  /** The visit it was spent on, with its client; null for a day's expense. */
  visit: z.object({ id: z.uuid(), client_name: z.string() }).nullable(),
  receipt: fileSchema,
  decided_by: personSchema.nullable(),
  decided_at: z.string().nullable(),
  reject_reason: z.string(),
  created_at: z.string(),
  actions: z.array(z.enum(expenseActions)),
});
export type Expense = z.infer<typeof expenseSchema>;

export const expenseListQuerySchema = listQuery(['spent_on', 'amount', 'created_at'], {
  status: z.enum(expenseStatuses, { message: 'Choose a status' }).optional(),
  category: z.enum(expenseCategories, { message: 'Choose a category' }).optional(),
  user_id: z.uuid().optional(),
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
});
export type ExpenseListQuery = z.infer<typeof expenseListQuerySchema>;

const tags = ['expenses'];

export const expensesApi = {
  list: endpoint({
    method: 'GET',
    path: 'expenses/',
    access: 'expenses.work',
    tags,
    summary: 'Field expenses, paged and filtered (sales users: their own)',
    query: expenseListQuerySchema,
    reply: pageOf(expenseSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: 'expenses/',
    access: 'expenses.work',
    tags,
    summary: "Record one's own expense with its uploaded receipt, against one of one's visits or a day",
    body: expenseInputSchema,
    reply: expenseSchema,
    status: 201,
  }),
  details: endpoint({
    method: 'GET',
    path: 'expenses/:id',
    access: 'expenses.work',
    tags,
    summary: 'One expense with its receipt',
    params: idParamsSchema,
    reply: expenseSchema,
  }),
  approve: endpoint({
    method: 'POST',
    path: 'expenses/:id/approve',
    access: 'expenses.manage',
    tags,
    summary: 'Approve a pending expense (decided already: 409)',
    params: idParamsSchema,
    reply: expenseSchema,
  }),
  reject: endpoint({
    method: 'POST',
    path: 'expenses/:id/reject',
    access: 'expenses.manage',
    tags,
    summary: 'Reject a pending expense with the reason (decided already: 409)',
    params: idParamsSchema,
    body: expenseRejectSchema,
    reply: expenseSchema,
  }),
};
