import { randomUUID } from 'node:crypto';
import { isCityOf } from '@contract/gazetteer-data';
import { storedPhone } from '@contract/phone';
import { TRIAL_DAYS } from '@contract/plans';
import type { SignupInput, signupReplySchema } from '@contract/tenant';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, fieldError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { assertStrongPassword } from '../../lib/password-policy';
import { hashPassword } from '../../lib/passwords';
import { issueTokens } from '../auth/sessions';
import { insertTenant } from '../tenants/tenants.repository';
import { toUserDto } from '../users/user-dto';
import { findUserByEmail, insertUser } from '../users/users.repository';
import { assertCode, codeExpiry, codeHash, newCode } from './email-code';
import { alreadyRegisteredMail, codeMail } from './signup-mails';
import { deleteVerification, findVerification, markVerified, saveVerification } from './verifications.repository';

type SignupReply = z.infer<typeof signupReplySchema>;

const RESEND_COOLDOWN_MS = 30_000;
const emailTaken = () =>
  new AppError('email_taken', 'An account with this e-mail already exists. Log in instead.', {
    fields: { email: 'An account with this e-mail already exists' },
  });

/** The account that has this address, if any: its owner is mailed in their saved language. */
const registeredUser = (ctx: AppContext, email: string) => ctx.loginLookupTx(email, (tx) => findUserByEmail(tx, email));

/**
 * Sends a 6-digit code to the address; a new request replaces the previous code. The answer
 * is the same whether or not the address has an account (no e-mail enumeration): a
 * registered address gets a code row too, with a code nobody is sent, so checking it,
 * running out of attempts and the resend cool-down behave alike, and its owner is told by
 * e-mail instead.
 */
export async function requestCode(ctx: AppContext, email: string, language?: string): Promise<void> {
  const registered = await registeredUser(ctx, email);
  const code = newCode();
  await ctx.tenantTx(null, async (tx) => {
    const previous = await findVerification(tx, email);
    if (previous && Date.now() - previous.createdAt.getTime() < RESEND_COOLDOWN_MS) {
      throw new AppError('rate_limited', 'A code was just sent. Wait 30 seconds before asking for another.');
    }
    await saveVerification(tx, email, codeHash(email, code), codeExpiry());
  });
  await ctx.mailer.send(registered ? alreadyRegisteredMail(email, registered.language) : codeMail(email, code, language));
}

export async function checkCode(ctx: AppContext, email: string, code: string): Promise<void> {
  await assertCode(ctx, email, code);
  await ctx.tenantTx(null, (tx) => markVerified(tx, email));
}

/** Creates the company and its signed-in admin in one transaction, under the new company's tenant id. */
export async function signup(ctx: AppContext, input: SignupInput): Promise<SignupReply> {
  if (!isCityOf(input.country, input.city)) throw fieldError('city', 'Choose a city of the selected country');
  await assertStrongPassword('password', input.password, [input.email, input.fullName, input.company_name]);
  await assertCode(ctx, input.email, input.code);
  const tenantId = randomUUID();
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.tenantTx(tenantId, async (tx) => {
      await insertTenant(tx, {
        id: tenantId,
        companyName: input.company_name,
        field: input.field,
        country: input.country,
        city: input.city,
        vatNumber: input.vat_number,
        crNumber: input.cr_number,
        numberEmployees: input.number_employees,
        industry: input.industry,
        package: input.package,
        // The chosen package starts as a trial: its seats come once it is paid for (ADR 0007).
        trialEndsAt: new Date(Date.now() + TRIAL_DAYS * 86_400_000),
      });
      const admin = await insertUser(tx, {
        tenantId,
        fullName: input.fullName,
        email: input.email,
        // E.164 for the company's country, as every user's phone (users/user-phone.ts).
        phone: storedPhone(input.phone, input.country),
        role: 'admin',
        language: input.language ?? 'en',
        passwordHash,
      });
      await deleteVerification(tx, input.email);
      // The owner is signed in at once: sign-up ends in the app, not on the login page.
      return { tenant_id: tenantId, ...(await issueTokens(tx, ctx.signer, admin)), user: toUserDto(admin) };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_key')) throw emailTaken();
    throw err;
  }
}
