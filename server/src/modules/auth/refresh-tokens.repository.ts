import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/tenant-tx';
import { refreshTokens } from '../../db/schema/index';
import { sessionsEnded } from '../events/events.service';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(tx: Tx, values: typeof refreshTokens.$inferInsert): Promise<void> {
  await tx.insert(refreshTokens).values(values);
}

export async function findRefreshToken(tx: Tx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/**
 * Uses up a refresh token if, and only if, it is still usable, in one conditional UPDATE:
 * of several parallel requests presenting the same token, exactly one gets the row back
 * (the others wait on its row lock, then find `used_at` set and get nothing).
 */
export async function consumeRefreshToken(tx: Tx, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const now = new Date();
  const [row] = await tx
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/**
 * Ends a session (a refresh-token family): its access tokens die with it (the caller check),
 * and its open live streams are told to end (modules/events), on every instance.
 */
export async function revokeFamily(tx: Tx, familyId: string): Promise<void> {
  const [ended] = await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ tenantId: refreshTokens.tenantId, userId: refreshTokens.userId });
  if (ended) await sessionsEnded(tx, ended.tenantId, ended.userId, familyId);
}

/** Ends every session of a user (password change or reset, deactivation), streams included. */
export async function revokeAllForUser(tx: Tx, userId: string): Promise<void> {
  const [ended] = await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .returning({ tenantId: refreshTokens.tenantId });
  if (ended) await sessionsEnded(tx, ended.tenantId, userId, null);
}
