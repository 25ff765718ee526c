import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { can } from '@contract/permissions';
import type { alreadyVisitSchema, VisitDetails, visitInputSchema, VisitListQuery } from '@contract/visits';
import { canPlanVisits, VISIT_STATUS } from '@contract/visits';
import { visits } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';
import { recordActivity } from '../../lib/activity';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error';
import { mustBeAssignable } from '../../lib/assignees';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { findClient } from '../clients/clients.repository';
import * as events from '../events/events.service';
import { notify } from '../notifications/notifications.service';
import type { UserRow } from '../users/users.repository';
import { toVisitDetails, toVisitSummary } from './visit-dto';
import { listVisits } from './visit-list.repository';
import * as repo from './visits.repository';

type PlanFields = z.infer<typeof visitInputSchema>;
type AlreadyFields = z.infer<typeof alreadyVisitSchema>;

export async function list(tx: Tx, me: UserRow, query: VisitListQuery) {
  const { rows, count } = await listVisits(tx, me, query);
  return { count, results: rows.map(toVisitSummary) };
}

export async function mustFind(tx: Tx, me: UserRow, id: string, opts?: { full?: boolean }): Promise<repo.VisitView> {
  const view = await repo.findVisit(tx, me, id, opts);
  if (!view) throw notFound('Visit');
  return view;
}

export async function details(tx: Tx, me: UserRow, id: string): Promise<VisitDetails> {
  return toVisitDetails(await mustFind(tx, me, id, { full: true }), me);
}

/**
 * Who does a visit: managers and admins plan for anyone who works visits (null: themselves);
 * a sales user plans only their own, and only while their create-visit permission is on.
 */
async function assigneeFor(tx: Tx, me: UserRow, requested: string | null): Promise<string> {
  if (!canPlanVisits({ role: me.role, createVisitAllowed: me.canCreateVisit }))
    throw new AppError('forbidden', 'Your administrator has turned off creating visits for you');
  if (!can(me.role, 'visits.manage')) {
    if (requested && requested !== me.id) throw forbidden();
    return me.id;
  }
  if (!requested || requested === me.id) return me.id;
  await mustBeAssignable(tx, requested);
  return requested;
}

/** The client must be one the caller may see (a sales user: their own), not deleted. */
async function clientFor(tx: Tx, me: UserRow, clientId: string) {
  const client = await findClient(tx, me, clientId);
  if (!client) throw fieldError('client_id', 'Choose a client or lead of yours');
  return client.row;
}

/** Unknown agency or sample ids (another company's included) fail the composite foreign keys. */
async function refusingForeignIds<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isForeignKeyViolation(err)) throw fieldError('agency_ids', 'Choose agencies and samples of your company');
    throw err;
  }
}

async function insertPlanned(tx: Tx, me: UserRow, input: PlanFields | AlreadyFields, values: Partial<repo.NewVisitRow>) {
  const assignedTo = await assigneeFor(tx, me, input.assigned_to);
  await clientFor(tx, me, input.client_id);
  return refusingForeignIds(async () => {
    const row = await repo.insertVisit(tx, {
      tenantId: me.tenantId,
      clientId: input.client_id,
      visitType: input.visit_type,
      priority: input.priority,
      visitReason: input.visit_reason,
      assignedTo,
      createdBy: me.id,
      notes: input.notes,
      fixedTime: input.fixed_time,
      plannedAt: new Date(),
      ...values,
    });
    await repo.setPlanLines(tx, me.tenantId, row.id, input.agency_ids, input.samples);
    return row;
  });
}

/** `POST visit/list`: a Pending visit. */
export async function plan(tx: Tx, me: UserRow, input: PlanFields): Promise<VisitDetails> {
  const row = await insertPlanned(tx, me, input, { plannedAt: new Date(input.planned_at) });
  await recordActivity(tx, me, 'visit', row.id, 'created', { assigned_to: row.assignedTo, planned_at: row.plannedAt.toISOString() });
  const visit = await details(tx, me, row.id);
  await notify(tx, me, { to: row.assignedTo, kind: 'visit_assigned', subjectId: row.id, title: visit.client.company_name });
  return visit;
}

/** A visit "already done" may be minutes in the future on a phone whose clock runs fast, not more. */
const CLOCK_SKEW_MS = 10 * 60 * 1000;

/**
 * `POST visit/already`: an unplanned visit that happened, recorded Finished in one step. Its
 * place cannot be verified after the fact, and the timeline says it was recorded afterwards.
 */
export async function recordPast(tx: Tx, me: UserRow, input: AlreadyFields, now = new Date()): Promise<VisitDetails> {
  const visitedAt = new Date(input.visited_at);
  if (visitedAt.getTime() > now.getTime() + CLOCK_SKEW_MS)
    throw fieldError('visited_at', 'A visit that already happened cannot be in the future');
  if (input.order === 'Yes' && input.order_value === null) throw fieldError('order_value', 'Enter the order value');
  const row = await insertPlanned(tx, me, input, {
    plannedAt: visitedAt,
    status: VISIT_STATUS.finished,
    checkedInAt: visitedAt,
    checkInVerdict: 'recorded_after',
    finishedAt: visitedAt,
    outcome: { kind: 'already', outcome: input.outcome, order: input.order, order_value: input.order_value },
  });
  await recordActivity(tx, me, 'visit', row.id, 'recorded', { visited_at: visitedAt.toISOString() });
  return details(tx, me, row.id);
}

/** `POST visit/delete`: only a Pending visit, by a manager or its own rep; a done one is a 409. */
export async function remove(tx: Tx, me: UserRow, id: string): Promise<{ message: 'Visit Deleted Successfully' }> {
  const deleted = await repo.deletePendingVisit(
    tx,
    and(
      eq(visits.id, id),
      eq(visits.status, VISIT_STATUS.pending),
      can(me.role, 'visits.manage') ? undefined : eq(visits.assignedTo, me.id),
    ),
  );
  if (!deleted) {
    await mustFind(tx, me, id);
    throw new AppError('invalid_transition', 'Only a pending visit can be deleted; this one has started or is done');
  }
  await recordActivity(tx, me, 'visit', id, 'deleted', {});
  await events.visitChanged(tx, me.tenantId, deleted);
  return { message: 'Visit Deleted Successfully' };
}
