import { Redis } from 'ioredis';
import { SignJWT } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCompany, PASSWORD, type Company } from '../../test/factories';
import { inTenant } from '../db/tenant-tx';
import { hashPassword } from './passwords';
import { insertUser } from '../modules/users/users.repository';

/** One office's Wi-Fi: every rep's requests arrive from this address. */
const OFFICE_IP = '203.0.113.10';
const me = (t: TestApp, token: string, ip = OFFICE_IP) => t.call('GET', '/api/v1/auth/me/', { token, ip });
const codes = (replies: LightMyRequestResponse[]) => replies.map((r) => r.statusCode);

/** `count` more sales reps of `co`, each signed in through the real login call (from their own address: setup only). */
async function reps(t: TestApp, co: Company, count: number): Promise<string[]> {
  const hash = await hashPassword(PASSWORD);
  const rows = await inTenant(t.database.db, co.tenantId, async (tx) => {
    const out = [];
    for (let i = 0; i < count; i++) {
      const email = `rep.${i}.${co.tenantId.slice(0, 8)}@example.com`;
      out.push(
        await insertUser(tx, {
          tenantId: co.tenantId,
          role: 'sales',
          fullName: `Rep ${i}`,
          email,
          phone: '+966500000000',
          passwordHash: hash,
        }),
      );
    }
    return out;
  });
  // A few at a time: sixty at once would wait on the test database's pool, not on the code tested.
  const tokens: string[] = [];
  for (let i = 0; i < rows.length; i += 5) {
    const batch = rows.slice(i, i + 5).map(async (row, k) => {
      const n = i + k;
      const res = await t.call('POST', '/api/v1/auth/login/', {
        body: { email: row.email, password: PASSWORD },
        ip: `198.18.${n >> 8}.${n & 255}`,
      });
      if (res.statusCode !== 200) throw new Error(`login ${row.email}: ${res.body}`);
      return (res.json() as { access: string }).access;
    });
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}

/** A token that claims to be `userId` of `tenantId` but is signed with a key the server does not have. */
async function forgedToken(userId: string, tenantId: string): Promise<string> {
  return new SignJWT({ tid: tenantId, sid: crypto.randomUUID(), role: 'admin', typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setAudience('ziyara-api')
    .setIssuer('ziyara')
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(new TextEncoder().encode('not-the-servers-secret-but-long-enough-for-hs256'));
}

function expectRateLimited(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
  expect(res.json()).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/Too many requests/) });
}

describe('signed-in traffic is counted per user and per company, anonymous traffic per IP', () => {
  let t: TestApp;
  let co: Company;
  let tokens: string[];
  beforeAll(async () => {
    // Small limits keep the test short; the 60 reps are the bench's office (bench/field-team.ts).
    t = await buildTestApp({ RATE_LIMIT_MAX: '10', RATE_LIMIT_USER_PER_MINUTE: '12', RATE_LIMIT_COMPANY_PER_MINUTE: '100000' });
    co = await createCompany(t);
    tokens = await reps(t, co, 60);
  }, 120_000);
  afterAll(async () => t?.close());

  it('60 reps of one company behind one address, each under their own limit, are never refused', async () => {
    // 600 requests from one IP, 60 times its anonymous limit; 10 per rep, under their 12.
    const replies: LightMyRequestResponse[] = [];
    for (let round = 0; round < 10; round++) {
      for (let i = 0; i < tokens.length; i += 10)
        replies.push(...(await Promise.all(tokens.slice(i, i + 10).map((token) => me(t, token)))));
    }
    expect(codes(replies).filter((c) => c !== 200)).toEqual([]);
    expect(replies[0]!.headers['x-ratelimit-limit']).toBe('12');
  });

  it('one rep past their limit is refused, with Retry-After, while a colleague on the same address is not', async () => {
    const { sales, manager } = co.users;
    const flood = [];
    for (let i = 0; i < 14; i++) flood.push(await me(t, sales.token));
    expect(codes(flood).slice(0, 12)).toEqual(Array(12).fill(200));
    expectRateLimited(flood[12]!);
    expect((await me(t, manager.token)).statusCode).toBe(200);
    // Other companies on the same address are not touched either.
    const other = await createCompany(t);
    expect((await me(t, other.users.sales.token)).statusCode).toBe(200);
  });

  it('an anonymous flood from one address is refused; another address is not', async () => {
    const refresh = (ip: string) => t.call('POST', '/api/v1/auth/refresh/', { body: { refresh: 'not-a-token' }, ip });
    const flood = [];
    for (let i = 0; i < 11; i++) flood.push(await refresh('192.0.2.50'));
    expect(codes(flood).slice(0, 10)).toEqual(Array(10).fill(401));
    expectRateLimited(flood[10]!);
    expect((await refresh('192.0.2.51')).statusCode).toBe(401);
  });

  it('a forged token is anonymous: counted per IP, never against the user it names', async () => {
    const victim = co.users.admin;
    const forged = await forgedToken(victim.id, co.tenantId);
    const flood = [];
    // Past the victim's own limit (12) as well as the address's (10).
    for (let i = 0; i < 15; i++) flood.push(await me(t, forged, '192.0.2.60'));
    expect(codes(flood).slice(0, 10)).toEqual(Array(10).fill(401));
    expectRateLimited(flood[10]!);
    expect((await me(t, victim.token, '192.0.2.60')).statusCode).toBe(200);
    expect((await me(t, victim.token)).headers['x-ratelimit-remaining']).toBe('10');
  });

  it('unknown API paths count toward the per-IP limit, however they are sent', async () => {
    const ip = '192.0.2.70';
    const probes = [
      () => t.call('GET', '/api/v1/no-such-thing/', { ip }),
      // Refused for its CSRF token, and for its body: both ahead of where the 404 used to count.
      () => t.call('POST', '/api/v1/no-such-thing/', { ip, body: { a: 1 }, csrf: false }),
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/no-such-thing/',
          remoteAddress: ip,
          headers: { 'content-type': 'application/json', cookie: 'csrftoken=x', 'x-csrftoken': 'x' },
          payload: '{',
        }),
      // A valid token does not make a probe a signed-in call: no route, no caller.
      () => t.call('GET', '/api/v1/no-such-thing/', { ip, token: co.users.maintenance.token }),
      () => t.call('DELETE', '/api/v1/nothing/at/all', { ip, csrf: false }),
    ];
    const replies = [];
    for (let i = 0; i < 10; i++) replies.push(await probes[i % probes.length]!());
    expect(codes(replies)).not.toContain(429);
    expectRateLimited(await probes[1]!());
    expectRateLimited(await probes[2]!());
    // The token's owner is not the one counted.
    expect((await me(t, co.users.maintenance.token)).statusCode).toBe(200);
  });
});

describe('a company past its own limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ RATE_LIMIT_USER_PER_MINUTE: '100', RATE_LIMIT_COMPANY_PER_MINUTE: '9' });
  });
  afterAll(async () => t?.close());

  it('is refused for all its users together, and only it', async () => {
    const co = await createCompany(t);
    const other = await createCompany(t);
    const users = Object.values(co.users);
    const replies = [];
    for (let i = 0; i < 9; i++) replies.push(await me(t, users[i % users.length]!.token));
    expect(codes(replies)).toEqual(Array(9).fill(200));
    for (const u of users) expectRateLimited(await me(t, u.token));
    expect((await me(t, other.users.sales.token)).statusCode).toBe(200);
  });
});

// This machine's Redis, a database of its own (shared-state.test.ts uses 7); keys name random ids.
const REDIS_URL = process.env.REDIS_TEST_URL_RATES ?? 'redis://127.0.0.1:6379/8';

describe('two instances with REDIS_URL', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    await redis.flushdb();
    await redis.quit();
    const env = { REDIS_URL, RATE_LIMIT_MAX: '4', RATE_LIMIT_USER_PER_MINUTE: '6' };
    [a, b] = await Promise.all([buildTestApp(env), buildTestApp(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it("count one user's requests together, and an address's anonymous ones", async () => {
    // Each test app has a database of its own: b does not know the user (401) but counts the
    // call, as the token's signature (one secret for both) is what says who is calling.
    const co = await createCompany(a);
    const token = co.users.sales.token;
    const signedIn = [];
    for (const t of [a, b, a, b, a, b]) signedIn.push(await me(t, token));
    expect(codes(signedIn).filter((c) => c === 429)).toEqual([]);
    expectRateLimited(await me(a, token));

    const probes = [];
    for (const t of [a, b, a, b, a]) probes.push(await t.call('GET', '/api/v1/no-such-thing/', { ip: '192.0.2.90' }));
    expect(codes(probes)).toEqual([404, 404, 404, 404, 429]);
  });
});
