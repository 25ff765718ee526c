import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';

/**
 * The live stream under the server's rate limit: a 429 is waited out for its Retry-After (the
 * notice shows the wait) and the stream connects once after it, rather than knocking again and
 * again; it never stops for it. Browser globals stubbed (the unit suite runs in node); time faked.
 */
const store = new Map<string, string>([['access_token', 'access']]);
const storage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
};
vi.stubGlobal('window', { localStorage: storage, sessionStorage: storage, location: { assign: vi.fn() }, addEventListener: vi.fn() });
vi.stubGlobal('document', { cookie: '' });

const { connect } = await import('./live-events');
const { rateLimitWait } = await import('./rate-limit-wait');

const limited = (seconds: number) =>
  new Response(JSON.stringify({ code: 'rate_limited', message: 'Too many requests' }), {
    status: 429,
    headers: { 'retry-after': String(seconds) },
  });
/** A stream that says "ready" and stays open. */
const stream = () =>
  new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode('event: ready\ndata: {"latest_id":1}\n\n')) }), {
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the live stream, rate limited', () => {
  it('waits for Retry-After, then connects once', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => (++calls <= 2 ? limited(20) : stream())),
    );
    const stop = connect(new QueryClient());
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    expect(rateLimitWait.until()).toBe(Date.now() + 20_000);
    // Not one more knock while the limit holds.
    await vi.advanceTimersByTimeAsync(19_000);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(2); // refused again: another full wait
    await vi.advanceTimersByTimeAsync(19_999);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(3); // connected, and it stays so
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(3);
    expect(rateLimitWait.until()).toBeNull();
    stop();
  });

  it('stops waiting when the app closes the stream', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => limited(30)),
    );
    const stop = connect(new QueryClient());
    await vi.advanceTimersByTimeAsync(0);
    expect(rateLimitWait.until()).not.toBeNull();
    stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(rateLimitWait.until()).toBeNull();
  });
});
