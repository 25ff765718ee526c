import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';

let t: TestApp;
let co: Company;
let other: Company;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://app.example.test' });
  co = await createCompany(t);
  other = await createCompany(t);
});
afterAll(async () => t.close());

const STRONG = 'Orchard-Compass-Velvet-73';
let n = 0;
const email = () => `invitee.${++n}.${Date.now()}@example.com`;
const invite = (c: Company, address: string, role = 'sales') =>
  t.call('POST', '/api/v1/invitations/', { token: c.users.admin.token, body: { email: address, full_name: 'Nora Saleh', role } });
const tokenIn = (address: string) =>
  decodeURIComponent(/#token=([^\s]+)/.exec(t.mails.filter((m) => m.to === address).at(-1)?.text ?? '')?.[1] ?? '');
const accept = (token: string, password = STRONG) =>
  t.call('POST', '/api/v1/auth/invitation/accept/', {
    body: { token, full_name: 'Nora S. Saleh', phone: '+966 55 444 1234', password, language: 'ar' },
  });

describe('inviting by e-mail', () => {
  it('e-mails a link; the invitee sets a password and is signed in, in the invited role', async () => {
    const address = email();
    const res = await invite(co, address.toUpperCase(), 'manager');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: address, role: 'manager', full_name: 'Nora Saleh' });
    const token = tokenIn(address);
    expect(t.mails.at(-1)?.text).toContain('https://app.example.test/invite#token=');
    const preview = await t.call('POST', '/api/v1/auth/invitation/', { body: { token } });
    expect(preview.json()).toEqual({ email: address, full_name: 'Nora Saleh', role: 'manager', company_name: expect.any(String) });
    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({
      email: address,
      role: 'manager',
      full_name: 'Nora S. Saleh',
      language: 'ar',
      tenant_id: co.tenantId,
    });
    expect((await t.call('GET', '/api/v1/auth/me/', { token: accepted.json().access })).statusCode).toBe(200);
    // Single use.
    expect((await accept(token)).json().code).toBe('invalid_token');
    expect((await t.call('POST', '/api/v1/auth/invitation/', { body: { token } })).statusCode).toBe(400);
  });

  it("lists pending invitations to the admin only, and only the own company's", async () => {
    const address = email();
    await invite(co, address);
    const list = await t.call('GET', '/api/v1/invitations/', { token: co.users.admin.token });
    expect(list.statusCode).toBe(200);
    expect(list.json().results.map((i: { email: string }) => i.email)).toContain(address);
    const theirs = await t.call('GET', '/api/v1/invitations/', { token: other.users.admin.token });
    expect(theirs.json().results.map((i: { email: string }) => i.email)).not.toContain(address);
    for (const role of ['manager', 'sales', 'maintenance'] as const) {
      expect((await t.call('GET', '/api/v1/invitations/', { token: co.users[role].token })).statusCode, role).toBe(403);
      expect((await invite({ ...co, users: { ...co.users, admin: co.users[role] } }, email())).statusCode, role).toBe(403);
    }
  });

  it('resends with a new link (the old one stops working) and revokes, both inside the company only', async () => {
    const address = email();
    const { id } = (await invite(co, address)).json();
    const first = tokenIn(address);
    expect((await t.call('POST', `/api/v1/invitations/${id}/resend/`, { token: other.users.admin.token })).statusCode).toBe(404);
    expect((await t.call('POST', `/api/v1/invitations/${id}/revoke/`, { token: other.users.admin.token })).statusCode).toBe(404);
    expect((await t.call('POST', `/api/v1/invitations/${id}/resend/`, { token: co.users.admin.token })).statusCode).toBe(200);
    const second = tokenIn(address);
    expect(second).not.toBe(first);
    expect((await accept(first)).json().code).toBe('invalid_token');
    expect((await t.call('POST', `/api/v1/invitations/${id}/revoke/`, { token: co.users.admin.token })).statusCode).toBe(204);
    expect((await accept(second)).json().code).toBe('invalid_token');
  });

  it('refuses a second open invitation to one address, even sent at the same moment', async () => {
    const address = email();
    const answers = await Promise.all([invite(co, address), invite(co, address), invite(co, address)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('says nothing to the admin about an address of another company; the invitee learns it on accepting', async () => {
    const res = await invite(co, other.users.sales.email);
    expect(res.statusCode).toBe(201);
    const accepted = await accept(tokenIn(other.users.sales.email));
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().code).toBe('email_taken');
    // The acceptance rolled back: the invitation is still pending and the other company unchanged.
    const list = (await t.call('GET', '/api/v1/invitations/', { token: co.users.admin.token })).json();
    expect(list.results.map((i: { email: string }) => i.email)).toContain(other.users.sales.email);
  });

  it('names a user of the own company instead of inviting them', async () => {
    const res = await invite(co, co.users.sales.email);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('email_taken');
  });

  it('refuses a weak password on accepting, keeping the link', async () => {
    const address = email();
    await invite(co, address);
    const token = tokenIn(address);
    expect((await accept(token, '12345678')).statusCode).toBe(400);
    expect((await accept(token)).statusCode).toBe(200);
  });
});

describe('when the mail server does not take the invitation', () => {
  let down: TestApp;
  let dc: Company;
  beforeAll(async () => {
    // A port nothing listens on any more: every send is refused.
    const closed = createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    closed.close();
    down = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    dc = await createCompany(down);
  });
  afterAll(async () => down?.close());

  it('answers 503 with a message to try again, and keeps no invitation (nor its seat)', async () => {
    const address = email();
    const res = await down.call('POST', '/api/v1/invitations/', {
      token: dc.users.admin.token,
      body: { email: address, full_name: 'Nora Saleh', role: 'sales' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'unavailable', message: 'We could not send the e-mail just now. Please try again in a moment.' });
    const pending = await down.call('GET', '/api/v1/invitations/', { token: dc.users.admin.token });
    expect(pending.statusCode).toBe(200);
    expect(JSON.stringify(pending.json())).not.toContain(address);
  });
});
