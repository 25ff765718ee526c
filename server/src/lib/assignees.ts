import { and, eq, inArray } from 'drizzle-orm';
import { can, type Permission } from '@contract/permissions';
import { roles, type Role } from '@contract/users';
import { users } from '../db/schema/index';
import type { Tx } from '../db/tenant-tx';
import { fieldError } from './app-error';

/** The work that is given to a person: whoever is handed it must be allowed to work it. */
const assignedWork = ['clients.work', 'visits.work', 'tasks.work'] as const satisfies readonly Permission[];

/**
 * Who clients, visits and tasks can be assigned to: the roles that work all three (not the
 * technicians, whose work is the maintenance requests). The one rule: every assignment is
 * checked with it, the employee report lists these reps, and the people pickers read it as
 * `assignable` in the users' choices.
 */
export const isAssignable = (role: Role): boolean => assignedWork.every((p) => can(role, p));
export const assignableRoles: Role[] = roles.filter(isAssignable);

/**
 * Refuses (400 on `assigned_to`) anyone work cannot be given to: an inactive user, a
 * technician, or an id of no user of the company (row-level security hides another company's).
 */
export async function mustBeAssignable(tx: Tx, id: string): Promise<void> {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true), inArray(users.role, assignableRoles)))
    .limit(1);
  if (!user) throw fieldError('assigned_to', 'Choose an active rep of your company');
}
