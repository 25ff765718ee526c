import { allowedVisitActions, type VisitDetails, type VisitSummary } from '@contract/visits';
import type { UserRow } from '../users/users.repository';
import type { VisitSummaryRow, VisitView } from './visits.repository';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function toVisitSummary({ row, clientCompany, clientContact, clientKind, assigneeName }: VisitSummaryRow): VisitSummary {
  return {
    id: row.id,
    client: { id: row.clientId, company_name: clientCompany, contact_name: clientContact, kind: clientKind },
    visit_type: row.visitType,
    status: row.status,
    priority: row.priority,
    visit_reason: row.visitReason,
    planned_at: row.plannedAt.toISOString(),
    fixed_time: row.fixedTime,
    assigned_to: { id: row.assignedTo, full_name: assigneeName },
    is_false: row.isFalse,
    check_in_verdict: row.checkInVerdict,
  };
}

export function toVisitDetails(view: VisitView, me: UserRow): VisitDetails {
  const { row, client } = view;
  const summary = toVisitSummary(view);
  return {
    ...summary,
    client: {
      ...summary.client,
      phone: client.phone,
      city: client.city,
      address: client.address,
      latitude: client.latitude,
      longitude: client.longitude,
    },
    notes: row.notes,
    created_by: view.creatorName ? { id: row.createdBy, full_name: view.creatorName } : null,
    agencies: view.agencies,
    samples: view.samples,
    false_reason: row.falseReason,
    check_in:
      row.checkedInAt && row.checkInVerdict
        ? {
            at: row.checkedInAt.toISOString(),
            received_at: iso(row.checkInReceivedAt),
            latitude: row.checkInLatitude,
            longitude: row.checkInLongitude,
            accuracy_m: row.checkInAccuracyM,
            distance_m: row.checkInDistanceM === null ? null : Math.round(row.checkInDistanceM),
            verdict: row.checkInVerdict,
            reason: row.checkInReason,
          }
        : null,
    finished_at: iso(row.finishedAt),
    outcome: row.outcome ?? null,
    reviewed_at: iso(row.reviewedAt),
    reject_reason: row.rejectReason,
    files: view.files,
    timeline: view.timeline,
    actions: allowedVisitActions(summary, me).filter((a) => a !== 'share_rating' || !view.rating),
    messages: view.messages,
    rating: view.rating,
    created_at: row.createdAt.toISOString(),
  };
}
