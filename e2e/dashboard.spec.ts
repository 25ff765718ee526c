import { expect, test, type Page } from './test';
import type { ManagerBoard, SalesBoard } from '@contract/dashboard';
import { api, DEMO_MANAGER, DEMO_SALES1, recordFinishedVisit, resetProfileLanguage, signedIn } from './fixtures';

const UI = {
  en: {
    month: 'Visits this month',
    byType: "This month's visits by type",
    next: 'Next visits',
    tasks: 'Tasks due',
    kpi: 'My month',
    first: 'New',
    last: 'Expanding',
  },
  ar: {
    month: 'زيارات هذا الشهر',
    byType: 'زيارات هذا الشهر حسب النوع',
    next: 'الزيارات التالية',
    tasks: 'المهام المستحقة',
    kpi: 'شهري',
    first: 'جديدة',
    last: 'توسع',
  },
} as const;

const board = <T>(page: Page) => api<T>(page, 'GET', 'main/dash/board');

for (const lang of ['en', 'ar'] as const) {
  test(`a rep's finished visit moves the manager's dashboard live (${lang})`, async ({ browser }) => {
    const ui = UI[lang];
    const number = (n: number) => new Intl.NumberFormat(lang).format(n);
    const manager = await signedIn(browser, DEMO_MANAGER, lang);
    const rep = await signedIn(browser, DEMO_SALES1, lang);
    try {
      await manager.goto('/app');
      const monthCard = manager.getByTestId('stat-month-visits');
      await expect(monthCard.getByText(ui.month)).toBeVisible();
      const before = (await board<ManagerBoard>(manager)).month_visits.actual;
      await expect(manager.getByTestId('stat-month-visits-value')).toHaveText(number(before));

      // The charts come in their own chunk; in Arabic the value axis sits on the right.
      const byType = manager.getByTestId('panel-month-by-type');
      await expect(byType.getByRole('heading', { name: ui.byType })).toBeVisible();
      const chart = byType.locator('.recharts-wrapper');
      await expect(chart).toBeVisible();
      // Types run in reading order: New first, at the right in Arabic; the value axis beside it.
      const first = await chart.getByText(ui.first, { exact: true }).boundingBox();
      const last = await chart.getByText(ui.last, { exact: true }).boundingBox();
      const zero = number(0);
      const values = await chart
        .locator('.recharts-cartesian-axis-tick-value')
        .evaluateAll((els, z) => els.filter((e) => e.textContent?.trim() === z).map((e) => e.getBoundingClientRect().x), zero);
      expect(values.length).toBeGreaterThan(0);
      expect(first!.x < last!.x).toBe(lang === 'en');
      expect(values[0]! > first!.x).toBe(lang === 'ar');

      // The rep records a visit that just happened (finished), from their own session.
      await recordFinishedVisit(rep, lang);
      // No reload: the event stream refreshes the manager's figures.
      await expect(manager.getByTestId('stat-month-visits-value')).toHaveText(number(before + 1), { timeout: 8_000 });
      if (lang === 'ar') await expect(manager.locator('html')).toHaveAttribute('dir', 'rtl');
    } finally {
      await resetProfileLanguage(manager);
      await resetProfileLanguage(rep);
      await manager.context().close();
      await rep.context().close();
    }
  });

  test(`a sales user sees their day (${lang})`, async ({ browser }) => {
    const ui = UI[lang];
    const rep = await signedIn(browser, DEMO_SALES1, lang);
    try {
      await rep.goto('/app');
      const mine = await board<SalesBoard>(rep);
      expect(mine.view).toBe('sales');
      const next = rep.getByTestId('panel-next-visits');
      await expect(next.getByRole('heading', { name: ui.next })).toBeVisible();
      await expect(next.getByTestId('dash-next-visit')).toHaveCount(mine.next_visits.length);
      for (const v of mine.next_visits) await expect(next.locator(`a[href="/app/visits/visitdetails/${v.id}"]`)).toHaveText(v.client.name);
      const tasks = rep.getByTestId('panel-tasks-due');
      await expect(tasks.getByRole('heading', { name: ui.tasks })).toBeVisible();
      await expect(tasks.getByTestId('dash-task')).toHaveCount(mine.tasks_due.items.length);
      await expect(rep.getByTestId('panel-kpi').getByRole('heading', { name: ui.kpi })).toBeVisible();
      // A sales user's page has none of the company's panels.
      await expect(rep.getByTestId('panel-top-reps')).toHaveCount(0);
      await expect(rep.getByTestId('panel-leads')).toHaveCount(0);
      // One column on a phone.
      await rep.setViewportSize({ width: 360, height: 740 });
      // Cards stacked: the same inline start, once the layout has settled after the resize.
      await expect
        .poll(async () => {
          const [a, b] = await Promise.all([
            rep.getByTestId('stat-visits-today').boundingBox(),
            rep.getByTestId('stat-tasks-due').boundingBox(),
          ]);
          return Math.abs(a!.x - b!.x) < 2 && b!.y > a!.y;
        })
        .toBe(true);
      const overflow = await rep.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await resetProfileLanguage(rep);
      await rep.context().close();
    }
  });
}
