import { z } from 'zod';
import { isRealDay, wholeNumber } from './values';
import { endpoint, idParamsSchema } from './endpoint';
import { listQuery } from './list-query';
import { pageOf } from './pagination';
import { text } from './text';
import { isoDateSchema } from './visit-forms';

/**
 * Spec: a meeting is Scheduled (0) until someone marks it Done (1), which is final. Issue 42:
 * or until its organizer (or a manager) cancels it (2), also final; the row stays, shown cancelled.
 */
export const meetingStatuses = [0, 1, 2] as const;
export type MeetingStatus = (typeof meetingStatuses)[number];
export const MEETING_STATUS = { scheduled: 0, done: 1, cancelled: 2 } as const satisfies Record<string, MeetingStatus>;

/** The durations the form offers; the API takes any whole minute count in the range. */
export const MEETING_MIN_MINUTES = 15;
export const MEETING_MAX_MINUTES = 480;
export const MEETING_MAX_ATTENDEES = 50;

/**
 * Only web links: a `javascript:` or `file:` link must never become a button in an invitation.
 * The character rule is a `pattern` like text()'s (no spaces, controls or direction marks).
 */
// eslint-disable-next-line no-control-regex
const WEB_LINK = /^(?:https?:\/\/[^\s\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]+)?$/i;
const onlineLink = z
  .string()
  .trim()
  .max(2000, 'Enter at most 2000 characters')
  .regex(WEB_LINK, 'Enter a link that starts with http:// or https://')
  .refine((s) => s === '' || URL.canParse(s), 'Enter a valid link');

/**
 * The "new meeting" modal (`POST meeting/list`) and the edit form (`PUT meeting/:id`, the whole
 * meeting again). Date and time are the company's wall clock.
 */
export const meetingInputSchema = z
  .object({
    title: text({ min: 1, max: 200 }),
    date: isoDateSchema.refine(isRealDay, 'Enter a real date'),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM'),
    duration: wholeNumber({ min: MEETING_MIN_MINUTES, max: MEETING_MAX_MINUTES, message: 'Choose a duration' }),
    place: text({ max: 300 }).default(''),
    online_link: onlineLink.default(''),
    attendees: z
      .array(z.uuid('Choose users of your company'))
      .min(1, 'Choose at least one attendee')
      .max(MEETING_MAX_ATTENDEES, `At most ${MEETING_MAX_ATTENDEES} attendees`)
      .refine((ids) => new Set(ids).size === ids.length, 'Each attendee only once'),
    client_id: z.uuid().nullable().default(null),
    agenda: text({ max: 5000, multiline: true }).default(''),
  })
  .superRefine((m, ctx) => {
    if (!m.place && !m.online_link) ctx.addIssue({ code: 'custom', path: ['place'], message: 'Enter a place or an online link' });
  });
export type MeetingInput = z.input<typeof meetingInputSchema>;
export type MeetingFields = z.infer<typeof meetingInputSchema>;

const personSchema = z.object({ id: z.uuid(), name: z.string() });

/**
 * What the caller may do with a meeting now, computed by the server from the rule it checks
 * `extra/meeting`, `PUT meeting/:id` and `meeting/:id/cancel` with (all three: its organizer,
 * or anyone who sees the whole company, while it is scheduled).
 */
export const meetingActions = ['mark_done', 'edit', 'cancel'] as const;
export type MeetingAction = (typeof meetingActions)[number];

export const meetingSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  starts_at: z.string(),
  /** Minutes. */
  duration: z.number().int(),
  place: z.string().nullable(),
  online_link: z.string().nullable(),
  attendees: z.array(personSchema),
  organizer: personSchema,
  client: personSchema.nullable(),
  agenda: z.string(),
  status: z.number().int(),
  minutes: z.string().nullable(),
  done_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** The iCalendar SEQUENCE attendees were last sent (0: the first invitation). */
  sequence: z.number().int(),
  created_at: z.string(),
  actions: z.array(z.enum(meetingActions)),
});
export type Meeting = z.infer<typeof meetingSchema>;

export const meetingWhens = ['upcoming', 'past'] as const;
export type MeetingWhen = (typeof meetingWhens)[number];

/**
 * Upcoming: scheduled or cancelled, not yet over, soonest first (a cancelled one shows there as
 * cancelled, where its attendees look for it). Past: done or over, newest first.
 */
export const meetingListQuerySchema = listQuery(['starts_at'], {
  when: z.enum(meetingWhens).default('upcoming'),
});
export type MeetingListQuery = z.infer<typeof meetingListQuerySchema>;

/** `POST extra/meeting`: marks a meeting done, with what was said. */
export const meetingDoneSchema = z.object({
  id: z.uuid('Choose a meeting'),
  minutes: text({ max: 10000, multiline: true }).default(''),
});

const tags = ['meetings'];

export const meetingsApi = {
  list: endpoint({
    method: 'GET',
    path: 'meeting',
    access: 'meetings.work',
    tags,
    summary: 'Meetings, upcoming or past, paged (others than admins and managers: those they organize or attend)',
    query: meetingListQuerySchema,
    reply: pageOf(meetingSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: 'meeting/list',
    access: 'meetings.work',
    tags,
    summary: 'Schedule a meeting; each attendee gets an e-mail with a calendar invitation (.ics)',
    body: meetingInputSchema,
    reply: meetingSchema,
    status: 201,
  }),
  details: endpoint({
    method: 'GET',
    path: 'meeting/:id',
    access: 'meetings.work',
    tags,
    summary: 'One meeting',
    params: idParamsSchema,
    reply: meetingSchema,
  }),
  people: endpoint({
    method: 'GET',
    path: 'meeting/people',
    access: 'meetings.work',
    tags,
    summary: 'Who can be invited: the active users of the company, by name',
    reply: z.array(personSchema),
  }),
  done: endpoint({
    method: 'POST',
    path: 'extra/meeting',
    access: 'meetings.work',
    tags,
    summary: 'Mark a meeting done with optional minutes (its organizer, managers and admins); done is final',
    body: meetingDoneSchema,
    reply: meetingSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: 'meeting/:id',
    access: 'meetings.work',
    tags,
    summary:
      'Edit a scheduled meeting (its organizer, managers and admins): attendees get the updated invitation (.ics, same UID, next SEQUENCE), removed ones a cancellation',
    params: idParamsSchema,
    body: meetingInputSchema,
    reply: meetingSchema,
  }),
  cancel: endpoint({
    method: 'POST',
    path: 'meeting/:id/cancel',
    access: 'meetings.work',
    tags,
    summary: 'Cancel a scheduled meeting (its organizer, managers and admins): it stays, cancelled; attendees get a cancellation (.ics)',
    params: idParamsSchema,
    reply: meetingSchema,
  }),
  ics: endpoint({
    method: 'GET',
    path: 'meeting/:id/ics',
    access: 'meetings.work',
    tags,
    summary: 'The meeting as a calendar file (meeting.ics, METHOD:PUBLISH) for "Add to calendar"',
    params: idParamsSchema,
    reply: undefined,
  }),
};
