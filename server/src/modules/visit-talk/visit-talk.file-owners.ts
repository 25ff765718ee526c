import { visitsApi } from '@contract/visits';
import type { FileOwnerRule } from '../files/file-owner-rule';
import { findVisit } from '../visits/visits.repository';
import { visitOfMessage } from './talk.repository';

/** A message's attachment shows on its visit's conversation (visit details). */
export const fileOwners: Record<string, FileOwnerRule> = {
  visit_message: {
    access: visitsApi.details.access,
    visible: async (tx, me, id) => {
      const visitId = await visitOfMessage(tx, id);
      return visitId !== undefined && Boolean(await findVisit(tx, me, visitId));
    },
  },
};
