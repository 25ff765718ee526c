import { expect, test, type Page } from './test';
import type { KpiReply } from '@contract/kpi';
import {
  api,
  DEMO_MANAGER,
  DEMO_SALES1,
  expectNoSeriousViolations,
  logIn,
  recordFinishedVisit,
  resetProfileLanguage,
  signedIn,
} from './fixtures';

const UI = {
  en: { title: 'Employee KPI', set: 'Set targets', reps: 'Reps', visits: 'Visits', save: 'Save targets', saved: 'Targets saved', of: 'of' },
  ar: {
    title: 'مؤشرات أداء الموظفين',
    set: 'تحديد الأهداف',
    reps: 'المندوبون',
    visits: 'الزيارات',
    save: 'حفظ الأهداف',
    saved: 'تم حفظ الأهداف',
    of: 'من',
  },
} as const;

/** Text as read, without the isolation marks that keep mixed-direction numbers in order. */
const plain = (row: ReturnType<Page['getByTestId']>, testId: string) =>
  expect.poll(async () => ((await row.getByTestId(testId).textContent()) ?? '').replace(/[\u2066-\u2069]/g, ''), { timeout: 8_000 });

for (const lang of ['en', 'ar'] as const) {
  test(`a manager sets a rep's targets and the rep's finished visit moves the bar live (${lang})`, async ({ browser }) => {
    const ui = UI[lang];
    const number = (n: number) => new Intl.NumberFormat(lang).format(n);
    const manager = await signedIn(browser, DEMO_MANAGER, lang);
    const rep = await signedIn(browser, DEMO_SALES1, lang);
    try {
      await manager.goto('/app/employee-kpi');
      await expect(manager.getByRole('heading', { level: 1, name: ui.title })).toBeVisible();
      const month = await api<KpiReply>(manager, 'GET', 'get/kpi/');
      const omar = month.reps.find((r) => r.user.name === 'Omar Haddad')!;
      const target = lang === 'en' ? 120 : 130;

      await manager.getByRole('button', { name: ui.set }).click();
      const dialog = manager.getByRole('dialog');
      await dialog.getByRole('combobox', { name: ui.reps }).click();
      await manager.getByRole('option', { name: 'Omar Haddad' }).click();
      const visits = dialog.getByRole('textbox', { name: ui.visits, exact: true });
      await visits.fill(String(target));
      await dialog.getByRole('button', { name: ui.save }).click();
      await expect(manager.getByText(ui.saved)).toBeVisible();
      await expect(dialog).toBeHidden();

      const row = manager.getByTestId(`kpi-row-${omar.user.id}`);
      const before = (await api<KpiReply>(manager, 'GET', `get/kpi/?user_id=${omar.user.id}`)).reps[0]!.figures.visits.actual;
      await plain(row, 'kpi-visits').toBe(`${number(before)} ${ui.of} ${number(target)}`);
      await expectNoSeriousViolations(manager, `KPI page (${lang})`);

      // The rep records a visit that just happened (finished): the manager's bar moves without a reload.
      await recordFinishedVisit(rep, lang);
      await plain(row, 'kpi-visits').toBe(`${number(before + 1)} ${ui.of} ${number(target)}`);

      // The drill-down: the rep's month with its trend chart.
      await row.getByRole('button', { name: 'Omar Haddad' }).click();
      await expect(manager.getByRole('dialog').locator('.recharts-wrapper')).toBeVisible();
      await expect(manager).toHaveURL(new RegExp(`rep=${omar.user.id}`));
    } finally {
      await resetProfileLanguage(manager);
      await resetProfileLanguage(rep);
      await manager.context().close();
      await rep.context().close();
    }
  });
}

test('a rep sees only their own row, and it fits a phone', async ({ page }) => {
  await logIn(page, DEMO_SALES1);
  // Whatever language an earlier journey left on the profile, this one reads English.
  if ((await page.locator('html').getAttribute('lang')) === 'ar') await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/app/employee-kpi');
  await expect(page.getByRole('heading', { level: 1, name: UI.en.title })).toBeVisible();
  await expect(page.getByRole('button', { name: UI.en.set })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Omar Haddad/ })).toBeVisible();
  await expect(page.getByText('Layla Mansour')).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

/** Six months of any metric for the team or one rep, as bars or as a table of the same figures. */
const TRENDS = {
  en: {
    heading: 'Trends over six months',
    who: 'Whose',
    metric: 'Metric',
    orderValue: 'Order value',
    table: 'Table',
    chart: 'Chart',
    month: 'Month',
    each: 'Each rep',
  },
  ar: {
    heading: 'الاتجاهات خلال ستة أشهر',
    who: 'لمن',
    metric: 'المؤشر',
    orderValue: 'قيمة الطلبات',
    table: 'جدول',
    chart: 'رسم بياني',
    month: 'الشهر',
    each: 'كل مندوب على حدة',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`a manager reads a rep's six-month trend of any metric as a chart or a table (${lang})`, async ({ browser }) => {
    const ui = TRENDS[lang];
    const manager = await signedIn(browser, DEMO_MANAGER, lang);
    try {
      if (lang === 'ar') await manager.setViewportSize({ width: 360, height: 780 });
      await manager.goto('/app/employee-kpi');
      const card = manager.getByTestId('kpi-trends');
      await expect(card.getByRole('heading', { name: ui.heading })).toBeVisible();
      await expect(card.locator('figure[role="img"]')).toBeVisible();
      await card.getByRole('combobox', { name: ui.who }).click();
      await manager.getByRole('option', { name: 'Omar Haddad' }).click();
      await card.getByRole('combobox', { name: ui.metric }).click();
      await manager.getByRole('option', { name: ui.orderValue, exact: true }).click();
      await card.getByText(ui.table, { exact: true }).click();
      const table = card.getByTestId('kpi-trend-table');
      await expect(table.locator('tbody tr')).toHaveCount(6);
      await expect(table.getByRole('columnheader', { name: ui.month })).toBeVisible();
      expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(lang === 'ar' ? 360 : 1280);
      await expectNoSeriousViolations(manager, `KPI trends (${lang})`);

      // Each rep: a row per rep with its six months (the table scrolls in its own region on a
      // phone, not the page), then a line per rep on one chart.
      await card.getByRole('combobox', { name: ui.who }).click();
      await manager.getByRole('option', { name: ui.each }).click();
      const byRep = card.getByTestId('kpi-rep-trend-table');
      await expect(byRep.getByRole('rowheader', { name: 'Omar Haddad' })).toBeVisible();
      await expect(byRep.getByRole('row').filter({ hasText: 'Omar Haddad' }).getByRole('cell')).toHaveCount(6);
      expect(await manager.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(lang === 'ar' ? 360 : 1280);
      await expectNoSeriousViolations(manager, `KPI trends by rep (${lang})`);
      await card.getByText(ui.chart, { exact: true }).click();
      await expect(card.locator('.recharts-line').first()).toBeVisible();
      await expect(card.locator('figure').getByText('Omar Haddad', { exact: true })).toBeVisible();
    } finally {
      await manager.context().close();
    }
  });
}
