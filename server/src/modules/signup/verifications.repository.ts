import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/tenant-tx';
import { signupVerifications } from '../../db/schema/index';

export type VerificationRow = typeof signupVerifications.$inferSelect;

export async function findVerification(tx: Tx, email: string): Promise<VerificationRow | undefined> {
  const [row] = await tx.select().from(signupVerifications).where(eq(signupVerifications.email, email)).limit(1);
  return row;
}

/** A new code replaces the old one and resets its attempts. */
export async function saveVerification(tx: Tx, email: string, codeHash: string, expiresAt: Date): Promise<void> {
  await tx
    .insert(signupVerifications)
    .values({ email, codeHash, expiresAt })
    .onConflictDoUpdate({
      target: signupVerifications.email,
      set: { codeHash, expiresAt, attempts: 0, verifiedAt: null, createdAt: new Date() },
    });
}

/**
 * Takes one attempt before the code is compared, in one conditional UPDATE: parallel guesses
 * queue on the row lock and each sees the count the one before it left, so no more than
 * `max` are ever compared. Nothing comes back once the attempts are spent or the code expired.
 */
export async function takeAttempt(tx: Tx, email: string, max: number): Promise<VerificationRow | undefined> {
  const [row] = await tx
    .update(signupVerifications)
    .set({ attempts: sql`${signupVerifications.attempts} + 1` })
    .where(and(eq(signupVerifications.email, email), lt(signupVerifications.attempts, max), gt(signupVerifications.expiresAt, new Date())))
    .returning();
  return row;
}

/** A right code does not cost an attempt: checking it and then signing up both compare it. */
export async function giveBackAttempt(tx: Tx, email: string): Promise<void> {
  await tx
    .update(signupVerifications)
    .set({ attempts: sql`greatest(${signupVerifications.attempts} - 1, 0)` })
    .where(eq(signupVerifications.email, email));
}

export async function markVerified(tx: Tx, email: string): Promise<void> {
  await tx.update(signupVerifications).set({ verifiedAt: new Date() }).where(eq(signupVerifications.email, email));
}

export async function deleteVerification(tx: Tx, email: string): Promise<void> {
  await tx.delete(signupVerifications).where(eq(signupVerifications.email, email));
}
