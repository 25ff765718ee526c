import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Public links that name one company's one visit, signed so that nobody can forge or edit
 * one: the receipt's QR code (no expiry) and the customer's rating link (with one). A public
 * call reads the ids from the token and then works inside that company only.
 *
 * Layout (then base64url, `[A-Za-z0-9_-]` only):
 *   1 byte version (1) | 16 bytes tenant UUID | 16 bytes visit UUID | [4 bytes expiry, Unix s] | 32 bytes HMAC-SHA256
 * The MAC covers everything before it, under a key derived from the server secret with HKDF
 * and the kind's own label: a receipt token is never a rating token, and neither is a JWT key.
 */
const VERSION = 1;
const IDS_BYTES = 1 + 16 + 16;
const EXPIRY_BYTES = 4;
const MAC_BYTES = 32;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');
function uuidOf(bytes: Buffer): string {
  const h = bytes.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export interface VisitTokenIds {
  tenantId: string;
  visitId: string;
  /** Unix seconds; null for a kind without expiry. Reading does not check it: the caller says "expired". */
  expiresAt: number | null;
}

export function visitTokenKind(label: string, opts: { expires: boolean }) {
  const keys = new Map<string, Buffer>();
  const keyOf = (secret: string): Buffer => {
    let key = keys.get(secret);
    if (!key) {
      if (secret.length === 0) throw new Error(`${label}: empty secret`);
      key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), label, 32));
      if (keys.size > 8) keys.clear();
      keys.set(secret, key);
    }
    return key;
  };
  const bodyBytes = IDS_BYTES + (opts.expires ? EXPIRY_BYTES : 0);
  const tokenChars = Math.ceil(((bodyBytes + MAC_BYTES) * 8) / 6);
  const macOf = (secret: string, body: Buffer) => createHmac('sha256', keyOf(secret)).update(body).digest();

  return {
    /** A token for `visitId` in `tenantId` (both UUIDs; anything else throws). */
    sign(secret: string, tenantId: string, visitId: string, expiresAt?: number): string {
      if (!UUID.test(tenantId) || !UUID.test(visitId)) throw new Error(`${label}: ids must be UUIDs`);
      const parts = [Buffer.of(VERSION), uuidBytes(tenantId), uuidBytes(visitId)];
      if (opts.expires) {
        const expiry = Buffer.alloc(EXPIRY_BYTES);
        expiry.writeUInt32BE(expiresAt ?? 0);
        parts.push(expiry);
      }
      const body = Buffer.concat(parts);
      return Buffer.concat([body, macOf(secret, body)]).toString('base64url');
    },
    /** The ids a token was made for, or null for anything malformed, altered or signed with another secret. */
    read(secret: string, token: string): VisitTokenIds | null {
      if (typeof token !== 'string' || token.length !== tokenChars || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
      const bytes = Buffer.from(token, 'base64url');
      // Only the one canonical spelling: the last character's spare bits must be zero.
      if (bytes.length !== bodyBytes + MAC_BYTES || bytes.toString('base64url') !== token) return null;
      const body = bytes.subarray(0, bodyBytes);
      if (body[0] !== VERSION) return null;
      if (!timingSafeEqual(macOf(secret, body), bytes.subarray(bodyBytes))) return null;
      return {
        tenantId: uuidOf(body.subarray(1, 17)),
        visitId: uuidOf(body.subarray(17, 33)),
        expiresAt: opts.expires ? body.readUInt32BE(IDS_BYTES) : null,
      };
    },
  };
}
