import { tenantVersion } from './tenant-version';

interface Entry<V> {
  value: V;
  version: number;
  at: number;
  size: number;
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
  private size = 0;

  /**
   * `maxSize` bounds the sum of `sizeOf` over what is kept (the oldest go first), so a few big
   * values (a map's day of two thousand visits) cannot hold more memory than many small ones.
   */
  constructor(
    private readonly opts: {
      ttlMs: number;
      maxEntries: number;
      keep?: (value: V) => boolean;
      sizeOf?: (value: V) => number;
      maxSize?: number;
      /**
       * A value past its lifetime but still of the company's current version is answered once
       * more while one read replaces it, up to twice the lifetime: callers of a slow read then
       * never all wait for it each time it expires. A failed replacement drops the value.
       */
      refreshBehind?: boolean;
    },
  ) {}

  /**
   * `staleForMs`: a summary (the dashboard, the KPI page) read before the company's last write
   * is still answered while younger than this, and one read replaces it behind the scenes. A
   * busy company's writes then cost one summary read per key and `staleForMs`, not one per
   * request; the web asks again `staleForMs` after a live event, and so sees the write.
   */
  async answer(tenantId: string, key: string, read: () => Promise<V>, staleForMs = 0): Promise<V> {
    const id = `${tenantId}|${key}`;
    const version = tenantVersion(tenantId);
    const hit = this.entries.get(id);
    const current = hit?.version === version;
    const age = hit ? Date.now() - hit.at : Infinity;
    if (current && age < this.opts.ttlMs) return hit.value;
    const flight = `${version}|${id}`;
    const behind = current ? this.opts.refreshBehind && age < 2 * this.opts.ttlMs : age < staleForMs;
    if (hit && behind) {
      if (!this.pending.has(flight)) this.fly(flight, id, version, read).catch(() => this.drop(id));
      return hit.value;
    }
    return this.pending.get(flight) ?? this.fly(flight, id, version, read);
  }

  /** One read of `id` for everyone asking under `version`, kept when it is done. */
  private async fly(flight: string, id: string, version: number, read: () => Promise<V>): Promise<V> {
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
    const size = this.opts.sizeOf?.(value) ?? 0;
    this.drop(id);
    // Oldest first out (a Map iterates in insertion order), until the new value fits.
    while (this.entries.size > 0 && (this.entries.size >= this.opts.maxEntries || this.size + size > (this.opts.maxSize ?? Infinity)))
      this.drop(this.entries.keys().next().value!);
    this.entries.set(id, { value, version, at: Date.now(), size });
    this.size += size;
  }

  private drop(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.size -= entry.size;
    this.entries.delete(id);
  }
}
