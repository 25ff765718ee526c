import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_TTL_MINUTES, VERIFICATION_MAX_ATTEMPTS } from '@contract/tenant';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { findVerification, giveBackAttempt, takeAttempt } from './verifications.repository';

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const codeHash = (email: string, code: string) => createHash('sha256').update(`${email}:${code}`).digest('hex');
export const codeExpiry = () => new Date(Date.now() + VERIFICATION_CODE_TTL_MINUTES * 60_000);

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

type CodeCheck = 'ok' | 'missing' | 'expired' | 'exhausted' | 'wrong';

const messages: Record<Exclude<CodeCheck, 'ok'>, string> = {
  missing: 'No code was sent to this e-mail. Request a new code.',
  expired: 'This code has expired. Request a new code.',
  exhausted: 'Too many wrong codes. Request a new code.',
  wrong: 'The code is not correct. Check the e-mail and try again.',
};

/**
 * Checks an e-mailed code. The attempt is taken atomically before the comparison and in its
 * own committed transaction, so the limit holds under parallel guesses and although the
 * request then fails.
 */
export async function assertCode(ctx: AppContext, email: string, code: string): Promise<void> {
  const result = await ctx.tenantTx(null, async (tx): Promise<CodeCheck> => {
    const row = await takeAttempt(tx, email, VERIFICATION_MAX_ATTEMPTS);
    if (!row) {
      const known = await findVerification(tx, email);
      if (!known) return 'missing';
      return known.expiresAt <= new Date() ? 'expired' : 'exhausted';
    }
    if (!sameHash(row.codeHash, codeHash(email, code))) return 'wrong';
    await giveBackAttempt(tx, email);
    return 'ok';
  });
  if (result !== 'ok') throw new AppError('invalid_code', messages[result], { fields: { code: messages[result] } });
}
