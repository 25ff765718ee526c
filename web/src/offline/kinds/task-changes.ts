import type { QueryClient } from '@tanstack/react-query';
import { FILE_MAX_BYTES } from '@contract/files';
import { TASK_STATUS, tasksApi, type Task, type TaskInput, type TaskStatus } from '@contract/tasks';
import { completionEndpoints, putTask, taskDetailsKey, type CompletionKind } from '../../features/tasks/api/tasks';
import { apiCall } from '../../lib/api-call';
import { uploadTo } from '../../lib/upload';
import { keyed, progress, showInCache, type Change, type ChangeKind } from './change';

export interface TaskStatusChange extends Change {
  taskId: string;
  status: TaskStatus;
}
/** A document completion (missing paper, invoice, statement) with its file. */
export interface TaskCompleteChange extends Change {
  taskId: string;
  form: CompletionKind;
  fields: Record<string, string>;
  file: File;
}
export interface TaskCreateChange extends Change {
  body: TaskInput;
}

const taskKeys = (id: string) => ({ details: taskDetailsKey(id), lists: ['tasks', 'list'] });
// Done is final: until the server answers, a task shown done offers nothing more.
const showStatus = (qc: QueryClient, id: string, status: TaskStatus) =>
  showInCache<Task>(qc, taskKeys(id), id, (t) => ({ ...t, status, actions: status === TASK_STATUS.done ? [] : t.actions }));
const putReply = (qc: QueryClient, _c: unknown, reply: unknown) => putTask(qc, reply as Task);

const status: ChangeKind<TaskStatusChange> = {
  send: (c) => apiCall(tasksApi.status, { params: { id: c.taskId }, body: { status: c.status } }, keyed(c.key)),
  showQueued: (qc, c) => showStatus(qc, c.taskId, c.status),
  showSent: putReply,
};

const complete: ChangeKind<TaskCompleteChange> = {
  send: (c) =>
    uploadTo(completionEndpoints[c.form], c.file, {
      fields: c.fields,
      maxBytes: FILE_MAX_BYTES,
      onProgress: progress(c.key),
      ...keyed(c.key),
    }),
  showQueued: (qc, c) => showStatus(qc, c.taskId, TASK_STATUS.done),
  showSent: (qc, c, reply) => {
    putReply(qc, c, reply);
    // A missing paper joins its client's files.
    void qc.invalidateQueries({ queryKey: ['clients'] });
  },
};

// A new task has no id until the server makes it: until then it shows in the outbox only.
const create: ChangeKind<TaskCreateChange> = {
  send: (c) => apiCall(tasksApi.create, { body: c.body }, keyed(c.key)),
  showQueued: () => undefined,
  showSent: (qc, _c, reply) => {
    qc.setQueryData(taskDetailsKey((reply as Task).id), reply);
    void qc.invalidateQueries({ queryKey: ['tasks', 'list'] });
  },
};

export const taskKinds = { task_status: status, task_complete: complete, task_create: create };
