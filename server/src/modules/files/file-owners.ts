import { clientsApi } from '@contract/clients';
import { maintenanceApi } from '@contract/maintenance';
import { can, rowScope, type Permission } from '@contract/permissions';
import { tasksApi } from '@contract/tasks';
import { visitsApi } from '@contract/visits';
import type { Tx } from '../../db/tenant-tx';
import { findClient } from '../clients/clients.repository';
import { ATTACHMENT_OWNER, COMPLETION_OWNER, findRequest } from '../maintenance/maintenance.repository';
import { findTask } from '../tasks/tasks.repository';
import type { UserRow } from '../users/users.repository';
import { visitOfMessage } from '../visit-talk/talk.repository';
import { findVisit } from '../visits/visits.repository';
import type { FileRow } from './files.repository';

/**
 * Who may see a record a file is attached to: the roles of the record's own GET (its
 * contract `access`) and the finder that GET uses, which applies the module's row rule (a
 * sales user's own rows, a technician's assigned requests). Not rewritten here: a file is
 * seen exactly by whoever sees its record.
 */
interface OwnerRule {
  access: Permission;
  visible: (tx: Tx, me: UserRow, ownerId: string) => Promise<boolean>;
}

const seesVisit = async (tx: Tx, me: UserRow, visitId: string) => Boolean(await findVisit(tx, me, visitId));
const seesRequest = async (tx: Tx, me: UserRow, id: string) => Boolean(await findRequest(tx, me, id));

/** Every kind of record a file can belong to (`files.owner_type`), by the modules that attach them. */
export const fileOwners: Record<string, OwnerRule> = {
  client: { access: clientsApi.details.access, visible: async (tx, me, id) => Boolean(await findClient(tx, me, id)) },
  visit: { access: visitsApi.details.access, visible: seesVisit },
  // A message's attachment shows on its visit's conversation (visit details).
  visit_message: {
    access: visitsApi.details.access,
    visible: async (tx, me, id) => {
      const visitId = await visitOfMessage(tx, id);
      return visitId !== undefined && (await seesVisit(tx, me, visitId));
    },
  },
  task: { access: tasksApi.details.access, visible: async (tx, me, id) => Boolean(await findTask(tx, me, id)) },
  [ATTACHMENT_OWNER]: { access: maintenanceApi.details.access, visible: seesRequest },
  [COMPLETION_OWNER]: { access: maintenanceApi.details.access, visible: seesRequest },
};

/**
 * Whether `me` may see the file. A file not yet attached (an upload waiting for its record)
 * follows the own-rows rule with its uploader as the owner. A kind of owner this table does not know is seen by nobody: a new
 * file-bearing record must say who sees its files here.
 */
export async function maySeeFile(tx: Tx, me: UserRow, file: Pick<FileRow, 'ownerType' | 'ownerId' | 'uploadedBy'>): Promise<boolean> {
  if (file.ownerType === null || file.ownerId === null) return rowScope[me.role] === 'all' || file.uploadedBy === me.id;
  const rule = fileOwners[file.ownerType];
  if (!rule || !can(me.role, rule.access)) return false;
  return rule.visible(tx, me, file.ownerId);
}
