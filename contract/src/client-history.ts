import { z } from 'zod';
import { clientDetailsSchema } from './clients';
import { endpoint, idParamsSchema } from './endpoint';
import { fileSchema } from './files';
import { pageOf, pageQuerySchema } from './pagination';
import { visitOutcomeSchema } from './visit-forms';

/**
 * One page per client (issue 41): what the client page adds to `get/client/:id`. Only what no
 * list already filters by client lives here; the page takes the client's tasks from
 * `taskos/list?client_id=` and its maintenance requests from the maintenance list's `client`
 * filter. Every call is a 404 for a client the caller cannot see (a sales user: another rep's),
 * and each counts and lists only the rows the caller may see elsewhere (a sales user: their own
 * visits, the meetings they organize or attend, the requests they created, their own tasks).
 */

const personSchema = z.object({ id: z.uuid(), full_name: z.string() });

/** The head of the page: the client's story in a few figures. */
export const clientHistorySummarySchema = z.object({
  visits: z.number().int(),
  /** When the last counted visit (finished or approved, not false) was finished. */
  last_visit_at: z.string().nullable(),
  /** The soonest visit still pending from now on. */
  next_visit_at: z.string().nullable(),
  /** Sum of the amounts collected by counted collection visits, as the KPIs and reports sum them. */
  collections_total: z.number(),
  open_tasks: z.number().int(),
  meetings: z.number().int(),
  maintenance: z.number().int(),
  ratings: z.object({ count: z.number().int(), average: z.number().nullable() }),
});
export type ClientHistorySummary = z.infer<typeof clientHistorySummarySchema>;

/** A visit of the client with its status and outcome, newest first. */
export const clientVisitSchema = z.object({
  id: z.uuid(),
  visit_type: z.number().int(),
  status: z.number().int(),
  is_false: z.boolean(),
  planned_at: z.string(),
  finished_at: z.string().nullable(),
  assigned_to: personSchema,
  outcome: visitOutcomeSchema.nullable(),
  collected_amount: z.number().nullable(),
  rating: z.number().int().nullable(),
});
export type ClientVisit = z.infer<typeof clientVisitSchema>;

export const clientMeetingSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  starts_at: z.string(),
  duration: z.number().int(),
  place: z.string().nullable(),
  online_link: z.string().nullable(),
  status: z.number().int(),
  organizer: personSchema,
});
export type ClientMeeting = z.infer<typeof clientMeetingSchema>;

/** A customer's rating of one of the client's visits (through the shared link). */
export const clientRatingSchema = z.object({
  visit_id: z.uuid(),
  rating: z.number().int(),
  comment: z.string(),
  rated_at: z.string(),
  rep: personSchema,
});
export type ClientRating = z.infer<typeof clientRatingSchema>;

/**
 * The client page's first screen in one call: the details, the figures, the first page of
 * visits and the files. One request and one transaction instead of four, so the page opens in
 * about the time its statements take (bench:client-page); paging and the other sections use the
 * calls below.
 */
export const clientFirstScreenSchema = z.object({
  client: clientDetailsSchema,
  summary: clientHistorySummarySchema,
  visits: pageOf(clientVisitSchema),
  files: z.array(fileSchema),
});
export type ClientFirstScreen = z.infer<typeof clientFirstScreenSchema>;

const tags = ['clients'];

export const clientHistoryApi = {
  firstScreen: endpoint({
    method: 'GET',
    path: 'client/:id/page',
    access: 'clients.work',
    tags,
    summary: "The client page's first screen: details with activity, history figures, the first page of visits, files",
    params: idParamsSchema,
    query: pageQuerySchema,
    reply: clientFirstScreenSchema,
  }),
  summary: endpoint({
    method: 'GET',
    path: 'client/:id/history',
    access: 'clients.work',
    tags,
    summary: "A client's history in figures: visits, last and next visit, collections, open tasks, meetings, requests, ratings",
    params: idParamsSchema,
    reply: clientHistorySummarySchema,
  }),
  visits: endpoint({
    method: 'GET',
    path: 'client/:id/history/visits',
    access: 'clients.work',
    tags,
    summary: "A client's visits with status and outcome, newest first (sales users: their own)",
    params: idParamsSchema,
    query: pageQuerySchema,
    reply: pageOf(clientVisitSchema),
  }),
  meetings: endpoint({
    method: 'GET',
    path: 'client/:id/history/meetings',
    access: 'clients.work',
    tags,
    summary: "A client's meetings, newest first (sales users: those they organize or attend)",
    params: idParamsSchema,
    query: pageQuerySchema,
    reply: pageOf(clientMeetingSchema),
  }),
  ratings: endpoint({
    method: 'GET',
    path: 'client/:id/history/ratings',
    access: 'clients.work',
    tags,
    summary: "Customers' ratings of the client's visits, newest first (sales users: of their own visits)",
    params: idParamsSchema,
    query: pageQuerySchema,
    reply: pageOf(clientRatingSchema),
  }),
};
