import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The API client's session rules, with the browser globals it touches stubbed (the unit
 * suite runs in node): CSRF header, one shared refresh for parallel 401s, retry once, and
 * the session ending when the refresh token is refused.
 */
const store = new Map<string, string>();
const storage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
};
vi.stubGlobal('window', { localStorage: storage, sessionStorage: storage, location: { assign: vi.fn() } });
vi.stubGlobal('document', { cookie: 'other=1; csrftoken=csrf-123' });

const { apiRequest, setSessionExpiredHandler } = await import('./api-client');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
type Call = { url: string; init: RequestInit };

function mockFetch(handler: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = { url, init };
      calls.push(call);
      return handler(call);
    }),
  );
  return calls;
}

const header = (c: Call, name: string) => (c.init.headers as Record<string, string>)[name];

beforeEach(() => {
  store.clear();
  store.set('access_token', 'old-access');
  store.set('refresh_token', 'old-refresh');
});

describe('apiRequest', () => {
  it('sends the CSRF token and the bearer token', async () => {
    const calls = mockFetch(() => json(200, { ok: true }));
    await apiRequest('tenant/show/');
    expect(calls[0]!.url).toBe('/api/v1/tenant/show/');
    expect(header(calls[0]!, 'X-CSRFToken')).toBe('csrf-123');
    expect(header(calls[0]!, 'Authorization')).toBe('Bearer old-access');
  });

  it('refreshes once for parallel 401s and retries each call with the new token', async () => {
    const calls = mockFetch(async ({ url, init }) => {
      if (url.endsWith('auth/refresh/')) {
        await new Promise((r) => setTimeout(r, 10));
        return json(200, { access: 'new-access', refresh: 'new-refresh' });
      }
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer new-access' ? json(200, { url }) : json(401, { code: 'token_expired', message: 'expired' });
    });
    const results = await Promise.all([apiRequest('a/'), apiRequest('b/'), apiRequest('c/')]);
    expect(results).toHaveLength(3);
    expect(calls.filter((c) => c.url.endsWith('auth/refresh/'))).toHaveLength(1);
    expect(JSON.parse(String(calls.find((c) => c.url.endsWith('auth/refresh/'))!.init.body))).toEqual({ refresh: 'old-refresh' });
    expect(store.get('access_token')).toBe('new-access');
    expect(store.get('refresh_token')).toBe('new-refresh');
  });

  it('ends the session when the refresh token is refused', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    store.set('user', '{}');
    mockFetch(({ url }) =>
      url.endsWith('auth/refresh/')
        ? json(401, { code: 'token_invalid', message: 'no' })
        : json(401, { code: 'token_expired', message: 'expired' }),
    );
    await expect(apiRequest('tenant/show/')).rejects.toMatchObject({ status: 401, code: 'token_expired' });
    expect(expired).toHaveBeenCalledOnce();
    expect([...store.keys()]).toEqual([]);
  });

  it('does not refresh on a wrong password (invalid_credentials)', async () => {
    const calls = mockFetch(() => json(401, { code: 'invalid_credentials', message: 'wrong' }));
    await expect(apiRequest('auth/change-password/', { method: 'POST', body: {} })).rejects.toMatchObject({ code: 'invalid_credentials' });
    expect(calls).toHaveLength(1);
    expect(store.get('access_token')).toBe('old-access');
  });

  it('maps validation details onto fields and survives a non-JSON error body', async () => {
    mockFetch(() => json(400, { code: 'validation_failed', message: 'bad', details: { fields: { email: 'Invalid email' } } }));
    await expect(apiRequest('x/', { method: 'POST', body: {} })).rejects.toMatchObject({ fieldErrors: { email: 'Invalid email' } });
    mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('x/')).rejects.toMatchObject({ status: 502, code: 'internal' });
  });
});

describe('apiCall', async () => {
  const { apiCall } = await import('./api-call');
  const { usersApi } = await import('@contract/users');
  const { authApi } = await import('@contract/auth');
  const user = {
    id: '6f1c2b9e-3a4d-4e5f-8a9b-0c1d2e3f4a5b',
    tenant_id: '7a1c2b9e-3a4d-4e5f-8a9b-0c1d2e3f4a5b',
    full_name: 'Huda',
    email: 'huda@example.com',
    phone: '+966551234567',
    role: 'sales',
    language: 'ar',
    is_active: true,
    status_of_create_visit: true,
    created_at: '2026-11-01T08:00:00Z',
  };

  it('fills path parameters, sends the declared method and returns the reply the schema accepts', async () => {
    const calls = mockFetch(() => json(200, { ...user, extra: 'dropped' }));
    const reply = await apiCall(usersApi.setActive, { params: { id: user.id }, body: { is_active: false } });
    expect(calls[0]!.url).toBe(`/api/v1/deactivate/user/${user.id}`);
    expect(calls[0]!.init.method).toBe('POST');
    expect(reply).toEqual(user);
  });

  it('leaves empty query values out of the URL', async () => {
    const calls = mockFetch(() => json(200, { count: 0, results: [] }));
    await apiCall(usersApi.list, { query: { page: 2, page_size: undefined } });
    expect(calls[0]!.url).toBe('/api/v1/list/tenant/user/?page=2');
  });

  it('refuses a reply that does not match the contract', async () => {
    mockFetch(() => json(200, { ...user, role: 'owner' }));
    await expect(apiCall(authApi.me, {})).rejects.toMatchObject({ code: 'bad_response' });
  });

  it('sends no bearer token on a public endpoint', async () => {
    const calls = mockFetch(() => json(200, user));
    await apiCall(authApi.verify, { body: { token: 'x' } });
    expect(header(calls[0]!, 'Authorization')).toBeUndefined();
  });
});
