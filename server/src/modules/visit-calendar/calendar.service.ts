import { rowScope } from '@contract/permissions';
import { calendarPerDay, type CalendarVisit, type VisitCalendar, type VisitCalendarQuery } from '@contract/visit-calendar';
import type { Tx } from '../../db/tenant-tx';
import { recordActivity } from '../../lib/activity';
import { AppError, notFound } from '../../lib/app-error';
import type { UserRow } from '../users/users.repository';
import * as repo from './calendar.repository';
import * as events from '../events/events.service';

export function toCalendarVisit(row: repo.CalendarRow): CalendarVisit {
  return {
    id: row.id,
    client: { id: row.clientId, company_name: row.clientName },
    visit_type: row.visitType,
    status: row.status,
    priority: row.priority,
    planned_at: row.plannedAt.toISOString(),
    assigned_to: { id: row.assignedTo, full_name: row.assigneeName },
    is_false: row.isFalse,
  };
}

const dayCount = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);

/**
 * `GET visit/calender`: the range's visits in planned order. A sales user gets only their own,
 * whatever `assigned_to` says (another rep's filter is simply empty, as in `visit/list`).
 */
export async function calendar(tx: Tx, me: UserRow, query: VisitCalendarQuery): Promise<VisitCalendar> {
  const own = rowScope[me.role] === 'own';
  if (own && query.assigned_to && query.assigned_to !== me.id) return { results: [], days: {}, truncated: false };
  const rep = own ? me.id : (query.assigned_to ?? null);
  const perDay = calendarPerDay(dayCount(query.start, query.end));
  const { rows, days } = await repo.visitsInRange(tx, { start: query.start, end: query.end, rep, perDay });
  return { results: rows.map(toCalendarVisit), days, truncated: Object.values(days).some((n) => n > perDay) };
}

/**
 * `POST visit/reschedule/{id}` (managers): a Pending visit moves; anything else stays where it
 * is. After a refused move one read tells a missing visit (404, another company's included)
 * from one that has started or is done (409).
 */
export async function reschedule(tx: Tx, me: UserRow, id: string, plannedAt: string): Promise<CalendarVisit> {
  const to = new Date(plannedAt);
  const moved = await repo.movePending(tx, id, to);
  if (!moved) {
    if (!(await repo.visitExists(tx, id))) throw notFound('Visit');
    throw new AppError('invalid_transition', 'Only a pending visit can be rescheduled; this one has started or is done');
  }
  await recordActivity(tx, me, 'visit', id, 'rescheduled', { from: moved.from.toISOString(), to: to.toISOString() });
  const row = await repo.calendarVisit(tx, id);
  if (!row) throw notFound('Visit');
  const visit = toCalendarVisit(row);
  // Everyone looking at a list, a calendar or the visit sees it move (live events).
  await events.visitChanged(tx, me.tenantId, { id, status: visit.status, assignedTo: visit.assigned_to.id });
  return visit;
}
