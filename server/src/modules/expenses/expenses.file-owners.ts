import { expensesApi } from '@contract/expenses';
import type { FileOwnerRule } from '../files/file-owner-rule';
import { findExpense, RECEIPT_OWNER } from './expenses.repository';

/** A receipt is seen by whoever sees its expense: the rep who spent it, their managers. */
export const fileOwners: Record<string, FileOwnerRule> = {
  [RECEIPT_OWNER]: { access: expensesApi.details.access, visible: async (tx, me, id) => Boolean(await findExpense(tx, me, id)) },
};
