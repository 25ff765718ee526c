import { INVITATION_TTL_DAYS, type Invitation } from '@contract/invitations';
import type { PageQuery } from '@contract/pagination';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/tenant-tx';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { offsetOf } from '../../lib/pagination';
import { newTenantToken } from '../../lib/tenant-token';
import { assertSeatFree } from '../tenants/seats';
import { findTenant } from '../tenants/tenants.repository';
import { findUserByEmail, type UserRow } from '../users/users.repository';
import { invitationLink, invitationMail } from './invitation-mails';
import {
  countPendingInvitations,
  findPendingInvitation,
  insertInvitation,
  listPendingInvitations,
  updateInvitation,
  type InvitationRow,
} from './invitations.repository';

const toDto = (row: InvitationRow): Invitation => ({
  id: row.id,
  email: row.email,
  full_name: row.fullName,
  role: row.role,
  expires_at: row.expiresAt.toISOString(),
  sent_at: row.sentAt.toISOString(),
  created_at: row.createdAt.toISOString(),
});

const expiry = () => new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000);
const alreadyInvited = () =>
  new AppError('conflict', 'This address already has an open invitation. Resend it from the list instead.', {
    fields: { email: 'This address already has an open invitation' },
  });

export async function list(tx: Tx, query: PageQuery) {
  // One after the other: a transaction is one connection, which runs one statement at a time.
  const rows = await listPendingInvitations(tx, query.page_size, offsetOf(query));
  const count = await countPendingInvitations(tx);
  return { count, results: rows.map(toDto) };
}

/**
 * Invites by e-mail; the invitation takes a seat at once. Whether the address has an
 * account in another company is not checked here and not revealed: the invitee finds out on
 * accepting (ADR 0008). The mail goes out after the row is written, in the same request.
 */
export async function create(
  ctx: AppContext,
  tx: Tx,
  me: UserRow,
  input: { email: string; full_name: string; role: Invitation['role'] },
): Promise<Invitation> {
  const tenant = await assertSeatFree(tx, me.tenantId);
  if (await findUserByEmail(tx, input.email)) {
    throw new AppError('email_taken', 'A user of your company already has this e-mail', {
      fields: { email: 'A user of your company already has this e-mail' },
    });
  }
  const { token, hash } = newTenantToken(me.tenantId);
  let row: InvitationRow;
  try {
    row = await insertInvitation(tx, {
      tenantId: me.tenantId,
      email: input.email,
      fullName: input.full_name,
      role: input.role,
      invitedBy: me.id,
      tokenHash: hash,
      expiresAt: expiry(),
    });
  } catch (err) {
    if (isUniqueViolation(err, 'invitations_tenant_pending_email_key')) throw alreadyInvited();
    throw err;
  }
  await ctx.mailer.send(
    invitationMail(row.email, {
      inviter: me.fullName,
      company: tenant.companyName,
      link: invitationLink(ctx.config.publicUrl, token),
      language: me.language,
    }),
  );
  return toDto(row);
}

/**
 * A new link (the old one stops working) and a fresh expiry. An expired invitation held no
 * seat, so bringing it back must find one free.
 */
export async function resend(ctx: AppContext, tx: Tx, me: UserRow, id: string): Promise<Invitation> {
  const found = await findPendingInvitation(tx, id);
  if (!found) throw notFound('Invitation');
  const tenant = found.expiresAt <= new Date() ? await assertSeatFree(tx, me.tenantId) : await findTenant(tx, me.tenantId);
  const { token, hash } = newTenantToken(me.tenantId);
  const row = await updateInvitation(tx, id, { tokenHash: hash, expiresAt: expiry(), sentAt: new Date() });
  await ctx.mailer.send(
    invitationMail(found.email, {
      inviter: me.fullName,
      company: tenant?.companyName ?? '',
      link: invitationLink(ctx.config.publicUrl, token),
      language: me.language,
    }),
  );
  return toDto(row ?? found);
}

/** Frees the seat; the link stops working. */
export async function revoke(tx: Tx, id: string): Promise<void> {
  const found = await findPendingInvitation(tx, id);
  if (!found) throw notFound('Invitation');
  await updateInvitation(tx, id, { revokedAt: new Date() });
}
