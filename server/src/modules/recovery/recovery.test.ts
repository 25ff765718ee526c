import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';

let t: TestApp;
let co: Company;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://app.example.test' });
  co = await createCompany(t);
});
afterAll(async () => t.close());

const NEW_PASSWORD = 'Saffron-Lantern-Dunes-41';
const request = (email: string) => t.call('POST', '/api/v1/auth/password-reset/', { body: { email } });
const confirm = (token: string, password = NEW_PASSWORD) =>
  t.call('POST', '/api/v1/auth/password-reset/confirm/', { body: { token, password } });
const tokenOf = (text = '') => decodeURIComponent(/#token=([^\s]+)/.exec(text)?.[1] ?? '');
const mailsTo = (email: string) => t.mails.filter((m) => m.to.toLowerCase() === email.toLowerCase());
const lastMailTo = (email: string) => mailsTo(email).at(-1);
/** A request for an active account, and its mail, which goes out after the answer. */
async function requestMailed(email: string) {
  const before = mailsTo(email).length;
  const res = await request(email);
  await expect.poll(() => mailsTo(email).length).toBe(before + 1);
  return res;
}
/** Long enough for a mail that went out after the answer to have arrived. */
const settle = () => new Promise((r) => setTimeout(r, 300));

describe('password recovery', () => {
  it('answers the same for every address, and mails a link only to an active account', async () => {
    const before = t.mails.length;
    const known = await requestMailed(co.users.manager.email.toUpperCase());
    const unknown = await request('nobody.here@example.com');
    await settle();
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(t.mails.slice(before).map((m) => m.to)).toEqual([co.users.manager.email]);
    expect(lastMailTo(co.users.manager.email)?.text).toContain('https://app.example.test/reset-password#token=');
  });

  it('sets the new password once, ends every session, and refuses the link the second time', async () => {
    const fresh = await createCompany(t);
    const u = fresh.users.sales;
    await requestMailed(u.email);
    const token = tokenOf(lastMailTo(u.email)?.text);
    const [a, b] = await Promise.all([confirm(token), confirm(token)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect((a.statusCode === 200 ? a : b).json()).toEqual({ email: u.email });
    expect((a.statusCode === 400 ? a : b).json().code).toBe('invalid_token');
    expect((await t.call('GET', '/api/v1/auth/me/', { token: u.token })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/v1/auth/refresh/', { body: { refresh: u.refresh } })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/v1/auth/login/', { body: { email: u.email, password: NEW_PASSWORD } })).statusCode).toBe(200);
  });

  it('refuses an expired link, a replaced link and a malformed one', async () => {
    const fresh = await createCompany(t);
    const u = fresh.users.maintenance;
    await requestMailed(u.email);
    const first = tokenOf(lastMailTo(u.email)?.text);
    await t.database.owner.execute(sql`update password_resets set created_at = now() - interval '2 minutes'`);
    await requestMailed(u.email);
    const second = tokenOf(lastMailTo(u.email)?.text);
    expect(second).not.toBe(first);
    expect((await confirm(first)).json().code).toBe('invalid_token');
    await t.database.owner.execute(sql`update password_resets set expires_at = now() - interval '1 minute'`);
    expect((await confirm(second)).json().code).toBe('invalid_token');
    for (const bad of ['x', `${fresh.tenantId}.short`, '------------------------------------.x'])
      expect((await confirm(bad)).statusCode).toBe(400);
  });

  it('sends no second mail within a minute', async () => {
    const fresh = await createCompany(t);
    await requestMailed(fresh.users.admin.email);
    const count = t.mails.length;
    expect((await request(fresh.users.admin.email)).statusCode).toBe(202);
    await settle();
    expect(t.mails.length).toBe(count);
  });

  it('refuses a weak new password and keeps the link usable', async () => {
    const fresh = await createCompany(t);
    const u = fresh.users.manager;
    await requestMailed(u.email);
    const token = tokenOf(lastMailTo(u.email)?.text);
    const weak = await confirm(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details.fields.password).toBeTruthy();
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('sends nothing for a deactivated account', async () => {
    const fresh = await createCompany(t);
    await t.call('POST', `/api/v1/deactivate/user/${fresh.users.sales.id}`, { token: fresh.users.admin.token, body: { is_active: false } });
    const count = t.mails.length;
    expect((await request(fresh.users.sales.email)).statusCode).toBe(202);
    await settle();
    expect(t.mails.length).toBe(count);
  });
});
