import { and, asc, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { activity, clients } from '../../db/schema/index';
import { selectRows, type Tx } from '../../db/tenant-tx';
import { uuidArray } from '../../lib/sql-params';

export interface Holder {
  id: string;
  companyName: string;
  assignedTo: string | null;
}

/**
 * The named clients and leads that are not deleted, with their current rep. `lock` takes
 * their rows FOR UPDATE in id order: two reassigns of overlapping sets queue behind each other
 * in the same order, so neither can hold a row the other waits for while waiting on one of its
 * own (no deadlock), and the second reads the reps the first wrote.
 */
export function holders(tx: Tx, ids: readonly string[], lock: boolean): Promise<Holder[]> {
  const query = tx
    .select({ id: clients.id, companyName: clients.companyName, assignedTo: clients.assignedTo })
    .from(clients)
    .where(and(inArray(clients.id, [...ids]), isNull(clients.deletedAt)))
    .orderBy(asc(clients.id));
  return lock ? query.for('update') : query;
}

/**
 * The work on these clients that goes with them (ADR 0052): their previous rep's visits not
 * begun (pending) and planned from now on, and their previous rep's tasks not done. A visit or
 * task another colleague holds on the client stays theirs.
 */
const futureVisit = sql`v.client_id = c.id and v.assigned_to = c.assigned_to and v.status = 0 and v.planned_at >= now()`;
const openTask = sql`k.client_id = c.id and k.assigned_to = c.assigned_to and k.status <> 2`;

/** How many visits and tasks would move with the clients `ids`. */
export async function countWork(tx: Tx, ids: readonly string[]): Promise<{ visits: number; tasks: number }> {
  const [row] = await selectRows<{ visits: number; tasks: number }>(
    tx,
    sql`select
      (select count(*)::int from visits v join clients c on ${futureVisit} where c.id = any(${uuidArray(ids)})) as visits,
      (select count(*)::int from tasks k join clients c on ${openTask} where c.id = any(${uuidArray(ids)})) as tasks`,
  );
  return row ?? { visits: 0, tasks: 0 };
}

/**
 * Hands the previous rep's future visits (`table` visits) or open tasks of clients `ids` to
 * `to`, before the clients themselves change hands (the match is on the client's current rep).
 * Answers the client of each row moved, for the per-client counts in the history.
 */
async function moveWork(tx: Tx, table: 'visits' | 'tasks', ids: readonly string[], to: string): Promise<string[]> {
  const [alias, match]: [SQL, SQL] = table === 'visits' ? [sql`v`, futureVisit] : [sql`k`, openTask];
  const rows = await selectRows<{ client_id: string }>(
    tx,
    sql`update ${sql.identifier(table)} as ${alias} set assigned_to = ${to}::uuid, updated_at = now()
      from clients c
      where c.id = any(${uuidArray(ids)}) and ${match}
      returning ${alias}.client_id`,
  );
  return rows.map((r) => r.client_id);
}

export const moveVisits = (tx: Tx, ids: readonly string[], to: string) => moveWork(tx, 'visits', ids, to);
export const moveTasks = (tx: Tx, ids: readonly string[], to: string) => moveWork(tx, 'tasks', ids, to);

export async function assignClients(tx: Tx, ids: readonly string[], to: string): Promise<void> {
  await tx
    .update(clients)
    .set({ assignedTo: to, updatedAt: new Date() })
    .where(inArray(clients.id, [...ids]));
}

/** One history line per client, each with its own previous rep and counts, in one statement. */
export async function recordReassigned(
  tx: Tx,
  me: { id: string; tenantId: string },
  lines: { clientId: string; details: Record<string, unknown> }[],
): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(activity).values(
    lines.map(({ clientId, details }) => ({
      tenantId: me.tenantId,
      entity: 'client',
      entityId: clientId,
      action: 'reassigned',
      actorId: me.id,
      details,
      createdAt: sql`clock_timestamp()`,
    })),
  );
}
