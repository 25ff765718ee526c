import { expect, test, type Page } from './test';
import {
  DEMO_MANAGER,
  DEMO_MANAGER_NAME,
  DEMO_SALES1,
  api,
  chooseOption,
  expectNoSeriousViolations,
  fitsPhone,
  logIn,
  resetProfileLanguage,
  signedIn,
  useLanguage,
} from './fixtures';

test.afterEach(async ({ page }) => resetProfileLanguage(page));

/** The companies the clients list shows, in its order. */
const shownCompanies = (page: Page) =>
  page.getByTestId('client-row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-company') ?? ''));

test('a manager saves a filtered clients view, reopens it from the toolbar, updates it; a rep opens it shared', async ({
  page,
  browser,
}) => {
  // Two people, two axe passes: longer than one journey's minute on a busy machine.
  test.setTimeout(150_000);
  const name = `Clinics ${Date.now().toString(36)}`;
  await logIn(page, DEMO_MANAGER);
  await page.goto('/app/clients');
  await expect(page.getByTestId('client-row').first()).toBeVisible();
  const views = page.getByTestId('views-menu');
  await expect(views).toHaveText('Views');

  // Filter, then save what the list shows under a name, shared with the company.
  await chooseOption(page, 'Customer type', 'Clinic');
  await expect(page).toHaveURL(/customer_type=Clinic/);
  await views.click();
  await page.getByRole('menuitem', { name: 'Save view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Share with the company').check();
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`View “${name}” saved`)).toBeVisible();
  await expect(views).toHaveText(name);
  await expect(page).toHaveURL(/customer_type=Clinic&view=/);

  // Away from it: the filters cleared, the toolbar says the view is modified.
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).not.toHaveURL(/customer_type/);
  await expect(page.getByTestId('view-modified')).toHaveText('Modified');

  // Reopened from the toolbar: its URL, and the rows the API gives for that query.
  await views.click();
  await page.getByTestId('view-item').filter({ hasText: name }).click();
  await expect(page).toHaveURL(/customer_type=Clinic/);
  await expect(page.getByTestId('view-modified')).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Customer type' })).toHaveValue('Clinic');
  const clinics = await api<{ results: { company_name: string }[] }>(page, 'GET', 'client/list?customer_type=Clinic&page_size=10');
  expect(clinics.results.length).toBeGreaterThan(0);
  await expect.poll(() => shownCompanies(page)).toEqual(clinics.results.map((c) => c.company_name));

  // Narrowed further and saved into the same view.
  await chooseOption(page, 'Customer target', 'VIP');
  await expect(page.getByTestId('view-modified')).toBeVisible();
  await page.getByTestId('view-save').click();
  await expect(page.getByText(`View “${name}” updated`)).toBeVisible();
  await expect(page.getByTestId('view-modified')).toBeHidden();
  await expect(views).toHaveText(name);

  // A rep finds it among the company's shared views, opens it from the keyboard, and may not change it.
  const rep = await signedIn(browser, DEMO_SALES1, 'en');
  await rep.goto('/app/clients');
  const repViews = rep.getByTestId('views-menu');
  await repViews.focus();
  await rep.keyboard.press('Enter');
  const item = rep.getByTestId('view-item').filter({ hasText: name });
  await expect(item).toContainText(`Shared by ${DEMO_MANAGER_NAME}`);
  await expect(rep.getByRole('menuitem', { name: /^Rename/ })).toHaveCount(0);
  // Opened from the keyboard, the menu takes the focus to its first item (theme.ts).
  await expect(rep.getByRole('menuitem').first()).toBeFocused();
  await expectNoSeriousViolations(rep, 'views menu open, rep');
  await item.click();
  await expect(rep).toHaveURL(/customer_target=VIP/);
  await expect(rep).toHaveURL(/customer_type=Clinic/);
  await expect(repViews).toHaveText(name);
  await expectNoSeriousViolations(rep, 'clients list with a shared view open, rep');
  await rep.context().close();

  // The manager deletes it, after a confirmation; the list keeps its filters.
  await views.click();
  await page.getByRole('menuitem', { name: `Delete “${name}”…` }).click();
  await expectNoSeriousViolations(page, 'delete view confirmation');
  await page.getByTestId('confirm-delete-view').click();
  await expect(page.getByText(`View “${name}” deleted`)).toBeVisible();
  await expect(views).toHaveText('Views');
  await expect(page).toHaveURL(/customer_type=Clinic/);
  await expect(page).not.toHaveURL(/[?&]view=/);
});

test.describe('on a 360 px phone, in Arabic', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

  test('a rep opens the shared overdue tasks view from the toolbar, saves a view of their own and deletes it', async ({ page }) => {
    const name = `مهامي المتأخرة ${Date.now().toString(36)}`;
    await logIn(page, DEMO_SALES1);
    await useLanguage(page, 'ar');
    await page.goto('/app/tasks');
    const views = page.getByTestId('views-menu');
    await expect(views).toHaveText('طرق العرض');
    await fitsPhone(page);

    await views.click();
    await expect(page.getByTestId('views-dropdown')).toContainText('مشتركة مع الشركة');
    // Arabic text isolates the Latin name (U+2068 … U+2069), so the words are looked for apart.
    const overdue = page.getByTestId('view-item').filter({ hasText: 'Overdue tasks' });
    await expect(overdue).toContainText('شاركها');
    await expect(overdue).toContainText(DEMO_MANAGER_NAME);
    await overdue.click();
    await expect(page).toHaveURL(/due=overdue/);
    await expect(views).toHaveText('Overdue tasks');
    await fitsPhone(page);

    await views.click();
    await page.getByRole('menuitem', { name: 'حفظ طريقة العرض…' }).click();
    const dialog = page.getByRole('dialog', { name: 'حفظ طريقة العرض' });
    await dialog.getByLabel('الاسم').fill(name);
    await dialog.getByRole('button', { name: 'حفظ طريقة العرض' }).click();
    await expect(dialog).toBeHidden();
    await expect(views).toHaveText(name);
    await fitsPhone(page);
    await expectNoSeriousViolations(page, 'tasks with a saved view, ar 360');

    // The same name again is refused on the name field, in Arabic.
    await views.click();
    await page.getByRole('menuitem', { name: 'حفظ طريقة العرض…' }).click();
    await dialog.getByLabel('الاسم').fill(name);
    await dialog.getByRole('button', { name: 'حفظ طريقة العرض' }).click();
    await expect(dialog.getByText('لديك طريقة عرض بهذا الاسم في هذه القائمة.')).toBeVisible();
    await dialog.getByRole('button', { name: 'إلغاء' }).click();
    await expect(dialog).toBeHidden();

    await views.click();
    await page.getByRole('menuitem', { name: /^حذف/ }).click();
    await page.getByTestId('confirm-delete-view').click();
    await expect(page.getByText(/حُذفت طريقة العرض/)).toBeVisible();
    // The list still shows the overdue tasks: the shared view's query.
    await expect(views).toHaveText('Overdue tasks');
  });
});
