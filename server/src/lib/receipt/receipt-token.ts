import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The receipt QR code's token: which company's which visit, signed, so the public check
 * (`GET receipt/check/:token`) can answer without a sign-in and nobody can forge or edit one.
 *
 * Layout (then base64url, 87 characters of `[A-Za-z0-9_-]`):
 *   1 byte version (1) | 16 bytes tenant UUID | 16 bytes visit UUID | 32 bytes HMAC-SHA256
 * The MAC covers the first 33 bytes, under a key derived from the server secret with HKDF and
 * its own label, so it is never the key of anything else signed with the same secret (JWTs).
 */
const VERSION = 1;
const LABEL = 'ziyara receipt v1';
const BODY_BYTES = 1 + 16 + 16;
const MAC_BYTES = 32;
const TOKEN_CHARS = Math.ceil(((BODY_BYTES + MAC_BYTES) * 8) / 6);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const keys = new Map<string, Buffer>();
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    if (secret.length === 0) throw new Error('receipt token: empty secret');
    key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), LABEL, 32));
    if (keys.size > 8) keys.clear();
    keys.set(secret, key);
  }
  return key;
}

const macOf = (secret: string, body: Buffer) => createHmac('sha256', keyOf(secret)).update(body).digest();

const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');
function uuidOf(bytes: Buffer): string {
  const h = bytes.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A token for the receipt of `visitId` in `tenantId` (both UUIDs; anything else throws). */
export function receiptToken(secret: string, tenantId: string, visitId: string): string {
  if (!UUID.test(tenantId) || !UUID.test(visitId)) throw new Error('receipt token: ids must be UUIDs');
  const body = Buffer.concat([Buffer.of(VERSION), uuidBytes(tenantId), uuidBytes(visitId)]);
  return Buffer.concat([body, macOf(secret, body)]).toString('base64url');
}

/** The ids a token was made for, or null for anything malformed, altered or signed with another secret. */
export function readReceiptToken(secret: string, token: string): { tenantId: string; visitId: string } | null {
  if (typeof token !== 'string' || token.length !== TOKEN_CHARS || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // Only the one canonical spelling: the last character's spare bits must be zero.
  if (bytes.length !== BODY_BYTES + MAC_BYTES || bytes.toString('base64url') !== token) return null;
  const body = bytes.subarray(0, BODY_BYTES);
  if (body[0] !== VERSION) return null;
  if (!timingSafeEqual(macOf(secret, body), bytes.subarray(BODY_BYTES))) return null;
  return { tenantId: uuidOf(body.subarray(1, 17)), visitId: uuidOf(body.subarray(17, 33)) };
}
