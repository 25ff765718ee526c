import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCompany, PASSWORD, type Company } from '../../test/factories';

// Every place that sets a password refuses common and guessable ones, naming the field.
let t: TestApp;
let co: Company;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
});
afterAll(async () => t.close());

const WEAK = ['password', '12345678', 'qwertyuiop', 'iloveyou1'];
const STRONG = 'Orchard-Compass-Velvet-73';

function expectWeak(
  res: { statusCode: number; json: () => { code: string; details?: { fields?: Record<string, string> } } },
  field: string,
  label: string,
) {
  expect(res.statusCode, label).toBe(400);
  expect(res.json().code, label).toBe('weak_password');
  expect(res.json().details?.fields?.[field], label).toMatch(/hard to guess/);
}

describe('the password rule', () => {
  it('refuses weak passwords on sign-up, before the code is even checked', async () => {
    for (const password of [...WEAK, 'Reem2026!']) {
      const res = await t.call('POST', '/api/v1/tenant/signup/', {
        body: {
          fullName: 'Reem Al-Saud',
          email: 'reem@example.com',
          phone: '+966 55 123 4567',
          password,
          company_name: 'Reem Trading',
          field: 'fmcg',
          country: 'SA',
          city: 'Jeddah',
          number_employees: 5,
          package: 0,
          code: '123456',
        },
      });
      expectWeak(res, 'password', password);
    }
  });

  it("refuses weak passwords when an admin creates a user or resets one, and on a change of one's own", async () => {
    const admin = co.users.admin.token;
    for (const password of WEAK) {
      expectWeak(
        await t.call('POST', '/api/v1/list/tenant/user/', {
          token: admin,
          body: { full_name: 'Fahad Nasser', email: `f.${Date.now()}@example.com`, phone: '+966 55 222 3333', role: 'sales', password },
        }),
        'password',
        `create ${password}`,
      );
      expectWeak(
        await t.call('POST', `/api/v1/reset/password/${co.users.sales.id}`, { token: admin, body: { password } }),
        'password',
        `reset ${password}`,
      );
      expectWeak(
        await t.call('POST', '/api/v1/auth/change-password/', {
          token: co.users.manager.token,
          body: { current_password: PASSWORD, new_password: password },
        }),
        'new_password',
        `change ${password}`,
      );
    }
    // A password made of the person's own name is as weak.
    const own = co.users.sales.fullName.split(' ')[0] + '2026!';
    expectWeak(
      await t.call('POST', `/api/v1/reset/password/${co.users.sales.id}`, { token: admin, body: { password: own } }),
      'password',
      own,
    );
  });

  it('accepts a strong one', async () => {
    const res = await t.call('POST', `/api/v1/reset/password/${co.users.maintenance.id}`, {
      token: co.users.admin.token,
      body: { password: STRONG },
    });
    expect(res.statusCode).toBe(200);
  });
});
