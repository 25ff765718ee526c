import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/tenant-tx';
import { signupVerifications } from '../../db/schema/index';

export type VerificationRow = typeof signupVerifications.$inferSelect;

export async function findVerification(tx: Tx, email: string): Promise<VerificationRow | undefined> {
  const [row] = await tx.select().from(signupVerifications).where(eq(signupVerifications.email, email)).limit(1);
  return row;
}

/** A new code replaces the old one and resets its attempts. */
export async function saveVerification(tx: Tx, email: string, codeHash: string, expiresAt: Date): Promise<void> {
  await tx.insert(signupVerifications).values({ email, codeHash, expiresAt })
    .onConflictDoUpdate({
      target: signupVerifications.email,
      set: { codeHash, expiresAt, attempts: 0, verifiedAt: null, createdAt: new Date() },
    });
}

export async function countFailedAttempt(tx: Tx, email: string): Promise<void> {
  await tx.update(signupVerifications).set({ attempts: sql`${signupVerifications.attempts} + 1` })
    .where(eq(signupVerifications.email, email));
}

export async function markVerified(tx: Tx, email: string): Promise<void> {
  await tx.update(signupVerifications).set({ verifiedAt: new Date() }).where(eq(signupVerifications.email, email));
}

export async function deleteVerification(tx: Tx, email: string): Promise<void> {
  await tx.delete(signupVerifications).where(eq(signupVerifications.email, email));
}
