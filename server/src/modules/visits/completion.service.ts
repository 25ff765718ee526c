import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  completionOf,
  VISIT_STATUS,
  VISIT_TYPE,
  visitsApi,
  type Completion,
  type completeCallSchema,
  type completeCollectionSchema,
  type completeDeliverySchema,
  type completeFollowUpSchema,
  type completeNewSchema,
  type VisitDetails,
  type VisitOutcome,
  type VisitType,
} from '@contract/visits';
import { samples, visits } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';
import { recordActivity } from '../../lib/activity';
import { AppError, fieldError } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import * as files from '../files/files.service';
import type { UserRow } from '../users/users.repository';
import { invalidTransition } from './review.service';
import { details, mustFind } from './visits.service';
import * as repo from './visits.repository';

/** The call that completes each kind, for the message when the wrong one is used. */
const pathOf: Record<Completion, string> = {
  new: visitsApi.completeNew.path,
  followup: visitsApi.completeFollowUp.path,
  collection: visitsApi.completeCollection.path,
  delivery: visitsApi.completeDelivery.path,
  call: visitsApi.completeCall.path,
};

/** The visit types each completion call finishes. */
const typesOf = (kind: Completion) =>
  Object.entries(completionOf)
    .filter(([, completion]) => completion === kind)
    .map(([type]) => Number(type));

/**
 * Started → Finished through the visit type's own completion call, by its assignee only: one
 * conditional UPDATE, so a double submit finishes the visit once (the second is a 409). When
 * it changes nothing, the visit is read to say why.
 */
async function finish(
  tx: Tx,
  me: UserRow,
  visitId: string,
  kind: Completion,
  patch: Partial<repo.NewVisitRow> & { outcome: VisitOutcome },
) {
  const finished = await repo.updateVisitWhere(
    tx,
    and(
      eq(visits.id, visitId),
      eq(visits.status, VISIT_STATUS.started),
      eq(visits.assignedTo, me.id),
      inArray(visits.visitType, typesOf(kind)),
    ),
    { ...patch, status: VISIT_STATUS.finished, finishedAt: new Date() },
  );
  if (!finished) {
    const { row } = await mustFind(tx, me, visitId);
    const expected = completionOf[row.visitType as VisitType];
    if (expected !== kind)
      throw new AppError('invalid_transition', `This visit is completed with ${pathOf[expected]}, not ${pathOf[kind]}`);
    if (row.status !== VISIT_STATUS.started) throw invalidTransition(row.status);
    throw new AppError('forbidden', 'Only the rep the visit is assigned to can complete it');
  }
  await recordActivity(tx, me, 'visit', visitId, 'completed', { kind });
  return finished;
}

function orderOf(input: { order: 'No' | 'Yes'; order_value: number | null }) {
  if (input.order === 'Yes' && input.order_value === null) throw fieldError('order_value', 'Enter the order value');
  return { order: input.order, order_value: input.order === 'Yes' ? input.order_value : null };
}

/** Hands samples out: every line comes off stock in one statement, or nothing does (409). */
async function handOut(tx: Tx, lines: { sample_id: string; quantity: number }[]) {
  const merged = repo.mergeQuantities(lines);
  const taken = await repo.takeFromStock(tx, merged);
  if (taken.length === merged.length) {
    const byId = new Map(taken.map((s) => [s.id, s]));
    return merged.map((l) => ({ ...l, name: byId.get(l.sample_id)?.name ?? '', unit: byId.get(l.sample_id)?.unit ?? '' }));
  }
  const short = merged.filter((l) => !taken.some((s) => s.id === l.sample_id)).map((l) => l.sample_id);
  const known = await tx
    .select({ id: samples.id, name: samples.name, stock: samples.stock })
    .from(samples)
    .where(inArray(samples.id, short));
  if (known.length < short.length) throw fieldError('samples_given', 'Choose samples of your company');
  // Thrown inside the request's transaction: the stock already taken for other lines and the
  // visit's new status roll back with it.
  throw new AppError('conflict', `Not enough stock: ${known.map((s) => `${s.name} (${s.stock} left)`).join(', ')}`, {
    samples: known.map((s) => ({ sample_id: s.id, stock: s.stock })),
  });
}

/** `POST new/visit`: New and Expanding visits. */
export async function completeNew(tx: Tx, me: UserRow, input: z.infer<typeof completeNewSchema>): Promise<VisitDetails> {
  const order = orderOf(input);
  await finish(tx, me, input.visit_id, 'new', {
    outcome: { kind: 'new', outcome: input.outcome, ...order, next_step: input.next_step, samples_given: [] },
  });
  const given = input.samples_given.length ? await handOut(tx, input.samples_given) : [];
  if (given.length) {
    await repo.updateVisitWhere(tx, eq(visits.id, input.visit_id), {
      outcome: { kind: 'new', outcome: input.outcome, ...order, next_step: input.next_step, samples_given: given },
    });
  }
  return details(tx, me, input.visit_id);
}

/** `POST followup/visit`: a next follow-up date plans the next visit (same client, rep and reason). */
export async function completeFollowUp(
  tx: Tx,
  me: UserRow,
  input: z.infer<typeof completeFollowUpSchema>,
  now = new Date(),
): Promise<VisitDetails> {
  const order = orderOf(input);
  const next = input.next_follow_up ? new Date(input.next_follow_up) : null;
  if (next && next <= now) throw fieldError('next_follow_up', 'The next follow-up must be in the future');
  const done = await finish(tx, me, input.visit_id, 'followup', {
    outcome: { kind: 'followup', outcome: input.outcome, ...order, next_visit_id: null },
  });
  if (next) {
    const planned = await repo.insertVisit(tx, {
      tenantId: me.tenantId,
      clientId: done.clientId,
      visitType: VISIT_TYPE.followUp,
      priority: done.priority,
      visitReason: done.visitReason,
      assignedTo: done.assignedTo,
      createdBy: me.id,
      plannedAt: next,
    });
    await recordActivity(tx, me, 'visit', planned.id, 'created', { from_visit: done.id, planned_at: next.toISOString() });
    await repo.updateVisitWhere(tx, eq(visits.id, done.id), {
      outcome: { kind: 'followup', outcome: input.outcome, ...order, next_visit_id: planned.id },
    });
  }
  return details(tx, me, input.visit_id);
}

/** A completion's uploaded file: its bytes and its type, already checked from the bytes. */
export interface CheckedFile {
  name: string;
  bytes: Buffer;
  type: string;
}

/** Where a completion's file went, so the route can remove it if the transaction fails later. */
export type StoredKeys = string[];

async function attach(tx: Tx, storage: Storage, me: UserRow, visitId: string, file: CheckedFile, stored: StoredKeys) {
  const saved = await files.upload(tx, storage, me, { ...file, owner: { type: 'visit', id: visitId } });
  stored.push(saved.storageKey);
  await recordActivity(tx, me, 'visit', visitId, 'file_added', { name: saved.name });
}

/** `POST collection/visit`: numbers the receipt from the company's counter, keeps the signed receipt's photo. */
export async function completeCollection(
  tx: Tx,
  storage: Storage,
  me: UserRow,
  input: z.infer<typeof completeCollectionSchema>,
  photo: CheckedFile,
  stored: StoredKeys,
): Promise<VisitDetails> {
  // The visit is finished first, so a refused completion never takes a receipt number.
  await finish(tx, me, input.visit_id, 'collection', {
    outcome: { kind: 'collection', amount: input.amount, payment: input.payment, receipt_number: 0, notes: input.notes },
  });
  const receiptNumber = await repo.nextDocumentNumber(tx, me.tenantId, 'receipt');
  await repo.updateVisitWhere(tx, eq(visits.id, input.visit_id), {
    receiptNumber,
    collectedAmount: input.amount.toFixed(2),
    outcome: { kind: 'collection', amount: input.amount, payment: input.payment, receipt_number: receiptNumber, notes: input.notes },
  });
  await attach(tx, storage, me, input.visit_id, photo, stored);
  return details(tx, me, input.visit_id);
}

/** `POST delivery/visit`: the receiver and the proof-of-delivery photo. */
export async function completeDelivery(
  tx: Tx,
  storage: Storage,
  me: UserRow,
  input: z.infer<typeof completeDeliverySchema>,
  photo: CheckedFile,
  stored: StoredKeys,
): Promise<VisitDetails> {
  await finish(tx, me, input.visit_id, 'delivery', {
    outcome: { kind: 'delivery', receiver_name: input.receiver_name, notes: input.notes },
  });
  await attach(tx, storage, me, input.visit_id, photo, stored);
  return details(tx, me, input.visit_id);
}

/** `POST call/visit`: the call's summary and length, and an optional file. */
export async function completeCall(
  tx: Tx,
  storage: Storage,
  me: UserRow,
  input: z.infer<typeof completeCallSchema>,
  file: CheckedFile | null,
  stored: StoredKeys,
): Promise<VisitDetails> {
  await finish(tx, me, input.visit_id, 'call', {
    outcome: { kind: 'call', summary: input.summary, duration_minutes: input.duration_minutes },
  });
  if (file) await attach(tx, storage, me, input.visit_id, file, stored);
  return details(tx, me, input.visit_id);
}
