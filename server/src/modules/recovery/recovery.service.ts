import { PASSWORD_RESET_TTL_MINUTES } from '@contract/auth';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { assertStrongPassword } from '../../lib/password-policy';
import { hashToken, newTenantToken, tenantOfToken } from '../../lib/tenant-token';
import { revokeAllForUser } from '../auth/refresh-tokens.repository';
import { findUserByEmail, findUserById, updateUser, type UserRow } from '../users/users.repository';
import { consumePasswordReset, insertPasswordReset, latestPasswordReset, retireOpenResets } from './password-resets.repository';
import { passwordResetMail, resetLink } from './recovery-mails';
import { bumpTenantVersion } from '../../lib/tenant-version';
import { findTenant } from '../tenants/tenants.repository';

const RESEND_COOLDOWN_MS = 60_000;
const linkUnusable = () => new AppError('invalid_token', 'This link has expired or was already used. Ask for a new one.');

/**
 * A reset request, in two halves so both kinds of address answer alike. Before the answer,
 * only the lookup, the same statement for every address; the rest (the link's row and its
 * e-mail) is the returned step, run after the answer has gone (recovery.routes.ts): an SMTP
 * round trip or a slow mail server no longer tells a real account from an unknown one by the
 * answer's time. Null for an address with no active account: nothing to do, nothing sent.
 */
export async function requestReset(ctx: AppContext, email: string): Promise<(() => Promise<void>) | null> {
  const user = await ctx.loginLookupTx(email, (tx) => findUserByEmail(tx, email));
  if (!user?.isActive) return null;
  return () => mailResetLink(ctx, user);
}

/**
 * E-mails a single-use reset link; a second request within a minute sends nothing new, so the
 * route cannot be used to flood someone's inbox.
 */
async function mailResetLink(ctx: AppContext, user: UserRow): Promise<void> {
  const link = await ctx.tenantTx(user.tenantId, async (tx) => {
    const latest = await latestPasswordReset(tx, user.id);
    if (latest && Date.now() - latest.createdAt.getTime() < RESEND_COOLDOWN_MS) return null;
    await retireOpenResets(tx, user.id);
    const { token, hash } = newTenantToken(user.tenantId);
    await insertPasswordReset(tx, {
      tenantId: user.tenantId,
      userId: user.id,
      tokenHash: hash,
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
    });
    const company = (await findTenant(tx, user.tenantId))?.companyName ?? null;
    return { url: resetLink(ctx.config.publicUrl, token, user.language), company };
  });
  if (link) await ctx.mailer.send(passwordResetMail(user.email, link.url, user.language, link.company));
}

/** Sets the new password from a link and ends every session of that user. */
export async function confirmReset(ctx: AppContext, token: string, password: string): Promise<{ email: string }> {
  const tenantId = tenantOfToken(token);
  if (!tenantId) throw linkUnusable();
  const reset = await ctx.tenantTx(tenantId, async (tx) => {
    const reset = await consumePasswordReset(tx, hashToken(token));
    const user = reset && (await findUserById(tx, reset.userId));
    if (!user?.isActive) throw linkUnusable();
    await assertStrongPassword('password', password, [user.email, user.fullName]);
    await updateUser(tx, user.id, { passwordHash: await hashPassword(password) });
    await revokeAllForUser(tx, user.id);
    return { email: user.email };
  });
  // Every session just ended: none of their cached reads may be answered any more.
  bumpTenantVersion(tenantId);
  return reset;
}
