import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, PASSWORD, type Company } from '../../../test/factories';

let t: TestApp;
let co: Company;
let other: Company;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  other = await createCompany(t);
});
afterAll(async () => t.close());

const newUser = (email: string) => ({
  full_name: 'Fahad Nasser',
  email,
  phone: '+966 55 222 3333',
  role: 'sales',
  password: 'Initial-Pass-1',
});
const login = (email: string, password = PASSWORD) => t.call('POST', '/api/v1/auth/login/', { body: { email, password } });

describe('GET list/tenant/user/', () => {
  it("pages through the company's users only", async () => {
    const res = await t.call('GET', '/api/v1/list/tenant/user/?page=1&page_size=3', { token: co.users.admin.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(4);
    expect(body.results).toHaveLength(3);
    const page2 = (await t.call('GET', '/api/v1/list/tenant/user?page=2&page_size=3', { token: co.users.admin.token })).json();
    expect(page2.results).toHaveLength(1);
    const ids = [...body.results, ...page2.results].map((u: { tenant_id: string }) => u.tenant_id);
    expect(new Set(ids)).toEqual(new Set([co.tenantId]));
  });

  it('searches, filters by role and status, and sorts, counting only what matches', async () => {
    const list = async (qs: string) => {
      const res = await t.call('GET', `/api/v1/list/tenant/user/?${qs}`, { token: co.users.admin.token });
      expect(res.statusCode, qs).toBe(200);
      return res.json() as { count: number; results: { role: string; email: string; full_name: string }[] };
    };
    const sales = await list('role=sales');
    expect(sales.count).toBe(1);
    expect(sales.results[0]!.role).toBe('sales');
    const found = await list(`search=${encodeURIComponent(co.users.manager.email.toUpperCase())}`);
    expect(found.results.map((u) => u.email)).toEqual([co.users.manager.email]);
    // A LIKE wildcard typed by a person matches itself only.
    expect((await list('search=%25')).count).toBe(0);
    expect((await list('status=inactive')).count).toBe(0);
    const byName = await list('ordering=-full_name');
    expect(byName.results.map((u) => u.full_name)).toEqual([...byName.results.map((u) => u.full_name)].sort().reverse());
    expect((await t.call('GET', '/api/v1/list/tenant/user/?ordering=password_hash', { token: co.users.admin.token })).statusCode).toBe(400);
  });

  it('refuses page sizes over 100 and non-admins', async () => {
    expect((await t.call('GET', '/api/v1/list/tenant/user/?page_size=101', { token: co.users.admin.token })).statusCode).toBe(400);
    for (const role of ['manager', 'sales', 'maintenance'] as const) {
      expect((await t.call('GET', '/api/v1/list/tenant/user/', { token: co.users[role].token })).statusCode, role).toBe(403);
    }
  });
});

describe('creating users', () => {
  it('creates a user who can log in; e-mails are unique across companies', async () => {
    const res = await t.call('POST', '/api/v1/list/tenant/user/', { token: co.users.admin.token, body: newUser('Fahad@Example.com') });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'fahad@example.com', role: 'sales', is_active: true });
    expect((await login('fahad@example.com', 'Initial-Pass-1')).statusCode).toBe(200);
    const dup = await t.call('POST', '/api/v1/list/tenant/user/', { token: other.users.admin.token, body: newUser('fahad@example.com') });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().details.fields.email).toBeTruthy();
  });

  it("names a duplicate in the admin's own company, but does not reveal one in another company", async () => {
    const own = await t.call('POST', '/api/v1/list/tenant/user/', { token: co.users.admin.token, body: newUser(co.users.sales.email) });
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('email_taken');
    const elsewhere = await t.call('POST', '/api/v1/list/tenant/user/', {
      token: co.users.admin.token,
      body: newUser(other.users.sales.email),
    });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().code).toBe('email_unavailable');
    expect(elsewhere.json().message).not.toMatch(/exists|another company|registered/i);
    // Its owner hears of it instead.
    expect(t.mails.at(-1)).toMatchObject({ to: other.users.sales.email, subject: expect.stringMatching(/tried to add you/) });
  });

  it('stops at the plan user limit with a clear message', async () => {
    const trial = await createCompany(t, { package: 0 }); // 5 users; the factory made 4
    expect(
      (
        await t.call('POST', '/api/v1/list/tenant/user/', {
          token: trial.users.admin.token,
          body: newUser(`fifth.${trial.tenantId}@example.com`),
        })
      ).statusCode,
    ).toBe(201);
    const sixth = await t.call('POST', '/api/v1/list/tenant/user/', {
      token: trial.users.admin.token,
      body: newUser(`sixth.${trial.tenantId}@example.com`),
    });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toMatchObject({ code: 'plan_user_limit', message: expect.stringContaining('5 users') });
  });

  it('validates every field and is admin-only', async () => {
    const bad = await t.call('POST', '/api/v1/list/tenant/user/', {
      token: co.users.admin.token,
      body: { full_name: 'x', email: 'nope', phone: '12', role: 'boss', password: 'short' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details.fields).sort()).toEqual(['email', 'full_name', 'password', 'phone', 'role']);
    const asManager = await t.call('POST', '/api/v1/list/tenant/user/', { token: co.users.manager.token, body: newUser('m@example.com') });
    expect(asManager.statusCode).toBe(403);
  });
});

describe('deactivation, password reset, visit permission', () => {
  it('a deactivated user cannot log in, refresh, or use a live token; re-activation restores login', async () => {
    const c = await createCompany(t);
    const sales = c.users.sales;
    const res = await t.call('POST', `/api/v1/deactivate/user/${sales.id}`, { token: c.users.admin.token, body: { is_active: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json().is_active).toBe(false);
    const denied = await login(sales.email);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('user_inactive');
    expect((await t.call('POST', '/api/v1/auth/refresh/', { body: { refresh: sales.refresh } })).statusCode).toBe(401);
    expect((await t.call('GET', '/api/v1/tenant/show/', { token: sales.token })).statusCode).toBe(403);
    const back = await t.call('POST', `/api/v1/deactivate/user/${sales.id}/`, { token: c.users.admin.token });
    expect(back.json().is_active).toBe(true);
    expect((await login(sales.email)).statusCode).toBe(200);
  });

  it('an admin cannot deactivate themself, and the list says so', async () => {
    const res = await t.call('POST', `/api/v1/deactivate/user/${co.users.admin.id}`, {
      token: co.users.admin.token,
      body: { is_active: false },
    });
    expect(res.statusCode).toBe(409);
    const c = await createCompany(t);
    await t.call('POST', `/api/v1/deactivate/user/${c.users.sales.id}`, { token: c.users.admin.token, body: { is_active: false } });
    const page = await t.call('GET', '/api/v1/list/tenant/user/?page_size=100', { token: c.users.admin.token });
    const actions = Object.fromEntries(
      (page.json() as { results: { id: string; actions: string[] }[] }).results.map((u) => [u.id, u.actions]),
    );
    expect(actions).toEqual({
      [c.users.admin.id]: [],
      [c.users.manager.id]: ['deactivate'],
      [c.users.sales.id]: ['activate'],
      [c.users.maintenance.id]: ['deactivate'],
    });
  });

  it('reset password sets the new one and ends the old sessions', async () => {
    const c = await createCompany(t);
    const m = c.users.maintenance;
    const res = await t.call('POST', `/api/v1/reset/password/${m.id}`, { token: c.users.admin.token, body: { password: 'Reset-Pass-22' } });
    expect(res.statusCode).toBe(200);
    expect((await t.call('POST', '/api/v1/auth/refresh/', { body: { refresh: m.refresh } })).statusCode).toBe(401);
    expect((await login(m.email)).statusCode).toBe(401);
    expect((await login(m.email, 'Reset-Pass-22')).statusCode).toBe(200);
  });

  it('toggles the create-visit permission', async () => {
    const body = { user_id: co.users.sales.id, status_of_create_visit: false };
    const res = await t.call('POST', '/api/v1/change/create/visit/status', { token: co.users.admin.token, body });
    expect(res.statusCode).toBe(200);
    expect(res.json().status_of_create_visit).toBe(false);
    const me = await t.call('GET', '/api/v1/auth/me/', { token: co.users.sales.token });
    expect(me.json().status_of_create_visit).toBe(false);
  });

  it('managers and sales users cannot do any of it', async () => {
    for (const role of ['manager', 'sales', 'maintenance'] as const) {
      const token = co.users[role].token;
      const id = co.users.sales.id;
      expect((await t.call('POST', `/api/v1/deactivate/user/${id}`, { token })).statusCode, role).toBe(403);
      expect((await t.call('POST', `/api/v1/reset/password/${id}`, { token, body: { password: 'Whatever-123' } })).statusCode, role).toBe(
        403,
      );
      expect(
        (await t.call('POST', '/api/v1/change/create/visit/status', { token, body: { user_id: id, status_of_create_visit: true } }))
          .statusCode,
        role,
      ).toBe(403);
    }
  });
});

describe('another company', () => {
  it("answers 404 for another company's user id on every id-taking route, changing nothing", async () => {
    const victim = other.users.sales;
    const token = co.users.admin.token;
    const calls = [
      t.call('POST', `/api/v1/deactivate/user/${victim.id}`, { token, body: { is_active: false } }),
      t.call('POST', `/api/v1/reset/password/${victim.id}`, { token, body: { password: 'Hijacked-123' } }),
      t.call('POST', '/api/v1/change/create/visit/status', { token, body: { user_id: victim.id, status_of_create_visit: false } }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    const victimNow = (await t.call('GET', '/api/v1/auth/me/', { token: victim.token })).json();
    expect(victimNow).toMatchObject({ is_active: true, status_of_create_visit: true });
    expect((await login(victim.email)).statusCode).toBe(200);
  });

  it('answers 404 for a random id and 400 for a malformed one', async () => {
    expect((await t.call('POST', `/api/v1/deactivate/user/${crypto.randomUUID()}`, { token: co.users.admin.token })).statusCode).toBe(404);
    expect((await t.call('POST', '/api/v1/deactivate/user/not-a-uuid', { token: co.users.admin.token })).statusCode).toBe(400);
  });
});
