import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A 429 from the server's rate limit is waited out and tried again, with the wait on show;
 * it never ends the session, even when it is the token refresh that was refused. Browser
 * globals stubbed as in api-client.test.ts (the unit suite runs in node); time is faked.
 */
const store = new Map<string, string>();
const storage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
};
vi.stubGlobal('window', { localStorage: storage, sessionStorage: storage, location: { assign: vi.fn() } });
vi.stubGlobal('document', { cookie: 'csrftoken=csrf-123' });

const { apiRequest, setSessionExpiredHandler } = await import('./api-client');
const { MAX_WAITS, rateLimitWait, retryAfterMs } = await import('./rate-limit-wait');

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const limited = (seconds: number) => json(429, { code: 'rate_limited', message: 'Too many requests' }, { 'retry-after': String(seconds) });

function mockFetch(handler: (url: string, n: number) => Response) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return handler(url, urls.length);
    }),
  );
  return urls;
}

const expired = vi.fn();
beforeEach(() => {
  vi.useFakeTimers();
  store.clear();
  store.set('access_token', 'old-access');
  store.set('refresh_token', 'old-refresh');
  expired.mockClear();
  setSessionExpiredHandler(expired);
});
afterEach(() => vi.useRealTimers());

describe('a rate-limited call', () => {
  it('waits for Retry-After, shows the wait, and is tried again', async () => {
    const urls = mockFetch((_url, n) => (n <= 2 ? limited(12) : json(200, { ok: true })));
    const reply = apiRequest<{ ok: boolean }>('visits/');
    await vi.advanceTimersByTimeAsync(0);
    expect(urls).toHaveLength(1);
    expect(rateLimitWait.until()).toBe(Date.now() + 12_000);
    await vi.advanceTimersByTimeAsync(11_999);
    expect(urls).toHaveLength(1); // not before the server said
    await vi.advanceTimersByTimeAsync(1);
    expect(urls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(12_000);
    await expect(reply).resolves.toEqual({ ok: true });
    expect(urls).toHaveLength(3);
    expect(rateLimitWait.until()).toBeNull(); // the notice is gone
  });

  it('gives up after MAX_WAITS and shows the error, still signed in', async () => {
    const urls = mockFetch(() => limited(1));
    const reply = apiRequest('visits/');
    const settled = expect(reply).rejects.toMatchObject({ status: 429, code: 'rate_limited' });
    await vi.advanceTimersByTimeAsync(MAX_WAITS * 1_000);
    await settled;
    expect(urls).toHaveLength(MAX_WAITS + 1);
    expect(expired).not.toHaveBeenCalled();
    expect(store.get('access_token')).toBe('old-access');
  });

  it("is not tried again when it is the app's own 429 (no Retry-After: an account lock, an export limit)", async () => {
    const urls = mockFetch(() => json(429, { code: 'rate_limited', message: 'At most 3 exports at a time' }));
    await expect(apiRequest('reports/export/', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 429 });
    expect(urls).toHaveLength(1);
    expect(rateLimitWait.until()).toBeNull();
  });

  it('never ends the session when the token refresh is the call that was refused', async () => {
    const urls = mockFetch((url) =>
      url.endsWith('auth/refresh/') ? limited(2) : json(401, { code: 'token_expired', message: 'expired' }),
    );
    const reply = apiRequest('visits/');
    const settled = expect(reply).rejects.toMatchObject({ status: 429 });
    await vi.advanceTimersByTimeAsync(MAX_WAITS * 2_000);
    await settled;
    expect(urls.filter((u) => u.endsWith('auth/refresh/'))).toHaveLength(MAX_WAITS + 1);
    expect(expired).not.toHaveBeenCalled();
    expect(store.get('refresh_token')).toBe('old-refresh');
  });

  it('refreshes after waiting when the refresh was only rate limited for a while', async () => {
    mockFetch((url, n) => {
      if (url.endsWith('auth/refresh/')) return n <= 2 ? limited(3) : json(200, { access: 'new-access', refresh: 'new-refresh' });
      return store.get('access_token') === 'new-access' ? json(200, { ok: 1 }) : json(401, { code: 'token_expired', message: 'x' });
    });
    const reply = apiRequest('visits/');
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(reply).resolves.toEqual({ ok: 1 });
    expect(expired).not.toHaveBeenCalled();
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('12')).toBe(12_000);
    expect(retryAfterMs('0')).toBe(1_000);
    const now = Date.parse('2026-11-27T10:00:00Z');
    expect(retryAfterMs('Fri, 27 Nov 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('soon')).toBeNull();
  });
});
