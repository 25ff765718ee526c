import type { Tx } from '../../db/tenant-tx';
import { assigneesByTerritory, recordAssignedByTerritoryMany, type Assignment } from './territory-assign-batch';
import type { Place } from './territories.repository';

/**
 * The assignment rule (issue 43), called by the clients module when a manager or admin creates
 * a client or lead without naming a rep: the territory it lies in (outline first, else city
 * set; only those that assign new clients), then its active reps in turn. Null when no
 * territory takes it or the territory has no active rep: the record stays unassigned. One
 * record is an import batch of one (territory-assign-batch.ts), so both follow one rule.
 */
export async function assigneeByTerritory(tx: Tx, place: Place): Promise<Assignment | null> {
  const [assignment] = await assigneesByTerritory(tx, [place]);
  return assignment ?? null;
}

/** The client's timeline line saying why it went to this rep (in the same transaction). */
export async function recordAssignedByTerritory(
  tx: Tx,
  me: { id: string; tenantId: string },
  clientId: string,
  assignment: Assignment,
): Promise<void> {
  await recordAssignedByTerritoryMany(tx, me, [{ clientId, assignment }]);
}
