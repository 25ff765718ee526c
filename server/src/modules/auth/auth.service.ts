import type { LoginReply, RefreshReply } from '@contract/auth';
import type { AppContext } from '../../context';
import { asLoginLookup, inTenant } from '../../db/tenant-tx';
import { AppError, userInactive } from '../../lib/app-error';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { toUserDto } from '../users/user-dto';
import { findActiveCaller, findUserByEmail, findUserById } from '../users/users.repository';
import { findRefreshToken, markRefreshTokenUsed, revokeFamily } from './refresh-tokens.repository';
import { issueTokens } from './sessions';
import { hashToken, tenantOfRefreshToken } from './tokens';

const invalidCredentials = () => new AppError('invalid_credentials', 'The e-mail or password is not correct');
const invalidRefresh = () => new AppError('token_invalid', 'Your session has ended. Please log in again.');

export async function login(ctx: AppContext, email: string, password: string): Promise<LoginReply> {
  if (ctx.throttle.isLocked(email)) {
    throw new AppError('rate_limited', 'Too many failed attempts for this account. Try again in 15 minutes.');
  }
  const { db } = ctx.database;
  const found = await asLoginLookup(db, email, (tx) => findUserByEmail(tx, email));
  const ok = await verifyPassword(found?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!found || !ok) {
    ctx.throttle.recordFailure(email);
    throw invalidCredentials();
  }
  ctx.throttle.reset(email);
  if (!found.isActive) throw userInactive();
  const tokens = await inTenant(db, found.tenantId, (tx) => issueTokens(tx, ctx.signer, found));
  return { ...tokens, user: toUserDto(found) };
}

type RefreshOutcome = { ok: RefreshReply } | { reused: true } | { invalid: true };

/**
 * Rotates a refresh token. Presenting one that was already used means it was copied:
 * the whole family is revoked. That revocation must commit, so the transaction returns
 * an outcome and the error is thrown after it.
 */
export async function refresh(ctx: AppContext, token: string): Promise<RefreshReply> {
  const tenantId = tenantOfRefreshToken(token);
  if (!tenantId) throw invalidRefresh();
  const outcome = await inTenant(ctx.database.db, tenantId, async (tx): Promise<RefreshOutcome> => {
    const row = await findRefreshToken(tx, hashToken(token));
    if (!row || row.revokedAt) return { invalid: true };
    if (row.usedAt) {
      await revokeFamily(tx, row.familyId);
      return { reused: true };
    }
    const user = await findUserById(tx, row.userId);
    if (row.expiresAt < new Date() || !user?.isActive) return { invalid: true };
    await markRefreshTokenUsed(tx, row.id);
    return { ok: await issueTokens(tx, ctx.signer, user, row.familyId) };
  });
  if ('ok' in outcome) return outcome.ok;
  throw invalidRefresh();
}

/** Ends the session the refresh token belongs to. Unknown tokens are ignored: logout always works. */
export async function logout(ctx: AppContext, token: string): Promise<void> {
  const tenantId = tenantOfRefreshToken(token);
  if (!tenantId) return;
  await inTenant(ctx.database.db, tenantId, async (tx) => {
    const row = await findRefreshToken(tx, hashToken(token));
    if (row) await revokeFamily(tx, row.familyId);
  });
}

/** The route guard's call: the token's user, if the token is valid and the user active. */
export async function verify(ctx: AppContext, token: string) {
  const claims = await ctx.signer.verifyAccess(token);
  const user = await inTenant(ctx.database.db, claims.tenantId, (tx) => findActiveCaller(tx, claims.userId));
  return toUserDto(user);
}
