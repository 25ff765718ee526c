import { expect, test } from './test';
import { DEMO_ADMIN, DEMO_PASSWORD, expectNoSeriousViolations, resetProfileLanguage } from './fixtures';

/**
 * axe-core over the signed-out screens, the sign-up steps, the shell and settings, in both
 * languages and both themes: no serious or critical violation. The preferences are set the
 * way the app keeps them (localStorage `lang` and `theme`) before the first paint.
 */
const COMBOS = [
  { lang: 'en', theme: 'light' },
  { lang: 'en', theme: 'dark' },
  { lang: 'ar', theme: 'light' },
  { lang: 'ar', theme: 'dark' },
] as const;

for (const { lang, theme } of COMBOS) {
  test.describe(`${lang}, ${theme}`, () => {
    // Whatever happened, the demo admin's profile goes back to English for the other journeys.
    test.afterEach(({ page }) => resetProfileLanguage(page));

    test.beforeEach(async ({ page }) => {
      await page.addInitScript(
        ([l, t]) => {
          if (!sessionStorage.getItem('a11y-prefs-set')) {
            localStorage.setItem('lang', l);
            localStorage.setItem('theme', t);
            sessionStorage.setItem('a11y-prefs-set', '1');
          }
        },
        [lang, theme] as const,
      );
    });

    test('signed-out screens and sign-up steps', async ({ page }) => {
      for (const path of ['/login', '/forgot-password', '/signin', '/signin/singup']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expectNoSeriousViolations(page, `${path} ${lang} ${theme}`);
      }
      // The account step's errors, as a person who pressed Continue on an empty form sees them.
      await page.locator('form button[type="submit"]').click();
      await expectNoSeriousViolations(page, `/signin/singup errors ${lang} ${theme}`);
    });

    test('the shell and settings', async ({ page }) => {
      await page.goto('/login');
      await page.locator('input[type="email"]').fill(DEMO_ADMIN);
      await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
      await page.locator('form button[type="submit"]').click();
      await expect(page).toHaveURL(/\/app\/?$/);
      await expect(page.getByTestId('company-name')).not.toBeEmpty();
      // The admin's profile says English, and after log-in the profile wins: switch like a person would.
      if (lang === 'ar') await page.getByTestId('language-switch').click();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectNoSeriousViolations(page, `/app ${lang} ${theme}`);
      await page.goto('/app/settings');
      await expect(page.getByTestId('users-table')).toBeVisible();
      await expectNoSeriousViolations(page, `/app/settings ${lang} ${theme}`);
      await page.goto('/app/clients');
      await expect(page.getByTestId('client-row').first()).toBeVisible();
      await expectNoSeriousViolations(page, `/app/clients ${lang} ${theme}`);
      await page.getByTestId('client-row').first().getByRole('link').click();
      await expect(page.getByTestId('client-timeline')).toBeVisible();
      await expectNoSeriousViolations(page, `client details ${lang} ${theme}`);
    });
  });
}
