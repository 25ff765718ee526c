import { expect, test } from './test';
import { pickDate, pickDayOfDateTime } from './date-fields';
import { PLAN_UI, workdayAhead } from './field-fixtures';
import { DEMO_MANAGER, api, chooseOption, logIn, resetProfileLanguage, useLanguage } from './fixtures';

/**
 * Issue 41: the date pickers speak the app's language, not the browser's. A native date input
 * drew its calendar in the browser's language, so an Arabic user on an English browser got an
 * English calendar. Here each language runs on a browser set to the other one, and the task's
 * due-date picker must show the app's month and weekday names, direction and digits (the
 * digits are Intl's for the language, as everywhere in the app), start the week on the
 * company's day, and still send the day as `YYYY-MM-DD`.
 */
test.afterEach(({ page }) => resetProfileLanguage(page));

const MONTHS = {
  // Short English names match the long ones too.
  en: /Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec/,
  ar: /يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر/,
};

const UI = {
  en: { newTask: 'New task', title: 'Title', type: 'Task type', general: 'General Task', dueDate: 'Due date', create: 'Create task' },
  ar: {
    newTask: 'مهمة جديدة',
    title: 'العنوان',
    type: 'نوع المهمة',
    general: 'مهمة عامة',
    dueDate: 'تاريخ الاستحقاق',
    create: 'إنشاء المهمة',
  },
};
const NEXT_MONTH = { en: 'Next month', ar: 'الشهر التالي' };

const CASES = [
  { lang: 'ar', other: 'en', browser: 'en-US', dir: 'rtl' },
  { lang: 'en', other: 'ar', browser: 'ar-SA', dir: 'ltr' },
] as const;

for (const { lang, other, browser, dir } of CASES) {
  test.describe(`the app in ${lang} on a browser in ${browser}`, () => {
    test.use({ locale: browser });

    test(`the task due-date picker opens in ${lang}, ${dir}`, async ({ page }) => {
      const ui = UI[lang];
      await logIn(page, DEMO_MANAGER);
      await useLanguage(page, lang);
      expect(await page.evaluate(() => navigator.language)).toBe(browser);
      const tenant = await api<{ week_start: number }>(page, 'GET', 'tenant/show/');
      await page.goto('/app/tasks');
      await page.getByRole('button', { name: ui.newTask }).first().click();
      const dialog = page.getByRole('dialog', { name: ui.newTask });
      const due = dialog.getByRole('button', { name: ui.dueDate });

      // Closed, the field shows today's date in the app's language.
      await expect(due).toHaveText(MONTHS[lang]);
      await expect(due).not.toHaveText(MONTHS[other]);

      await due.click();
      const calendar = page.locator('[data-dates-dropdown]');
      await expect(calendar).toBeVisible();
      await expect(calendar).toHaveCSS('direction', dir);
      await expect(calendar).toContainText(MONTHS[lang]);
      await expect(calendar).not.toContainText(MONTHS[other]);
      const days = calendar.locator('button[data-date]:not([data-outside])');
      await expect(days.first()).toHaveAttribute('aria-label', MONTHS[lang]);

      // The week starts on the company's day, named in the app's language.
      const firstWeekday = await page.evaluate(
        ([l, start]) =>
          new Intl.DateTimeFormat(l, { weekday: l === 'ar' ? 'narrow' : 'short', timeZone: 'UTC' }).format(
            new Date(Date.UTC(2026, 0, 4 + start, 12)),
          ),
        [lang, tenant.week_start] as const,
      );
      await expect(calendar.locator('thead th').first()).toHaveText(firstWeekday);

      // Right to left in Arabic: "previous month" sits on the right.
      const next = calendar.getByRole('button', { name: NEXT_MONTH[lang] });
      const previous = calendar.locator('button[data-direction="previous"]');
      const [nextBox, previousBox] = [await next.boundingBox(), await previous.boundingBox()];
      expect(nextBox!.x < previousBox!.x, 'next month is on the start side in RTL').toBe(dir === 'rtl');

      // The 15th of next month, picked in the calendar: shown in the language, sent as YYYY-MM-DD.
      const shown = (await days.first().getAttribute('data-date'))!;
      const [y, m] = shown.split('-').map(Number);
      const day = `${m === 12 ? y! + 1 : y}-${String((m! % 12) + 1).padStart(2, '0')}-15`;
      await due.click();
      await expect(calendar).toBeHidden();
      await pickDate(due, day);
      const text = await page.evaluate(
        ([l, d]) =>
          new Intl.DateTimeFormat(l, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
            new Date(`${d}T12:00:00Z`),
          ),
        [lang, day] as const,
      );
      await expect(due).toHaveText(text);

      const title = `D${Date.now().toString(36)} ${lang}`;
      await dialog.getByLabel(ui.title).fill(title);
      await chooseOption(page, ui.type, ui.general, dialog);
      await dialog.getByRole('button', { name: ui.create }).click();
      await expect(dialog).toBeHidden();
      const tasks = await api<{ results: { title: string; due_date: string }[] }>(
        page,
        'GET',
        `taskos/list?search=${encodeURIComponent(title)}`,
      );
      expect(tasks.results.map((t) => [t.title, t.due_date])).toEqual([[title, day]]);
    });
  });
}

/** A date-time given only its day (a visit's time, a next follow-up) starts the working morning, not at midnight. */
test('a date-time picked by its day alone is 09:00 that day', async ({ page }) => {
  await logIn(page, DEMO_MANAGER);
  await useLanguage(page, 'en');
  const day = await workdayAhead(page, 3);
  await page.goto('/app/visits');
  await page.getByRole('button', { name: PLAN_UI.en.open }).first().click();
  const dialog = page.getByRole('dialog', { name: PLAN_UI.en.open });
  const when = dialog.getByLabel(PLAN_UI.en.when);
  await pickDayOfDateTime(when, day);
  await expect(when).toContainText(/\b9:00\b/);
  await expect(when).not.toContainText(/12:00|00:00/);
});
