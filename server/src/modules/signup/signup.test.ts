import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createCompany } from '../../../test/factories';
import { inTenant } from '../../db/tenant-tx';
import { insertUser } from '../users/users.repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const requestCode = (email: string) => t.call('POST', '/api/v1/tenant/signup/verify-email/', { body: { email } });
const checkCode = (email: string, code: string) => t.call('POST', '/api/v1/tenant/signup/verify-email/check/', { body: { email, code } });
const lastCode = () => /\b(\d{6})\b/.exec(t.mails.at(-1)?.text ?? '')?.[1] ?? '';
let n = 0;
const freshEmail = () => `Owner.${++n}.${Date.now()}@Example.COM`;

const signupBody = (email: string, code: string) => ({
  fullName: 'Reem Al-Saud',
  email,
  phone: '+966 55 123 4567',
  password: 'A-strong-pass-1',
  company_name: 'Reem Trading',
  field: 'fmcg',
  country: 'SA',
  city: 'Jeddah',
  vat_number: '300999888700003',
  number_employees: 25,
  industry: 'wholesale',
  package: 1,
  code,
});

describe('sign-up e-mail verification', () => {
  it('e-mails a 6-digit code and accepts it', async () => {
    const email = freshEmail();
    expect((await requestCode(email)).statusCode).toBe(202);
    expect(t.mails.at(-1)?.to).toBe(email.toLowerCase());
    const res = await checkCode(email, lastCode());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true });
  });

  it('refuses a wrong code, then every code after too many wrong ones', async () => {
    const email = freshEmail();
    await requestCode(email);
    const right = lastCode();
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await checkCode(email, wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ code: 'invalid_code', details: { fields: { code: expect.any(String) } } });
    for (let i = 0; i < 4; i++) await checkCode(email, wrong);
    const exhausted = await checkCode(email, right);
    expect(exhausted.statusCode).toBe(400);
    expect(exhausted.json().message).toMatch(/too many/i);
  });

  it('refuses an expired code', async () => {
    const email = freshEmail();
    await requestCode(email);
    await t.database.owner.execute(
      sql`update signup_verifications set expires_at = now() - interval '1 minute' where email = ${email.toLowerCase()}`,
    );
    const res = await checkCode(email, lastCode());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/i);
  });

  it('asks the caller to wait before resending', async () => {
    const email = freshEmail();
    expect((await requestCode(email)).statusCode).toBe(202);
    expect((await requestCode(email)).statusCode).toBe(429);
  });

  it('answers a registered e-mail exactly like a new one, and tells its owner by e-mail instead', async () => {
    const co = await createCompany(t);
    const fresh = freshEmail();
    const [registered, unregistered] = [await requestCode(co.users.admin.email), await requestCode(fresh)];
    expect(registered.statusCode).toBe(202);
    expect(registered.json()).toEqual(unregistered.json());
    const ownerMail = t.mails.find((m) => m.to === co.users.admin.email);
    expect(ownerMail?.subject).toMatch(/already have a Ziyara account/);
    expect(ownerMail?.text).not.toMatch(/\b\d{6}\b/);
    // Checking codes and running out of attempts look the same too.
    for (const email of [co.users.admin.email, fresh]) {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push((await checkCode(email, '000000')).json().message);
      expect(
        answers.slice(0, 5).every((m) => /not correct/.test(m)),
        email,
      ).toBe(true);
      expect(answers[5], email).toMatch(/too many/i);
    }
    expect((await requestCode(co.users.admin.email)).statusCode).toBe(429);
  });

  it('compares no more than the allowed number of codes, however many arrive at once', async () => {
    const email = freshEmail();
    await requestCode(email);
    const right = lastCode();
    const wrong = right === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 40 }, () => checkCode(email, wrong)));
    const compared = answers.filter((r) => /not correct/.test(r.json().message)).length;
    expect(compared).toBe(5);
    expect(answers.every((r) => r.statusCode === 400)).toBe(true);
    expect((await checkCode(email, right)).json().message).toMatch(/too many/i);
  });

  it('lets a right code through after wrong ones, for the check and the sign-up both', async () => {
    const email = freshEmail();
    await requestCode(email);
    const right = lastCode();
    for (let i = 0; i < 4; i++) await checkCode(email, right === '000000' ? '111111' : '000000');
    expect((await checkCode(email, right)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/v1/tenant/signup/', { body: signupBody(email, right) })).statusCode).toBe(201);
  });
});

describe('POST /tenant/signup/', () => {
  it('creates the company and its admin, who can then log in', async () => {
    const email = freshEmail();
    await requestCode(email);
    const res = await t.call('POST', '/api/v1/tenant/signup/', { body: signupBody(email, lastCode()) });
    expect(res.statusCode).toBe(201);
    const login = await t.call('POST', '/api/v1/auth/login/', { body: { email: email.toLowerCase(), password: 'A-strong-pass-1' } });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ role: 'admin', email: email.toLowerCase(), full_name: 'Reem Al-Saud' });
    const tenant = await t.call('GET', '/api/v1/tenant/show/', { token: login.json().access });
    expect(tenant.json()).toMatchObject({ company_name: 'Reem Trading', package: 1, seats_used: 1, city: 'Jeddah', paid_until: null });
  });

  it("saves the language signed up in on the admin, else the browser's, so the app opens in it", async () => {
    const signInLanguage = async (extra: object, headers?: Record<string, string>) => {
      const email = freshEmail();
      await requestCode(email);
      const res = await t.call('POST', '/api/v1/tenant/signup/', { body: { ...signupBody(email, lastCode()), ...extra }, headers });
      expect(res.statusCode).toBe(201);
      expect(res.json().user.language).toBe((await login(email)).user.language);
      return res.json().user.language;
    };
    const login = async (email: string) =>
      (await t.call('POST', '/api/v1/auth/login/', { body: { email: email.toLowerCase(), password: 'A-strong-pass-1' } })).json();
    expect(await signInLanguage({ language: 'ar' }, { 'accept-language': 'en-US' })).toBe('ar');
    expect(await signInLanguage({ language: 'en' }, { 'accept-language': 'ar-SA' })).toBe('en');
    expect(await signInLanguage({}, { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.5' })).toBe('ar');
    expect(await signInLanguage({})).toBe('en');
    const email = freshEmail();
    await requestCode(email);
    const bad = await t.call('POST', '/api/v1/tenant/signup/', { body: { ...signupBody(email, lastCode()), language: 'fr' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields.language).toBeTruthy();
  });

  it("starts a paid package as a trial with the trial's seats, not the package's", async () => {
    const email = freshEmail();
    await requestCode(email);
    const body = { ...signupBody(email, lastCode()), package: 3 };
    expect((await t.call('POST', '/api/v1/tenant/signup/', { body })).statusCode).toBe(201);
    const { access } = (
      await t.call('POST', '/api/v1/auth/login/', { body: { email: email.toLowerCase(), password: body.password } })
    ).json();
    const tenant = (await t.call('GET', '/api/v1/tenant/show/', { token: access })).json();
    expect(tenant).toMatchObject({ package: 3, user_limit: 5, paid_until: null });
    const trialDays = (Date.parse(tenant.trial_ends_at) - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);
    const codes = [];
    for (let i = 0; i < 5; i++) {
      codes.push(
        (
          await t.call('POST', '/api/v1/list/tenant/user/', {
            token: access,
            body: {
              full_name: `Rep ${i}`,
              email: `rep${i}.${Date.now()}@example.com`,
              phone: '+966500000001',
              role: 'sales',
              password: 'A-strong-pass-1',
            },
          })
        ).statusCode,
      );
    }
    expect(codes).toEqual([201, 201, 201, 201, 409]);
  });

  it('requires the e-mailed code', async () => {
    const email = freshEmail();
    await requestCode(email);
    const code = lastCode() === '123456' ? '654321' : '123456';
    const res = await t.call('POST', '/api/v1/tenant/signup/', { body: signupBody(email, code) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_code');
  });

  it('refuses a city of another country, naming the field, and stores nothing', async () => {
    const email = freshEmail();
    await requestCode(email);
    const res = await t.call('POST', '/api/v1/tenant/signup/', { body: { ...signupBody(email, lastCode()), city: 'Cairo' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.city).toBeTruthy();
    const count = await t.database.owner.execute(
      sql`select count(*)::int as n from tenants where company_name = 'Reem Trading' and city = 'Cairo'`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('names each invalid field', async () => {
    const res = await t.call('POST', '/api/v1/tenant/signup/', { body: { ...signupBody('not-an-email', '12'), country: 'FR' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details.fields)).toEqual(expect.arrayContaining(['email', 'country', 'code']));
  });

  it('answers 409 when the e-mail was registered meanwhile, leaving no half-made company', async () => {
    const email = freshEmail();
    await requestCode(email);
    const code = lastCode();
    const co = await createCompany(t);
    await inTenant(t.database.db, co.tenantId, (tx) =>
      insertUser(tx, {
        tenantId: co.tenantId,
        fullName: 'Taken',
        email: email.toLowerCase(),
        phone: '+966500000000',
        role: 'sales',
        passwordHash: 'x',
      }),
    );
    const count = async () =>
      ((await t.database.owner.execute(sql`select count(*)::int as n from tenants`)) as unknown as { rows: { n: number }[] }).rows[0]?.n;
    const before = await count();
    const res = await t.call('POST', '/api/v1/tenant/signup/', { body: signupBody(email, code) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'email_taken', details: { fields: { email: expect.any(String) } } });
    expect(await count()).toBe(before);
  });
});
