import type { Permission } from '@contract/permissions';
import type { Tx } from '../../db/tenant-tx';
import type { UserRow } from '../users/users.repository';

/**
 * Who may see the files of one kind of record: the roles of the record's own GET (its
 * contract `access`) and the finder that GET uses, which applies the module's row rule (a
 * sales user's own rows, a technician's assigned requests). Not rewritten for files: a file
 * is seen exactly by whoever sees its record. A module that attaches files exports its rules
 * as `fileOwners` from `<m>.file-owners.ts` (found by `npm run modules`).
 */
export interface FileOwnerRule {
  access: Permission;
  visible: (tx: Tx, me: UserRow, ownerId: string) => Promise<boolean>;
}
