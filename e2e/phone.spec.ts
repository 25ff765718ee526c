import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, logIn } from './fixtures';

/** The signed-in app on a 360 px phone: nothing sticks out, every control is big enough to tap. */
test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

test('at 360 px the header fits, its controls are touch-sized, and users are cards', async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const menu = await page.getByTestId('user-menu').boundingBox();
  expect(menu && menu.x + menu.width).toBeLessThanOrEqual(360);
  for (const control of [
    page.getByRole('button', { name: 'Toggle navigation' }),
    page.getByTestId('theme-switch'),
    page.getByTestId('language-switch'),
  ]) {
    const box = await control.boundingBox();
    expect(box?.width, String(control)).toBeGreaterThanOrEqual(44);
    expect(box?.height, String(control)).toBeGreaterThanOrEqual(44);
  }
  // The search in the URL finds the admin whatever page other journeys pushed them to.
  await page.goto(`/app/settings?q=${encodeURIComponent(DEMO_ADMIN)}`);
  await expect(page.getByTestId('users-cards')).toBeVisible();
  await expect(page.getByTestId('users-table')).toHaveCount(0);
  // Each card shows the whole e-mail, and the phone number in its own order.
  const card = page.locator(`[data-testid="user-row"][data-email="${DEMO_ADMIN}"]`);
  await expect(card).toContainText(DEMO_ADMIN);
  await expect(card.locator('bdi[dir="ltr"]').nth(1)).toHaveText('+966 55 100 0001');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
