import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { currentServer, expect, type Browser, type Locator, type Page, type Request } from './test';

/** The demo company the e2e server seeds (scripts/e2e-server.mjs, SEED_DEMO=true). */
export const DEMO_PASSWORD = 'Ziyara!2026';
export const DEMO_ADMIN = 'admin@demo.ziyara.app';
export const DEMO_MANAGER = 'manager@demo.ziyara.app';
export const DEMO_SALES1 = 'sales1@demo.ziyara.app';
export const DEMO_SALES2 = 'sales2@demo.ziyara.app';
/** The demo manager's name, as screens name who decided or shared something (server/src/seed/demo.ts). */
export const DEMO_MANAGER_NAME = 'Khalid Al-Otaibi';

/** This worker's server's mail, one JSON file per message. */
export const outboxDir = () => currentServer().outboxDir;

/** A unique address per run: the server may be reused between local runs. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.ziyara.test`;
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

export async function newestMailTo(email: string): Promise<OutboxMail | null> {
  let names: string[];
  try {
    names = await readdir(outboxDir());
  } catch {
    return null;
  }
  const mails = await Promise.all(
    names.filter((n) => n.endsWith('.json')).map(async (n) => JSON.parse(await readFile(path.join(outboxDir(), n), 'utf8')) as OutboxMail),
  );
  const mine = mails.filter((m) => m.to.toLowerCase() === email.toLowerCase());
  mine.sort((a, b) => b.created_at.localeCompare(a.created_at));
  return mine[0] ?? null;
}

/** The link (`…#token=…`) in the newest mail to `email` sent after `notBefore`, as a path. */
export async function readLinkFromOutbox(email: string, notBefore = ''): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = await newestMailTo(email);
        if (!mail || mail.created_at <= notBefore) return undefined;
        link = /https?:\/\/[^\s]+#token=[^\s]+/.exec(mail.text)?.[0];
        return link;
      },
      { message: `a mail with a link to ${email}`, timeout: 15_000 },
    )
    .toContain('#token=');
  return new URL(link!).pathname + new URL(link!).search + new URL(link!).hash;
}

/** The verification code of the newest mail to `email` (the only 6-digit number in it). */
export async function readCodeFromOutbox(email: string, notBefore?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = await newestMailTo(email);
        if (!mail || (notBefore && mail.created_at <= notBefore)) return undefined;
        code = mail.text.match(/\b\d{6}\b/)?.[0];
        return code;
      },
      { message: `a verification mail to ${email}`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** A signed-in session as the app keeps it in localStorage (contract: `storageKeys`). */
interface StoredTokens {
  access: string;
  refresh: string;
  user: string;
  signedInAt: number;
}

/**
 * Sessions this worker has signed in, by e-mail: each person signs in once per worker and
 * later journeys reuse the session, as Playwright's `storageState` would. A kept session is
 * checked before each reuse (a journey may have logged it out) and renewed after 10 minutes:
 * its 15-minute access token then never expires during a journey, so no page ever spends its
 * refresh token, which a later page would present again (reuse ends the whole family).
 */
const keptSessions = new Map<string, StoredTokens>();
const REUSE_FOR_MS = 10 * 60_000;

async function csrfPair(page: Page): Promise<Record<string, string>> {
  await page.context().request.get('/api/health');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  return { 'x-csrftoken': csrf };
}

async function sessionFor(page: Page, email: string, password: string, own: boolean): Promise<StoredTokens> {
  const request = page.context().request;
  const kept = own ? undefined : keptSessions.get(email);
  if (kept && Date.now() - kept.signedInAt < REUSE_FOR_MS) {
    const me = await request.get('/api/v1/auth/me/', { headers: { authorization: `Bearer ${kept.access}` } });
    if (me.ok()) return { ...kept, user: await me.text() };
  }
  const res = await request.post('/api/v1/auth/login/', { data: { email, password }, headers: await csrfPair(page) });
  if (!res.ok()) throw new Error(`sign-in of ${email}: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { access: string; refresh: string; user: unknown };
  const session = { access: body.access, refresh: body.refresh, user: JSON.stringify(body.user), signedInAt: Date.now() };
  if (!own) keptSessions.set(email, session);
  return session;
}

/**
 * Calls the API as `email` (one of this worker's kept sessions) from the test's side, whoever
 * the page is signed in as: set-up that is not the journey's subject (a manager planning the
 * rep's visit, say) needs no page, sign-in form or log-out.
 */
export async function apiAs<T>(
  page: Page,
  email: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  path: string,
  body?: unknown,
): Promise<T> {
  const { access } = await sessionFor(page, email, DEMO_PASSWORD, false);
  const res = await page.context().request.fetch(`/api/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${access}`, ...(method === 'GET' ? {} : await csrfPair(page)) },
    ...(body === undefined ? {} : { data: body }),
  });
  if (!res.ok()) throw new Error(`${method} ${path} as ${email}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The kept user's profile in English (saved so when it was not), as the app stores it. */
async function inEnglish(page: Page, session: StoredTokens): Promise<string> {
  const user = JSON.parse(session.user) as { full_name: string; phone: string; language: string };
  if (user.language === 'en') return session.user;
  const res = await page.context().request.patch('/api/v1/auth/me/', {
    headers: { authorization: `Bearer ${session.access}`, ...(await csrfPair(page)) },
    data: { full_name: user.full_name, phone: user.phone, language: 'en' },
  });
  if (!res.ok()) throw new Error(`resetting the language of ${user.full_name}: ${res.status()} ${await res.text()}`);
  return res.text();
}

/**
 * Opens the app signed in as `email` on the dashboard. The sign-in form is not what most
 * journeys test (session.spec.ts, account.spec.ts and a11y.spec.ts use it as a person does):
 * the session is put where the app keeps it, from this worker's kept sessions. `own` signs in
 * afresh and keeps the session to this journey, for one that spends or breaks its tokens.
 */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD, { own = false } = {}): Promise<void> {
  const session = await sessionFor(page, email, password, own);
  // A kept demo user starts every journey in English: a journey that switched to Arabic and
  // stopped before its clean-up (or whose clean-up raced the signal's return) must not carry
  // its language into the next one. A journey about the profile's language signs in its own.
  if (!own) session.user = await inEnglish(page, session);
  // localStorage is written from a page of the app's origin: the smallest one the server has.
  if (!page.url().startsWith(currentServer().url)) await page.goto('/api/health');
  await page.evaluate((s) => {
    localStorage.setItem('access_token', s.access);
    localStorage.setItem('refresh_token', s.refresh);
    localStorage.setItem('user', s.user);
  }, session);
  const idle = own ? apiIdle(page) : undefined;
  await page.goto('/app');
  await expect(page).toHaveURL(/\/app\/?$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  // A journey that then tampers with its tokens must not race a request still in flight.
  await idle?.();
}

/**
 * "No API call in flight for half a second" (or 15 seconds gone), from now on. Playwright's
 * `networkidle` cannot serve: the signed-in app keeps its live event stream open.
 */
export function apiIdle(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  let settle: (() => void) | undefined;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const restart = () => {
    clearTimeout(quiet);
    if (inFlight.size === 0) quiet = setTimeout(() => settle?.(), 500);
  };
  const counted = (r: Request) => r.url().includes('/api/') && !r.url().includes('/events/stream');
  page.on('request', (r) => counted(r) && (inFlight.add(r), restart()));
  page.on('requestfinished', (r) => inFlight.delete(r) && restart());
  page.on('requestfailed', (r) => inFlight.delete(r) && restart());
  return async () => {
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const deadline = setTimeout(() => settle?.(), 15_000);
    restart();
    await settled;
    clearTimeout(deadline);
  };
}

export async function logOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Picks an option of a Mantine Select by its label and the option's visible name. */
export async function chooseOption(page: Page, label: string | RegExp, option: string, within?: Locator): Promise<void> {
  await (within ?? page).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export async function storedSession(page: Page) {
  return page.evaluate(() => ({
    access: localStorage.getItem('access_token'),
    refresh: localStorage.getItem('refresh_token'),
    user: localStorage.getItem('user'),
  }));
}

/**
 * Switches the signed-in user to `lang` with the header's switch, and waits until their profile
 * has it: the switch saves it in the background, and a page load before that opens in the old one.
 */
export async function useLanguage(page: Page, lang: 'en' | 'ar'): Promise<void> {
  if ((await page.locator('html').getAttribute('lang')) !== lang) await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const saved = () => page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? 'null') as { language?: string } | null)?.language);
  await expect.poll(saved).toBe(lang);
}

/**
 * Puts the signed-in user's profile language back to English. The language switch saves to
 * the profile, and the demo admin is shared by every journey: a test that switches calls this
 * in afterEach, so a failure half-way cannot leave the next journeys in Arabic.
 */
export async function resetProfileLanguage(page: Page): Promise<void> {
  await page
    .evaluate(async () => {
      const token = localStorage.getItem('access_token');
      const user = JSON.parse(localStorage.getItem('user') ?? 'null') as { full_name: string; phone: string; language: string } | null;
      const csrf = /csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      if (!token || !user || user.language === 'en') return;
      await fetch('/api/v1/auth/me/', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-csrftoken': csrf },
        body: JSON.stringify({ full_name: user.full_name, phone: user.phone, language: 'en' }),
      });
    })
    .catch(() => undefined);
}

/** Calls the API with a bearer token (the page's own user's unless given; none for '') and its CSRF cookie. */
export async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<T> {
  return page.evaluate(
    async ({ method, path, body, token }) => {
      const csrf = /csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const res = await fetch(`/api/v1/${path}`, {
        method,
        headers: {
          ...(token === '' ? {} : { authorization: `Bearer ${token ?? localStorage.getItem('access_token') ?? ''}` }),
          'x-csrftoken': csrf,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
      return JSON.parse(text) as unknown;
    },
    { method, path, body, token },
  ) as Promise<T>;
}

/** axe-core over the page as it stands (WCAG 2.1 A and AA): no serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  // Let entrance transitions finish: half-faded text is not what people read. (A spinner's
  // endless animation has no end to wait for.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.html.slice(0, 160)} ${n.any[0]?.message ?? ''}`)
          .join(' | ')}`,
    );
  expect(serious, label).toEqual([]);
}

/** A fresh browser context signed in as `email`, reading `lang` (journeys with two people at once). */
export async function signedIn(browser: Browser, email: string, lang: 'en' | 'ar'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email);
  if (lang === 'ar') await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  return page;
}

/** The signed-in rep records a follow-up visit to their first client that just happened (finished). */
export async function recordFinishedVisit(rep: Page, lang: 'en' | 'ar'): Promise<void> {
  const clients = await api<{ results: { id: string }[] }>(rep, 'GET', 'client/list?page_size=1');
  await api(rep, 'POST', 'visit/already', {
    client_id: clients.results[0]!.id,
    visit_type: 1,
    visit_reason: 1,
    visited_at: new Date(Date.now() - 60_000).toISOString(),
    outcome: lang === 'ar' ? 'تمت مراجعة الطلبية' : 'Reviewed the order',
  });
}

/** The page is no wider than a 360 px phone: nothing scrolls sideways. */
export async function fitsPhone(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}
