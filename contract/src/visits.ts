import { z } from 'zod';
import { agencySchema } from './agencies';
import { activitySchema } from './clients';
import { endpoint, idParamsSchema } from './endpoint';
import { fileSchema } from './files';
import { pageQuerySchema, pageOf } from './pagination';
import { can } from './permissions';
import type { Role } from './users';
import { text } from './text';

/** Spec §3, sent and stored as these numbers. */
export const visitTypes = [0, 1, 2, 3, 4, 5] as const;
export type VisitType = (typeof visitTypes)[number];
export const VISIT_TYPE = { new: 0, followUp: 1, collection: 2, delivery: 3, call: 4, expanding: 5 } as const;
export const priorities = [0, 1, 2] as const;
export const visitReasons = [0, 1, 2, 3, 4, 5] as const;
export const payments = [0, 1] as const;
export const orderAnswers = ['No', 'Yes'] as const;

/**
 * DESIGN §4: 0 Pending → 1 Started (check-in) → 2 Finished (the type's completion call) →
 * 3 Approved, or 4 Rejected (manager, with a reason). "False" is a flag, not a status.
 */
export const visitStatuses = [0, 1, 2, 3, 4] as const;
export type VisitStatus = (typeof visitStatuses)[number];
export const VISIT_STATUS = { pending: 0, started: 1, finished: 2, approved: 3, rejected: 4 } as const;

/** The list's period around `selected_date`: 0 all, 1 its day, 2 its week, 3 its month. */
export const filterTypes = [0, 1, 2, 3] as const;

/**
 * How a check-in's place was judged: within the geofence, too far (the visit is flagged
 * false automatically), or not verifiable (no client location, or no GPS), never silently passed.
 */
export const checkInVerdicts = ['verified', 'far', 'no_client_location', 'no_gps', 'recorded_after'] as const;
export type CheckInVerdict = (typeof checkInVerdicts)[number];

/** Which completion call finishes which type (`new/visit` serves New and Expanding). */
export const completionOf = {
  0: 'new',
  1: 'followup',
  2: 'collection',
  3: 'delivery',
  4: 'call',
  5: 'new',
} as const satisfies Record<VisitType, string>;
export type Completion = (typeof completionOf)[VisitType];

/** Completion photos and files: the upload rules of `uploads/` (contract/files.ts), one file. */
export const VISIT_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const VISIT_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;

const numberIn = <const T extends readonly number[]>(values: T) =>
  z.coerce
    .number()
    .int()
    .refine((n): n is T[number] => values.includes(n), 'Choose one of the listed values') as unknown as z.ZodType<T[number], unknown>;

/** `YYYY-MM-DD`, a calendar day of the company's time zone. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD');
const instantSchema = z.iso.datetime({ offset: true, message: 'Enter a date and time' });

const planFields = {
  client_id: z.uuid(),
  visit_type: numberIn(visitTypes),
  priority: numberIn(priorities).default(1),
  visit_reason: numberIn(visitReasons),
  /** Managers and admins plan for anyone; a sales user only for themselves (null = me). */
  assigned_to: z.uuid().nullable().default(null),
  agency_ids: z.array(z.uuid()).max(20).default([]),
  samples: z
    .array(z.object({ sample_id: z.uuid(), quantity: z.number().int().min(1).max(10_000) }))
    .max(20)
    .default([]),
  notes: text({ max: 2000, multiline: true }).default(''),
};

/** The "create visit" modal (`POST visit/list`). */
export const visitInputSchema = z.object({ ...planFields, planned_at: instantSchema });
export type VisitInput = z.input<typeof visitInputSchema>;

const money = z.coerce.number().min(0).max(999_999_999_999).multipleOf(0.01, 'At most two decimals');
const orderFields = {
  outcome: text({ min: 2, max: 2000, multiline: true }),
  order: z.enum(orderAnswers).default('No'),
  order_value: money.nullable().default(null),
};

/** `POST visit/already`: an unplanned visit that already happened, recorded finished in one step. */
export const alreadyVisitSchema = z.object({
  ...planFields,
  visited_at: instantSchema,
  ...orderFields,
});
export type AlreadyVisitInput = z.input<typeof alreadyVisitSchema>;

/** The check-in's position from the browser, or why there is none (`POST visit/status/{id}` from Pending). */
export const checkInSchema = z.object({
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  accuracy_m: z.number().min(0).max(100_000).nullable().default(null),
});
export type CheckInInput = z.input<typeof checkInSchema>;

export const reasonSchema = z.object({ reason: text({ min: 3, max: 500, multiline: true }) });

const visitIdField = { visit_id: z.uuid() };

/** `POST new/visit` (New and Expanding). Samples handed out come off the sample's stock. */
export const completeNewSchema = z.object({
  ...visitIdField,
  ...orderFields,
  next_step: text({ max: 500, multiline: true }).default(''),
  samples_given: z
    .array(z.object({ sample_id: z.uuid(), quantity: z.number().int().min(1).max(10_000) }))
    .max(20)
    .default([]),
});
export type CompleteNewInput = z.input<typeof completeNewSchema>;

/** `POST followup/visit`: an optional next follow-up date plans the next visit. */
export const completeFollowUpSchema = z.object({
  ...visitIdField,
  ...orderFields,
  next_follow_up: instantSchema.nullable().default(null),
});
export type CompleteFollowUpInput = z.input<typeof completeFollowUpSchema>;

/** `POST collection/visit` (multipart fields beside the `file`, the signed receipt's photo). */
export const completeCollectionSchema = z.object({
  ...visitIdField,
  amount: money.refine((n) => n > 0, 'Enter the amount collected'),
  payment: numberIn(payments),
  notes: text({ max: 1000, multiline: true }).default(''),
});
export type CompleteCollectionInput = z.input<typeof completeCollectionSchema>;

/** `POST delivery/visit` (multipart; the proof-of-delivery photo is required). */
export const completeDeliverySchema = z.object({
  ...visitIdField,
  receiver_name: text({ min: 2, max: 120 }),
  notes: text({ max: 1000, multiline: true }).default(''),
});
export type CompleteDeliveryInput = z.input<typeof completeDeliverySchema>;

/** `POST call/visit` (multipart; the file is optional). */
export const completeCallSchema = z.object({
  ...visitIdField,
  summary: text({ min: 2, max: 2000, multiline: true }),
  duration_minutes: z.coerce.number().int().min(1).max(600),
});
export type CompleteCallInput = z.input<typeof completeCallSchema>;

/** What a finished visit recorded, by its completion call. */
export const visitOutcomeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('new'),
    outcome: z.string(),
    order: z.enum(orderAnswers),
    order_value: z.number().nullable(),
    next_step: z.string(),
    samples_given: z.array(z.object({ sample_id: z.uuid(), name: z.string(), unit: z.string(), quantity: z.number().int() })),
  }),
  z.object({
    kind: z.literal('followup'),
    outcome: z.string(),
    order: z.enum(orderAnswers),
    order_value: z.number().nullable(),
    next_visit_id: z.uuid().nullable(),
  }),
  z.object({
    kind: z.literal('collection'),
    amount: z.number(),
    payment: z.number().int(),
    receipt_number: z.number().int(),
    notes: z.string(),
  }),
  z.object({ kind: z.literal('delivery'), receiver_name: z.string(), notes: z.string() }),
  z.object({ kind: z.literal('call'), summary: z.string(), duration_minutes: z.number().int() }),
  z.object({
    kind: z.literal('already'),
    outcome: z.string(),
    order: z.enum(orderAnswers),
    order_value: z.number().nullable(),
  }),
]);
export type VisitOutcome = z.infer<typeof visitOutcomeSchema>;

const personSchema = z.object({ id: z.uuid(), full_name: z.string() });

export const checkInRecordSchema = z.object({
  at: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracy_m: z.number().nullable(),
  distance_m: z.number().nullable(),
  verdict: z.enum(checkInVerdicts),
});

/** A row of the visits list. */
export const visitSummarySchema = z.object({
  id: z.uuid(),
  client: z.object({ id: z.uuid(), company_name: z.string(), contact_name: z.string(), kind: z.enum(['lead', 'client']) }),
  visit_type: z.number().int(),
  status: z.number().int(),
  priority: z.number().int(),
  visit_reason: z.number().int(),
  planned_at: z.string(),
  assigned_to: personSchema,
  is_false: z.boolean(),
  check_in_verdict: z.enum(checkInVerdicts).nullable(),
});
export type VisitSummary = z.infer<typeof visitSummarySchema>;

/** What the current user may do with a visit now (the details page's buttons). */
export const visitActions = ['check_in', 'complete', 'approve', 'reject', 'mark_false', 'delete', 'receipt'] as const;
export type VisitAction = (typeof visitActions)[number];

export const visitDetailsSchema = visitSummarySchema.extend({
  client: visitSummarySchema.shape.client.extend({
    phone: z.string(),
    city: z.string(),
    address: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  notes: z.string(),
  created_by: personSchema.nullable(),
  agencies: z.array(agencySchema.pick({ id: true, name_en: true, name_ar: true })),
  samples: z.array(z.object({ sample_id: z.uuid(), name: z.string(), unit: z.string(), quantity: z.number().int() })),
  false_reason: z.string(),
  check_in: checkInRecordSchema.nullable(),
  finished_at: z.string().nullable(),
  outcome: visitOutcomeSchema.nullable(),
  reviewed_at: z.string().nullable(),
  reject_reason: z.string(),
  files: z.array(fileSchema),
  timeline: z.array(activitySchema),
  actions: z.array(z.enum(visitActions)),
  created_at: z.string(),
});
export type VisitDetails = z.infer<typeof visitDetailsSchema>;

export const visitListQuerySchema = pageQuerySchema.extend({
  filter_type: numberIn(filterTypes).default(1),
  /** Default: today in the company's time zone. */
  selected_date: isoDateSchema.optional(),
  visit_type: numberIn(visitTypes).optional(),
  status: numberIn(visitStatuses).optional(),
  assigned_to: z.uuid().optional(),
  client_id: z.uuid().optional(),
  is_false: z.enum(['true', 'false']).optional(),
});
export type VisitListQuery = z.infer<typeof visitListQuerySchema>;

/** The signed receipt check that the QR code opens (public: no sign-in, shows only what the receipt shows). */
export const receiptCheckSchema = z.object({
  valid: z.literal(true),
  company_name: z.string(),
  receipt_number: z.number().int(),
  amount: z.number(),
  currency: z.string(),
  payment: z.number().int(),
  client_name: z.string(),
  collected_at: z.string(),
  /** The company's zone: the page shows the date as the receipt prints it. */
  time_zone: z.string(),
  rep_name: z.string(),
});
export type ReceiptCheck = z.infer<typeof receiptCheckSchema>;

const tags = ['visits'];
const idBody = z.object({ visit_id: z.uuid() });

export const visitsApi = {
  list: endpoint({
    method: 'GET',
    path: 'visit/list',
    access: 'visits.work',
    tags,
    summary: 'Visits of a day, week, month or all (sales users: their own), with filters',
    query: visitListQuerySchema,
    reply: pageOf(visitSummarySchema),
  }),
  create: endpoint({
    method: 'POST',
    path: 'visit/list',
    access: 'visits.work',
    tags,
    summary: 'Plan a visit (sales users: their own, when their create-visit permission is on)',
    body: visitInputSchema,
    reply: visitDetailsSchema,
    status: 201,
  }),
  already: endpoint({
    method: 'POST',
    path: 'visit/already',
    access: 'visits.work',
    tags,
    summary: 'Record an unplanned visit that already happened, finished in one step',
    body: alreadyVisitSchema,
    reply: visitDetailsSchema,
    status: 201,
  }),
  details: endpoint({
    method: 'GET',
    path: 'get/visit/:id',
    access: 'visits.work',
    tags,
    summary: 'A visit with its timeline, outcome, files and what the caller may do now',
    params: idParamsSchema,
    reply: visitDetailsSchema,
  }),
  advance: endpoint({
    method: 'POST',
    path: 'visit/status/:id',
    access: 'visits.work',
    tags,
    summary: 'Check in (Pending → Started, the assignee, with the GPS position) or approve (Finished → Approved, a manager)',
    params: idParamsSchema,
    body: checkInSchema,
    reply: visitDetailsSchema,
  }),
  reject: endpoint({
    method: 'POST',
    path: 'visit/status/Rejected/:id',
    access: 'visits.manage',
    tags,
    summary: 'Reject a finished visit, with a reason (manager)',
    params: idParamsSchema,
    body: reasonSchema,
    reply: visitDetailsSchema,
  }),
  markFalse: endpoint({
    method: 'POST',
    path: 'false/visit/:id',
    access: 'visits.manage',
    tags,
    summary: 'Mark a visit false, with a reason (manager); false visits never count toward KPIs',
    params: idParamsSchema,
    body: reasonSchema,
    reply: visitDetailsSchema,
  }),
  delete: endpoint({
    method: 'POST',
    path: 'visit/delete',
    access: 'visits.work',
    tags,
    summary: 'Delete a pending visit (a done one is a 409)',
    body: idBody,
    reply: z.object({ message: z.literal('Visit Deleted Successfully') }),
  }),
  completeNew: endpoint({
    method: 'POST',
    path: 'new/visit',
    access: 'visits.work',
    tags,
    summary: 'Complete a New or Expanding visit (the assignee, from Started)',
    body: completeNewSchema,
    reply: visitDetailsSchema,
  }),
  completeFollowUp: endpoint({
    method: 'POST',
    path: 'followup/visit',
    access: 'visits.work',
    tags,
    summary: 'Complete a Follow Up visit; a next follow-up date plans the next visit',
    body: completeFollowUpSchema,
    reply: visitDetailsSchema,
  }),
  /** Multipart: the fields of `completeCollectionSchema` and `file`, the signed receipt's photo. */
  completeCollection: endpoint({
    method: 'POST',
    path: 'collection/visit',
    access: 'visits.work',
    tags,
    summary: 'Complete a Collection visit (multipart: amount, payment, notes, receipt photo); numbers the receipt',
    reply: visitDetailsSchema,
  }),
  /** Multipart: the fields of `completeDeliverySchema` and `file`, the proof-of-delivery photo. */
  completeDelivery: endpoint({
    method: 'POST',
    path: 'delivery/visit',
    access: 'visits.work',
    tags,
    summary: 'Complete a Delivery visit (multipart: receiver, notes, proof-of-delivery photo)',
    reply: visitDetailsSchema,
  }),
  /** Multipart: the fields of `completeCallSchema` and an optional `file`. */
  completeCall: endpoint({
    method: 'POST',
    path: 'call/visit',
    access: 'visits.work',
    tags,
    summary: 'Complete a Call (multipart: summary, duration, optional file)',
    reply: visitDetailsSchema,
  }),
  /** PDF bytes, not JSON. */
  receipt: endpoint({
    method: 'GET',
    path: 'visit/receipt/:id',
    access: 'visits.work',
    tags,
    summary: "A collection visit's bilingual receipt (PDF)",
    params: idParamsSchema,
    reply: undefined,
  }),
  checkReceipt: endpoint({
    method: 'GET',
    path: 'receipt/check/:token',
    access: 'public',
    tags,
    summary: "Verify a receipt's QR code (public): the receipt's own figures when the signature holds",
    params: z.object({
      token: z
        .string()
        .min(10)
        .max(400)
        .regex(/^[A-Za-z0-9_.-]+$/),
    }),
    reply: receiptCheckSchema,
  }),
};

/** The multipart completion calls' field schemas, by endpoint (server parses, web validates). */
export const multipartCompletions = {
  collection: { endpoint: visitsApi.completeCollection, fields: completeCollectionSchema, file: 'required' },
  delivery: { endpoint: visitsApi.completeDelivery, fields: completeDeliverySchema, file: 'required' },
  call: { endpoint: visitsApi.completeCall, fields: completeCallSchema, file: 'optional' },
} as const;

/**
 * The state machine's one table, read by the server (which refuses everything else with a
 * 409) and by the web (which offers only these buttons).
 */
export function allowedVisitActions(
  visit: { status: number; assigned_to: { id: string }; is_false: boolean; visit_type: number },
  me: { id: string; role: Role },
): VisitAction[] {
  const manages = can(me.role, 'visits.manage');
  const mine = visit.assigned_to.id === me.id;
  const actions: VisitAction[] = [];
  if (visit.status === VISIT_STATUS.pending && mine) actions.push('check_in');
  if (visit.status === VISIT_STATUS.started && mine) actions.push('complete');
  if (visit.status === VISIT_STATUS.finished && manages) actions.push('approve', 'reject');
  if (manages && !visit.is_false) actions.push('mark_false');
  if (visit.status === VISIT_STATUS.pending && (manages || mine)) actions.push('delete');
  if (visit.visit_type === VISIT_TYPE.collection && visit.status >= VISIT_STATUS.finished) actions.push('receipt');
  return actions;
}
