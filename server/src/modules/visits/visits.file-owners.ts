import { visitsApi } from '@contract/visits';
import type { FileOwnerRule } from '../files/file-owner-rule';
import { findVisit } from './visits.repository';

/** A completion's receipt or proof is seen by whoever sees the visit. */
export const fileOwners: Record<string, FileOwnerRule> = {
  visit: { access: visitsApi.details.access, visible: async (tx, me, id) => Boolean(await findVisit(tx, me, id)) },
};
