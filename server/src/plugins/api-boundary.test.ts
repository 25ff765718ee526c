import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCompany } from '../../test/factories';
import { firstSegment } from '../lib/api-request';

// "Is this an API call?" decides CSRF, every rate limit and caching. The router decodes and
// normalizes paths, so each check must see what the router sees, not the raw URL. Real HTTP,
// not inject(): inject would normalize some of these paths before the server saw them.
const VARIANTS = (path: string) => [
  `/%61pi/v1/${path}`,
  `/%61%70%69/v1/${path}`,
  `/%2Fapi/v1/${path}`,
  `//api/v1/${path}`,
  `/api//v1/${path}`,
  `/api/v1/${path}.`,
  `/api./v1/${path}`,
  `/API/v1/${path}`,
  `/Api/v1/${path}`,
  `/./api/v1/${path}`,
  `/%2e/api/v1/${path}`,
];

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

/** Sends the path exactly as written (node:http does not normalize it). */
function raw(port: number, method: string, path: string, body?: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      let text = '';
      res.on('data', (d) => (text += String(d)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const loginBody = JSON.stringify({ email: 'nobody@example.com', password: 'x' });

describe('the API boundary under encoded and odd paths', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '4', INQUIRY_RATE_LIMIT_PER_HOUR: '2', SIGNUP_RATE_LIMIT_PER_10_MINUTES: '2' });
    port = await listen(t);
  });
  afterAll(async () => t.close());

  it('finds the first segment the way the router does', () => {
    for (const url of VARIANTS('auth/login/')) expect(firstSegment(url), url).toBe('api');
    expect(firstSegment('/app/settings')).toBe('app');
    expect(firstSegment('/apiary')).toBe('apiary');
    expect(firstSegment('/%E0%A4%A')).toBe('%e0%a4%a');
  });

  it('demands the CSRF header on every variant of an API path', async () => {
    for (const path of VARIANTS('auth/logout/')) {
      const res = await raw(port, 'POST', path, JSON.stringify({ refresh: 'x' }));
      expect(res.status, path).toBe(403);
      expect(JSON.parse(res.body).code, path).toBe('csrf_failed');
    }
  });

  it('refuses a cross-site form post to an encoded inquiry path', async () => {
    const res = await raw(
      port,
      'POST',
      '/%61pi/v1/public/inquiries/',
      'kind=contact&name=Eve&email=eve%40example.com&message=hello+there+friend',
      { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(res.status).toBe(403);
  });

  it('counts every variant against the per-IP login limit', async () => {
    const csrf = { cookie: 'csrftoken=c', 'x-csrftoken': 'c' };
    const statuses = [];
    for (const path of [
      '/api/v1/auth/login/',
      '/%61pi/v1/auth/login/',
      '/api/v1/auth/login',
      '/%61pi/v1/auth/%6Cogin/',
      '/api/v1/auth/login/',
    ]) {
      statuses.push((await raw(port, 'POST', path, loginBody, csrf)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });

  it('counts encoded paths against the inquiry and sign-up limits', async () => {
    const csrf = { cookie: 'csrftoken=c', 'x-csrftoken': 'c' };
    const inquiry = JSON.stringify({ kind: 'contact', name: 'Sam Lee', email: 'sam@example.com', message: 'Hello, I would like a demo.' });
    const inquiries = [];
    for (const path of ['/%61pi/v1/public/inquiries/', '/api/v1/public/inquiries/', '/%61pi/v1/public/inquiries/']) {
      inquiries.push((await raw(port, 'POST', path, inquiry, csrf)).status);
    }
    expect(inquiries).toEqual([201, 201, 429]);
    const signups = [];
    for (const path of [
      '/%61pi/v1/tenant/signup/verify-email/',
      '/api/v1/tenant/signup/verify-email/',
      '/%61pi/v1/tenant/signup/verify-email/',
    ]) {
      signups.push((await raw(port, 'POST', path, JSON.stringify({ email: `a${signups.length}@example.com` }), csrf)).status);
    }
    expect(signups).toEqual([202, 202, 429]);
  });
});

describe('the global API limit', () => {
  it('counts encoded API paths, and probes of unknown ones, but never pages', async () => {
    const t = await buildTestApp({ RATE_LIMIT_MAX: '3' });
    try {
      const port = await listen(t);
      const statuses = async (paths: string[]) => {
        const out = [];
        for (const p of paths) out.push((await raw(port, 'GET', p)).status);
        return out;
      };
      expect(
        await statuses(['/%61pi/v1/tenant/show/', '//api/v1/tenant/show/', '/API/v1/nothing', '/%2Fapi/v1/x', '/api/v1/tenant/show/']),
      ).toEqual([401, 404, 404, 429, 429]);
      expect(await statuses(['/login', '/nothing-here', '/nothing-here', '/nothing-here', '/nothing-here'])).not.toContain(429);
    } finally {
      await t.close();
    }
  });
});

describe('responses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('tell browsers and proxies to keep no copy of API replies', async () => {
    const co = await createCompany(t);
    for (const res of [
      await t.call('POST', '/api/v1/auth/login/', { body: { email: co.users.sales.email, password: 'wrong' } }),
      await t.call('GET', '/api/v1/auth/me/', { token: co.users.sales.token }),
      await t.call('POST', '/api/v1/auth/refresh/', { body: { refresh: co.users.sales.refresh } }),
      await t.call('GET', '/%61pi/v1/nothing'),
    ])
      expect(res.headers['cache-control']).toBe('no-store');
  });

  it('carry a request id of our own, whatever the client sent', async () => {
    const a = await t.call('GET', '/api/health', { headers: { 'x-request-id': 'same' } });
    const b = await t.call('GET', '/api/health', { headers: { 'x-request-id': 'same' } });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });
});

describe('API documentation', () => {
  it('is not served in production unless API_DOCS=true', async () => {
    for (const [env, status] of [
      [{ NODE_ENV: 'production' }, 404],
      [{ NODE_ENV: 'production', API_DOCS: 'true' }, 200],
      [{}, 200],
    ] as const) {
      const t = await buildTestApp(env);
      try {
        expect((await t.call('GET', '/api/docs/json')).statusCode, JSON.stringify(env)).toBe(status);
      } finally {
        await t.close();
      }
    }
  });
});
