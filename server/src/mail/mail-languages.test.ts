import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCompany, type Company } from '../../test/factories';
import { inTenant } from '../db/tenant-tx';
import { createMailer, type Mail } from '../lib/mail';

/**
 * Every kind of mail the API sends, asked for through the API, to a recipient set to Arabic
 * and to one set to English: each goes out with a text part and an HTML part in that language.
 * The test app keeps the mails it is handed; they are sent on through the real outbox mailer
 * here, so the HTML part is the one a recipient would get.
 */
let t: TestApp;
let ar: Company;
let en: Company;
let outbox: string;
const NAMES = { ar: 'شركة النخبة للتجارة', en: 'Nahdi Trading Co' };
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://app.example.test' });
  ar = await createCompany(t, { name: NAMES.ar });
  en = await createCompany(t, { name: NAMES.en });
  await inTenant(t.database.db, ar.tenantId, (tx) => tx.execute(sql`update users set language = 'ar'`));
  outbox = await mkdtemp(path.join(tmpdir(), 'ziyara-outbox-'));
});
afterAll(async () => {
  await t.close();
  await rm(outbox, { recursive: true, force: true });
});

const log = { info: () => undefined, warn: () => undefined } as unknown as Parameters<typeof createMailer>[0]['log'];
type Sent = { to: string; subject: string; text: string; html: string; attachments?: unknown[] };

/** The mail through the outbox mailer, as written: subject, text and HTML. */
async function delivered(mail: Mail): Promise<Sent> {
  const dir = await mkdtemp(path.join(outbox, 'm-'));
  await createMailer({ from: 'Ziyara <no-reply@ziyara.test>', outboxDir: dir, log }).send(mail);
  const [file] = await readdir(dir);
  return JSON.parse(await readFile(path.join(dir, file!), 'utf8')) as Sent;
}

/** The newest mail to `to` that the API handed the mailer, once it has come (some go after the answer). */
async function lastTo(to: string): Promise<Mail> {
  await expect.poll(() => t.mails.some((m) => m.to.toLowerCase() === to.toLowerCase())).toBe(true);
  return t.mails.filter((m) => m.to.toLowerCase() === to.toLowerCase()).at(-1)!;
}

const ARABIC = /[\u0600-\u06ff]/;
function expectLanguage(sent: Sent, lang: 'ar' | 'en', company?: string) {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  expect(sent.html).toMatch(new RegExp(`<html[^>]*\\bdir="${dir}"`));
  expect(sent.html).toMatch(new RegExp(`<html[^>]*\\blang="${lang}"`));
  expect(sent.html).toContain('#0b7a6e'); // the brand colour's header
  expect(sent.text.length).toBeGreaterThan(20);
  if (company) {
    expect(sent.html).toContain(company);
    expect(sent.text).toContain(company);
  }
  if (lang === 'ar') {
    expect(sent.subject).toMatch(ARABIC);
    expect(sent.text).toMatch(ARABIC);
  } else {
    // English only: no second language tacked on below.
    for (const part of [sent.subject, sent.text]) expect(part).not.toMatch(ARABIC);
  }
}

describe.each([
  ['ar', () => ar],
  ['en', () => en],
] as const)('mail to a recipient set to %s', (lang, company) => {
  it('password reset', async () => {
    const to = company().users.manager.email;
    await t.call('POST', '/api/v1/auth/password-reset/', { body: { email: to } });
    const sent = await delivered(await lastTo(to));
    expectLanguage(sent, lang, NAMES[lang]);
    expect(sent.text).toMatch(/#token=\S+/);
    expect(sent.html).toContain('reset-password');
  });

  it('company invitation, in the inviter’s language', async () => {
    const to = `invitee.${lang}.${Date.now()}@example.com`;
    const res = await t.call('POST', '/api/v1/invitations/', {
      token: company().users.admin.token,
      body: { email: to, full_name: 'Nora Saleh', role: 'sales' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const sent = await delivered(await lastTo(to));
    expectLanguage(sent, lang, NAMES[lang]);
    expect(sent.text).toMatch(/\/invite#token=\S+/);
  });

  it('meeting invitation, with its calendar file', async () => {
    const c = company();
    const res = await t.call('POST', '/api/v1/meeting/list', {
      token: c.users.manager.token,
      body: { title: 'Quarterly review', date: '2031-06-10', time: '10:30', duration: 45, place: 'Olaya', attendees: [c.users.sales.id] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const sent = await delivered(await lastTo(c.users.sales.email));
    expectLanguage(sent, lang, NAMES[lang]);
    expect(sent.attachments).toHaveLength(1);
  });

  it('notification of a task', async () => {
    const c = company();
    await t.call('PUT', '/api/v1/notifications/email', { token: c.users.sales.token, body: { kinds: ['task_assigned'] } });
    const res = await t.call('POST', '/api/v1/taskos/list', {
      token: c.users.manager.token,
      body: { title: 'Collect the agreement', task_type: 1, due_date: '2031-06-10', assigned_to: c.users.sales.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const before = t.mails.length;
    await t.app.notificationWork();
    const mail = t.mails.slice(before).find((m) => m.to === c.users.sales.email);
    expectLanguage(await delivered(mail!), lang, NAMES[lang]);
  });

  it('sign-up: a registered address is told in its saved language', async () => {
    const to = company().users.admin.email;
    await t.call('POST', '/api/v1/tenant/signup/verify-email/', { body: { email: to } });
    expectLanguage(await delivered(await lastTo(to)), lang);
  });

  it('sign-up: a new address gets its code in the browser’s language', async () => {
    const to = `visitor.${lang}.${Date.now()}@example.com`;
    const headers = { 'accept-language': lang === 'ar' ? 'ar-SA,ar;q=0.9' : 'en-GB,en;q=0.9' };
    await t.call('POST', '/api/v1/tenant/signup/verify-email/', { body: { email: to }, headers });
    const sent = await delivered(await lastTo(to));
    expectLanguage(sent, lang);
    const code = /\b(\d{6})\b/.exec(sent.text)?.[1];
    expect(code).toBeDefined();
    expect(sent.html).toContain(code);
  });
});

it('another company adding an existing user: the owner is told in their own saved language, with both parts', async () => {
  const res = await t.call('POST', '/api/v1/list/tenant/user/', {
    token: en.users.admin.token,
    body: { full_name: 'Fahad Nasser', email: ar.users.sales.email, phone: '+966 55 222 3333', role: 'sales', password: 'Initial-Pass-1' },
  });
  expect(res.json().code).toBe('email_unavailable');
  const sent = await delivered(await lastTo(ar.users.sales.email));
  // The owner's account is Arabic, whatever the language of the company that tried.
  expect(sent.html).toMatch(/<html[^>]*\bdir="rtl"/);
  expect(sent.text).toContain(NAMES.en);
});
