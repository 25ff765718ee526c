import { z } from 'zod';
import { endpoint, idParamsSchema } from './endpoint';
import { pageQuerySchema } from './pagination';

/**
 * What a user is told about. Each names the thing it is about (`subject_id`): a visit, a task,
 * a meeting, a maintenance request or a client (`clients_assigned`: the first of the clients a
 * manager moved to the reader at once, with how many in `data.count`). The text is not stored: the app writes it in the
 * reader's language from the kind and `data`.
 */
export const NOTIFICATION_KINDS = [
  'visit_assigned',
  'visit_approved',
  'visit_rejected',
  'visit_false',
  'visit_message',
  'task_assigned',
  'task_due',
  'meeting_assigned',
  'maintenance_assigned',
  'clients_assigned',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * The kinds a user may also receive by e-mail. A meeting's attendees always get its invitation
 * mail (with the calendar file), so a second e-mail for it is not offered.
 */
export type EmailKind = Exclude<NotificationKind, 'meeting_assigned'>;
export const EMAIL_KINDS = NOTIFICATION_KINDS.filter((k): k is EmailKind => k !== 'meeting_assigned');

/** What a new user gets by e-mail until they choose: the work handed to them and what went wrong. */
export const DEFAULT_EMAIL_KINDS: EmailKind[] = [
  'visit_assigned',
  'visit_rejected',
  'task_assigned',
  'task_due',
  'maintenance_assigned',
  'clients_assigned',
];

/** Which screen opens a notification's subject. */
export const SUBJECT_OF_KIND = {
  visit_assigned: 'visit',
  visit_approved: 'visit',
  visit_rejected: 'visit',
  visit_false: 'visit',
  visit_message: 'visit',
  task_assigned: 'task',
  task_due: 'task',
  meeting_assigned: 'meeting',
  maintenance_assigned: 'maintenance',
  clients_assigned: 'client',
} as const satisfies Record<NotificationKind, string>;

const subjectPaths = {
  visit: (id: string) => `/app/visits/visitdetails/${id}`,
  task: (id: string) => `/app/tasks?task=${id}`,
  meeting: (id: string) => `/app/meeting?meeting=${id}`,
  maintenance: (id: string) => `/app/maintenance?request=${id}`,
  client: (id: string) => `/app/clients/clientdetails/${id}`,
};

/** Where a notification opens (the bell, and the link in its e-mail). */
export const notificationPath = (kind: NotificationKind, subjectId: string) => subjectPaths[SUBJECT_OF_KIND[kind]](subjectId);

export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  subject_id: z.uuid(),
  /**
   * `title`: the task's, meeting's or request's title, or the visit's (or moved) client; `actor`: who
   * did it; `reason` when rejected or false; `count`: how many clients were moved together.
   */
  data: z.object({ title: z.string(), actor: z.string().optional(), reason: z.string().optional(), count: z.number().int().optional() }),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = pageQuerySchema.extend({
  /** `1`: unread only. */
  unread: z.enum(['0', '1']).optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationPageSchema = z.object({
  count: z.number().int(),
  /** The caller's unread notifications (the bell's badge), whatever the page shows. */
  unread: z.number().int(),
  results: z.array(notificationSchema),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const emailChoicesSchema = z.object({
  kinds: z.array(z.enum(EMAIL_KINDS as [EmailKind, ...EmailKind[]], 'Choose from the listed notifications')).max(EMAIL_KINDS.length),
});
export type EmailChoices = z.infer<typeof emailChoicesSchema>;

const tags = ['notifications'];

export const notificationsApi = {
  list: endpoint({
    method: 'GET',
    path: 'notifications/list',
    access: 'signedIn',
    tags,
    summary: "The caller's notifications, newest first, with the unread count",
    query: notificationListQuerySchema,
    reply: notificationPageSchema,
  }),
  read: endpoint({
    method: 'POST',
    path: 'notifications/read/:id',
    access: 'signedIn',
    tags,
    summary: 'Mark one of the caller’s notifications read',
    params: idParamsSchema,
    reply: notificationSchema,
  }),
  readAll: endpoint({
    method: 'POST',
    path: 'notifications/read-all',
    access: 'signedIn',
    tags,
    summary: 'Mark all the caller’s notifications read',
    reply: z.object({ unread: z.number().int() }),
  }),
  emailChoices: endpoint({
    method: 'GET',
    path: 'notifications/email',
    access: 'signedIn',
    tags,
    summary: 'Which notifications the caller also receives by e-mail',
    reply: emailChoicesSchema,
  }),
  setEmailChoices: endpoint({
    method: 'PUT',
    path: 'notifications/email',
    access: 'signedIn',
    tags,
    summary: 'Choose which notifications also come by e-mail',
    body: emailChoicesSchema,
    reply: emailChoicesSchema,
  }),
};
