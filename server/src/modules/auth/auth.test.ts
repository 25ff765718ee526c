import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, PASSWORD, type Company } from '../../../test/factories';

let t: TestApp;
let co: Company;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
});
afterAll(async () => t.close());

const login = (email: string, password = PASSWORD) => t.call('POST', '/api/v1/auth/login/', { body: { email, password } });

describe('login', () => {
  it('returns tokens and the user, accepting the e-mail in any case', async () => {
    const res = await login(co.users.sales.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email: co.users.sales.email, role: 'sales', status_of_create_visit: true });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.access.split('.')).toHaveLength(3);
    expect(body.refresh.startsWith(`${co.tenantId}.`)).toBe(true);
  });

  it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
    const wrong = await login(co.users.sales.email, 'not-the-password');
    const unknown = await login('nobody@example.com');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().code).toBe('invalid_credentials');
  });

  it('names the field when the body is not valid', async () => {
    const res = await t.call('POST', '/api/v1/auth/login/', { body: { email: 'x@example.com' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', details: { fields: { password: expect.any(String) } } });
  });

  it('requires the CSRF header on unsafe calls', async () => {
    const res = await t.call('POST', '/api/v1/auth/login/', { body: { email: co.users.sales.email, password: PASSWORD }, csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf_failed');
  });

  it('locks an account after repeated failures from one IP, even with the right password, but not for its owner elsewhere', async () => {
    const other = await createCompany(t);
    const email = other.users.maintenance.email;
    const from = (ip: string, password = PASSWORD) => t.call('POST', '/api/v1/auth/login/', { body: { email, password }, ip });
    for (let i = 0; i < 10; i++) expect((await from('203.0.113.7', 'wrong-password')).statusCode).toBe(401);
    const locked = await from('203.0.113.7');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('rate_limited');
    expect((await from('198.51.100.20')).statusCode).toBe(200);
  });

  it('limits attempts per IP', async () => {
    const limited = await buildTestApp({ LOGIN_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push((await limited.call('POST', '/api/v1/auth/login/', { body: { email: 'a@b.co', password: 'x' } })).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh token works once and yields a new pair', async () => {
    const first = (await login(co.users.manager.email)).json();
    const res = await t.call('POST', '/api/v1/auth/refresh/', { body: { refresh: first.refresh } });
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refresh).not.toBe(first.refresh);
    expect((await t.call('GET', '/api/v1/auth/me/', { token: second.access })).statusCode).toBe(200);
  });

  it('reuse of an old refresh token revokes the whole family', async () => {
    const first = (await login(co.users.manager.email)).json();
    const second = (await t.call('POST', '/api/v1/auth/refresh/', { body: { refresh: first.refresh } })).json();
    const reuse = await t.call('POST', '/api/v1/auth/refresh/', { body: { refresh: first.refresh } });
    expect(reuse.statusCode).toBe(401);
    const afterReuse = await t.call('POST', '/api/v1/auth/refresh/', { body: { refresh: second.refresh } });
    expect(afterReuse.statusCode).toBe(401);
  });

  it('refuses forged and malformed refresh tokens', async () => {
    for (const refresh of [`${co.tenantId}.forged`, 'garbage', `${crypto.randomUUID()}.abc`]) {
      const res = await t.call('POST', '/api/v1/auth/refresh/', { body: { refresh } });
      expect(res.statusCode, refresh).toBe(401);
    }
  });

  it('logout ends the session', async () => {
    const session = (await login(co.users.manager.email)).json();
    expect((await t.call('POST', '/api/v1/auth/logout/', { body: { refresh: session.refresh } })).statusCode).toBe(204);
    expect((await t.call('POST', '/api/v1/auth/refresh/', { body: { refresh: session.refresh } })).statusCode).toBe(401);
  });
});

describe('access tokens and verify', () => {
  const secret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');
  const claims = () => ({ tid: co.tenantId, role: 'admin', typ: 'access' });

  it('verify returns the user for a valid token', async () => {
    const res = await t.call('POST', '/api/v1/auth/verify/', { body: { token: co.users.admin.token } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: co.users.admin.id, role: 'admin' });
  });

  it('refuses expired, forged, wrong-audience and wrong-type tokens', async () => {
    const base = () => new SignJWT(claims()).setProtectedHeader({ alg: 'HS256' }).setSubject(co.users.admin.id).setIssuer('ziyara');
    const expired = await base().setAudience('ziyara-api').setIssuedAt(1_600_000_000).setExpirationTime(1_600_000_900).sign(secret);
    const forged = await base()
      .setAudience('ziyara-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    const wrongAud = await base().setAudience('other').setExpirationTime('5m').sign(secret);
    const wrongTyp = await new SignJWT({ ...claims(), typ: 'refresh' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(co.users.admin.id)
      .setIssuer('ziyara')
      .setAudience('ziyara-api')
      .setExpirationTime('5m')
      .sign(secret);
    const [h, p] = co.users.admin.token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    const cases = { expired, forged, wrongAud, wrongTyp, unsigned, tampered: `${h}.${p}.AAAA` };
    for (const [name, token] of Object.entries(cases)) {
      const verify = await t.call('POST', '/api/v1/auth/verify/', { body: { token } });
      expect(verify.statusCode, name).toBe(401);
      const me = await t.call('GET', '/api/v1/auth/me/', { token });
      expect(me.statusCode, name).toBe(401);
    }
    expect((await t.call('POST', '/api/v1/auth/verify/', { body: { token: expired } })).json().code).toBe('token_expired');
  });

  it('protected calls without a token answer 401', async () => {
    const res = await t.call('GET', '/api/v1/tenant/show/');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthenticated');
  });
});

describe('own settings', () => {
  it('updates own name, phone and language', async () => {
    const res = await t.call('PATCH', '/api/v1/auth/me/', {
      token: co.users.sales.token,
      body: { full_name: 'Sara Q', phone: '+966 50 111 2222', language: 'ar' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ full_name: 'Sara Q', language: 'ar' });
  });

  it('changes the password only with the current one, ending other sessions', async () => {
    const other = await createCompany(t);
    const u = other.users.sales;
    const bad = await t.call('POST', '/api/v1/auth/change-password/', {
      token: u.token,
      body: { current_password: 'nope', new_password: 'New-Password-1' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields.current_password).toBeTruthy();
    const ok = await t.call('POST', '/api/v1/auth/change-password/', {
      token: u.token,
      body: { current_password: PASSWORD, new_password: 'New-Password-1' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.call('POST', '/api/v1/auth/refresh/', { body: { refresh: u.refresh } })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/v1/auth/refresh/', { body: { refresh: ok.json().refresh } })).statusCode).toBe(200);
    expect((await login(u.email, 'New-Password-1')).statusCode).toBe(200);
    expect((await login(u.email)).statusCode).toBe(401);
  });
});
