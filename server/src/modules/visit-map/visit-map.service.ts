import { rowScope } from '@contract/permissions';
import { type Coverage, type VisitMapColumns, type VisitMapQuery } from '@contract/visit-map';
import { RawJson } from '../../lib/route';
import type { Tx } from '../../db/tenant-tx';
import type { UserRow } from '../users/users.repository';
import * as repo from './visit-map.repository';

const emptyMap = (): VisitMapColumns => ({
  reps: { id: [], full_name: [] },
  visits: {
    id: [],
    status: [],
    visit_type: [],
    planned_at: [],
    fixed_time: [],
    is_false: [],
    rep: [],
    client_name: [],
    latitude: [],
    longitude: [],
  },
  check_ins: { visit: [], latitude: [], longitude: [], at: [], verdict: [] },
  truncated: false,
});
/**
 * `GET visits/map`: the range's visits with a located client (markers) and the check-ins with
 * a GPS position, as columns (contract/visit-map.ts) the database writes. A sales user gets
 * only their own, whatever `assigned_to` says (another rep's filter is simply empty, as in
 * `visit/list`).
 */
export async function visitMap(tx: Tx, me: UserRow, query: VisitMapQuery): Promise<VisitMapColumns | RawJson> {
  const own = rowScope[me.role] === 'own';
  if (own && query.assigned_to && query.assigned_to !== me.id) return emptyMap();
  const rep = own ? me.id : (query.assigned_to ?? null);
  return new RawJson(await repo.mapReply(tx, { start: query.start ?? null, end: query.end ?? null, rep }));
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
