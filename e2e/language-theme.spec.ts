import { expect, test } from './test';
import { DEMO_ADMIN, logIn, resetProfileLanguage } from './fixtures';

// The language switch saves to the demo admin's profile: always put it back.
test.afterEach(({ page }) => resetProfileLanguage(page));

/** Issue 2, journey 2: Arabic mirrors the layout and dark mode sticks, both across reloads. */
test('switching to Arabic and to dark survives a reload', async ({ page, context }) => {
  await logIn(page, DEMO_ADMIN);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'ltr');

  await page.getByRole('button', { name: 'Switch language to العربية' }).click();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('link', { name: 'الإعدادات' })).toBeVisible();
  // The navbar sits on the right in RTL.
  const nav = await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).boundingBox();
  const viewport = page.viewportSize();
  expect(nav && viewport && nav.x + nav.width).toBeGreaterThan((viewport?.width ?? 0) - 5);

  await page.getByRole('button', { name: 'التبديل إلى الوضع الداكن' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByTestId('welcome-title')).toContainText('أهلًا');
  expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('theme')])).toEqual(['ar', 'dark']);
  // The server reads this cookie to serve the public pages in the same language.
  const cookie = (await context.cookies()).find((c) => c.name === 'lang');
  expect(cookie?.value).toBe('ar');

  // And back: English, light.
  // In Arabic, interpolated values sit in Unicode isolates (U+2068…U+2069): they keep their order.
  await page.getByRole('button', { name: /^تغيير اللغة إلى \u2068English\u2069$/ }).click();
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test('the language chosen on the login page carries into the app', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Switch language to العربية' }).click();
  await expect(page.getByRole('heading', { name: 'مرحبًا بعودتك' })).toBeVisible();
  await page.getByLabel('البريد الإلكتروني').fill(DEMO_ADMIN);
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await expect(page.getByTestId('login-error')).toContainText('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
});
