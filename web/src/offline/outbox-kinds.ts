import type { QueryClient } from '@tanstack/react-query';
import type { BodyIn } from '@contract/endpoint';
import { FILE_MAX_BYTES } from '@contract/files';
import { TASK_STATUS, tasksApi, type Task, type TaskStatus } from '@contract/tasks';
import { visitTalkApi } from '@contract/visit-talk';
import {
  multipartCompletions,
  VISIT_FILE_MAX_BYTES,
  VISIT_STATUS,
  visitsApi,
  type CheckInInput,
  type VisitDetails,
  type VisitSummary,
} from '@contract/visits';
import { putTask, taskDetailsKey } from '../features/tasks/api/tasks';
import { visitDetailsKey } from '../features/visits/api/visits';
import { apiCall } from '../lib/api-call';
import { samplesKey } from '../lib/catalog';
import { uploadTo } from '../lib/upload';

/**
 * The changes a rep can make with no signal (issue 14), each as plain data: the outbox keeps
 * them in IndexedDB (photos as Blobs), so nothing here may hold a function. `key` is the
 * change's Idempotency-Key, fixed when it is made, so a resend after a lost answer or a reload
 * is answered with the first result instead of doing the change twice.
 */
interface Change {
  key: string;
  /** What the outbox and conflict views call it: the client's or the task's name. */
  title: string;
  /** When the rep made it, on the device's clock. */
  at: string;
  /** Who made it: set by the outbox, so an answer arriving after a sign-out goes nowhere. */
  userId?: string;
}
export interface CheckInChange extends Change {
  visitId: string;
  body: CheckInInput;
}
export interface CompleteChange extends Change {
  visitId: string;
  form: 'new' | 'followup';
  body: BodyIn<typeof visitsApi.completeNew> | BodyIn<typeof visitsApi.completeFollowUp>;
}
export interface CompleteFileChange extends Change {
  visitId: string;
  form: keyof typeof multipartCompletions;
  fields: Record<string, string>;
  file: File | null;
}
export interface MessageChange extends Change {
  visitId: string;
  message: string;
  file: File | null;
  userName: string;
  /** The sender's own id: their waiting message shows as theirs. */
  senderId: string;
}
export interface TaskStatusChange extends Change {
  taskId: string;
  status: TaskStatus;
}

export interface OutboxChanges {
  check_in: CheckInChange;
  complete: CompleteChange;
  complete_file: CompleteFileChange;
  message: MessageChange;
  task_status: TaskStatusChange;
}
export type OutboxKind = keyof OutboxChanges;
export type AnyChange = OutboxChanges[OutboxKind];

/** Upload progress is shown only by the screen that sent the change, so it lives beside the outbox, never in it. */
export const progressOf = new Map<string, (fraction: number) => void>();
const progress = (key: string) => (fraction: number) => progressOf.get(key)?.(fraction);
const keyed = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export const send: { [K in OutboxKind]: (change: OutboxChanges[K]) => Promise<unknown> } = {
  check_in: (c) => apiCall(visitsApi.advance, { params: { id: c.visitId }, body: c.body }, keyed(c.key)),
  complete: (c) =>
    c.form === 'new'
      ? apiCall(visitsApi.completeNew, { body: c.body as BodyIn<typeof visitsApi.completeNew> }, keyed(c.key))
      : apiCall(visitsApi.completeFollowUp, { body: c.body as BodyIn<typeof visitsApi.completeFollowUp> }, keyed(c.key)),
  complete_file: (c) =>
    uploadTo(multipartCompletions[c.form].endpoint, c.file, {
      fields: c.fields,
      maxBytes: VISIT_FILE_MAX_BYTES,
      onProgress: progress(c.key),
      ...keyed(c.key),
    }),
  message: (c) =>
    uploadTo(visitTalkApi.send, c.file, {
      fields: { visit: c.visitId, message: c.message, user_name: c.userName },
      fileField: 'attachment',
      maxBytes: FILE_MAX_BYTES,
      onProgress: progress(c.key),
      ...keyed(c.key),
    }),
  task_status: (c) => apiCall(tasksApi.status, { params: { id: c.taskId }, body: { status: c.status } }, keyed(c.key)),
};

type ListPage<T> = { count: number; results: T[] };

/** A visit's status as the rep will see it once the change arrives, in its details and every cached list. */
function showVisit(qc: QueryClient, id: string, patch: (v: VisitDetails) => VisitDetails) {
  const before = qc.getQueryData<VisitDetails>(visitDetailsKey(id));
  if (before) qc.setQueryData(visitDetailsKey(id), patch(before));
  const status = before && patch(before).status;
  if (status === undefined) return;
  qc.setQueriesData<ListPage<VisitSummary>>(
    { queryKey: ['visits', 'list'] },
    (page) => page && { ...page, results: page.results.map((v) => (v.id === id ? { ...v, status } : v)) },
  );
}

const withoutAction = (v: VisitDetails, action: VisitDetails['actions'][number]) => v.actions.filter((a) => a !== action);

/**
 * What a queued change shows at once, on this phone, before the server has it: the rep checks
 * in and can complete the visit straight away; a completed visit shows finished. The server's
 * answer replaces all of it when the change is sent.
 */
export const showQueued: { [K in OutboxKind]: (qc: QueryClient, change: OutboxChanges[K], now: string) => void } = {
  check_in: (qc, c) =>
    showVisit(qc, c.visitId, (v) => ({
      ...v,
      status: VISIT_STATUS.started,
      actions: [...withoutAction(v, 'check_in').filter((a) => a !== 'delete'), 'complete'],
    })),
  complete: (qc, c) => showVisit(qc, c.visitId, (v) => ({ ...v, status: VISIT_STATUS.finished, actions: withoutAction(v, 'complete') })),
  complete_file: (qc, c) =>
    showVisit(qc, c.visitId, (v) => ({ ...v, status: VISIT_STATUS.finished, actions: withoutAction(v, 'complete') })),
  message: (qc, c, now) => {
    const v = qc.getQueryData<VisitDetails>(visitDetailsKey(c.visitId));
    if (!v || v.messages.some((m) => m.id === c.key)) return;
    const mine = {
      id: c.key,
      message: c.message,
      sender: c.senderId,
      sender_name: c.userName,
      is_read: true,
      attachment: null,
      created_at: now,
    };
    qc.setQueryData(visitDetailsKey(c.visitId), { ...v, messages: [...v.messages, mine] });
  },
  task_status: (qc, c) => {
    // Done is final: until the server answers, a task shown done offers nothing more.
    const changed = (t: Task): Task => ({ ...t, status: c.status, actions: c.status === TASK_STATUS.done ? [] : t.actions });
    const task = qc.getQueryData<Task>(taskDetailsKey(c.taskId));
    if (task) qc.setQueryData(taskDetailsKey(c.taskId), changed(task));
    qc.setQueriesData<ListPage<Task>>(
      { queryKey: ['tasks', 'list'] },
      (page) => page && { ...page, results: page.results.map((t) => (t.id === c.taskId ? changed(t) : t)) },
    );
  },
};

/** The server's answer to a sent change, put where the screens read it (also after a reload). */
export const showSent: { [K in OutboxKind]: (qc: QueryClient, change: OutboxChanges[K], reply: unknown) => void } = {
  check_in: (qc, _c, reply) => putVisit(qc, reply as VisitDetails),
  complete: (qc, _c, reply) => putVisit(qc, reply as VisitDetails),
  complete_file: (qc, _c, reply) => putVisit(qc, reply as VisitDetails),
  message: (qc, c) => void qc.invalidateQueries({ queryKey: visitDetailsKey(c.visitId) }),
  task_status: (qc, _c, reply) => putTask(qc, reply as Task),
};

function putVisit(qc: QueryClient, visit: VisitDetails) {
  qc.setQueryData(visitDetailsKey(visit.id), visit);
  void qc.invalidateQueries({ queryKey: ['visits'], predicate: (q) => q.queryKey[1] !== 'details' || q.queryKey[2] !== visit.id });
  void qc.invalidateQueries({ queryKey: samplesKey });
}
