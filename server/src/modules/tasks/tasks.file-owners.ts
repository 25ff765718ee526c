import { tasksApi } from '@contract/tasks';
import type { FileOwnerRule } from '../files/file-owner-rule';
import { findTask } from './tasks.repository';

/** A document task's completion files are seen by whoever sees the task. */
export const fileOwners: Record<string, FileOwnerRule> = {
  task: { access: tasksApi.details.access, visible: async (tx, me, id) => Boolean(await findTask(tx, me, id)) },
};
