import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StampedCache } from './stamped-cache';
import { bumpTenantVersion } from './tenant-version';

describe('StampedCache size budget', () => {
  it('keeps the sum of sizes under maxSize, dropping the least recently used first, and counts a replaced value once', async () => {
    const cache = new StampedCache<string>({ ttlMs: 60_000, maxEntries: 100, sizeOf: (v) => v.length, maxSize: 10 });
    let reads = 0;
    const read = (value: string) => async () => (reads++, value);
    const tenant = '00000000-0000-4000-8000-000000000001';
    await cache.answer(tenant, 'a', read('aaaa'));
    await cache.answer(tenant, 'b', read('bbbb'));
    await cache.answer(tenant, 'a', read('never'));
    expect(reads).toBe(2); // both kept: 8 of 10
    await cache.answer(tenant, 'c', read('cccc')); // 12 > 10: the least recently used (b) goes
    await cache.answer(tenant, 'a', read('never'));
    await cache.answer(tenant, 'c', read('never'));
    expect(reads).toBe(3);
    expect(await cache.answer(tenant, 'b', read('bbbb'))).toBe('bbbb');
    expect(reads).toBe(4); // b was dropped and read again (a goes to make room)
    expect(await cache.answer(tenant, 'c', read('never'))).toBe('cccc');
    expect(await cache.answer(tenant, 'a', read('aaaa'))).toBe('aaaa');
    expect(reads).toBe(5);
  });

  it('keeps a value whose size is a fraction (a reply with its gzip allowance)', async () => {
    const cache = new StampedCache<string>({ ttlMs: 60_000, maxEntries: 100, sizeOf: (v) => v.length * 1.2, maxSize: 10 });
    let reads = 0;
    const tenant = '00000000-0000-4000-8000-000000000001';
    await cache.answer(tenant, 'a', async () => (reads++, 'aaa'));
    expect(await cache.answer(tenant, 'a', async () => (reads++, 'never'))).toBe('aaa');
    expect(reads).toBe(1);
  });
});

/**
 * Lifetimes pass on a fake clock (only `Date` is faked, which is what the cache reads);
 * `settle` lets a read started behind an answer finish, on the real event loop.
 */
const later = (ms: number) => vi.advanceTimersByTime(ms);
const settle = () => new Promise((r) => setTimeout(r, 0));
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe('StampedCache refresh behind', () => {
  const tenant = '00000000-0000-4000-8000-000000000002';

  it('answers an expired value once more while one read replaces it, then the new one', async () => {
    const cache = new StampedCache<string>({ ttlMs: 300, maxEntries: 10, refreshBehind: true });
    let reads = 0;
    let release = () => {};
    const slow = (value: string) => () => {
      reads++;
      return new Promise<string>((resolve) => (release = () => resolve(value)));
    };
    const first = cache.answer(tenant, 'k', slow('v1'));
    release();
    expect(await first).toBe('v1');
    later(350); // expired, within twice the lifetime
    expect(await cache.answer(tenant, 'k', slow('v2'))).toBe('v1');
    expect(await cache.answer(tenant, 'k', slow('never'))).toBe('v1');
    expect(reads).toBe(2); // one replacement read for both
    release();
    await settle();
    expect(await cache.answer(tenant, 'k', slow('never'))).toBe('v2');
    expect(reads).toBe(2);
  });

  it('waits for a read past twice the lifetime, and drops a value whose replacement failed', async () => {
    const cache = new StampedCache<string>({ ttlMs: 300, maxEntries: 10, refreshBehind: true });
    await cache.answer(tenant, 'k', async () => 'old');
    later(650);
    expect(await cache.answer(tenant, 'k', async () => 'fresh')).toBe('fresh');
    later(350);
    expect(await cache.answer(tenant, 'k', () => Promise.reject(new Error('signed out')))).toBe('fresh');
    await settle();
    await expect(cache.answer(tenant, 'k', () => Promise.reject(new Error('signed out')))).rejects.toThrow('signed out');
  });

  it('is off unless asked: an expired value is read again before it is answered', async () => {
    const cache = new StampedCache<string>({ ttlMs: 20, maxEntries: 10 });
    await cache.answer(tenant, 'k', async () => 'old');
    later(25);
    expect(await cache.answer(tenant, 'k', async () => 'new')).toBe('new');
  });
});

describe('StampedCache summaries after a write', () => {
  const tenant = '00000000-0000-4000-8000-000000000003';

  it('answers a summary read before the write while it is young, reading the new one once behind it', async () => {
    const cache = new StampedCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    let reads = 0;
    const read = (value: string) => async () => (reads++, value);
    expect(await cache.answer(tenant, 'board', read('before'), 400)).toBe('before');
    bumpTenantVersion(tenant);
    // Young: the old figures, and no read yet (writes in a row cost no read each).
    expect(await cache.answer(tenant, 'board', read('never'), 400)).toBe('before');
    bumpTenantVersion(tenant);
    expect(reads).toBe(1);
    // Half as old as it may be: still the old figures, and one read of the new ones starts
    // (not one per caller, nor one per write since).
    later(220);
    const both = await Promise.all([cache.answer(tenant, 'board', read('after'), 400), cache.answer(tenant, 'board', read('after'), 400)]);
    expect(both).toEqual(['before', 'before']);
    await settle();
    expect(reads).toBe(2);
    // The new figures are young again: another write starts no read.
    bumpTenantVersion(tenant);
    expect(await cache.answer(tenant, 'board', read('never'), 400)).toBe('after');
    expect(reads).toBe(2);
    // A plain read (no staleness allowed) never sees a value from before a write.
    bumpTenantVersion(tenant);
    expect(await cache.answer(tenant, 'board', read('fresh'))).toBe('fresh');
  });

  it('reads at once after a write when the summary is older than it may be', async () => {
    const cache = new StampedCache<string>({ ttlMs: 60_000, maxEntries: 10 });
    await cache.answer(tenant, 'kpi', async () => 'old', 100);
    later(150);
    bumpTenantVersion(tenant);
    expect(await cache.answer(tenant, 'kpi', async () => 'new', 100)).toBe('new');
  });
});
