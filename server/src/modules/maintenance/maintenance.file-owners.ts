import { maintenanceApi } from '@contract/maintenance';
import type { Tx } from '../../db/tenant-tx';
import type { FileOwnerRule } from '../files/file-owner-rule';
import type { UserRow } from '../users/users.repository';
import { ATTACHMENT_OWNER, COMPLETION_OWNER, findRequest } from './maintenance.repository';

const seesRequest = async (tx: Tx, me: UserRow, id: string) => Boolean(await findRequest(tx, me, id));

/** A request's attachments and its completion's photos are seen by whoever sees the request. */
export const fileOwners: Record<string, FileOwnerRule> = {
  [ATTACHMENT_OWNER]: { access: maintenanceApi.details.access, visible: seesRequest },
  [COMPLETION_OWNER]: { access: maintenanceApi.details.access, visible: seesRequest },
};
