import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { SavedViewList } from '@contract/saved-views';
import { savedViews, users } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';

// Row-level security keeps every statement to the caller's company; who sees which view is the service's rule.

export type SavedViewRow = typeof savedViews.$inferSelect;
export interface SavedViewWithOwner {
  row: SavedViewRow;
  ownerName: string;
}

const withOwner = { row: savedViews, ownerName: users.fullName };

/** A list's views `userId` sees: their own first, then the shared ones, each by name. */
export function listViews(tx: Tx, userId: string, list: SavedViewList): Promise<SavedViewWithOwner[]> {
  return tx
    .select(withOwner)
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerId))
    .where(and(eq(savedViews.listKey, list), or(eq(savedViews.ownerId, userId), eq(savedViews.shared, true))))
    .orderBy(desc(sql`${savedViews.ownerId} = ${userId}`), asc(sql`lower(${savedViews.name})`), asc(savedViews.id));
}

export async function findView(tx: Tx, id: string): Promise<SavedViewWithOwner | undefined> {
  const [found] = await tx
    .select(withOwner)
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerId))
    .where(eq(savedViews.id, id));
  return found;
}

/** How many views `userId` keeps on a list (the caller holds the owner's lock: see `lockOwner`). */
export async function countOwn(tx: Tx, userId: string, list: SavedViewList): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(savedViews)
    .where(and(eq(savedViews.ownerId, userId), eq(savedViews.listKey, list)));
  return row?.n ?? 0;
}

/** Serializes one person's saves on one list, so the per-list cap holds under concurrent saves. */
export async function lockOwner(tx: Tx, userId: string, list: SavedViewList): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('saved_views'), hashtext(${`${userId}:${list}`}))`);
}

/** The new view, or undefined when its owner already has one of that name on that list (the unique index decides). */
export async function insertView(tx: Tx, values: typeof savedViews.$inferInsert): Promise<SavedViewRow | undefined> {
  const [row] = await tx.insert(savedViews).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateView(
  tx: Tx,
  id: string,
  patch: Partial<Pick<SavedViewRow, 'name' | 'query' | 'shared'>>,
): Promise<SavedViewRow | undefined> {
  const [row] = await tx
    .update(savedViews)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(savedViews.id, id))
    .returning();
  return row;
}

export async function deleteView(tx: Tx, id: string): Promise<void> {
  await tx.delete(savedViews).where(eq(savedViews.id, id));
}
