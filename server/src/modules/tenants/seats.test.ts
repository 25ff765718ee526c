import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany } from '../../../test/factories';

// The seat rule (contract/src/plans.ts): active users plus pending invitations; deactivated users free a seat.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const seats = async (token: string) =>
  (await t.call('GET', '/api/v1/tenant/show/', { token })).json() as { seats_used: number; user_limit: number };

describe('the seat rule', () => {
  it('counts active users and pending invitations, not deactivated users', async () => {
    const co = await createCompany(t, { package: 0 }); // 5 seats, 4 users
    const admin = co.users.admin.token;
    expect(await seats(admin)).toMatchObject({ seats_used: 4, user_limit: 5 });
    await t.call('POST', `/api/v1/deactivate/user/${co.users.maintenance.id}`, { token: admin, body: { is_active: false } });
    expect((await seats(admin)).seats_used).toBe(3);
    const inv = await t.call('POST', '/api/v1/invitations/', {
      token: admin,
      body: { email: `a.${co.tenantId}@example.com`, full_name: 'Invited One', role: 'sales' },
    });
    expect(inv.statusCode).toBe(201);
    expect((await seats(admin)).seats_used).toBe(4);
    const user = await t.call('POST', '/api/v1/list/tenant/user/', {
      token: admin,
      body: {
        full_name: 'Typed Password',
        email: `b.${co.tenantId}@example.com`,
        phone: '+966500000009',
        role: 'sales',
        password: 'Orchard-Compass-Velvet-73',
      },
    });
    expect(user.statusCode).toBe(201);
    expect((await seats(admin)).seats_used).toBe(5);
    // Full: no invitation, no new user, no re-activation.
    const full = await t.call('POST', '/api/v1/invitations/', {
      token: admin,
      body: { email: `c.${co.tenantId}@example.com`, full_name: 'One Too Many', role: 'sales' },
    });
    expect(full.json().code).toBe('plan_user_limit');
    const back = await t.call('POST', `/api/v1/deactivate/user/${co.users.maintenance.id}`, { token: admin, body: { is_active: true } });
    expect(back.json().code).toBe('plan_user_limit');
    // Revoking the invitation frees its seat for the returning user.
    await t.call('POST', `/api/v1/invitations/${inv.json().id}/revoke/`, { token: admin });
    expect(
      (await t.call('POST', `/api/v1/deactivate/user/${co.users.maintenance.id}`, { token: admin, body: { is_active: true } })).statusCode,
    ).toBe(200);
  });

  it('lets only one of several parallel requests take the last seat', async () => {
    const co = await createCompany(t, { package: 0 });
    const answers = await Promise.all(
      [1, 2, 3].map((i) =>
        t.call('POST', '/api/v1/invitations/', {
          token: co.users.admin.token,
          body: { email: `p${i}.${co.tenantId}@example.com`, full_name: 'Parallel Person', role: 'sales' },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

describe('changing the plan', () => {
  it('switches a trial between self-serve plans and records who did it; Enterprise and paid plans go through us', async () => {
    const email = `owner.${Date.now()}@example.com`;
    await t.call('POST', '/api/v1/tenant/signup/verify-email/', { body: { email } });
    const code = /\b(\d{6})\b/.exec(t.mails.at(-1)?.text ?? '')?.[1];
    const signup = await t.call('POST', '/api/v1/tenant/signup/', {
      body: {
        fullName: 'Plan Owner',
        email,
        phone: '+966 55 123 4567',
        password: 'Orchard-Compass-Velvet-73',
        company_name: 'Plan Co',
        field: 'fmcg',
        country: 'SA',
        city: 'Riyadh',
        number_employees: 5,
        package: 0,
        code,
      },
    });
    expect(signup.statusCode).toBe(201);
    const token = signup.json().access;
    const changed = await t.call('POST', '/api/v1/tenant/plan/', { token, body: { package: 2 } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ package: 2, user_limit: 5, paid_until: null, vat_number: null, industry: 'other' });
    const rows = await t.database.owner.execute(
      `select from_package, to_package, changed_by from plan_changes where tenant_id = '${signup.json().tenant_id}'`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ from_package: 0, to_package: 2, changed_by: signup.json().user.id }]);
    expect((await t.call('POST', '/api/v1/tenant/plan/', { token, body: { package: 3 } })).json().code).toBe('conflict');
    const paid = await createCompany(t);
    expect((await t.call('POST', '/api/v1/tenant/plan/', { token: paid.users.admin.token, body: { package: 1 } })).json().code).toBe(
      'conflict',
    );
    expect((await t.call('POST', '/api/v1/tenant/plan/', { token: paid.users.manager.token, body: { package: 1 } })).statusCode).toBe(403);
  });
});
