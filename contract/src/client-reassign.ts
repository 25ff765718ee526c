import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * Bulk reassign (issue 43): a manager hands selected clients or leads to another rep, and with
 * them, when asked, the previous rep's work on them that has not begun: visits still pending
 * and planned from now on, and tasks not done (ADR 0052).
 */

/** How many records one reassign may name: a few pages of a list, in one transaction. */
export const REASSIGN_MAX_IDS = 1000;

const idsField = z
  .array(z.uuid())
  .min(1)
  .max(REASSIGN_MAX_IDS)
  // A repeated id is one client: counting it twice would only mislead the confirmation.
  .transform((ids) => [...new Set(ids)]);

/** What the confirmation counts before the manager commits (for the rep chosen, when one is). */
export const reassignPreviewSchema = z.object({ ids: idsField, assigned_to: z.uuid().optional() });

export const reassignClientsSchema = z.object({
  ids: idsField,
  /** The rep who takes them: an active user of the company who can work clients. */
  assigned_to: z.uuid(),
  /** Also move the previous rep's pending visits to these clients planned from now on. */
  move_future_visits: z.boolean().default(false),
  /** Also move the previous rep's tasks on these clients that are not done. */
  move_open_tasks: z.boolean().default(false),
});
export type ReassignClientsInput = z.input<typeof reassignClientsSchema>;

/**
 * What a reassign would move (preview) or moved (the call itself): `clients` change hands,
 * `unchanged` were with the chosen rep already (and keep their visits and tasks as they are).
 */
export const reassignCountsSchema = z.object({
  clients: z.number().int(),
  unchanged: z.number().int(),
  future_visits: z.number().int(),
  open_tasks: z.number().int(),
});
export type ReassignCounts = z.infer<typeof reassignCountsSchema>;

export const clientReassignApi = {
  preview: endpoint({
    method: 'POST',
    path: 'client/reassign/preview',
    access: 'clients.manage',
    tags: ['clients'],
    summary: 'Count what reassigning these clients or leads would move: their future visits and open tasks (manager)',
    body: reassignPreviewSchema,
    reply: reassignCountsSchema,
  }),
  reassign: endpoint({
    method: 'POST',
    path: 'client/reassign',
    access: 'clients.manage',
    tags: ['clients'],
    summary: 'Give clients or leads to another rep, optionally with their future visits and open tasks, in one transaction (manager)',
    body: reassignClientsSchema,
    reply: reassignCountsSchema,
  }),
};
