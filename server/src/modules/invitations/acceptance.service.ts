import type { LoginReply } from '@contract/auth';
import type { Language } from '@contract/users';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { assertStrongPassword } from '../../lib/password-policy';
import { hashToken, tenantOfToken } from '../../lib/tenant-token';
import { issueTokens } from '../auth/sessions';
import { findTenant } from '../tenants/tenants.repository';
import { toUserDto } from '../users/user-dto';
import { storedUserPhone } from '../users/user-phone';
import { insertUser } from '../users/users.repository';
import { acceptInvitationRow, findUsableInvitation } from './invitations.repository';

const linkUnusable = () =>
  new AppError('invalid_token', 'This invitation has expired, was revoked or was already used. Ask your admin to send a new one.');

/** What the invitee sees before accepting: who invites them, to which company, as whom. */
export async function preview(ctx: AppContext, token: string) {
  const tenantId = tenantOfToken(token);
  if (!tenantId) throw linkUnusable();
  return ctx.tenantTx(tenantId, async (tx) => {
    const row = await findUsableInvitation(tx, hashToken(token));
    const tenant = row && (await findTenant(tx, tenantId));
    if (!row || !tenant) throw linkUnusable();
    return { email: row.email, full_name: row.fullName, role: row.role, company_name: tenant.companyName };
  });
}

/**
 * Turns the invitation into a user with the password the invitee chose, and signs them in,
 * in one transaction: the seat the invitation held becomes the user's. An address that has
 * an account already cannot be used again; the invitee owns it, so saying so leaks nothing.
 */
export async function accept(
  ctx: AppContext,
  input: { token: string; full_name: string; phone: string; password: string; language: Language },
): Promise<LoginReply> {
  const tenantId = tenantOfToken(input.token);
  if (!tenantId) throw linkUnusable();
  try {
    return await ctx.tenantTx(tenantId, async (tx) => {
      const invitation = await acceptInvitationRow(tx, hashToken(input.token));
      if (!invitation) throw linkUnusable();
      await assertStrongPassword('password', input.password, [invitation.email, input.full_name]);
      const user = await insertUser(tx, {
        tenantId,
        email: invitation.email,
        fullName: input.full_name,
        phone: await storedUserPhone(tx, input.phone),
        role: invitation.role,
        language: input.language,
        passwordHash: await hashPassword(input.password),
      });
      return { ...(await issueTokens(tx, ctx.signer, user)), user: toUserDto(user) };
    });
  } catch (err) {
    if (!isUniqueViolation(err, 'users_email_key')) throw err;
    throw new AppError(
      'email_taken',
      'This address already has a Ziyara account. Log in with it, or ask your admin to invite another address.',
    );
  }
}
