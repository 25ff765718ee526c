import { expect, test } from '@playwright/test';
import { DEMO_MANAGER, chooseOption, logIn, resetProfileLanguage } from './fixtures';

test.afterEach(async ({ page }) => resetProfileLanguage(page));

/** What a manager reads, per language: the nav, the report picker and one heading of each report. */
const UI = {
  en: {
    nav: 'Reports',
    picker: 'Report',
    reports: [
      ['Full employee report', 'Tasks overdue'],
      ['Visit report', 'Planned for'],
      ['Task report', 'Due'],
      ['Client report', 'Customer type'],
    ],
  },
  ar: {
    nav: 'التقارير',
    picker: 'التقرير',
    reports: [
      ['تقرير الموظفين الكامل', 'مهام متأخرة'],
      ['تقرير الزيارات', 'موعد الزيارة'],
      ['تقرير المهام', 'تاريخ الاستحقاق'],
      ['تقرير العملاء', 'نوع العميل'],
    ],
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`a manager views each report with its headings (${lang})`, async ({ page }) => {
    const ui = UI[lang];
    if (lang === 'ar') await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await logIn(page, DEMO_MANAGER);
    if (lang === 'ar') await page.getByTestId('language-switch').click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.getByRole('link', { name: ui.nav }).click();
    await expect(page).toHaveURL(/\/app\/reports$/);
    for (const [name, heading] of ui.reports) {
      await chooseOption(page, ui.picker, name);
      await expect(page.getByRole('columnheader', { name: heading, exact: true })).toBeVisible();
    }
    // The employee report has a row per rep of the demo company, so it is never empty.
    await chooseOption(page, ui.picker, ui.reports[0][0]);
    await expect(page.getByRole('cell', { name: 'Omar Haddad' })).toBeVisible();
  });
}
