import { expect, test, type Page } from './test';
import { DEMO_MANAGER, DEMO_PASSWORD, DEMO_SALES2, api, expectNoSeriousViolations, logIn, resetProfileLanguage } from './fixtures';

test.afterEach(async ({ page }) => resetProfileLanguage(page));

const UI = {
  en: { bell: 'Notifications', assigned: (title: string) => `New task for you: ${title}`, markAll: 'Mark all read' },
  ar: { bell: 'الإشعارات', assigned: (title: string) => `مهمة جديدة لك: ${title}`, markAll: 'تعليم الكل كمقروء' },
};

/** The demo manager's token, to act as them while the rep's page stays open. */
async function managerToken(page: Page): Promise<string> {
  const login = await api<{ access: string }>(page, 'POST', 'auth/login/', { email: DEMO_MANAGER, password: DEMO_PASSWORD }, '');
  return login.access;
}

for (const lang of ['en', 'ar'] as const) {
  test(`a task assigned to a rep shows under their bell at once and opens the task (${lang})`, async ({ page }) => {
    const ui = UI[lang];
    await logIn(page, DEMO_SALES2);
    if (lang === 'ar') {
      await page.getByTestId('language-switch').click();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
    const me = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}') as { id: string });
    const title = `${lang === 'ar' ? 'تسليم عينات' : 'Deliver samples'} ${Date.now()}`;
    const due = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const manager = await managerToken(page);
    const assign = (title: string) =>
      api<{ id: string }>(
        page,
        'POST',
        'taskos/list',
        { title, task_type: 1, assigned_to: me.id, due_date: due, priority: 1, description: '' },
        manager,
      );
    const task = await assign(title);

    // No reload: the live stream brings it.
    const bell = page.getByTestId('notification-bell');
    await bell.click();
    // Interpolated values carry bidi isolates in Arabic: match the title, then the sentence's words.
    const item = page.getByTestId('notification-item').filter({ hasText: title });
    await expect(item).toBeVisible();
    await expect(item).toContainText(ui.assigned('').trim());
    await expect(item).toHaveAttribute('data-unread', 'true');
    await expect(bell).toHaveAccessibleName(new RegExp(ui.bell));
    await expectNoSeriousViolations(page, `notifications ${lang}`);

    await item.click();
    await expect(page).toHaveURL(new RegExp(`/app/tasks\\?task=${task.id}`));
    // The bell's menu (a dialog too) closes as the task's dialog opens: wait for it to go.
    await expect(page.getByRole('dialog', { name: ui.bell })).toBeHidden();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(title);
    // Closed by its close button, and gone before the bell is clicked again: Escape reaches the
    // modal only when focus is inside it (the bell's menu may still hold it), and a modal still
    // open covers the header.
    await dialog.locator('.mantine-Modal-close').click();
    await expect(dialog).toBeHidden();

    await bell.click();
    await expect(item).not.toHaveAttribute('data-unread', 'true');
    const second = `${title} (2)`;
    await assign(second);
    await expect(page.getByTestId('notification-item').filter({ hasText: second })).toHaveAttribute('data-unread', 'true');
    await page.getByRole('button', { name: ui.markAll }).click();
    await expect(page.locator('[data-testid="notification-item"][data-unread]')).toHaveCount(0);
    await expect(bell).toHaveAccessibleName(ui.bell);
  });
}

/**
 * Saves the e-mail choices and waits for that save's own answer, and for the settings to close
 * (they close only once it succeeded). Not for the "saved" notice: both saves of the journey
 * show the same words, and the first save's notice is still up (4 s) when the second is
 * clicked, so waiting for it let the journey read the choices back while the second save was
 * still on its way, and get the first save's (a flake: "stale" choices read back).
 */
async function saveChoices(page: Page): Promise<void> {
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname.endsWith('/notifications/email'));
  await page.getByRole('button', { name: 'Save choices' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByRole('dialog', { name: 'User settings' })).toBeHidden();
}

test('a user chooses which notifications also come by e-mail', async ({ page }) => {
  await logIn(page, DEMO_SALES2);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'User settings' }).click();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const approved = page.getByRole('checkbox', { name: 'My visit is approved' });
  const before = await approved.isChecked();
  await approved.setChecked(!before);
  await saveChoices(page);
  await expect(page.getByText('Your e-mail choices have been saved.')).toBeVisible();
  const saved = await api<{ kinds: string[] }>(page, 'GET', 'notifications/email');
  expect(saved.kinds.includes('visit_approved')).toBe(!before);

  // And back, so the demo keeps its defaults.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'User settings' }).click();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(approved).toBeChecked({ checked: !before });
  await approved.setChecked(before);
  await saveChoices(page);
  expect((await api<{ kinds: string[] }>(page, 'GET', 'notifications/email')).kinds.includes('visit_approved')).toBe(before);
});
