import { expect, test, type Locator } from './test';
import AxeBuilder from '@axe-core/playwright';
import { CLIENT, planVisitViaApi, showVisitRow } from './field-fixtures';
import { DEMO_ADMIN, DEMO_MANAGER, DEMO_SALES1, expectNoSeriousViolations, logIn, resetProfileLanguage } from './fixtures';

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
  await expect(card.locator('bdi[dir="ltr"]').nth(1)).toHaveText('055 100 0001');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

const BOTTOM_NAV = {
  en: { label: 'Quick navigation', items: ['Dashboard', 'Visits', 'Tasks', 'Clients'], menu: 'Menu', sideNav: 'Main navigation' },
  ar: { label: 'التنقل السريع', items: ['لوحة التحكم', 'الزيارات', 'المهام', 'العملاء'], menu: 'القائمة', sideNav: 'التنقل الرئيسي' },
} as const;

test.describe("the field rep's bottom navigation", () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });
  // The language switch saves to the rep's profile: always put it back.
  test.afterEach(({ page }) => resetProfileLanguage(page));

  for (const lang of ['en', 'ar'] as const) {
    test(`on a phone it holds the rep's pages within reach, follows them and opens the menu (${lang})`, async ({ page }) => {
      const ui = BOTTOM_NAV[lang];
      await logIn(page, DEMO_SALES1);
      // Whatever language an earlier journey left on the profile, this one reads `lang`.
      if ((await page.locator('html').getAttribute('lang')) !== lang) await page.getByTestId('language-switch').click();
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

      const bar = page.getByRole('navigation', { name: ui.label });
      await expect(bar).toBeVisible();
      const links = bar.getByRole('link');
      // The visits entry may carry an unread count: its text starts with it.
      await expect(links).toHaveText(ui.items.map((label) => new RegExp(`${label}$`)));
      const menu = bar.getByRole('button', { name: ui.menu, exact: true });
      await expect(menu).toBeVisible();

      // Along the bottom edge, across the screen, every item big enough for a thumb.
      const box = (await bar.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(box.y + box.height).toBeCloseTo(740, 0);
      for (const item of [...(await links.all()), menu]) {
        const b = (await item.boundingBox())!;
        expect(b.width, String(item)).toBeGreaterThanOrEqual(48);
        expect(b.height, String(item)).toBeGreaterThanOrEqual(48);
      }
      // The first entry sits at the start of the reading direction.
      const [first, last] = [(await links.first().boundingBox())!, (await menu.boundingBox())!];
      expect(lang === 'ar' ? first.x > last.x : first.x < last.x).toBe(true);
      // The page's end scrolls clear of the bar.
      const mainPadding = await page.locator('#main-content').evaluate((el) => parseFloat(getComputedStyle(el).paddingBottom));
      expect(mainPadding).toBeGreaterThanOrEqual(box.height);

      await expect(links.first()).toHaveAttribute('aria-current', 'page');
      // The bar itself (the page behind it has its own journeys): WCAG 2.1 AA, contrast in the current theme too.
      const axe = await new AxeBuilder({ page })
        .include('[data-testid="bottom-nav"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html.slice(0, 120)).join(' | ')}`)).toEqual([]);
      const tasks = bar.getByRole('link', { name: ui.items[2] });
      await tasks.click();
      await expect(page).toHaveURL(/\/app\/tasks$/);
      await expect(tasks).toHaveAttribute('aria-current', 'page');
      await expect(links.first()).not.toHaveAttribute('aria-current', /.*/);
      await expect(page.getByTestId('tasks-cards')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

      // "Menu" opens the side navigation with everything else; it stays above the bar, and closes.
      const sideNav = page.getByRole('navigation', { name: ui.sideNav });
      await expect(sideNav).not.toBeInViewport();
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(sideNav).toBeInViewport();
      const side = (await sideNav.boundingBox())!;
      expect(side.y + side.height).toBeLessThanOrEqual(box.y + 1);
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(sideNav).not.toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    });
  }

  test('at desktop width the bar is hidden and the page has no room kept for it', async ({ page }) => {
    await logIn(page, DEMO_SALES1);
    await expect(page.getByTestId('bottom-nav')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByTestId('bottom-nav')).toBeHidden();
    await expect(page.getByRole('navigation', { name: /^(Quick navigation|التنقل السريع)$/ })).toHaveCount(0);
    // The shell eases its padding to the new width: read it once the transition has settled.
    await expect
      .poll(() => page.locator('#main-content').evaluate((el) => parseFloat(getComputedStyle(el).paddingBottom)))
      .toBeLessThan(48);
  });
});

test.describe("the field rep's screens on a 360 px phone, in Arabic and dark", () => {
  test.afterEach(({ page }) => resetProfileLanguage(page));

  test('today’s visits, a visit with its actions, the completion form and the tasks fit with no sideways scroll and touch-sized controls', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const id = await planVisitViaApi(page, 2);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: CLIENT.latitude, longitude: CLIENT.longitude, accuracy: 15 });
    await logIn(page, DEMO_SALES1);
    await page.getByTestId('language-switch').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const fits = async (where: string) =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(360);
    // The layout height: a dialog's opening animation scales its box on screen for a moment.
    const tall = async (control: Locator) =>
      expect(await control.evaluate((el) => (el as HTMLElement).offsetHeight), String(control)).toBeGreaterThanOrEqual(44);

    await expect(await showVisitRow(page, id)).toBeVisible();
    await fits('visits');
    await page.goto(`/app/visits/visitdetails/${id}`);
    const checkIn = page.getByRole('button', { name: 'تسجيل الوصول', exact: true });
    await tall(checkIn);
    await checkIn.click();
    await expect(page.getByTestId('checkin-verdict')).toBeVisible();
    await fits('visit details');
    await tall(page.getByRole('button', { name: 'إرسال' }));
    await page.getByRole('button', { name: 'إتمام الزيارة' }).click();
    const dialog = page.getByRole('dialog');
    await tall(dialog.getByRole('textbox').first());
    // A form takes the whole screen on a phone (its layout box: the opening animation scales it).
    expect(await dialog.evaluate((el) => [(el as HTMLElement).offsetWidth, (el as HTMLElement).offsetHeight])).toEqual([360, 780]);
    await fits('completion form');
    await page.keyboard.press('Escape');
    await page.goto('/app/tasks');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await fits('tasks');
  });
});

test.describe("a list's filters on a phone", () => {
  test.afterEach(({ page }) => resetProfileLanguage(page));

  test('fold behind one button that says how many are set, in English and Arabic', async ({ page }) => {
    await logIn(page, DEMO_MANAGER);
    await page.goto('/app/tasks');
    const toggle = page.getByTestId('filter-toggle');
    const status = page.getByTestId('filter-status');
    // The search and the list come first; the filters wait behind the button.
    await expect(page.getByRole('searchbox', { name: 'Search by title' })).toBeVisible();
    await expect(toggle).toHaveText('Filters');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(status).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The button names the box it opens, and the filters are in it.
    const folded = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(folded.getByTestId('filter-status')).toBeVisible();
    await expect(page.getByTestId('filter-due')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await toggle.click();
    await expect(status).toBeHidden();
    // Filters set in the URL are counted on the button.
    await page.goto('/app/tasks?due=overdue&status=0');
    await expect(toggle).toHaveText('Filters (2)');
    // A narrowed list is cleared without opening the filters.
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    await page.getByTestId('language-switch').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The count is isolated from the Arabic around it (U+2068 … U+2069).
    await expect(toggle).toHaveText(/^التصفية \(\u2068?[2٢]\u2069?\)$/);
    // Every list of the kit folds the same way: clients too.
    await page.goto('/app/clients');
    await expect(page.getByTestId('filter-toggle')).toHaveText('التصفية');
    await expect(page.getByTestId('filter-customer_type')).toBeAttached();
    await expect(page.getByTestId('filter-customer_type')).toBeHidden();
  });
});

test.describe('a name cut short on a phone', () => {
  test.afterEach(({ page }) => resetProfileLanguage(page));

  test('in Arabic, a Latin name keeps its beginning and loses its end', async ({ page }) => {
    const name = 'Imam Abdulrahman Bin Faisal University';
    await logIn(page, DEMO_MANAGER);
    await page.getByTestId('language-switch').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto(`/app/clients?q=${encodeURIComponent(name)}`);
    const link = page.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    // Where the text's first and last letters sit against the box that clips them.
    const fit = await link.evaluate((el) => {
      const text = el.firstChild!;
      const letter = (at: number) => {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + 1);
        return range.getBoundingClientRect();
      };
      const box = el.getBoundingClientRect();
      const first = letter(0);
      const last = letter(text.textContent!.length - 1);
      return {
        overflows: el.scrollWidth > el.clientWidth,
        firstInside: first.left >= box.left - 1 && first.right <= box.right + 1,
        lastInside: last.left >= box.left - 1 && last.right <= box.right + 1,
      };
    });
    expect(fit).toEqual({ overflows: true, firstInside: true, lastInside: false });
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the rep's dashboard on a phone is accessible (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await logIn(page, DEMO_SALES1);
    await expect(page.getByTestId('stat-kpi')).toBeVisible();
    await expectNoSeriousViolations(page, `rep dashboard 360 ${theme}`);
  });
}
