import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCompany, type Company } from '../../test/factories';

let t: TestApp;
let co: Company;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
});
afterAll(async () => t.close());

describe('a raw route (rawRoute)', () => {
  // The import's handler reads its upload first: a 406 for a body that is not multipart means it ran.
  const preview = '/api/v1/client/import/preview?kind=client';

  it("refuses a role the endpoint's access rule leaves out before its handler runs", async () => {
    for (const role of ['sales', 'maintenance'] as const) {
      const res = await t.call('POST', preview, { token: co.users[role].token });
      expect(res.statusCode, role).toBe(403);
    }
  });

  it('runs the handler for a role the rule allows', async () => {
    const res = await t.call('POST', preview, { token: co.users.manager.token });
    expect(res.statusCode).toBe(406);
  });

  it('refuses a caller without a token, or whose session has ended', async () => {
    expect((await t.call('POST', preview)).statusCode).toBe(401);
    const out = await t.call('POST', '/api/v1/auth/logout/', { token: co.users.admin.token, body: { refresh: co.users.admin.refresh } });
    expect(out.statusCode).toBeLessThan(300);
    expect((await t.call('POST', preview, { token: co.users.admin.token })).statusCode).toBe(401);
  });
});
