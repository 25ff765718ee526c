import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { can } from '@contract/permissions';
import type { Expense, ExpenseAction, ExpenseListQuery, expenseInputSchema } from '@contract/expenses';
import type { Tx } from '../../db/tenant-tx';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error';
import { toFileDto } from '../files/files.service';
import type { UserRow } from '../users/users.repository';
import * as repo from './expenses.repository';

type ExpenseFields = z.infer<typeof expenseInputSchema>;

/**
 * Who decides an expense: an admin or a manager, never on their own claim, and only while it
 * is pending. The one rule of the approve and reject calls and of the expense's `actions`.
 */
function decides(me: UserRow, row: repo.ExpenseRow): boolean {
  return row.status === 'pending' && row.userId !== me.id && can(me.role, 'expenses.manage');
}

const actionsOf = (me: UserRow, row: repo.ExpenseRow): ExpenseAction[] => (decides(me, row) ? ['approve', 'reject'] : []);

export function toExpenseDto(v: repo.ExpenseView, me: UserRow): Expense {
  const { row } = v;
  return {
    id: row.id,
    category: row.category as Expense['category'],
    amount: row.amount,
    spent_on: row.spentOn,
    status: row.status as Expense['status'],
    note: row.note,
    user: { id: row.userId, full_name: v.spenderName },
    visit: row.visitId ? { id: row.visitId, client_name: v.clientName ?? '' } : null,
    receipt: toFileDto(v.receipt),
    decided_by: row.decidedBy && v.deciderName !== null ? { id: row.decidedBy, full_name: v.deciderName } : null,
    decided_at: row.decidedAt ? row.decidedAt.toISOString() : null,
    reject_reason: row.rejectReason,
    created_at: row.createdAt.toISOString(),
    actions: actionsOf(me, row),
  };
}

export async function list(tx: Tx, me: UserRow, query: ExpenseListQuery) {
  const { rows, count } = await repo.listExpenses(tx, me, query);
  return { count, results: rows.map((r) => toExpenseDto(r, me)) };
}

async function mustFind(tx: Tx, me: UserRow, id: string): Promise<repo.ExpenseView> {
  const found = await repo.findExpense(tx, me, id);
  if (!found) throw notFound('Expense');
  return found;
}

export async function details(tx: Tx, me: UserRow, id: string): Promise<Expense> {
  return toExpenseDto(await mustFind(tx, me, id), me);
}

/** The caller's own expense: its visit must be theirs and started, its receipt their own fresh upload. */
export async function create(tx: Tx, me: UserRow, input: ExpenseFields): Promise<Expense> {
  if (input.spent_on > (await repo.companyToday(tx))) throw fieldError('spent_on', 'The day cannot be in the future');
  if (input.visit_id && !(await repo.ownStartedVisit(tx, me, input.visit_id)))
    throw fieldError('visit_id', 'Choose one of your visits that has started');
  const id = randomUUID();
  if (!(await repo.claimReceipt(tx, me, input.receipt_file_id, id)))
    throw fieldError('receipt_file_id', 'Attach a photo or PDF of the receipt you uploaded');
  await repo.insertExpense(tx, {
    id,
    tenantId: me.tenantId,
    userId: me.id,
    category: input.category,
    amount: input.amount,
    spentOn: input.spent_on,
    visitId: input.visit_id,
    note: input.note,
    receiptFileId: input.receipt_file_id,
  });
  return details(tx, me, id);
}

/** Approves or rejects a pending expense; a decided one is a 409, one's own a 403, an unseen one a 404. */
export async function decide(
  tx: Tx,
  me: UserRow,
  id: string,
  decision: { status: 'approved' } | { status: 'rejected'; rejectReason: string },
): Promise<Expense> {
  if (!(await repo.decideExpense(tx, me, id, decision))) {
    const current = await mustFind(tx, me, id);
    if (current.row.userId === me.id) throw forbidden();
    throw new AppError('invalid_transition', 'This expense has already been decided');
  }
  return details(tx, me, id);
}
