import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { can, rowScope } from '@contract/permissions';
import {
  documentTaskTypes,
  missingDocumentNames,
  TASK_STATUS,
  TASK_TYPE,
  tasksApi,
  type MissingDocument,
  type Task,
  type TaskAction,
  type TaskListQuery,
  type TaskStatus,
  type TaskType,
  type taskInputSchema,
} from '@contract/tasks';
import { tasks } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';
import { recordActivity } from '../../lib/activity';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error';
import { mustBeAssignable } from '../../lib/assignees';
import { ownedBy } from '../../lib/ownership';
import { notify } from '../notifications/notifications.service';
import type { UserRow } from '../users/users.repository';
import * as repo from './tasks.repository';

type TaskFields = z.infer<typeof taskInputSchema>;

/**
 * Who works a task they can see: its assignee, or anyone who sees the whole company. The one
 * rule of the status and completion calls and of the task's `actions`.
 */
function works(me: UserRow, row: repo.TaskRow): boolean {
  return row.assignedTo === me.id || rowScope[me.role] === 'all';
}

/** What `me` may do with a task now: nothing once it is done; only a document task has a completion call. */
function actionsOf(me: UserRow, row: repo.TaskRow): TaskAction[] {
  if (row.status === TASK_STATUS.done || !works(me, row)) return [];
  return documentTaskTypes.includes(row.taskType as TaskType) ? ['change_status', 'complete'] : ['change_status'];
}

export function toTaskDto(v: repo.TaskView, me: UserRow): Task {
  const { row } = v;
  const missing = row.missingDocument as MissingDocument | null;
  return {
    id: row.id,
    title: row.title,
    task_title: row.taskType === TASK_TYPE.missingPaper && missing !== null ? { id: missing, name: missingDocumentNames[missing] } : null,
    task_type: row.taskType,
    status: row.status,
    priority: row.priority,
    assigned_to: { id: row.assignedTo, full_name: v.assigneeName },
    created_by: { id: row.createdBy, full_name: v.creatorName },
    client: row.clientId && v.clientName !== null ? { id: row.clientId, company_name: v.clientName } : null,
    visit:
      row.visitId && v.visitPlannedAt && v.visitType !== null
        ? { id: row.visitId, planned_at: v.visitPlannedAt.toISOString(), visit_type: v.visitType }
        : null,
    due_date: row.dueDate,
    overdue: v.overdue,
    description: row.description,
    completion: row.completion ?? null,
    completed_at: row.completedAt ? row.completedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    actions: actionsOf(me, row),
  };
}

export async function list(tx: Tx, me: UserRow, query: TaskListQuery) {
  const { rows, count } = await repo.listTasks(tx, me, query);
  return { count, results: rows.map((r) => toTaskDto(r, me)) };
}

export async function mustFind(tx: Tx, me: UserRow, id: string): Promise<repo.TaskView> {
  const view = await repo.findTask(tx, me, id);
  if (!view) throw notFound('Task');
  return view;
}

export async function details(tx: Tx, me: UserRow, id: string): Promise<Task> {
  return toTaskDto(await mustFind(tx, me, id), me);
}

/** Managers and admins give a task to anyone work can be given to (checked by create); a sales user's are their own. */
function assigneeFor(me: UserRow, requested: string | null): string {
  if (can(me.role, 'tasks.manage')) return requested ?? me.id;
  if (requested && requested !== me.id) throw forbidden();
  return me.id;
}

/**
 * `POST taskos/list`. The client and the visit must be ones the creator may work (another
 * company's, or for a sales user another rep's, is a field error, as if it did not exist); a
 * visit task without a client takes its visit's.
 */
export async function create(tx: Tx, me: UserRow, input: TaskFields): Promise<Task> {
  const assignedTo = assigneeFor(me, input.assigned_to);
  await mustBeAssignable(tx, assignedTo);
  const visit = input.task_type === TASK_TYPE.visit && input.visit_id ? await repo.visitFor(tx, me, input.visit_id) : undefined;
  if (input.task_type === TASK_TYPE.visit && !visit) throw fieldError('visit_id', 'Choose a visit of your company');
  const clientId = input.client_id ?? visit?.clientId ?? null;
  if (input.client_id && !(await repo.clientFor(tx, me, input.client_id))) throw fieldError('client_id', 'Choose a client of your company');
  const row = await repo.insertTask(tx, {
    tenantId: me.tenantId,
    title: input.title,
    taskType: input.task_type,
    priority: input.priority,
    assignedTo,
    createdBy: me.id,
    clientId,
    visitId: visit?.id ?? null,
    missingDocument: input.task_type === TASK_TYPE.missingPaper ? input.missing_document : null,
    dueDate: input.due_date,
    description: input.description,
  });
  await recordActivity(tx, me, 'task', row.id, 'created', { task_type: input.task_type, assigned_to: assignedTo });
  await notify(tx, me, { to: assignedTo, kind: 'task_assigned', subjectId: row.id, title: row.title });
  return details(tx, me, row.id);
}

const completionPath: Partial<Record<TaskType, string>> = {
  [TASK_TYPE.missingPaper]: tasksApi.completeMissing.path,
  [TASK_TYPE.invoice]: tasksApi.completeInvoice.path,
  [TASK_TYPE.statement]: tasksApi.completeStatement.path,
};

export const taskIsDone = () => new AppError('invalid_transition', 'This task is already done');

/**
 * `POST task/status/{id}`: Open ⇄ In progress, and Done for the types without a document.
 * Done is final. One conditional UPDATE, so a double submit changes it once.
 */
export async function setStatus(tx: Tx, me: UserRow, id: string, status: TaskStatus): Promise<Task> {
  const current = await mustFind(tx, me, id);
  if (!works(me, current.row)) throw forbidden();
  const type = current.row.taskType as TaskType;
  if (current.row.status === TASK_STATUS.done) throw taskIsDone();
  if (status === TASK_STATUS.done && documentTaskTypes.includes(type))
    throw new AppError('invalid_transition', `This task is completed with its document through ${completionPath[type]}`);
  if (status === current.row.status) return toTaskDto(current, me);
  const changed = await repo.updateTaskWhere(tx, and(eq(tasks.id, id), ne(tasks.status, TASK_STATUS.done), ownedBy(tasks.assignedTo, me)), {
    status,
    completedAt: status === TASK_STATUS.done ? new Date() : null,
  });
  if (!changed) throw taskIsDone();
  await recordActivity(tx, me, 'task', id, 'status', { from: current.row.status, to: status });
  return details(tx, me, id);
}

/**
 * The document tasks' completion: the task must be of `type` and not done; it becomes Done
 * with what the call recorded, in one conditional UPDATE (a second submit is a 409).
 */
export async function complete(
  tx: Tx,
  me: UserRow,
  id: string,
  type: TaskType,
  record: (task: repo.TaskView) => Promise<NonNullable<repo.TaskRow['completion']>>,
): Promise<Task> {
  const current = await mustFind(tx, me, id);
  if (!works(me, current.row)) throw forbidden();
  const actual = current.row.taskType as TaskType;
  if (actual !== type) {
    const how = completionPath[actual] ?? tasksApi.status.path.replace(':id', id);
    throw new AppError('invalid_transition', `This task is completed through ${how}`);
  }
  if (current.row.status === TASK_STATUS.done) throw taskIsDone();
  const completion = await record(current);
  const done = await repo.updateTaskWhere(tx, and(eq(tasks.id, id), ne(tasks.status, TASK_STATUS.done), ownedBy(tasks.assignedTo, me)), {
    status: TASK_STATUS.done,
    completion,
    completedAt: new Date(),
  });
  if (!done) throw taskIsDone();
  await recordActivity(tx, me, 'task', id, 'completed', { kind: completion.kind });
  return details(tx, me, id);
}
