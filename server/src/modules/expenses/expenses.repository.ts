import { aliasedTable, and, desc, eq, gte, inArray, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { expenseReceiptTypes, type ExpenseListQuery } from '@contract/expenses';
import { VISIT_STATUS } from '@contract/visit-forms';
import { clients, expenses, files, tenants, users, visits } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';
import { orderByOf, searchWhere } from '../../lib/list';
import { ownedBy } from '../../lib/ownership';
import { offsetOf } from '../../lib/pagination';
import type { UserRow } from '../users/users.repository';

// Row-level security limits every query to the caller's company; `ownedBy` adds the own-rows
// rule (a sales rep sees the expenses they recorded).

export type ExpenseRow = typeof expenses.$inferSelect;
export type NewExpenseRow = typeof expenses.$inferInsert;
export type FileRow = typeof files.$inferSelect;

/** The receipt's owner type (`files.owner_type`). */
export const RECEIPT_OWNER = 'expense';

const e = expenses;
const spenders = aliasedTable(users, 'spender');
const deciders = aliasedTable(users, 'decider');

export interface ExpenseView {
  row: ExpenseRow;
  spenderName: string;
  deciderName: string | null;
  clientName: string | null;
  receipt: FileRow;
}

const selectView = (tx: Tx) =>
  tx
    .select({
      row: e,
      spenderName: spenders.fullName,
      deciderName: deciders.fullName,
      clientName: clients.companyName,
      receipt: files,
    })
    .from(e)
    .innerJoin(spenders, eq(spenders.id, e.userId))
    .leftJoin(deciders, eq(deciders.id, e.decidedBy))
    .leftJoin(visits, eq(visits.id, e.visitId))
    .leftJoin(clients, eq(clients.id, visits.clientId))
    .innerJoin(files, eq(files.id, e.receiptFileId));

type ListFilters = Omit<ExpenseListQuery, 'page' | 'page_size'>;

function listWhere(me: UserRow, q: ListFilters): SQL | undefined {
  return and(
    ownedBy(e.userId, me),
    q.status ? eq(e.status, q.status) : undefined,
    q.category ? eq(e.category, q.category) : undefined,
    q.user_id ? eq(e.userId, q.user_id) : undefined,
    q.from ? gte(e.spentOn, q.from) : undefined,
    q.to ? lte(e.spentOn, q.to) : undefined,
    // The rep's name and the note: what a manager remembers an expense by.
    searchWhere(q.search, sql`search_normalize(${spenders.fullName} || ' ' || ${e.note})`),
  );
}

const sortColumns = { spent_on: e.spentOn, amount: e.amount, created_at: e.createdAt };

/** The latest day first. */
const listOrder = (q: ListFilters) => orderByOf(q.ordering, sortColumns, [desc(e.spentOn)], e.id);

export async function listExpenses(tx: Tx, me: UserRow, q: ExpenseListQuery): Promise<{ rows: ExpenseView[]; count: number }> {
  const where = listWhere(me, q);
  const rows = await selectView(tx)
    .where(where)
    .orderBy(...listOrder(q))
    .limit(q.page_size)
    .offset(offsetOf(q));
  const [total] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(e)
    .innerJoin(spenders, eq(spenders.id, e.userId))
    .where(where);
  return { rows, count: total?.n ?? 0 };
}

export async function findExpense(tx: Tx, me: UserRow, id: string): Promise<ExpenseView | undefined> {
  const [found] = await selectView(tx)
    .where(and(eq(e.id, id), ownedBy(e.userId, me)))
    .limit(1);
  return found;
}

/** The company's today, on its own clock: no one spends tomorrow's money. */
export async function companyToday(tx: Tx): Promise<string> {
  const [row] = await tx.select({ today: sql<string>`(now() at time zone ${tenants.timeZone})::date::text` }).from(tenants);
  return row!.today;
}

/** One of `me`'s visits that has started (a pending visit may still be deleted; one with an expense may not). */
export async function ownStartedVisit(tx: Tx, me: UserRow, visitId: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: visits.id })
    .from(visits)
    .where(and(eq(visits.id, visitId), eq(visits.assignedTo, me.id), ne(visits.status, VISIT_STATUS.pending)))
    .limit(1);
  return Boolean(found);
}

/**
 * Takes over `me`'s own upload as the receipt of `expenseId`, if it is still unattached and a
 * photo or PDF: one conditional UPDATE, so two requests naming one upload cannot both have it.
 */
export async function claimReceipt(tx: Tx, me: UserRow, fileId: string, expenseId: string): Promise<boolean> {
  const [claimed] = await tx
    .update(files)
    .set({ ownerType: RECEIPT_OWNER, ownerId: expenseId })
    .where(and(eq(files.id, fileId), eq(files.uploadedBy, me.id), isNull(files.ownerType), inArray(files.type, [...expenseReceiptTypes])))
    .returning({ id: files.id });
  return Boolean(claimed);
}

export async function insertExpense(tx: Tx, row: NewExpenseRow): Promise<void> {
  await tx.insert(e).values(row);
}

/**
 * Decides a pending expense of someone else's: one conditional UPDATE, so of two managers
 * deciding at once exactly one does, and the other learns it was decided.
 */
export async function decideExpense(
  tx: Tx,
  me: UserRow,
  id: string,
  decision: { status: 'approved' } | { status: 'rejected'; rejectReason: string },
): Promise<boolean> {
  const [decided] = await tx
    .update(e)
    .set({ ...decision, decidedBy: me.id, decidedAt: new Date() })
    .where(and(eq(e.id, id), eq(e.status, 'pending'), ne(e.userId, me.id)))
    .returning({ id: e.id });
  return Boolean(decided);
}
