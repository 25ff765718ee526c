import type { ChangeKind } from './kinds/change';
import { maintenanceKinds } from './kinds/maintenance-changes';
import { taskKinds } from './kinds/task-changes';
import { visitKinds } from './kinds/visit-changes';

export { progressOf } from './kinds/change';
export { visitChangeOf } from './kinds/visit-changes';
export type { CheckInChange, CompleteChange, CompleteFileChange, MessageChange, PlanChange, VisitContext } from './kinds/visit-changes';
export type { TaskCompleteChange, TaskCreateChange, TaskStatusChange } from './kinds/task-changes';
export type { MaintenanceCompleteChange, MaintenanceStatusChange } from './kinds/maintenance-changes';

/**
 * Every kind of change the outbox queues (issues 14 and 40), by its name: the name is stored
 * with each waiting change, so a restored change finds how it is sent and shown here.
 */
export const changeKinds = { ...visitKinds, ...taskKinds, ...maintenanceKinds };

export type OutboxChanges = { [K in keyof typeof changeKinds]: (typeof changeKinds)[K] extends ChangeKind<infer C> ? C : never };
export type OutboxKind = keyof OutboxChanges;
export type AnyChange = OutboxChanges[OutboxKind];

/** The kind named `kind`, typed for any of its changes (the outbox handles them by name). */
export const kindOf = (kind: OutboxKind) => changeKinds[kind] as unknown as ChangeKind<AnyChange>;
