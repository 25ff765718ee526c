import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { StampedCache } from './stamped-cache';

/**
 * A page of a list is a few kilobytes; a map's busy day a few hundred. Past this a reply is
 * not kept, and all kept replies together stay under `TOTAL_CHARS` (the least recently used
 * go first): 16 MB or so, as a reply of Arabic text takes two bytes a character.
 */
const MAX_BODY_CHARS = 2 * 1024 * 1024;
const TOTAL_CHARS = 8 * 1024 * 1024;
/** Below this, gzip saves less than its header and the time it takes. */
const GZIP_FROM_CHARS = 2048;

const gzipped = promisify(gzip);

/** A kept reply: its JSON, and (once a client that accepts it asks) the same gzipped, for every such caller. */
export interface KeptReply {
  body: string;
  gzip?: Promise<Buffer>;
}

/** Whether a reply is big enough to send gzipped. */
export const worthGzip = (kept: KeptReply) => kept.body.length >= GZIP_FROM_CHARS;

/** The reply gzipped: compressed the first time a client that accepts gzip gets it, then kept with it. */
export const gzipOf = (kept: KeptReply): Promise<Buffer> => (kept.gzip ??= gzipped(kept.body));

/** Whether the request's `Accept-Encoding` takes gzip (and does not refuse it with `q=0`). */
export function acceptsGzip(req: FastifyRequest): boolean {
  const accepted = req.headers['accept-encoding'];
  if (typeof accepted !== 'string') return false;
  return accepted.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * A caller's own repeated reads (the same list page, the same client) answered from memory
 * for `ttlMs`. Kept per session and URL, so one person's view is never shown to another
 * (roles and "own rows only" differ per person); dropped at once when anyone of the company
 * writes (lib/stamped-cache.ts). Within `ttlMs` a hit skips the database, caller check
 * included. An expired reply is answered once more while its replacement is read (for up to
 * another `ttlMs`), so a user deactivated or logged out on another instance is refused at
 * most twice `ttlMs` later; on this instance, at once (the deactivation is a write). ADR 0012.
 *
 * A big reply is also kept gzipped: compressing it on every send would cost more than
 * reading it did, and a map's day shrinks about five times (ADR 0016). It is compressed when
 * a client that accepts gzip first gets it, not when it is read: a reply nobody asks for
 * again (most visits' details) costs no compression for clients that take it plain.
 */
export class ReplyCache {
  private readonly replies: StampedCache<KeptReply>;
  readonly enabled: boolean;

  /** `summaryStaleMs`: how long a summary may be answered after a write (StampedCache.answer). */
  constructor(
    ttlMs: number,
    private readonly summaryStaleMs = 0,
  ) {
    this.enabled = ttlMs > 0;
    this.replies = new StampedCache({
      ttlMs,
      maxEntries: 2_000,
      keep: (kept) => kept.body.length <= MAX_BODY_CHARS,
      // Its gzipped copy, if one is made, counted ahead as a fifth of it (ADR 0016).
      sizeOf: (kept) => kept.body.length * (worthGzip(kept) ? 1.2 : 1),
      maxSize: TOTAL_CHARS,
      refreshBehind: true,
    });
  }

  /**
   * The kept reply, or `read()` once for everyone asking the same at the same time (then kept).
   * `scopes`: all the reply depends on (lib/tenant-version.ts), the same for every call of its URL.
   */
  answer(req: FastifyRequest, read: () => Promise<string>, summary = false, scopes?: readonly string[]): Promise<KeptReply> {
    const auth = req.auth;
    const keep = async (): Promise<KeptReply> => ({ body: await read() });
    if (!auth) return keep();
    const staleForMs = summary ? this.summaryStaleMs : 0;
    return this.replies.answer(auth.tenantId, `${auth.userId}|${auth.sessionId}|${req.url}`, keep, staleForMs, scopes);
  }
}
