import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/tenant-tx';
import { refreshTokens } from '../../db/schema/index';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(tx: Tx, values: typeof refreshTokens.$inferInsert): Promise<void> {
  await tx.insert(refreshTokens).values(values);
}

export async function findRefreshToken(tx: Tx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function markRefreshTokenUsed(tx: Tx, id: string): Promise<void> {
  await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, id));
}

export async function revokeFamily(tx: Tx, familyId: string): Promise<void> {
  await tx.update(refreshTokens).set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllForUser(tx: Tx, userId: string): Promise<void> {
  await tx.update(refreshTokens).set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
