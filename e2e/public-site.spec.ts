import { expect, test, type Page } from './test';
import { publicRoutes } from '@contract/public-routes';
import { content } from '../web/src/public-site/content';

/** Issue 3: the prerendered marketing site, read without JavaScript and used with it. */
const { en, ar } = content;
const reviews = en.stories.map((s) => `/review/${s.id}`);
const withLang = (path: string, lang: 'en' | 'ar') => `${path}?lang=${lang}`;

function h1Of(path: string, lang: 'en' | 'ar'): string {
  const c = content[lang];
  const story = c.stories.find((s) => `/review/${s.id}` === path);
  return story ? story.title : c.pages[path as (typeof publicRoutes)[number]].h1;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['en', 'ar'] as const) {
    test(`every public route answers 200 with its own heading (${lang})`, async ({ page }) => {
      for (const path of [...publicRoutes, ...reviews]) {
        const res = await page.goto(withLang(path, lang));
        expect(res?.status(), path).toBe(200);
        await expect(page.locator('h1'), path).toHaveText(h1Of(path, lang));
        await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await expect(page.locator('main p').first(), path).toBeVisible();
      }
    });
  }

  test('an unknown route and an unknown review answer 404 with the 404 page', async ({ page }) => {
    for (const path of ['/no-such-page', '/review/no-such-story']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      await expect(page.locator('h1')).toHaveText(en.notFound.h1);
    }
    const res = await page.goto('/no-such-page?lang=ar');
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(ar.notFound.h1);
  });

  test('on a phone the menu link leads to the full site map', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/');
    await page.getByRole('link', { name: en.ui.menu, exact: true }).click();
    await expect(page).toHaveURL(/#site-map$/);
    await page.locator('#site-map').getByRole('link', { name: 'KPI targets' }).click();
    await expect(page.locator('h1')).toHaveText(en.pages['/kpi'].h1);
  });
});

async function openGroup(page: Page, label: string) {
  const summary = page.locator('summary', { hasText: label });
  await summary.focus();
  await page.keyboard.press('Enter');
  return summary.locator('xpath=..');
}

test('the header navigates in English, with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const group = await openGroup(page, 'Product');
  await expect(group.getByRole('link', { name: /KPI targets/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(group.getByRole('link', { name: /KPI targets/ })).toBeHidden();
  await (await openGroup(page, 'Product')).getByRole('link', { name: /KPI targets/ }).click();
  await expect(page).toHaveURL(/\/kpi$/);
  await expect(page.locator('h1')).toHaveText(en.pages['/kpi'].h1);
  await page.getByRole('link', { name: 'Pricing', exact: true }).first().click();
  await expect(page.locator('h1')).toHaveText(en.pages['/price'].h1);
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Start free' }).first()).toHaveAttribute('href', '/signin');
});

test('the header navigates in Arabic, right to left and mirrored', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const brand = await page.locator('header .brand').boundingBox();
  const nav = await page.locator('header .nav-groups').boundingBox();
  expect(brand!.x).toBeGreaterThan(nav!.x); // the logo sits on the right
  expect(brand!.x + brand!.width).toBeGreaterThan(1280 - 120);
  const group = await openGroup(page, 'المنتج');
  await group.getByRole('link', { name: /^مؤشرات الأداء/ }).click();
  await expect(page).toHaveURL(/\/kpi\?lang=ar$/);
  await expect(page.locator('h1')).toHaveText(ar.pages['/kpi'].h1);

  await page.goto('/?lang=en');
  const brandEn = await page.locator('header .brand').boundingBox();
  const navEn = await page.locator('header .nav-groups').boundingBox();
  expect(brandEn!.x).toBeLessThan(navEn!.x); // and on the left in English
});

test('the language switch remembers the choice for the app and the server', async ({ page, context }) => {
  await page.goto('/why');
  await page.locator('header').getByRole('link', { name: en.ui.otherLanguageName }).click();
  await expect(page).toHaveURL(/\/why\?lang=ar$/);
  await expect(page.locator('h1')).toHaveText(ar.pages['/why'].h1);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ar');
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('ar');
  await page.goto('/what'); // no ?lang: the cookie decides
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.locator('header').getByRole('link', { name: ar.ui.otherLanguageName }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the theme switch applies and persists dark mode', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: en.ui.themeToggle }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('on a 360 px phone the menu opens and nothing overflows', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of ['/', '/price?lang=ar', '/get-in-touch', '/blog?lang=ar', reviews[0]!]) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  }
  await page.goto('/');
  await page.getByRole('button', { name: en.ui.menu }).click();
  await expect(page.getByRole('button', { name: en.ui.closeMenu })).toHaveAttribute('aria-expanded', 'true');
  await page.locator('summary', { hasText: 'Resources' }).click();
  await page.getByRole('link', { name: 'Blog' }).first().click();
  await expect(page.locator('h1')).toHaveText(en.pages['/blog'].h1);
});

test.describe('on a touch phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

  test('a tap on a link follows it even while a menu group is open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: en.ui.menu }).tap();
    await page.locator('#site-nav summary', { hasText: 'Product' }).tap();
    const nav = page.locator('#site-nav');
    await expect(nav.getByRole('link', { name: /Product overview/ })).toBeVisible();
    // Another group's toggle switches groups…
    await nav.locator('summary', { hasText: 'Solutions' }).tap();
    await expect(nav.getByRole('link', { name: /Field marketing/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: /Product overview/ })).toBeHidden();
    // …and a plain link, outside the open group, is followed at the first tap.
    await nav.getByRole('link', { name: 'Pricing', exact: true }).tap();
    await expect(page).toHaveURL(/\/price$/);
  });
});

test('Arabic pages open the app in Arabic', async ({ page }) => {
  await page.goto('/price?lang=ar');
  await page.getByRole('link', { name: ar.ui.login }).first().click();
  await expect(page).toHaveURL(/\/login\?lang=ar$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/price?lang=ar');
  await page.locator('a.plan-cta').nth(1).click();
  await expect(page).toHaveURL(/\/signin\/singup\?package=1&lang=ar$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('a visitor with a session is offered the app instead of log-in and sign-up', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('header').getByRole('link', { name: en.ui.login })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('access_token', 'x'));
  await page.reload();
  await expect(page.locator('header').getByRole('link', { name: en.ui.openApp })).toHaveAttribute('href', '/app');
  await expect(page.locator('header').getByRole('link', { name: en.ui.login })).toBeHidden();
  await page.evaluate(() => localStorage.removeItem('access_token'));
});

test.describe('with a dark system theme', () => {
  test.use({ colorScheme: 'dark' });

  test('a first visit follows it, and an explicit choice still wins', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: en.ui.themeToggle }).click();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test('choosing a plan on /price opens sign-up with that plan', async ({ page }) => {
  await page.goto('/price');
  await page.getByRole('link', { name: 'Choose Business' }).click();
  await expect(page).toHaveURL(/\/signin\/singup\?package=2$/);
  expect(new URL(page.url()).searchParams.get('package')).toBe('2');
});

test('no public page logs a console error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  for (const lang of ['en', 'ar'] as const) {
    for (const path of [...publicRoutes, ...reviews]) await page.goto(withLang(path, lang), { waitUntil: 'load' });
  }
  expect(errors).toEqual([]);
});
