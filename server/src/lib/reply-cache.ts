import type { FastifyRequest } from 'fastify';
import { StampedCache } from './stamped-cache';

/**
 * A page of a list is a few kilobytes; a map's busy day about a megabyte. Past this a reply is
 * not kept, and all kept replies together stay under `TOTAL_CHARS` (the oldest go first).
 */
const MAX_BODY_CHARS = 2 * 1024 * 1024;
const TOTAL_CHARS = 32 * 1024 * 1024;

/**
 * A caller's own repeated reads (the same list page, the same client) answered from memory
 * for `ttlMs`. Kept per session and URL, so one person's view is never shown to another
 * (roles and "own rows only" differ per person); dropped at once when anyone of the company
 * writes (lib/stamped-cache.ts). Within `ttlMs` a hit skips the database, caller check
 * included: a user deactivated or logged out on another instance is refused at most `ttlMs`
 * later; on this instance, at once (the deactivation is a write). ADR 0012.
 */
export class ReplyCache {
  private readonly replies: StampedCache<string>;
  readonly enabled: boolean;

  constructor(ttlMs: number) {
    this.enabled = ttlMs > 0;
    this.replies = new StampedCache({
      ttlMs,
      maxEntries: 2_000,
      keep: (body) => body.length <= MAX_BODY_CHARS,
      sizeOf: (body) => body.length,
      maxSize: TOTAL_CHARS,
    });
  }

  /** The kept reply, or `read()` once for everyone asking the same at the same time (then kept). */
  answer(req: FastifyRequest, read: () => Promise<string>): Promise<string> {
    const auth = req.auth;
    if (!auth) return read();
    return this.replies.answer(auth.tenantId, `${auth.userId}|${auth.sessionId}|${req.url}`, read);
  }
}
