import type { LoginReply, RefreshReply } from '@contract/auth';
import type { AppContext } from '../../context';
import { AppError, userInactive } from '../../lib/app-error';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { toUserDto } from '../users/user-dto';
import { findActiveCaller, findUserByEmail, findUserById } from '../users/users.repository';
import { bumpTenantVersion } from '../../lib/tenant-version';
import { consumeRefreshToken, findRefreshToken, revokeFamily } from './refresh-tokens.repository';
import { issueTokens } from './sessions';
import { hashToken, tenantOfToken } from '../../lib/tenant-token';

const invalidCredentials = () => new AppError('invalid_credentials', 'The e-mail or password is not correct');
const invalidRefresh = () => new AppError('token_invalid', 'Your session has ended. Please log in again.');

/**
 * Failed sign-ins are counted per account *and* IP: a guesser is locked out of that account
 * from where they guess, while its owner, elsewhere, still signs in. Guessing from many IPs
 * stays bounded by the per-IP limit on the route.
 */
export async function login(ctx: AppContext, email: string, password: string, ip: string): Promise<LoginReply> {
  const throttleKey = `${ip} ${email}`;
  if (await ctx.throttle.isLocked(throttleKey)) {
    throw new AppError('rate_limited', 'Too many failed attempts for this account. Try again in 15 minutes.');
  }
  const found = await ctx.loginLookupTx(email, (tx) => findUserByEmail(tx, email));
  const ok = await verifyPassword(found?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!found || !ok) {
    await ctx.throttle.recordFailure(throttleKey);
    throw invalidCredentials();
  }
  await ctx.throttle.reset(throttleKey);
  if (!found.isActive) throw userInactive();
  const tokens = await ctx.tenantTx(found.tenantId, (tx) => issueTokens(tx, ctx.signer, found));
  return { ...tokens, user: toUserDto(found) };
}

type RefreshOutcome = { ok: RefreshReply } | { reused: true } | { invalid: true };

/**
 * Rotates a refresh token. Presenting one that was already used means it was copied, and
 * so does losing a race against its own twin: the whole family (every refresh token and,
 * through the session id, every access token of it) is revoked. That revocation must
 * commit, so the transaction returns an outcome and the error is thrown after it.
 */
export async function refresh(ctx: AppContext, token: string): Promise<RefreshReply> {
  const tenantId = tenantOfToken(token);
  if (!tenantId) throw invalidRefresh();
  const outcome = await ctx.tenantTx(tenantId, async (tx): Promise<RefreshOutcome> => {
    const hash = hashToken(token);
    const row = await consumeRefreshToken(tx, hash);
    if (!row) {
      const known = await findRefreshToken(tx, hash);
      if (!known?.usedAt || known.revokedAt) return { invalid: true };
      await revokeFamily(tx, known.familyId);
      return { reused: true };
    }
    const user = await findUserById(tx, row.userId);
    if (!user?.isActive) return { invalid: true };
    return { ok: await issueTokens(tx, ctx.signer, user, row.familyId) };
  });
  if ('ok' in outcome) return outcome.ok;
  // A revoked session's cached reads must not outlive it (lib/reply-cache.ts).
  if ('reused' in outcome) bumpTenantVersion(tenantId);
  throw invalidRefresh();
}

/** Ends the session the refresh token belongs to. Unknown tokens are ignored: logout always works. */
export async function logout(ctx: AppContext, token: string): Promise<void> {
  const tenantId = tenantOfToken(token);
  if (!tenantId) return;
  await ctx.tenantTx(tenantId, async (tx) => {
    const row = await findRefreshToken(tx, hashToken(token));
    if (row) await revokeFamily(tx, row.familyId);
  });
  bumpTenantVersion(tenantId);
}

/** The route guard's call: the token's user, if the token is valid and the user active. */
export async function verify(ctx: AppContext, token: string) {
  const claims = await ctx.signer.verifyAccess(token);
  const user = await ctx.tenantTx(claims.tenantId, (tx) => findActiveCaller(tx, claims));
  return toUserDto(user);
}
