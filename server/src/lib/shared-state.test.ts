import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

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
