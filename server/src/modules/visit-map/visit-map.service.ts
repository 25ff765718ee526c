import { rowScope } from '@contract/permissions';
import { MAP_MAX_VISITS, type Coverage, type MapCheckIn, type MapVisit, type VisitMap, type VisitMapQuery } from '@contract/visit-map';
import type { Tx } from '../../db/tenant-tx';
import type { UserRow } from '../users/users.repository';
import * as repo from './visit-map.repository';

/**
 * `GET visits/map`: the range's visits with a located client (markers) and the check-ins with
 * a GPS position. A sales user gets only their own, whatever `assigned_to` says (another
 * rep's filter is simply empty, as in `visit/list`).
 */
export async function visitMap(tx: Tx, me: UserRow, query: VisitMapQuery): Promise<VisitMap> {
  const own = rowScope[me.role] === 'own';
  if (own && query.assigned_to && query.assigned_to !== me.id) return { visits: [], check_ins: [], truncated: false };
  const rep = own ? me.id : (query.assigned_to ?? null);
  const rows = await repo.mapRows(tx, { start: query.start ?? null, end: query.end ?? null, rep });
  const kept = rows.slice(0, MAP_MAX_VISITS);
  const visits: MapVisit[] = [];
  const checkIns: MapCheckIn[] = [];
  for (const r of kept) {
    const assignee = { id: r.assignedTo, full_name: r.assigneeName };
    if (r.clientLatitude !== null && r.clientLongitude !== null) {
      visits.push({
        id: r.id,
        status: r.status,
        visit_type: r.visitType,
        planned_at: r.plannedAt.toISOString(),
        is_false: r.isFalse,
        client: { id: r.clientId, company_name: r.clientName, latitude: r.clientLatitude, longitude: r.clientLongitude },
        assigned_to: assignee,
      });
    }
    if (r.checkedInAt && r.checkInLatitude !== null && r.checkInLongitude !== null && r.checkInVerdict) {
      checkIns.push({
        visit_id: r.id,
        rep: assignee,
        latitude: r.checkInLatitude,
        longitude: r.checkInLongitude,
        at: r.checkedInAt.toISOString(),
        verdict: r.checkInVerdict,
      });
    }
  }
  return { visits, check_ins: checkIns, truncated: rows.length > MAP_MAX_VISITS };
}

/** `GET visits/map/coverage` (managers): where the team is not going. */
export async function coverage(tx: Tx, days: number): Promise<Coverage> {
  const { rows, total } = await repo.uncoveredClients(tx, days);
  return {
    days,
    clients: rows.map((r) => ({
      id: r.id,
      company_name: r.companyName,
      latitude: r.latitude,
      longitude: r.longitude,
      last_visited_at: r.lastVisitedAt ? r.lastVisitedAt.toISOString() : null,
    })),
    total,
    truncated: total > rows.length,
  };
}
