import { and, desc, eq } from 'drizzle-orm';
import { currencyOf } from '@contract/currency';
import type { ReceiptCheck } from '@contract/receipt-check';
import { VISIT_STATUS, VISIT_TYPE } from '@contract/visits';
import { activity, clients, tenants, users, visits } from '../../db/schema/index';
import type { Tx } from '../../db/tenant-tx';
import { notFound } from '../../lib/app-error';
import { renderReceiptPdf, type ReceiptData, type Voided } from '../../lib/receipt/receipt-pdf';
import { readReceiptToken, receiptToken } from '../../lib/receipt/receipt-token';
import type { UserRow } from '../users/users.repository';
import { mustFind } from './visits.service';

const notAReceipt = () => notFound('Receipt');

/**
 * A rejected collection, or one marked false, no longer counts, and neither does its receipt:
 * the reason and the day the manager (or the check-in's place, for an automatic flag) gave.
 * A rejection is the review itself; a false flag's day is its line on the visit's timeline.
 */
async function voidedOf(tx: Tx, v: typeof visits.$inferSelect): Promise<Voided | null> {
  if (v.status === VISIT_STATUS.rejected) return { reason: v.rejectReason, at: v.reviewedAt ?? v.updatedAt };
  if (!v.isFalse) return null;
  const [flagged] = await tx
    .select({ at: activity.createdAt })
    .from(activity)
    .where(and(eq(activity.entity, 'visit'), eq(activity.entityId, v.id), eq(activity.action, 'marked_false')))
    .orderBy(desc(activity.createdAt))
    .limit(1);
  return { reason: v.falseReason, at: flagged?.at ?? v.updatedAt };
}

/** Everything a receipt prints, for a finished collection visit of the caller's company. */
async function receiptDataOf(tx: Tx, visitId: string, verifyUrl: (token: string) => string, secret: string): Promise<ReceiptData> {
  const [found] = await tx
    .select({ visit: visits, client: clients, rep: users.fullName, tenant: tenants })
    .from(visits)
    .innerJoin(clients, eq(clients.id, visits.clientId))
    .innerJoin(users, eq(users.id, visits.assignedTo))
    .innerJoin(tenants, eq(tenants.id, visits.tenantId))
    .where(eq(visits.id, visitId))
    .limit(1);
  const v = found?.visit;
  if (!found || !v || v.visitType !== VISIT_TYPE.collection || v.status < VISIT_STATUS.finished || v.outcome?.kind !== 'collection') {
    throw notAReceipt();
  }
  return {
    voided: await voidedOf(tx, v),
    receiptNumber: v.receiptNumber ?? v.outcome.receipt_number,
    companyName: found.tenant.companyName,
    vatNumber: found.tenant.vatNumber,
    crNumber: found.tenant.crNumber,
    clientName: found.client.contactName,
    clientCompany: found.client.companyName,
    amount: v.collectedAmount ?? v.outcome.amount.toFixed(2),
    currency: currencyOf(found.tenant.country),
    payment: v.outcome.payment === 1 ? 1 : 0,
    collectedAt: v.finishedAt ?? v.updatedAt,
    timeZone: found.tenant.timeZone,
    repName: found.rep,
    verifyUrl: verifyUrl(receiptToken(secret, v.tenantId, v.id)),
    notes: v.outcome.notes,
  };
}

/** `GET visit/receipt/{id}`: the PDF, for whoever may see the visit; a voided one is printed VOID with its reason. */
export async function receiptPdf(
  tx: Tx,
  me: UserRow,
  visitId: string,
  opts: { publicUrl: string; secret: string },
): Promise<{ name: string; bytes: Buffer }> {
  await mustFind(tx, me, visitId);
  const data = await receiptDataOf(tx, visitId, (token) => `${opts.publicUrl}/receipt/check/${token}`, opts.secret);
  return { name: `receipt-${data.receiptNumber}.pdf`, bytes: await renderReceiptPdf(data) };
}

/** The company a receipt token names, if its signature holds (the QR code's public check). */
export const tenantOfToken = (secret: string, token: string) => readReceiptToken(secret, token);

/** `GET receipt/check/{token}`: what the receipt says, read inside the token's own company, and whether it was voided. */
export async function checkReceipt(tx: Tx, visitId: string, secret: string): Promise<ReceiptCheck> {
  const data = await receiptDataOf(tx, visitId, () => '', secret);
  return {
    valid: !data.voided,
    voided: data.voided ? { reason: data.voided.reason, at: data.voided.at.toISOString() } : null,
    company_name: data.companyName,
    receipt_number: data.receiptNumber,
    amount: Number(data.amount),
    currency: data.currency,
    payment: data.payment,
    client_name: data.clientCompany,
    collected_at: data.collectedAt.toISOString(),
    time_zone: data.timeZone,
    rep_name: data.repName,
  };
}
