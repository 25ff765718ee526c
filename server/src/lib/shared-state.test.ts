import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCompany } from '../../test/factories';
import { tcpProxy } from '../../test/tcp-proxy';

// This machine's Redis (CI starts it when it is down: .ci/run). A database of its own, emptied.
const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379/7';

describe('two instances with REDIS_URL count together', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    await redis.flushdb();
    await redis.quit();
    const env = { REDIS_URL, LOGIN_RATE_LIMIT_PER_MINUTE: '4', LOGIN_MAX_FAILURES: '3' };
    [a, b] = await Promise.all([buildTestApp(env), buildTestApp(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  const attempt = (t: TestApp, email: string, ip: string) =>
    t.call('POST', '/api/v1/auth/login/', { body: { email, password: 'wrong-password' }, ip });

  it('a per-IP rate limit: the requests of both instances make up the count', async () => {
    const ip = '203.0.113.41';
    const codes = [];
    for (const t of [a, b, a, b, a]) codes.push((await attempt(t, `${randomUUID()}@example.com`, ip)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 429]);
    // Another IP is a count of its own.
    expect((await attempt(b, `${randomUUID()}@example.com`, '203.0.113.42')).statusCode).toBe(401);
  });

  it('the sign-in lock: failures on one instance lock the account on the other', async () => {
    const email = `${randomUUID()}@example.com`;
    const ip = '198.51.100.77';
    expect((await attempt(a, email, ip)).statusCode).toBe(401);
    expect((await attempt(b, email, ip)).statusCode).toBe(401);
    expect((await attempt(a, email, ip)).statusCode).toBe(401);
    const locked = await attempt(b, email, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('rate_limited');
  });
});

describe('an instance whose Redis goes away and comes back', () => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  beforeAll(async () => {
    const redis = new URL(REDIS_URL);
    proxy = await tcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
    redis.host = `127.0.0.1:${proxy.port}`;
    t = await buildTestApp({ REDIS_URL: redis.toString(), LOGIN_MAX_FAILURES: '2', LOG_LEVEL: 'warn' }, { captureLogs: true });
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  const attempt = (email: string) =>
    t.call('POST', '/api/v1/auth/login/', { body: { email, password: 'wrong-password' }, ip: '192.0.2.9' });
  /** Wrong passwords for a new account until one is refused as locked: how many were answered 401 first. */
  async function failuresUntilLocked(limit: number): Promise<number> {
    const email = `${randomUUID()}@example.com`;
    for (let n = 0; n < limit; n++) {
      const res = await attempt(email);
      if (res.statusCode === 429) return n;
      expect(res.statusCode).toBe(401);
    }
    return limit;
  }

  it('signs people in without waiting for it, uncounted, and counts again when it is back', async () => {
    expect(await failuresUntilLocked(5)).toBe(2);

    proxy.cut();
    // Each of these waited for Redis (2–31 s) before ioredis' offline queue was turned off; the
    // test's 30 s would not be enough for them.
    const co = await createCompany(t); // signs in one user of each role
    expect((await t.call('GET', '/api/v1/auth/me/', { token: co.users.sales.token })).statusCode).toBe(200);
    expect(await failuresUntilLocked(6)).toBe(6);
    expect(t.logs.some((line) => line.includes('the sign-in lock is not counted'))).toBe(true);

    proxy.restore();
    // ioredis reconnects on its own (at most 2 s apart); then accounts lock again.
    let failures = 6;
    for (let tries = 0; failures !== 2 && tries < 50; tries++) {
      await new Promise((r) => setTimeout(r, 200));
      failures = await failuresUntilLocked(3);
    }
    expect(failures).toBe(2);
  });
});
