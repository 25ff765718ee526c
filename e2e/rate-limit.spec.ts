import { expect, test, type Page, type Route } from './test';
import { DEMO_ADMIN, logIn, resetProfileLanguage } from './fixtures';

/**
 * Issue 38: a 429 from the server's rate limit never drops the user to the login page. The
 * app waits out Retry-After, says so in a small notice, and the page fills in once the limit
 * passes. The limit is played by the browser (page.route): the server's own is tested in
 * server/src/lib/rate-limits.test.ts and measured by bench/field-team.ts.
 */

/**
 * API calls matching `which` are answered 429 with Retry-After for `ms` from the first of them
 * (not from now: on a busy machine the page may take seconds to ask); then they go through.
 */
async function rateLimitFor(page: Page, ms: number, which: (url: string) => boolean = () => true): Promise<{ refused: () => number }> {
  let until: number | undefined;
  let refused = 0;
  await page.route('**/api/v1/**', async (route: Route) => {
    const url = route.request().url();
    if (!which(url)) return route.fallback();
    until ??= Date.now() + ms;
    if (Date.now() >= until) return route.fallback();
    refused++;
    await route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'retry-after': String(Math.max(1, Math.ceil((until - Date.now()) / 1000))) },
      body: JSON.stringify({ code: 'rate_limited', message: 'Too many requests. Please wait and try again.' }),
    });
  });
  return { refused: () => refused };
}

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await resetProfileLanguage(page);
});

test('a page opened while rate limited waits, says so, and fills in; never the login page', async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  const limit = await rateLimitFor(page, 4_000);
  // A cold open: the guard's check of the stored token, the page's lists, the live stream.
  await page.goto('/app/clients');
  const notice = page.getByTestId('rate-limit-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(/Too many requests: trying again in \d+ s/);
  await expect(page).not.toHaveURL(/\/login/);
  // Once the limit passes: the page is there, the notice is gone, the user still signed in.
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(notice).toBeHidden({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/app\/clients/);
  // The guard's session check was refused and waited: nothing went on while the limit held.
  expect(limit.refused()).toBeGreaterThanOrEqual(1);
  expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeTruthy();

  // Mid-session: a screen's own list refused for a while is waited out the same way.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const lists = await rateLimitFor(page, 3_000, (url) => url.includes('/taskos/list'));
  await page.getByRole('link', { name: 'Tasks' }).first().click();
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tasks', level: 1 })).toBeVisible();
  await expect(notice).toBeHidden({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/app\/tasks/);
  expect(lists.refused()).toBeGreaterThanOrEqual(1);
});

test('a session refresh refused by the rate limit is tried again, and the user stays where they are', async ({ page }) => {
  await logIn(page, DEMO_ADMIN, undefined, { own: true });
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  let refreshes = 0;
  page.on('request', (r) => void (r.url().includes('/auth/refresh/') && refreshes++));
  // The access token is no good any more: the next call needs a refresh, which the limit refuses for a while.
  await rateLimitFor(page, 4_000, (url) => url.includes('/auth/refresh/'));
  await page.evaluate(() => localStorage.setItem('access_token', 'expired.token.value'));
  await page.getByRole('link', { name: 'Clients' }).click();
  await expect(page.getByTestId('rate-limit-notice')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
  await expect(page.getByTestId('rate-limit-notice')).toBeHidden({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/app\/clients/);
  expect(refreshes).toBeGreaterThan(1);
  // The refreshed token is stored when the retried refresh answers, which may come after the notice has gone.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token'))).not.toBe('expired.token.value');
});

test('the notice in Arabic, on a phone, in dark', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await logIn(page, DEMO_ADMIN);
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await rateLimitFor(page, 3_000);
  await page.reload();
  const notice = page.getByTestId('rate-limit-notice');
  // i18next isolates the number (U+2068 … U+2069) so it reads right inside Arabic.
  await expect(notice).toHaveText(/طلبات كثيرة: إعادة المحاولة بعد \u2068?\d+\u2069? ث/);
  // Inside the screen, above the bottom navigation.
  const box = (await notice.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(box.y + box.height).toBeLessThanOrEqual(740 - 64);
  await expect(notice).toBeHidden({ timeout: 10_000 });
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});
