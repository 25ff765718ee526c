import { expect, test } from './test';
import { DEMO_ADMIN, DEMO_MANAGER, DEMO_SALES1, logIn, logOut, storedSession } from './fixtures';

/** Issue 2, journey 5: logout forgets everything the browser kept. */
test('logout empties localStorage and returns to /login', async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  const before = await storedSession(page);
  expect(before.access && before.refresh && before.user).toBeTruthy();

  await logOut(page);
  expect(await storedSession(page)).toEqual({ access: null, refresh: null, user: null });
  await expect(page.getByText('You have been logged out.')).toBeVisible();

  // The old page is gone for good.
  await page.goto('/app');
  await expect(page).toHaveURL(/\/login$/);
});

/** Issue 2, journey 6: the guard (spec §2). */
test('/app/settings without a token lands on /login, and returns there after login', async ({ page }) => {
  await page.goto('/app/settings');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(DEMO_ADMIN);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Ziyara!2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});

test('a forged token is removed and the visitor goes to /login', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('access_token', 'forged.token.value'));
  await page.goto('/app');
  await expect(page).toHaveURL(/\/login$/);
  expect((await storedSession(page)).access).toBeNull();
});

test('an invalid access token is refreshed silently, with a single refresh call', async ({ page }) => {
  await logIn(page, DEMO_ADMIN, undefined, { own: true });
  let refreshes = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/auth/refresh/')) refreshes += 1;
  });

  // On reload the guard's verify fails, the refresh token rescues the session.
  await page.evaluate(() => localStorage.setItem('access_token', 'expired.token.value'));
  await page.reload();
  await expect(page.getByTestId('company-name')).not.toBeEmpty();
  expect(refreshes).toBe(1);

  // Mid-session, two parallel calls that get 401 share one refresh.
  await page.evaluate(() => localStorage.setItem('access_token', 'expired.token.value'));
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByTestId('users-table')).toBeVisible();
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  expect(refreshes).toBe(2);
  expect((await storedSession(page)).access).not.toBe('expired.token.value');
});

/** Issue 2, journey 7: roles see only what they may use. */
test('a sales user has no Settings link and is not allowed in', async ({ page }) => {
  await logIn(page, DEMO_SALES1);
  await expect(page.getByTestId('dashboard-role')).toHaveText('Sales');
  await expect(page.getByTestId('company-name')).not.toBeEmpty();
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await page.goto('/app/settings');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
});

test('a manager sees the company but not the settings', async ({ page }) => {
  await logIn(page, DEMO_MANAGER);
  await expect(page.getByTestId('dashboard-role')).toHaveText('Manager');
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Manage company and users' })).toHaveCount(0);
});

test('unknown pages show a not-found page', async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  await page.goto('/app/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/signin/nowhere');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
