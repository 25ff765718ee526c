import { can } from '@contract/permissions';
import type { ClientAction, LeadStatus } from '@contract/clients';
import type { UserRow } from '../users/users.repository';
import type { ClientRow } from './clients.repository';

type Caller = Pick<UserRow, 'role'>;

/**
 * The lead state machine (contract clients.ts) for this caller: the statuses each move starts
 * from. Managers and admins approve, delete, and may convert a new lead directly; whoever
 * works a lead converts it once approved, and archives it. The moves (leads.service.ts) and
 * the records' `actions` both read this table.
 */
export function leadMovesFrom(me: Caller): Record<ClientAction, readonly LeadStatus[]> {
  const manages = can(me.role, 'clients.manage');
  return {
    approve: manages ? ['new'] : [],
    convert: manages ? ['new', 'approved'] : ['approved'],
    archive: ['new', 'approved'],
    // Archiving is undone by whoever may archive: the lead goes back to the working list.
    restore: ['archived'],
    delete: manages ? ['new', 'approved', 'archived'] : [],
  };
}

/** What `me` may do with a client or lead now (`client/delete` is for those with clients.manage, as its route says). */
export function clientActionsOf(me: Caller, row: Pick<ClientRow, 'kind' | 'leadStatus'>): ClientAction[] {
  if (row.kind === 'client') return can(me.role, 'clients.manage') ? ['delete'] : [];
  const moves = leadMovesFrom(me);
  const status = row.leadStatus;
  return (Object.keys(moves) as ClientAction[]).filter((move) => status !== null && moves[move].includes(status));
}
