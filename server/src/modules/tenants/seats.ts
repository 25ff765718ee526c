import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { seatLimit, seatsUsed } from '@contract/plans';
import type { Tx } from '../../db/tenant-tx';
import { invitations, users } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';
import { findTenant, type TenantRow } from './tenants.repository';

/** Seats taken under the contract's one rule: active users plus pending, unexpired invitations. */
export async function countSeatsUsed(tx: Tx): Promise<number> {
  const [active] = await tx.select({ n: count() }).from(users).where(eq(users.isActive, true));
  const [pending] = await tx
    .select({ n: count() })
    .from(invitations)
    .where(and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, new Date())));
  return seatsUsed({ activeUsers: active?.n ?? 0, pendingInvitations: pending?.n ?? 0 });
}

/**
 * Refuses when no seat is free. The company row is locked first, so two requests taking the
 * last seat at once queue up here and the second sees the first one's seat.
 */
export async function assertSeatFree(tx: Tx, tenantId: string): Promise<TenantRow> {
  const tenant = await findTenant(tx, tenantId, { forUpdate: true });
  if (!tenant) throw notFound('Company');
  const limit = seatLimit(tenant.package, tenant.paidUntil);
  if ((await countSeatsUsed(tx)) >= limit) {
    throw new AppError('plan_user_limit', `Your plan allows ${limit} users. Upgrade the plan, or deactivate a user, to add more.`, {
      limit,
    });
  }
  return tenant;
}
