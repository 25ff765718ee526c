import { describe, expect, it } from 'vitest';
import { StampedCache } from './stamped-cache';

describe('StampedCache size budget', () => {
  it('keeps the sum of sizes under maxSize, dropping the oldest first, and counts a replaced value once', async () => {
    const cache = new StampedCache<string>({ ttlMs: 60_000, maxEntries: 100, sizeOf: (v) => v.length, maxSize: 10 });
    let reads = 0;
    const read = (value: string) => async () => (reads++, value);
    const tenant = '00000000-0000-4000-8000-000000000001';
    await cache.answer(tenant, 'a', read('aaaa'));
    await cache.answer(tenant, 'b', read('bbbb'));
    await cache.answer(tenant, 'a', read('never'));
    expect(reads).toBe(2); // both kept: 8 of 10
    await cache.answer(tenant, 'c', read('cccc')); // 12 > 10: the oldest (a) goes
    await cache.answer(tenant, 'b', read('never'));
    await cache.answer(tenant, 'c', read('never'));
    expect(reads).toBe(3);
    expect(await cache.answer(tenant, 'a', read('aaaa'))).toBe('aaaa');
    expect(reads).toBe(4); // a was dropped and read again (b goes to make room)
    expect(await cache.answer(tenant, 'c', read('never'))).toBe('cccc');
    expect(reads).toBe(4);
  });
});
