import { z } from 'zod';
import { endpoint, idParamsSchema } from './endpoint';

/**
 * A user's private calendar feed (issue 42): a secret URL that Google Calendar, Outlook and
 * Apple Calendar subscribe to, listing the user's meetings (organizer or attendee, cancelled
 * ones as cancelled) and the visits planned for them. The token in the URL is the credential
 * (no session cookie reaches a calendar app); the server keeps only its hash, so the URL is
 * shown once, when it is made. Making a new one revokes the old; revoking leaves none.
 */

/** The window a feed covers, from today on the server's clock: recent history and what is planned. */
export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 90;
/** At most this many of each kind per feed (soonest first), so one feed stays a bounded read. */
export const FEED_MAX_MEETINGS = 500;
export const FEED_MAX_VISITS = 1000;
/** How often calendar apps are asked to fetch it again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const FEED_REFRESH = 'PT1H';
/** Fetches of one feed an hour before a 429: a calendar app polls a few times an hour at most. */
export const FEED_FETCHES_PER_HOUR = 120;

export const calendarFeedStatusSchema = z.object({
  /** When the current feed URL was made; null when the user has none. */
  created_at: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** A new feed URL, shown this once: `webcal://` for a subscribe link, `https://` to paste. */
export const calendarFeedLinkSchema = z.object({
  webcal_url: z.string(),
  https_url: z.string(),
  created_at: z.string(),
});
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;

/** `<tenant id>.<43 base64url characters>`, with `.ics` after it in the URL; anything else is not found. */
const feedTokenSchema = z
  .string()
  .min(10)
  .max(200)
  .regex(/^[A-Za-z0-9_.-]+$/);

const tags = ['calendar'];

export const calendarFeedApi = {
  status: endpoint({
    method: 'GET',
    path: 'calendar/feed',
    access: 'meetings.work',
    tags,
    summary: 'Whether the caller has a calendar feed URL, and since when (the URL itself is shown only when made)',
    reply: calendarFeedStatusSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: 'calendar/feed',
    access: 'meetings.work',
    tags,
    summary: "Make the caller's private calendar feed URL; an earlier one stops working",
    reply: calendarFeedLinkSchema,
    status: 201,
  }),
  revoke: endpoint({
    method: 'POST',
    path: 'calendar/feed/revoke',
    access: 'meetings.work',
    tags,
    summary: "Revoke the caller's calendar feed URL: calendar apps subscribed to it get a 404 from then on",
    reply: z.null(),
    status: 204,
  }),
  visit: endpoint({
    method: 'GET',
    path: 'calendar/visit/:id',
    access: 'visits.work',
    tags,
    summary: 'A visit as a calendar file (visit.ics, METHOD:PUBLISH) for "Add to calendar" (sales users: their own)',
    params: idParamsSchema,
    reply: undefined,
  }),
  feed: endpoint({
    method: 'GET',
    path: 'calendar/feed/:token',
    access: 'public',
    tags,
    summary: `A calendar feed (text/calendar): the owner's meetings and planned visits from ${FEED_DAYS_BACK} days back to ${FEED_DAYS_AHEAD} days ahead; the token is the credential`,
    params: z.object({ token: feedTokenSchema }),
    reply: undefined,
  }),
};
