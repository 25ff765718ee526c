import { z } from 'zod';
import { receiptCheckSchema } from './receipt-check';
import { agencySchema } from './agencies';
import { activitySchema } from './clients';
import { endpoint, idParamsSchema } from './endpoint';
import { fileSchema } from './files';
import { pageOf } from './pagination';
import { can } from './permissions';
import type { Role } from './users';
import { visitMessageSchema, visitRatingSchema } from './visit-talk';
import {
  alreadyVisitSchema,
  checkInSchema,
  checkInVerdicts,
  completeCallSchema,
  completeCollectionSchema,
  completeDeliverySchema,
  completeFollowUpSchema,
  completeNewSchema,
  reasonSchema,
  visitInputSchema,
  visitListQuerySchema,
  visitOutcomeSchema,
  VISIT_STATUS,
  VISIT_TYPE,
} from './visit-forms';

export * from './visit-forms';

const personSchema = z.object({ id: z.uuid(), full_name: z.string() });

export const checkInRecordSchema = z.object({
  at: z.string(),
  /** When the server received it: later than `at` when the check-in waited offline on the phone. */
  received_at: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  accuracy_m: z.number().nullable(),
  distance_m: z.number().nullable(),
  verdict: z.enum(checkInVerdicts),
  /** The rep's reason for checking in beyond the geofence ('' when not asked). */
  reason: z.string(),
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
  /** Booked at `planned_at`: "Plan my route" keeps it at its time and moves the others around it. */
  fixed_time: z.boolean(),
  assigned_to: personSchema,
  is_false: z.boolean(),
  check_in_verdict: z.enum(checkInVerdicts).nullable(),
});
export type VisitSummary = z.infer<typeof visitSummarySchema>;

/** What the current user may do with a visit now (the details page's buttons). */
export const visitActions = ['check_in', 'complete', 'approve', 'reject', 'mark_false', 'delete', 'receipt', 'share_rating'] as const;
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
  /** The conversation, oldest first; `is_read` is the caller's. */
  messages: z.array(visitMessageSchema),
  /** The customer's rating through the shared link, once given. */
  rating: visitRatingSchema.nullable(),
  created_at: z.string(),
});
export type VisitDetails = z.infer<typeof visitDetailsSchema>;

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
 * Who plans visits: managers and admins (for anyone), and a sales user (their own) while the
 * admin leaves their create-visit permission on. The server refuses the others with this; the
 * web hides the "plan a visit" button with it.
 */
export function canPlanVisits(me: { role: Role; createVisitAllowed: boolean }): boolean {
  return can(me.role, 'visits.manage') || (can(me.role, 'visits.work') && me.createVisitAllowed);
}

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
  // The customer rates what was done: a finished or approved visit, not a rejected or false one.
  const done = visit.status === VISIT_STATUS.finished || visit.status === VISIT_STATUS.approved;
  if (done && !visit.is_false && (mine || manages)) actions.push('share_rating');
  return actions;
}
