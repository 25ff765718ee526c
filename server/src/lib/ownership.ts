import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { rowScope } from '@contract/permissions';
import type { Role } from '@contract/users';

/**
 * The "own rows only" rule (contract rowScope) as one WHERE condition for repositories:
 * `and(eq(clients.id, id), ownedBy(clients.assignedTo, me))`. Undefined (no condition) for
 * roles that see the whole company; drizzle's and() skips it.
 */
export function ownedBy(ownerColumn: PgColumn, me: { id: string; role: Role }): SQL | undefined {
  return rowScope[me.role] === 'own' ? eq(ownerColumn, me.id) : undefined;
}
