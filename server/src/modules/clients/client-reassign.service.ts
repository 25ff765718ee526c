import type { z } from 'zod';
import type { ReassignCounts, reassignClientsSchema, reassignPreviewSchema } from '@contract/client-reassign';
import type { Tx } from '../../db/tenant-tx';
import { notFound } from '../../lib/app-error';
import { mustBeAssignable } from '../../lib/assignees';
import type { UserRow } from '../users/users.repository';
import { notify } from '../notifications/notifications.service';
import * as repo from './client-reassign.repository';

type ReassignInput = z.infer<typeof reassignClientsSchema>;

/**
 * Every id must be a client or lead of the company that is not deleted, or nothing happens:
 * a 404 that names none of them (another company's id reads exactly like a missing one).
 */
async function mustHoldAll(tx: Tx, ids: string[], lock: boolean): Promise<repo.Holder[]> {
  const found = await repo.holders(tx, ids, lock);
  if (found.length !== ids.length) throw notFound('Client');
  return found;
}

/**
 * What the confirmation tells the manager: how many records change hands, how many are with
 * the chosen rep already, and the work that would go with the others.
 */
export async function previewReassign(tx: Tx, input: z.infer<typeof reassignPreviewSchema>): Promise<ReassignCounts> {
  const held = await mustHoldAll(tx, input.ids, true);
  if (input.assigned_to) await mustBeAssignable(tx, input.assigned_to);
  const ids = held.filter((c) => c.assignedTo !== input.assigned_to).map((c) => c.id);
  const work = ids.length > 0 ? await repo.countWork(tx, ids) : { visits: 0, tasks: 0 };
  return { clients: ids.length, unchanged: held.length - ids.length, future_visits: work.visits, open_tasks: work.tasks };
}

/** How many of `clientIds` (one per row moved) name each client. */
function tally(clientIds: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of clientIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/**
 * Hands the clients to `assigned_to` in the request's one transaction: optionally their
 * previous rep's future visits and open tasks first (matched on the rep the client still
 * has), then the clients, then one history line per client naming both reps and what moved,
 * and one notification telling the new rep how many came (naming the first by name). A client
 * already with the chosen rep is left as it is, without a line.
 */
export async function reassignClients(tx: Tx, me: UserRow, input: ReassignInput): Promise<ReassignCounts> {
  const held = await mustHoldAll(tx, input.ids, true);
  const to = input.assigned_to;
  await mustBeAssignable(tx, to);
  const moving = held.filter((c) => c.assignedTo !== to);
  const ids = moving.map((c) => c.id);
  const visits = ids.length > 0 && input.move_future_visits ? await repo.moveVisits(tx, ids, to) : [];
  const tasks = ids.length > 0 && input.move_open_tasks ? await repo.moveTasks(tx, ids, to) : [];
  if (ids.length > 0) await repo.assignClients(tx, ids, to);
  const [visitsOf, tasksOf] = [tally(visits), tally(tasks)];
  await repo.recordReassigned(
    tx,
    me,
    moving.map((c) => ({
      clientId: c.id,
      details: { from: c.assignedTo, to, assigned_to: to, visits: visitsOf.get(c.id) ?? 0, tasks: tasksOf.get(c.id) ?? 0, bulk: true },
    })),
  );
  const first = [...moving].sort((a, b) => a.companyName.localeCompare(b.companyName))[0];
  if (first) await notify(tx, me, { to, kind: 'clients_assigned', subjectId: first.id, title: first.companyName, count: moving.length });
  return { clients: ids.length, unchanged: held.length - ids.length, future_visits: visits.length, open_tasks: tasks.length };
}
