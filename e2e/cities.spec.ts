import { expect, test } from './test';
import { DEMO_MANAGER, apiAs, chooseOption, logIn, resetProfileLanguage, useLanguage } from './fixtures';

test.afterEach(async ({ page }) => resetProfileLanguage(page));

/**
 * Cities from the gazetteer (issue 41, ADR 0044): a city is found by part of its name in either
 * language, stored once, and shown in the UI's language on the client's page, in the list and
 * in the list's city filter.
 */
test('a client in Jubail, chosen by typing part of its Arabic name, shows in each language and filters', async ({ page }) => {
  const tag = `${Date.now() % 100000}`;
  const company = `مؤسسة الساحل ${tag}`;
  await logIn(page, DEMO_MANAGER);
  await useLanguage(page, 'ar');
  await page.getByRole('link', { name: 'العملاء' }).click();
  await expect(page.getByTestId('client-row').first()).toBeVisible();

  await page.getByRole('button', { name: 'عميل محتمل جديد' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('اسم جهة الاتصال').fill('سالم الدوسري');
  await dialog.getByLabel('اسم الشركة').fill(company);
  await dialog.getByLabel('الهاتف').fill(`+966 58 ${tag.padStart(5, '0')}33`);
  const city = dialog.getByRole('combobox', { name: 'المدينة' });
  await city.click();
  await city.fill('جبي');
  await page.getByRole('option', { name: 'الجبيل', exact: true }).click();
  await expect(city).toHaveValue('الجبيل');
  await dialog.getByRole('button', { name: 'إنشاء' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'العملاء المحتملون' }).click();
  const row = page.locator(`[data-testid="client-row"][data-company="${company}"]`);
  await expect(row).toContainText('الجبيل');
  await row.getByRole('link', { name: company }).click();
  await expect(page).toHaveURL(/\/app\/clients\/clientdetails\//);
  await expect(page.getByText('الجبيل، السعودية')).toBeVisible();

  await useLanguage(page, 'en');
  await page.reload();
  await expect(page.getByText('Al Jubayl, Saudi Arabia')).toBeVisible();

  // The list's city filter: found by the spelling people write, listing only that city's rows.
  await page.getByRole('link', { name: 'Clients', exact: true }).click();
  await page.getByRole('tab', { name: 'Leads' }).click();
  const filter = page.getByRole('combobox', { name: 'City' });
  await filter.click();
  await filter.fill('Jubail');
  await page.getByRole('option', { name: 'Al Jubayl', exact: true }).click();
  await expect(page).toHaveURL(/l_city=Al(\+|%20)Jubayl/);
  const enRow = page.locator(`[data-testid="client-row"][data-company="${company}"]`);
  await expect(enRow).toContainText('Al Jubayl');
  // Waits for the narrowed page (the unfiltered one may still be shown for a moment).
  await expect(page.getByTestId('client-row').filter({ hasNotText: 'Al Jubayl' })).toHaveCount(0);
});

/**
 * A city written in the search box in any of its names finds the clients there, and the client
 * report's city filter is the same picker as the list's, in the UI's language.
 */
test('the search box and the client report find a city by its Arabic name (ar, 360 px)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const tag = `${Date.now() % 100000}`;
  const company = `مركز البحر ${tag}`;
  await logIn(page, DEMO_MANAGER);
  await apiAs(page, DEMO_MANAGER, 'POST', 'client/list', {
    kind: 'client',
    title: 'Mr',
    contact_name: 'نواف الحربي',
    company_name: company,
    customer_type: 'Clinic',
    customer_target: 'VIP',
    phone: `+966 56 ${tag.padStart(5, '0')}44`,
    email: '',
    country: 'SA',
    city: 'Jeddah',
  });
  await useLanguage(page, 'ar');
  await page.goto('/app/clients');
  await page.getByRole('searchbox').first().fill(`جدة ${tag}`);
  const row = page.locator(`[data-testid="client-row"][data-company="${company}"]`);
  await expect(row).toContainText('جدة');
  await expect(page.getByTestId('client-row')).toHaveCount(1);

  await page.goto('/app/reports');
  await chooseOption(page, 'التقرير', 'تقرير العملاء');
  const city = page.getByRole('combobox', { name: 'المدينة' });
  await city.click();
  await city.fill('جد');
  await page.getByRole('option', { name: 'جدة', exact: true }).click();
  await expect(page.getByRole('cell', { name: company })).toBeVisible();
  // Every row of the narrowed report is in Jeddah, named in Arabic.
  const rows = page.locator('tbody tr');
  await expect(rows.filter({ hasNotText: 'جدة' })).toHaveCount(0);
});
