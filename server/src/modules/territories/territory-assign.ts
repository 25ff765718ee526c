import type { Tx } from '../../db/tenant-tx';
import { recordActivity } from '../../lib/activity';
import * as repo from './territories.repository';

/**
 * The assignment rule (issue 43), called by the clients module when a manager or admin creates
 * a client or lead without naming a rep: the territory it lies in (outline first, else city
 * set; only those that assign new clients), then its active reps in turn. Null when no
 * territory takes it or the territory has no active rep: the record stays unassigned.
 */
export async function assigneeByTerritory(
  tx: Tx,
  place: repo.Place,
): Promise<{ userId: string; territory: { id: string; name: string } } | null> {
  const territory = await repo.territoryAt(tx, place);
  if (!territory) return null;
  const reps = await repo.activeReps(tx, territory.id);
  if (!reps.length) return null;
  const turn = await repo.takeTurn(tx, territory.id);
  return { userId: reps[turn % reps.length]!, territory };
}

/** The client's timeline line saying why it went to this rep (in the same transaction). */
export async function recordAssignedByTerritory(
  tx: Tx,
  me: { id: string; tenantId: string },
  clientId: string,
  assignment: { userId: string; territory: { id: string; name: string } },
): Promise<void> {
  await recordActivity(tx, me, 'client', clientId, 'assigned_by_territory', {
    name: assignment.territory.name,
    territory_id: assignment.territory.id,
    assigned_to: assignment.userId,
  });
}
