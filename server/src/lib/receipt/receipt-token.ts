import { visitTokenKind } from '../signed-visit-token';

/**
 * The receipt QR code's token: which company's which visit, signed, so the public check
 * (`GET receipt/check/:token`) can answer without a sign-in. 87 characters, no expiry: a
 * printed receipt is checked for as long as it is kept.
 */
const receipts = visitTokenKind('ziyara receipt v1', { expires: false });

export const receiptToken = (secret: string, tenantId: string, visitId: string): string => receipts.sign(secret, tenantId, visitId);

export function readReceiptToken(secret: string, token: string): { tenantId: string; visitId: string } | null {
  const ids = receipts.read(secret, token);
  return ids && { tenantId: ids.tenantId, visitId: ids.visitId };
}
