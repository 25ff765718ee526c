import type { FastifyRequest } from 'fastify';
import { tenantVersion } from './tenant-version';

const MAX_ENTRIES = 2_000;
/** A page of a list is a few kilobytes; a reply past this is not worth keeping. */
const MAX_BODY_CHARS = 256 * 1024;

interface Entry {
  body: string;
  version: number;
  at: number;
}

/**
 * A caller's own repeated reads (the same list page, the same client) answered from memory
 * for `ttlMs`. Kept per session and URL, so one person's view is never shown to another
 * (roles and "own rows only" differ per person); dropped at once when anyone of the company
 * writes (lib/tenant-version.ts). Within `ttlMs` a hit skips the database, caller check
 * included: a user deactivated or logged out on another instance is refused at most `ttlMs`
 * later; on this instance, at once (the deactivation is a write). ADR 0012.
 */
export class ReplyCache {
  private readonly entries = new Map<string, Entry>();
  /** Reads under way: when an entry lapses, the caller's concurrent repeats wait for one read, not one each. */
  private readonly pending = new Map<string, Promise<string>>();

  constructor(private readonly ttlMs: number) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  private keyOf(req: FastifyRequest): string | null {
    const auth = req.auth;
    return auth ? `${auth.tenantId}|${auth.userId}|${auth.sessionId}|${req.url}` : null;
  }

  /** The version to stamp a reply with: read before the reply's transaction starts. */
  private versionFor(req: FastifyRequest): number {
    return req.auth ? tenantVersion(req.auth.tenantId) : -1;
  }

  private get(req: FastifyRequest): string | null {
    const key = this.keyOf(req);
    const hit = key ? this.entries.get(key) : undefined;
    if (!hit || !req.auth) return null;
    if (hit.version !== tenantVersion(req.auth.tenantId) || Date.now() - hit.at >= this.ttlMs) {
      this.entries.delete(key!);
      return null;
    }
    return hit.body;
  }

  /** The kept reply, or `read()` once for everyone asking the same at the same time (then kept). */
  async answer(req: FastifyRequest, read: () => Promise<string>): Promise<string> {
    const hit = this.get(req);
    const key = this.keyOf(req);
    if (hit !== null || !key) return hit ?? read();
    const underway = this.pending.get(key);
    if (underway) return underway;
    const version = this.versionFor(req);
    const promise = read().then((body) => (this.put(key, version, body), body));
    this.pending.set(key, promise);
    try {
      return await promise;
    } finally {
      this.pending.delete(key);
    }
  }

  private put(key: string, version: number, body: string): void {
    if (body.length > MAX_BODY_CHARS) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { body, version, at: Date.now() });
  }
}
