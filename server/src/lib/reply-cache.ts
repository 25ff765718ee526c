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

  constructor(private readonly ttlMs: number) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  private keyOf(req: FastifyRequest): string | null {
    const auth = req.auth;
    return auth ? `${auth.tenantId}|${auth.userId}|${auth.sessionId}|${req.url}` : null;
  }

  /** The version to stamp a reply with: read before the reply's transaction starts. */
  versionFor(req: FastifyRequest): number {
    return req.auth ? tenantVersion(req.auth.tenantId) : -1;
  }

  get(req: FastifyRequest): string | null {
    const key = this.keyOf(req);
    const hit = key ? this.entries.get(key) : undefined;
    if (!hit || !req.auth) return null;
    if (hit.version !== tenantVersion(req.auth.tenantId) || Date.now() - hit.at >= this.ttlMs) {
      this.entries.delete(key!);
      return null;
    }
    return hit.body;
  }

  put(req: FastifyRequest, version: number, body: string): void {
    const key = this.keyOf(req);
    if (!key || body.length > MAX_BODY_CHARS) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { body, version, at: Date.now() });
  }
}
