import { expect, test } from './test';
import { DEMO_ADMIN, logIn, resetProfileLanguage } from './fixtures';

/**
 * Issue 41: at 1440 × 900 the leads and clients tables fit the page, in both languages: no
 * sideways scrolling of the table's own scroller nor of the page.
 */
test.use({ viewport: { width: 1440, height: 900 } });
// The switch saves Arabic on the shared demo admin: put English back whatever happened.
test.afterEach(async ({ page }) => resetProfileLanguage(page));

for (const lang of ['en', 'ar'] as const) {
  for (const [name, path, testId] of [
    ['clients', '/app/clients', 'clients-table'],
    ['leads', '/app/clients?tab=leads', 'leads-table'],
  ] as const) {
    test(`the ${name} table fits 1440 px without scrolling sideways (${lang})`, async ({ page }) => {
      await logIn(page, DEMO_ADMIN);
      if (lang === 'ar') await page.getByTestId('language-switch').click();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.goto(path);
      const table = page.getByTestId(testId);
      await expect(table.locator('tbody tr').first()).toBeVisible();
      await expect(table).toHaveAttribute('aria-busy', 'false');
      const widths = await table.evaluate((el) => {
        // The nearest ancestor that scrolls sideways: the table's scroll container.
        let box: HTMLElement | null = el.parentElement;
        while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
        const doc = document.documentElement;
        return {
          scroll: box?.scrollWidth ?? 0,
          client: box?.clientWidth ?? 0,
          pageScroll: doc.scrollWidth,
          pageClient: doc.clientWidth,
        };
      });
      expect(widths.client, 'the table has a scroll container').toBeGreaterThan(0);
      expect(widths.scroll, JSON.stringify(widths)).toBeLessThanOrEqual(widths.client);
      expect(widths.pageScroll, JSON.stringify(widths)).toBeLessThanOrEqual(widths.pageClient);
    });
  }
}
