import { LRUCache } from 'lru-cache';
import { tenantStamp } from './tenant-version';

interface Entry<V> {
  value: V;
  stamp: string;
  at: number;
}

/**
 * Values kept per company and key for `ttlMs`, each stamped with the company's write versions
 * read before the value was (lib/tenant-version.ts): a write of the company makes every one
 * of its values stale at once, or, for a value read with `scopes`, a write that names none or
 * names one of them. Concurrent misses of one key wait for a single read, but only
 * under the same version, so a request made after a write never gets a value read before it.
 * What is kept, and what goes first when it is full, is lru-cache's (least recently used).
 */
export class StampedCache<V extends object | number | string> {
  private readonly entries: LRUCache<string, Entry<V>>;
  private readonly pending = new Map<string, Promise<V>>();
  private readonly refreshing = new Set<string>();

  /**
   * `maxSize` bounds the sum of `sizeOf` over what is kept (the least recently used go first), so
   * a few big values (a map's day of two thousand visits) cannot hold more memory than many small ones.
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
  ) {
    const { maxEntries, sizeOf, maxSize } = opts;
    this.entries = new LRUCache<string, Entry<V>>({
      max: maxEntries,
      ...(sizeOf && maxSize ? { maxSize, sizeCalculation: (entry: Entry<V>) => Math.max(1, Math.ceil(sizeOf(entry.value))) } : {}),
    });
  }

  /**
   * `staleForMs`: a summary (the dashboard, the KPI page) read before the company's last write
   * is still answered while its read began less than this ago; once it is half that old, one
   * read replaces it behind the scenes. A busy company's writes then cost about two summary
   * reads per key and `staleForMs`, not one per request or per write; the web asks again
   * `staleForMs` after a live event, and so sees the write.
   * `scopes`: all the value depends on, for a key whose value always depends on the same.
   */
  async answer(tenantId: string, key: string, read: () => Promise<V>, staleForMs = 0, scopes?: readonly string[]): Promise<V> {
    const id = `${tenantId}|${key}`;
    const stamp = tenantStamp(tenantId, scopes);
    const hit = this.entries.get(id);
    const current = hit?.stamp === stamp;
    const age = hit ? Date.now() - hit.at : Infinity;
    if (current && age < this.opts.ttlMs) return hit.value;
    const flight = `${stamp}|${id}`;
    if (hit && (current ? this.opts.refreshBehind && age < 2 * this.opts.ttlMs : age < staleForMs)) {
      if (current || age >= staleForMs / 2) this.refresh(flight, id, stamp, read);
      return hit.value;
    }
    return this.pending.get(flight) ?? this.fly(flight, id, stamp, read);
  }

  /** One replacement of `id` at a time, whatever the stamp; a failed one drops the value. */
  private refresh(flight: string, id: string, stamp: string, read: () => Promise<V>): void {
    if (this.refreshing.has(id)) return;
    this.refreshing.add(id);
    this.fly(flight, id, stamp, read)
      .catch(() => this.entries.delete(id))
      .finally(() => this.refreshing.delete(id));
  }

  /** One read of `id` for everyone asking under `stamp`, kept (aged from its start) when it is done. */
  private async fly(flight: string, id: string, stamp: string, read: () => Promise<V>): Promise<V> {
    const startedAt = Date.now();
    const promise = read().then((value) => (this.put(id, stamp, value, startedAt), value));
    this.pending.set(flight, promise);
    try {
      return await promise;
    } finally {
      this.pending.delete(flight);
    }
  }

  private put(id: string, stamp: string, value: V, at: number): void {
    if (this.opts.keep && !this.opts.keep(value)) return;
    this.entries.set(id, { value, stamp, at });
  }
}
