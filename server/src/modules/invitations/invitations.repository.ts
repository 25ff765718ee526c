import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/tenant-tx';
import { invitations } from '../../db/schema/index';

export type InvitationRow = typeof invitations.$inferSelect;

const pending = () => and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt));

export async function insertInvitation(tx: Tx, values: typeof invitations.$inferInsert): Promise<InvitationRow> {
  const [row] = await tx.insert(invitations).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Open invitations, newest first (expired ones too: the admin resends or revokes them). */
export async function listPendingInvitations(tx: Tx, limit: number, offset: number): Promise<InvitationRow[]> {
  return tx
    .select()
    .from(invitations)
    .where(pending())
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(limit)
    .offset(offset);
}

export async function countPendingInvitations(tx: Tx): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(invitations).where(pending());
  return row?.n ?? 0;
}

export async function findPendingInvitation(tx: Tx, id: string): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), pending()))
    .limit(1);
  return row;
}

export async function findUsableInvitation(tx: Tx, tokenHash: string): Promise<InvitationRow | undefined> {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.tokenHash, tokenHash), pending(), gt(invitations.expiresAt, new Date())))
    .limit(1);
  return row;
}

export async function updateInvitation(
  tx: Tx,
  id: string,
  patch: Partial<typeof invitations.$inferInsert>,
): Promise<InvitationRow | undefined> {
  const [row] = await tx.update(invitations).set(patch).where(eq(invitations.id, id)).returning();
  return row;
}

/** Accepts in one conditional UPDATE: of two parallel acceptances of one link, one wins. */
export async function acceptInvitationRow(tx: Tx, tokenHash: string): Promise<InvitationRow | undefined> {
  const now = new Date();
  const [row] = await tx
    .update(invitations)
    .set({ acceptedAt: now })
    .where(and(eq(invitations.tokenHash, tokenHash), pending(), gt(invitations.expiresAt, now)))
    .returning();
  return row;
}
