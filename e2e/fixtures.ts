import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Locator, type Page, type Request } from '@playwright/test';

/** The demo company the e2e server seeds (scripts/e2e-server.mjs, SEED_DEMO=true). */
export const DEMO_PASSWORD = 'Ziyara!2026';
export const DEMO_ADMIN = 'admin@demo.ziyara.app';
export const DEMO_MANAGER = 'manager@demo.ziyara.app';
export const DEMO_SALES1 = 'sales1@demo.ziyara.app';
export const DEMO_SALES2 = 'sales2@demo.ziyara.app';

export const OUTBOX_DIR = path.resolve('.tmp/e2e-data/outbox');

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
    names = await readdir(OUTBOX_DIR);
  } catch {
    return null;
  }
  const mails = await Promise.all(
    names.filter((n) => n.endsWith('.json')).map(async (n) => JSON.parse(await readFile(path.join(OUTBOX_DIR, n), 'utf8')) as OutboxMail),
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

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const idle = apiIdle(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/app\/?$/);
  // The shell is up and the first page's calls have finished (whatever that page shows): a test
  // that then tampers with the stored tokens must not race a request still in flight.
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await idle();
}

/**
 * "No API call in flight for a moment", from now on. Playwright's `networkidle` cannot serve:
 * the signed-in app keeps its live event stream open for as long as it runs.
 */
export function apiIdle(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  const counted = (r: Request) => r.url().includes('/api/') && !r.url().includes('/events/stream');
  page.on('request', (r) => counted(r) && inFlight.add(r));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  return async () => {
    let quietSince = Date.now();
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      if (inFlight.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= 500) return;
      await page.waitForTimeout(100);
    }
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
  // Let entrance transitions finish: half-faded text is not what people read.
  await page.waitForTimeout(400);
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
