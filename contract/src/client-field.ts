import { z } from 'zod';
import { clientKinds } from './clients';
import { endpoint } from './endpoint';

/**
 * The field app's offline copy of the clients a user works (`GET list/client/field`): what the
 * phone searches when a visit is planned without a connection, and sorts by distance for
 * "Clients near me". The rows are the ones the visit form's client picker offers: clients and
 * working leads (new or approved; archived ones are not visited), not deleted, a sales user's
 * own (rowScope), everyone's of the company for managers and admins.
 */

/** Rows one call returns at most, by company name; `truncated` says more exist. */
export const FIELD_CLIENTS_MAX = 2000;

export const fieldClientSchema = z.object({
  id: z.uuid(),
  kind: z.enum(clientKinds),
  company_name: z.string(),
  contact_name: z.string(),
  city: z.string(),
  phone: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /**
   * When its latest done visit finished (ISO 8601), by anyone of the company: a visit Finished
   * or Approved (not Rejected) and not marked false. Null: never visited.
   */
  last_visit_at: z.string().nullable(),
});
export type FieldClient = z.infer<typeof fieldClientSchema>;

export const fieldClientsSchema = z.object({
  results: z.array(fieldClientSchema),
  /** True when the user works more than `FIELD_CLIENTS_MAX` rows: only the first ones by company name are here. */
  truncated: z.boolean(),
});
export type FieldClients = z.infer<typeof fieldClientsSchema>;

export const clientFieldApi = {
  list: endpoint({
    method: 'GET',
    path: 'list/client/field',
    access: 'visits.work',
    tags: ['clients'],
    summary:
      'The clients and working leads one may plan visits for (sales users: their own), with location and last finished visit, for the offline field app',
    reply: fieldClientsSchema,
  }),
};
