import { aliasedTable, and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { TASK_STATUS, type TaskListQuery } from '@contract/tasks';
import { clients, tasks, users, visits } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';
import { orderByOf, searchWhere } from '../../lib/list';
import { ownedBy } from '../../lib/ownership';
import { offsetOf } from '../../lib/pagination';
import type { UserRow } from '../users/users.repository';

// Row-level security limits every query to the caller's company; `ownedBy` adds the
// own-rows rule (a sales user's tasks are the ones assigned to them).

export type TaskRow = typeof tasks.$inferSelect;
export type NewTaskRow = typeof tasks.$inferInsert;

const assignees = aliasedTable(users, 'assignee');
const creators = aliasedTable(users, 'creator');

/** Today in the company's time zone, evaluated once per statement (an index key, not a per-row call). */
const companyToday = sql`(select (now() at time zone time_zone)::date from tenants)`;

/** A task with the names it shows, and whether it is overdue, in one statement. */
const viewColumns = {
  row: tasks,
  assigneeName: assignees.fullName,
  creatorName: creators.fullName,
  clientName: clients.companyName,
  visitPlannedAt: visits.plannedAt,
  visitType: visits.visitType,
  overdue: sql<boolean>`(${tasks.status} <> ${TASK_STATUS.done} and ${tasks.dueDate} < ${companyToday})`,
};
export interface TaskView {
  row: TaskRow;
  assigneeName: string;
  creatorName: string;
  clientName: string | null;
  visitPlannedAt: Date | null;
  visitType: number | null;
  overdue: boolean;
}

const selectView = (tx: Tx) =>
  tx
    .select(viewColumns)
    .from(tasks)
    .innerJoin(assignees, eq(assignees.id, tasks.assignedTo))
    .innerJoin(creators, eq(creators.id, tasks.createdBy))
    .leftJoin(clients, eq(clients.id, tasks.clientId))
    .leftJoin(visits, eq(visits.id, tasks.visitId));

const sortColumns = {
  due_date: tasks.dueDate,
  created_at: tasks.createdAt,
  priority: tasks.priority,
  title: tasks.title,
};

type ListFilters = Omit<TaskListQuery, 'page' | 'page_size'>;

const dueWhere: Record<NonNullable<TaskListQuery['due']>, SQL> = {
  overdue: sql`${tasks.status} <> ${TASK_STATUS.done} and ${tasks.dueDate} < ${companyToday}`,
  today: sql`${tasks.dueDate} = ${companyToday}`,
  week: sql`${tasks.dueDate} >= ${companyToday} and ${tasks.dueDate} < ${companyToday} + 7`,
};

function listWhere(me: UserRow, q: ListFilters): SQL | undefined {
  return and(
    ownedBy(tasks.assignedTo, me),
    q.status !== undefined ? eq(tasks.status, q.status) : undefined,
    q.task_type !== undefined ? eq(tasks.taskType, q.task_type) : undefined,
    q.assigned_to ? eq(tasks.assignedTo, q.assigned_to) : undefined,
    q.client_id ? eq(tasks.clientId, q.client_id) : undefined,
    q.due ? dueWhere[q.due] : undefined,
    searchWhere(q.search, sql`search_normalize(${tasks.title})`),
  );
}

/** Open work first by default: the soonest due, then the newest. */
const listOrder = (q: ListFilters) =>
  orderByOf(q.ordering, sortColumns, [asc(sql`${tasks.status} = ${TASK_STATUS.done}`), asc(tasks.dueDate)], tasks.id);

export async function listTasks(tx: Tx, me: UserRow, q: TaskListQuery): Promise<{ rows: TaskView[]; count: number }> {
  const where = listWhere(me, q);
  const rows = await selectView(tx)
    .where(where)
    .orderBy(...listOrder(q))
    .limit(q.page_size)
    .offset(offsetOf(q));
  const [total] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(tasks)
    .where(where);
  return { rows, count: total?.n ?? 0 };
}

/** One task the caller may see (another rep's, for a sales user, is not found). */
export async function findTask(tx: Tx, me: UserRow, id: string): Promise<TaskView | undefined> {
  const [row] = await selectView(tx)
    .where(and(eq(tasks.id, id), ownedBy(tasks.assignedTo, me)))
    .limit(1);
  return row;
}

export async function insertTask(tx: Tx, row: NewTaskRow): Promise<TaskRow> {
  const [inserted] = await tx.insert(tasks).values(row).returning();
  return inserted!;
}

/**
 * Changes a task only while `where` still holds (not done, the caller's own…): one
 * conditional UPDATE, so two submits at once change it once. Answers the row, or nothing.
 */
export async function updateTaskWhere(tx: Tx, where: SQL | undefined, patch: Partial<NewTaskRow>): Promise<TaskRow | undefined> {
  const [row] = await tx
    .update(tasks)
    .set({ ...patch, updatedAt: new Date() })
    .where(where)
    .returning();
  return row;
}

/** The visit a visit task is about: the company's, and for a sales user their own. */
export async function visitFor(tx: Tx, me: UserRow, id: string): Promise<{ id: string; clientId: string } | undefined> {
  const [row] = await tx
    .select({ id: visits.id, clientId: visits.clientId })
    .from(visits)
    .where(and(eq(visits.id, id), ownedBy(visits.assignedTo, me)))
    .limit(1);
  return row;
}

/** A client the caller may work (not deleted; a sales user's own). */
export async function clientFor(tx: Tx, me: UserRow, id: string): Promise<{ id: string } | undefined> {
  const [row] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, id), sql`${clients.deletedAt} is null`, ownedBy(clients.assignedTo, me)))
    .limit(1);
  return row;
}
