import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * Merging two records of one client (issue 41): a manager keeps one and folds the other into
 * it. Everything of the merged record (visits with their ratings and messages, tasks, meetings,
 * maintenance requests, files, history, agencies) moves to the one kept; fields the kept one
 * lacks are filled from the merged one; the merged record leaves every list as deleted.
 */
export const mergeClientsSchema = z.object({
  /** The record that stays. */
  keep_id: z.uuid(),
  /** The duplicate folded into it (not the kept one; a client is not folded into a lead). */
  merge_id: z.uuid(),
});

/** How much moved to the kept record, for the confirmation the manager reads. */
export const mergeResultSchema = z.object({
  id: z.uuid(),
  moved: z.object({
    visits: z.number().int(),
    tasks: z.number().int(),
    meetings: z.number().int(),
    maintenance: z.number().int(),
    files: z.number().int(),
  }),
});
export type MergeResult = z.infer<typeof mergeResultSchema>;

export const clientMergeApi = {
  merge: endpoint({
    method: 'POST',
    path: 'client/merge',
    access: 'clients.manage',
    tags: ['clients'],
    summary: 'Merge a duplicate client or lead into another (manager): everything moves, in one transaction',
    body: mergeClientsSchema,
    reply: mergeResultSchema,
  }),
};
