import { z } from 'zod';
import { pageQuerySchema } from './pagination';
import { text } from './text';
import { money as amount, numberIn, wholeNumber } from './values';

/**
 * What visits are made of and what people send about them: the spec's enumerations, the
 * forms' schemas (plan, complete, review) and the list's query. Replies and the calls are in
 * visits.ts, which re-exports all of this.
 */

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
export const checkInVerdicts = ['verified', 'far', 'no_client_location', 'no_gps', 'recorded_after', 'not_geofenced'] as const;
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
  /** Booked at this time: the route keeps it there (an appointment the client expects at that hour). */
  fixed_time: z.boolean().default(false),
};

/** The "create visit" modal (`POST visit/list`). */
export const visitInputSchema = z.object({ ...planFields, planned_at: instantSchema });
export type VisitInput = z.input<typeof visitInputSchema>;

const money = amount.refine((n) => n >= 0, 'Enter 0 or more');
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
  /**
   * When the device took the position. Sent by a check-in that waited in the phone's outbox
   * (issue 14): the visit keeps this time, and the server's own receipt time beside it.
   */
  taken_at: instantSchema.nullable().default(null),
  /** Why the rep checks in beyond the company's geofence (the app asks before a far check-in). */
  far_reason: text({ max: 500, multiline: true }).default(''),
});
/** How long a check-in may wait on a phone before the server no longer believes its clock. */
export const OFFLINE_CHECK_IN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
export type CheckInInput = z.input<typeof checkInSchema>;

export const reasonSchema = z.object({ reason: text({ min: 3, max: 500, multiline: true }) });

const visitIdField = { visit_id: z.uuid() };

/** `POST new/visit` (New and Expanding). Samples handed out come off the sample's stock. */
export const completeNewSchema = z.object({
  ...visitIdField,
  ...orderFields,
  next_step: text({ max: 500, multiline: true }).default(''),
  samples_given: z
    .array(z.object({ sample_id: z.uuid(), quantity: wholeNumber({ min: 1, max: 10_000 }) }))
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
  duration_minutes: wholeNumber({ min: 1, max: 600 }),
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
