import type { ReportSchedule } from '@contract/report-schedules';
import { expect, test } from './test';
import {
  DEMO_ADMIN,
  DEMO_MANAGER,
  api,
  chooseOption,
  expectNoSeriousViolations,
  logIn,
  newestMailTo,
  resetProfileLanguage,
  useLanguage,
} from './fixtures';

test.afterEach(async ({ page }) => resetProfileLanguage(page));

/*
 * Issue 43: a manager schedules the report on screen, and manages the schedules, on the
 * reports page. "Send now" runs the export at once and the mail lands in the outbox.
 */

test('a manager schedules the filtered report, then sends it now: the mail is in the outbox (English, desktop)', async ({ page }) => {
  const name = `Team figures ${Date.now().toString(36)}`;
  await logIn(page, DEMO_MANAGER);
  await page.getByRole('link', { name: 'Reports' }).click();
  await chooseOption(page, 'Report', 'Full employee report');
  await page.getByTestId('report-schedule').click();
  const dialog = page.getByRole('dialog', { name: 'Schedule this report' });
  await expect(dialog.getByText(/Sends the Full employee report/)).toBeVisible();
  await dialog.getByLabel('Name').fill(name);
  await chooseOption(page, 'Repeats', 'Every day', dialog);
  await chooseOption(page, 'Format', 'CSV', dialog);
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('schedule-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('schedule-status')).toHaveText('Active');
  await expect(row).toContainText(/Every day at \u2068?7:00\sAM/);
  await expectNoSeriousViolations(page, 'scheduled reports');

  const before = new Date().toISOString();
  await row.getByTestId('schedule-actions').click();
  await page.getByTestId('schedule-send-now').click();
  await expect(page.getByText('The report is being prepared and will be e-mailed shortly.')).toBeVisible();
  await expect
    .poll(
      async () => {
        const mail = await newestMailTo(DEMO_MANAGER);
        return mail && mail.created_at >= before ? mail.subject : null;
      },
      { timeout: 60_000 },
    )
    .toContain(name);
  const mail = (await newestMailTo(DEMO_MANAGER)) as unknown as { attachments?: { filename: string }[] };
  expect(mail.attachments?.[0]?.filename).toMatch(/^employee-report-.*\.csv$/);
});

test('the schedules are managed in Arabic on a phone: pause, resume, delete after confirming', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await logIn(page, DEMO_MANAGER);
  const name = `تقرير الزيارات ${Date.now().toString(36)}`;
  const people = await api<{ id: string; email: string }[]>(page, 'GET', 'report/schedule-recipients');
  await api<ReportSchedule>(page, 'POST', 'report/schedules', {
    name,
    filters: { report_type: 2 },
    period: 'previous_7_days',
    frequency: 'weekly',
    weekday: 0,
    hour: 8,
    format: 'xlsx',
    language: 'ar',
    recipient_ids: people.filter((p) => p.email === DEMO_MANAGER || p.email === DEMO_ADMIN).map((p) => p.id),
  });
  await useLanguage(page, 'ar');
  await page.goto('/app/reports');
  const row = page.getByTestId('schedule-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  // (i18next isolates what it fills in with U+2068/U+2069.)
  await expect(row).toContainText(/كل\s*\u2068?الأحد/);
  await expect(row).toContainText('مستلمان');
  await expect(row.getByTestId('schedule-status')).toHaveText('نشط');
  // Nothing wider than the phone, and the page reads right to left.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await row.getByTestId('schedule-actions').click();
  await page.getByTestId('schedule-pause').click();
  await expect(row.getByTestId('schedule-status')).toHaveText('متوقف مؤقتًا');
  await row.getByTestId('schedule-actions').click();
  await page.getByTestId('schedule-resume').click();
  await expect(row.getByTestId('schedule-status')).toHaveText('نشط');
  await expectNoSeriousViolations(page, 'scheduled reports, Arabic, 360 px');

  // Keyboard: the menu opens and its item runs with Enter; the confirmation asks first.
  await row.getByTestId('schedule-actions').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('schedule-delete').click();
  const confirm = page.getByRole('dialog', { name: 'حذف هذا التقرير المجدول؟' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'إلغاء' }).click();
  await expect(row).toBeVisible();
  await row.getByTestId('schedule-actions').click();
  await page.getByTestId('schedule-delete').click();
  await page.getByTestId('schedule-delete-confirm').click();
  await expect(row).toHaveCount(0);
});
