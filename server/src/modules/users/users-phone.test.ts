import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany, type Company } from '../../../test/factories';

/**
 * Issue 41: users' own phones are stored as clients' are (E.164, read for the company's country),
 * whichever way they come in (created by the admin, accepted invitation, sign-up, own profile),
 * and the users list finds them in any written form, within the company only.
 */
let t: TestApp;
let co: Company;
let other: Company;
let emirati: Company;
beforeAll(async () => {
  t = await buildTestApp();
  co = await createCompany(t);
  other = await createCompany(t);
  emirati = await createCompany(t);
  await t.database.owner.execute(sql`update tenants set country = 'AE', city = 'Dubai' where id = ${emirati.tenantId}`);
});
afterAll(async () => t.close());

/** Every way people write one Saudi mobile number, given in its local form ("0502114410"). */
const formsOf = (local: string) => {
  const nsn = local.slice(1);
  const arabic = [...local].map((d) => String.fromCharCode(0x0660 + Number(d))).join('');
  const persian = [...local].map((d) => String.fromCharCode(0x06f0 + Number(d))).join('');
  const spaced = `+966 ${nsn.slice(0, 2)} ${nsn.slice(2, 5)} ${nsn.slice(5)}`;
  return [arabic, persian, local, `+966${nsn}`, `966${nsn}`, `00966${nsn}`, spaced];
};

let n = 0;
const createUser = (c: Company, phone: string) =>
  t.call('POST', '/api/v1/list/tenant/user/', {
    token: c.users.admin.token,
    body: {
      full_name: 'Rakan Al-Shammari',
      email: `phone.${++n}.${Date.now()}@example.com`,
      phone,
      role: 'sales',
      password: 'Initial-Pass-1',
    },
  });
const created = async (c: Company, phone: string) => {
  const res = await createUser(c, phone);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; phone: string };
};
const saveProfile = (token: string, phone: string) =>
  t.call('PATCH', '/api/v1/auth/me/', { token, body: { full_name: 'Sales Person', phone, language: 'en' } });
const search = async (c: Company, words: string) => {
  const res = await t.call('GET', `/api/v1/list/tenant/user/?search=${encodeURIComponent(words)}`, { token: c.users.admin.token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: { id: string }[] }).results.map((r) => r.id);
};

describe("users' phones are stored as E.164", () => {
  it('when the admin creates a user, from every written form of the number', async () => {
    for (const form of formsOf('0502114410')) expect((await created(co, form)).phone, form).toBe('+966502114410');
  });

  it('when users save their own profile, from every written form', async () => {
    for (const form of formsOf('0551234567')) {
      const res = await saveProfile(co.users.sales.token, form);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().phone, form).toBe('+966551234567');
    }
    const me = await t.call('GET', '/api/v1/auth/me/', { token: co.users.sales.token });
    expect(me.json().phone).toBe('+966551234567');
  });

  it("read for the company's country: another country's number keeps its own code", async () => {
    expect((await created(co, '+971 50 765 4321')).phone).toBe('+971507654321');
    expect((await created(emirati, '050 765 4321')).phone).toBe('+971507654321');
    expect((await created(emirati, '00966 50 211 4410')).phone).toBe('+966502114410');
  });

  it('when an invitee accepts', async () => {
    const address = `invitee.${Date.now()}@example.com`;
    const invited = await t.call('POST', '/api/v1/invitations/', {
      token: co.users.admin.token,
      body: { email: address, full_name: 'Nora Saleh', role: 'sales' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const link = t.mails.filter((m) => m.to === address).at(-1)?.text ?? '';
    const token = decodeURIComponent(/#token=([^\s]+)/.exec(link)?.[1] ?? '');
    const accepted = await t.call('POST', '/api/v1/auth/invitation/accept/', {
      body: { token, full_name: 'Nora Saleh', phone: '٠٥٦٧٨٩٠١٢٣', password: 'Orchard-Compass-Velvet-73', language: 'ar' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().user.phone).toBe('+966567890123');
  });

  it("when a company signs up, read for the company's chosen country", async () => {
    const email = `owner.${Date.now()}@example.com`;
    expect((await t.call('POST', '/api/v1/tenant/signup/verify-email/', { body: { email } })).statusCode).toBe(202);
    const code = /\b(\d{6})\b/.exec(t.mails.at(-1)?.text ?? '')?.[1] ?? '';
    const res = await t.call('POST', '/api/v1/tenant/signup/', {
      body: {
        fullName: 'Mariam Al-Mansoori',
        email,
        phone: '050 123 4567',
        password: 'A-strong-pass-1',
        company_name: 'Mariam Trading',
        field: 'fmcg',
        country: 'AE',
        city: 'Dubai',
        number_employees: 12,
        industry: 'wholesale',
        package: 1,
        code,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().user.phone).toBe('+971501234567');
  });

  it("refuses what is no phone as a client's phone is refused, and keeps a number that does not parse as typed", async () => {
    for (const bad of ['call me', '12345']) {
      const res = await createUser(co, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        details: { fields: { phone: 'Enter a phone number of 8 to 20 digits' } },
      });
    }
    const refused = await saveProfile(co.users.manager.token, 'phone');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.fields.phone).toBe('Enter a phone number of 8 to 20 digits');
    // Well formed but no number of any country: stored as typed, in Latin digits (clients' rule).
    const odd = await saveProfile(co.users.manager.token, '+٩٦٦ ١٢ ٣٤');
    expect(odd.statusCode, odd.body).toBe(200);
    expect(odd.json().phone).toBe('+966 12 34');
  });
});

describe('the users list finds a phone in any form', () => {
  let ours: string;
  let theirs: string;
  beforeAll(async () => {
    ours = (await created(co, '0533337777')).id;
    theirs = (await created(other, '+966 53 333 7777')).id;
  });

  it('by every written form of the whole number, and by parts of it', async () => {
    for (const form of formsOf('0533337777')) expect(await search(co, form), form).toEqual([ours]);
    for (const part of ['0533', '533337', '+9665333', '009665333']) expect(await search(co, part), part).toEqual([ours]);
    // A number with a name still narrows by both.
    expect(await search(co, 'Rakan 0533337777')).toEqual([ours]);
    expect(await search(co, 'Nobody 0533337777')).toEqual([]);
  });

  it("never finds another company's user with the same number", async () => {
    for (const form of formsOf('0533337777')) {
      expect(await search(co, form), form).toEqual([ours]);
      expect(await search(other, form), form).toEqual([theirs]);
      expect(await search(emirati, form), form).toEqual([]);
    }
  });
});
