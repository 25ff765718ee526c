import { clientsApi } from '@contract/clients';
import type { FileOwnerRule } from '../files/file-owner-rule';
import { findClient } from './clients.repository';

/** A client's attachments are seen by whoever sees the client. */
export const fileOwners: Record<string, FileOwnerRule> = {
  client: { access: clientsApi.details.access, visible: async (tx, me, id) => Boolean(await findClient(tx, me, id)) },
};
