import { z } from 'zod';
import { endpoint, idParamsSchema } from './endpoint';
import { fileSchema } from './files';
import { text } from './text';

/** A message is a few paragraphs at most; an attachment is one file like a visit's. */
export const MESSAGE_MAX_CHARS = 2_000;

/** A message of a visit's conversation. `is_read` is the reader's own: what they sent, or opened. */
export const visitMessageSchema = z.object({
  id: z.uuid(),
  message: z.string(),
  sender: z.uuid(),
  sender_name: z.string(),
  is_read: z.boolean(),
  attachment: fileSchema.nullable(),
  created_at: z.string(),
});
export type VisitMessage = z.infer<typeof visitMessageSchema>;

/**
 * The multipart fields of `send/visit/message` (the spec's names). `user_name` is accepted for
 * the spec's clients and ignored: the sender's name is the signed-in user's, never the form's.
 */
export const sendMessageFieldsSchema = z.object({
  visit: z.uuid('Choose a visit'),
  message: text({ max: MESSAGE_MAX_CHARS, multiline: true }).default(''),
  user_name: text({ max: 200 }).optional(),
});

export const unreadSchema = z.object({
  /** Unread messages over every visit the caller may see (the navigation's badge). */
  total: z.number().int(),
  /** Per visit with any unread, the count (the list's badges); the 500 most recent such visits. */
  visits: z.record(z.string(), z.number().int()),
});
export type Unread = z.infer<typeof unreadSchema>;

/** The customer's rating as the visit shows it. */
export const visitRatingSchema = z.object({ rating: z.number().int().min(1).max(5), comment: z.string(), rated_at: z.string() });
export type VisitRating = z.infer<typeof visitRatingSchema>;

/** A rating link lives 14 days from when it is made. */
export const RATING_LINK_DAYS = 14;

export const ratingLinkSchema = z.object({ url: z.string(), token: z.string(), expires_at: z.string() });

const ratingTokenSchema = z
  .string()
  .min(10)
  .max(400)
  .regex(/^[A-Za-z0-9_.-]+$/);

/** What the customer's page shows: the company, the rep, the day; nothing else of the company. */
export const ratingFormSchema = z.object({
  company_name: z.string(),
  rep_name: z.string(),
  visited_at: z.string(),
  time_zone: z.string(),
  rated: visitRatingSchema.nullable(),
});
export type RatingForm = z.infer<typeof ratingFormSchema>;

export const rateInputSchema = z.object({
  token: ratingTokenSchema,
  rating: z.number().int().min(1, 'Choose from 1 to 5 stars').max(5, 'Choose from 1 to 5 stars'),
  comment: text({ max: 1_000, multiline: true }).default(''),
});

/** Why a rating link cannot be used: the page says which, in the customer's language. */
export const ratingLinkProblems = ['rating_link_invalid', 'rating_link_expired', 'rating_already_given'] as const;

const tags = ['visits'];

export const visitTalkApi = {
  /** Multipart: `visit`, `message`, `user_name` and an optional `attachment` (one file). */
  send: endpoint({
    method: 'POST',
    path: 'send/visit/message',
    access: 'visits.work',
    tags,
    summary: 'Send a message on a visit (multipart: visit, message, user_name, optional attachment); text or attachment required',
    reply: z.object({ data: visitMessageSchema }),
    status: 201,
  }),
  markRead: endpoint({
    method: 'POST',
    path: 'visit/messages/read/:id',
    access: 'visits.work',
    tags,
    summary: "Mark a visit's conversation read up to now, for the caller only",
    params: idParamsSchema,
    reply: unreadSchema,
  }),
  unread: endpoint({
    method: 'GET',
    path: 'visit/messages/unread',
    access: 'visits.work',
    tags,
    summary: "The caller's unread messages: the total, and per visit",
    reply: unreadSchema,
  }),
  ratingLink: endpoint({
    method: 'POST',
    path: 'visit/rating-link/:id',
    access: 'visits.work',
    tags,
    summary: 'A signed link for the customer to rate a finished visit (14 days, once)',
    params: idParamsSchema,
    reply: ratingLinkSchema,
  }),
  ratingForm: endpoint({
    method: 'GET',
    path: 'visit/rate/:token',
    access: 'public',
    tags,
    summary: 'What a rating link shows the customer (public): the company, the rep and the day',
    params: z.object({ token: ratingTokenSchema }),
    reply: ratingFormSchema,
  }),
  rate: endpoint({
    method: 'POST',
    path: 'visit/rate',
    access: 'public',
    tags,
    summary: 'The customer rates a visit through its link, once (public, rate-limited)',
    body: rateInputSchema,
    reply: visitRatingSchema,
    status: 201,
  }),
  /** Server-sent events, not JSON: `ready`, then `visit` and `message` events as they happen. */
  stream: endpoint({
    method: 'GET',
    path: 'events/stream',
    access: 'signedIn',
    tags: ['events'],
    summary: "The caller's live events (text/event-stream; Last-Event-ID resumes after a drop)",
    reply: undefined,
  }),
};

/** A live event as the stream sends it (`event:` is `type`, `data:` this JSON). */
export const liveEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(['visit', 'message', 'reset']),
  visit_id: z.uuid().optional(),
  status: z.number().int().optional(),
  sender: z.uuid().optional(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;
