import { expect, test, type Page } from './test';
import {
  DEMO_MANAGER,
  DEMO_MANAGER_NAME,
  DEMO_SALES1,
  DEMO_SALES2,
  api,
  apiAs,
  chooseOption,
  expectNoSeriousViolations,
  fitsPhone,
  logIn,
  recordFinishedVisit,
  resetProfileLanguage,
  useLanguage,
} from './fixtures';

/**
 * Saved views on the visits list (issue 43, ADR 0050): a view keeps the list's filters and the
 * kind of period (`period`), not its date, so "this week" opened later is the current week.
 */
test.afterEach(async ({ page }) => resetProfileLanguage(page));

/** The visits the list shows, in its order. */
const shownVisits = (page: Page) => page.getByTestId('visit-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id') ?? ''));

interface View {
  id: string;
  name: string;
  query: string;
}

test('a manager saves a week of pending collections as a view, clears the list, and reopens it from the toolbar', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `Week collections ${Date.now().toString(36)}`;
  await logIn(page, DEMO_MANAGER);
  await page.goto('/app/visits');
  const views = page.getByTestId('views-menu');
  await expect(views).toHaveText('Views');

  // Type, status and the week; then a week ahead (the date is where one stands, not the view).
  await chooseOption(page, 'Type', 'Collection');
  await chooseOption(page, 'Status', 'Pending');
  await page.getByTestId('visit-period').getByText('Week', { exact: true }).click();
  await expect(page).toHaveURL(/period=2/);
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
  await expect(page).toHaveURL(/visit_type=2/);
  await expect(page).toHaveURL(/status=0/);

  await views.click();
  await page.getByRole('menuitem', { name: 'Save view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Share with the company').check();
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`View “${name}” saved`)).toBeVisible();
  await expect(views).toHaveText(name);
  await expect(page).toHaveURL(/[?&]view=[0-9a-f-]{36}/);
  // Kept without the date: the kind of period and the filters.
  const saved = (await api<{ results: View[] }>(page, 'GET', 'saved-views/?list=visits')).results.find((v) => v.name === name);
  expect(saved?.query).toBe('period=2&status=0&visit_type=2');

  // Away from it: the filters cleared and back to the day; the toolbar says the view is modified.
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await page.getByTestId('visit-period').getByText('Day', { exact: true }).click();
  await expect(page).not.toHaveURL(/visit_type|status=|period=/);
  await expect(page.getByTestId('view-modified')).toHaveText('Modified');

  // Reopened from the toolbar: the filters and the current week (no date), and the API's rows for them.
  await views.click();
  await page.getByTestId('view-item').filter({ hasText: name }).click();
  await expect(page).toHaveURL(/period=2/);
  await expect(page).toHaveURL(/visit_type=2/);
  await expect(page).toHaveURL(/status=0/);
  await expect(page).not.toHaveURL(/date=/);
  await expect(views).toHaveText(name);
  await expect(page.getByTestId('view-modified')).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('Collection');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Pending');
  await expect(page.getByTestId('visit-period').getByRole('radio', { name: 'Week' })).toBeChecked();
  const week = await api<{ results: { id: string }[] }>(page, 'GET', 'visit/list?filter_type=2&visit_type=2&status=0&page_size=10');
  await expect.poll(() => shownVisits(page)).toEqual(week.results.map((v) => v.id));
  // Checked with the menu closed: axe flags Mantine's open menu itself (aria-required-children), see ADR 0050;
  // and with the pointer away from the menu's place (a hovered subtle button is not what is read).
  await page.mouse.move(0, 0);
  await expectNoSeriousViolations(page, 'visits list with a saved view open');

  // A reload keeps it: `view=<id>` is the list (the page's tabs are `view=calendar` and so on).
  await page.reload();
  await expect(views).toHaveText(name);
  await expect(page.getByTestId('visit-period').getByRole('radio', { name: 'Week' })).toBeChecked();

  await apiAs(page, DEMO_MANAGER, 'POST', `saved-views/${saved!.id}/delete`).catch(() => undefined);
});

test.describe('on a 360 px phone, in Arabic', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

  test('a rep opens a manager’s shared view that names another rep (their own visits show), saves one of their own and deletes it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const shared = `Ahmed's week ${Date.now().toString(36)}`;
    const name = `أسبوعي ${Date.now().toString(36)}`;
    await logIn(page, DEMO_SALES1);
    // The manager's view of another rep's week; the rep has a visit this week.
    const other = await apiAs<{ id: string }>(page, DEMO_SALES2, 'GET', 'auth/me/');
    const view = await apiAs<View>(page, DEMO_MANAGER, 'POST', 'saved-views/', {
      list: 'visits',
      name: shared,
      query: `period=2&assigned_to=${other.id}`,
      shared: true,
    });
    await recordFinishedVisit(page, 'ar');
    await useLanguage(page, 'ar');
    await page.goto('/app/visits');
    const views = page.getByTestId('views-menu');
    await expect(views).toHaveText('طرق العرض');
    // The filters are folded behind their button; the views are beside it.
    await expect(page.getByTestId('filter-toggle')).toHaveAttribute('aria-expanded', 'false');
    await fitsPhone(page);

    await views.click();
    await expect(page.getByTestId('views-dropdown')).toContainText('مشتركة مع الشركة');
    const item = page.getByTestId('view-item').filter({ hasText: shared });
    await expect(item).toContainText('شاركها');
    await expect(item).toContainText(DEMO_MANAGER_NAME);
    await expect(page.getByRole('menuitem', { name: /^إعادة تسمية/ })).toHaveCount(0);
    await item.click();
    await expect(page).toHaveURL(/period=2/);
    await expect(page).toHaveURL(new RegExp(`assigned_to=${other.id}`));
    await expect(views).toHaveText(shared);
    // The rep filter is a manager's: the rep's own week shows, not an empty list, and no filter is counted.
    await expect(page.getByTestId('visit-row').first()).toBeVisible();
    await expect(page.getByTestId('filter-toggle')).toHaveText('التصفية');
    await expect(page.getByTestId('visit-period').getByRole('radio', { name: 'أسبوع' })).toBeChecked();
    await fitsPhone(page);

    // Narrowed to finished visits and saved as the rep's own (private: no share switch offered).
    await page.getByTestId('filter-toggle').click();
    await chooseOption(page, 'الحالة', 'منتهية');
    await expect(page).toHaveURL(/status=2/);
    await expect(page.getByTestId('view-modified')).toBeVisible();
    await expect(page.getByTestId('view-save')).toHaveCount(0);
    await page.getByTestId('view-save-new').click();
    const dialog = page.getByRole('dialog', { name: 'حفظ طريقة العرض' });
    await expect(dialog.getByLabel('مشاركة مع الشركة')).toHaveCount(0);
    await dialog.getByLabel('الاسم').fill(name);
    await dialog.getByRole('button', { name: 'حفظ طريقة العرض' }).click();
    await expect(dialog).toBeHidden();
    await expect(views).toHaveText(name);
    await fitsPhone(page);
    await expectNoSeriousViolations(page, 'visits with a saved view, ar 360');

    await views.click();
    await page.getByRole('menuitem', { name: /^حذف/ }).click();
    await page.getByTestId('confirm-delete-view').click();
    await expect(page.getByText(/حُذفت طريقة العرض/)).toBeVisible();
    // The list keeps its filters; no view is named any more.
    await expect(views).toHaveText('طرق العرض');
    await expect(page).toHaveURL(/status=2/);

    await apiAs(page, DEMO_MANAGER, 'POST', `saved-views/${view.id}/delete`).catch(() => undefined);
  });
});
