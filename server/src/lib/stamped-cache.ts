import { tenantVersion } from './tenant-version';

interface Entry<V> {
  value: V;
  version: number;
  at: number;
}

/**
 * Values kept per company and key for `ttlMs`, each stamped with the company's write version
 * read before the value was (lib/tenant-version.ts): a write of the company makes every one
 * of its values stale at once. Concurrent misses of one key wait for a single read, but only
 * under the same version, so a request made after a write never gets a value read before it.
 */
export class StampedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly pending = new Map<string, Promise<V>>();

  constructor(private readonly opts: { ttlMs: number; maxEntries: number; keep?: (value: V) => boolean }) {}

  async answer(tenantId: string, key: string, read: () => Promise<V>): Promise<V> {
    const id = `${tenantId}|${key}`;
    const version = tenantVersion(tenantId);
    const hit = this.entries.get(id);
    if (hit && hit.version === version && Date.now() - hit.at < this.opts.ttlMs) return hit.value;
    const flight = `${version}|${id}`;
    const underway = this.pending.get(flight);
    if (underway) return underway;
    const promise = read().then((value) => (this.put(id, version, value), value));
    this.pending.set(flight, promise);
    try {
      return await promise;
    } finally {
      this.pending.delete(flight);
    }
  }

  private put(id: string, version: number, value: V): void {
    if (this.opts.keep && !this.opts.keep(value)) return;
    // Oldest first out: a Map iterates in insertion order.
    if (this.entries.size >= this.opts.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(id, { value, version, at: Date.now() });
  }
}
