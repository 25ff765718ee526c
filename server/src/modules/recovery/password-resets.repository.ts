import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/tenant-tx';
import { passwordResets } from '../../db/schema/index';

export type PasswordResetRow = typeof passwordResets.$inferSelect;

export async function insertPasswordReset(tx: Tx, values: typeof passwordResets.$inferInsert): Promise<void> {
  await tx.insert(passwordResets).values(values);
}

export async function latestPasswordReset(tx: Tx, userId: string): Promise<PasswordResetRow | undefined> {
  const [row] = await tx
    .select()
    .from(passwordResets)
    .where(eq(passwordResets.userId, userId))
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  return row;
}

/** A newer link replaces older ones: only the last e-mail works. */
export async function retireOpenResets(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Uses the link up in one conditional UPDATE: of two parallel submissions, one wins. */
export async function consumePasswordReset(tx: Tx, tokenHash: string): Promise<PasswordResetRow | undefined> {
  const now = new Date();
  const [row] = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning();
  return row;
}
