import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, PASSWORD, type Company } from '../../../test/factories';

// Where a session ends, every token of it ends: refresh tokens and access tokens alike.
let t: TestApp;
let co: Company;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
});
afterAll(async () => t.close());

const login = async (email: string) => (await t.call('POST', '/api/v1/auth/login/', { body: { email, password: PASSWORD } })).json();
const refresh = (token: string) => t.call('POST', '/api/v1/auth/refresh/', { body: { refresh: token } });
const me = (access: string) => t.call('GET', '/api/v1/auth/me/', { token: access });

describe('refresh rotation under parallel requests', () => {
  it('lets exactly one of six parallel refreshes win, and treats the others as reuse that ends the session', async () => {
    const session = await login(co.users.manager.email);
    const answers = await Promise.all(Array.from({ length: 6 }, () => refresh(session.refresh)));
    const winners = answers.filter((r) => r.statusCode === 200);
    expect(winners.length).toBeLessThanOrEqual(1);
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(6 - winners.length);
    // The losers were reuse: the family is revoked, so no token of it works any more.
    for (const won of winners) {
      expect((await refresh(won.json().refresh)).statusCode).toBe(401);
      expect((await me(won.json().access)).statusCode).toBe(401);
    }
    expect((await me(session.access)).statusCode).toBe(401);
  });

  it('still rotates one refresh at a time', async () => {
    let session = await login(co.users.sales.email);
    for (let i = 0; i < 3; i++) {
      const res = await refresh(session.refresh);
      expect(res.statusCode).toBe(200);
      session = res.json();
      expect((await me(session.access)).statusCode).toBe(200);
    }
  });
});

describe('access tokens end with their session', () => {
  it('after logout', async () => {
    const session = await login(co.users.sales.email);
    const other = await login(co.users.sales.email);
    expect((await me(session.access)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/v1/auth/logout/', { body: { refresh: session.refresh } })).statusCode).toBe(204);
    const after = await me(session.access);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('token_invalid');
    expect((await me(other.access)).statusCode).toBe(200);
  });

  it('after a password change, except for the session that made it', async () => {
    const fresh = await createCompany(t);
    const u = fresh.users.sales;
    const elsewhere = await login(u.email);
    const res = await t.call('POST', '/api/v1/auth/change-password/', {
      token: u.token,
      body: { current_password: PASSWORD, new_password: 'New-Password-1' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(elsewhere.access)).statusCode).toBe(401);
    expect((await me(u.token)).statusCode).toBe(401);
    expect((await me(res.json().access)).statusCode).toBe(200);
  });

  it("after an admin's password reset", async () => {
    const fresh = await createCompany(t);
    const res = await t.call('POST', `/api/v1/reset/password/${fresh.users.sales.id}`, {
      token: fresh.users.admin.token,
      body: { password: 'Reset-Password-7' },
    });
    expect(res.statusCode).toBe(200);
    expect((await me(fresh.users.sales.token)).statusCode).toBe(401);
    expect((await t.call('POST', '/api/v1/auth/verify/', { body: { token: fresh.users.sales.token } })).statusCode).toBe(401);
    expect((await me(fresh.users.admin.token)).statusCode).toBe(200);
  });
});

describe('malformed tokens are 401, never 500', () => {
  const secret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');
  const signed = (claims: Record<string, unknown>, sub: string) =>
    new SignJWT({ typ: 'access', role: 'admin', ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer('ziyara')
      .setAudience('ziyara-api')
      .setExpirationTime('5m')
      .sign(secret);

  it('refresh and logout with refresh tokens of the wrong shape', async () => {
    const shapes = [
      '------------------------------------.x',
      `${co.tenantId}.`,
      `${co.tenantId}.x.y`,
      'x'.repeat(512),
      `${co.tenantId.toUpperCase()}.${'A'.repeat(43)}`,
    ];
    for (const token of shapes) {
      expect((await refresh(token)).statusCode, token).toBe(401);
      expect((await t.call('POST', '/api/v1/auth/logout/', { body: { refresh: token } })).statusCode, token).toBe(204);
    }
  });

  it('access tokens whose tenant, user or session id is not a UUID', async () => {
    const sid = crypto.randomUUID();
    const tokens = [
      await signed({ tid: 'not-a-uuid', sid }, co.users.admin.id),
      await signed({ tid: "'; drop table users; --", sid }, co.users.admin.id),
      await signed({ tid: co.tenantId, sid: 'x' }, co.users.admin.id),
      await signed({ tid: co.tenantId, sid }, 'not-a-uuid'),
      await signed({ tid: co.tenantId }, co.users.admin.id),
    ];
    for (const token of tokens) {
      expect((await me(token)).statusCode).toBe(401);
      expect((await t.call('POST', '/api/v1/auth/verify/', { body: { token } })).statusCode).toBe(401);
    }
  });

  it('a correctly signed token of a session that never existed', async () => {
    const token = await signed({ tid: co.tenantId, sid: crypto.randomUUID() }, co.users.admin.id);
    expect((await me(token)).statusCode).toBe(401);
  });
});
