import { and, asc, eq, sql } from 'drizzle-orm';
import type { Activity } from '@contract/clients';
import { activity, users } from '../db/schema/index';
import type { Tx } from '../db/tenant-tx';

/**
 * One line of a record's history, written by the service in the same transaction as the
 * change it describes (so a rolled-back change leaves no trace either).
 */
export async function recordActivity(
  tx: Tx,
  me: { id: string; tenantId: string },
  entity: string,
  entityId: string,
  action: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await recordActivities(tx, me, entity, [entityId], action, details);
}

/** The same step for many records (an import), in statements of a thousand rows. */
export async function recordActivities(
  tx: Tx,
  me: { id: string; tenantId: string },
  entity: string,
  entityIds: string[],
  action: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  for (let i = 0; i < entityIds.length; i += 1000) {
    const batch = entityIds.slice(i, i + 1000);
    await tx.insert(activity).values(
      batch.map((entityId) => ({
        tenantId: me.tenantId,
        entity,
        entityId,
        action,
        actorId: me.id,
        details,
        // clock_timestamp(), not the transaction's now(): two steps of one request (a check-in
        // and the automatic false flag it raised) keep their order on the timeline.
        createdAt: sql`clock_timestamp()`,
      })),
    );
  }
}

/** A record's history, oldest first, with who did each step. */
export async function timelineOf(tx: Tx, entity: string, entityId: string): Promise<Activity[]> {
  const rows = await tx
    .select({ row: activity, actorName: users.fullName })
    .from(activity)
    .leftJoin(users, eq(users.id, activity.actorId))
    .where(and(eq(activity.entity, entity), eq(activity.entityId, entityId)))
    .orderBy(asc(activity.createdAt), asc(activity.id))
    .limit(500);
  return rows.map(({ row, actorName }) => ({
    id: row.id,
    action: row.action,
    actor: row.actorId && actorName ? { id: row.actorId, full_name: actorName } : null,
    details: row.details,
    created_at: row.createdAt.toISOString(),
  }));
}
