import { expect, test, type Page } from './test';
import { PNG } from './field-fixtures';
import { DEMO_ADMIN, DEMO_MANAGER, DEMO_SALES1, api, chooseOption, logIn, resetProfileLanguage } from './fixtures';

/**
 * Issue 41: an Arabic keyboard's digits (٠-٩) in number and phone fields, on a 360 px phone in
 * the Arabic UI. Mantine's number field used to drop them ("This field is required").
 */
test.use({ viewport: { width: 360, height: 800 } });
test.afterEach(async ({ page }) => resetProfileLanguage(page));

const toArabic = (latin: string) => latin.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))).replace('.', '٫');

async function signInArabic(page: Page, email: string) {
  await logIn(page, email);
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
}

test('a lead’s phone typed in Arabic-Indic digits is stored as E.164 and found in every form', async ({ page }) => {
  const n = String(Date.now() % 10_000_000).padStart(7, '0');
  const local = `058${n}`;
  const company = `مستوصف الأرقام ${n}`;
  await signInArabic(page, DEMO_MANAGER);
  await page.goto('/app/clients?tab=leads');
  await page.getByRole('button', { name: 'عميل محتمل جديد' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('اسم جهة الاتصال').fill('إبراهيم الأحمدي');
  await dialog.getByLabel('اسم الشركة').fill(company);
  const phone = dialog.getByLabel('الهاتف');
  await phone.pressSequentially(toArabic(local));
  // Read as Latin while typing: the form checks and sends what it shows.
  await expect(phone).toHaveValue(local);
  await chooseOption(page, 'المدينة', 'الرياض', dialog);
  await dialog.getByRole('button', { name: 'إنشاء' }).click();
  await expect(dialog).toBeHidden();

  const found = await api<{ results: { phone: string; company_name: string }[] }>(
    page,
    'GET',
    `lead/list?search=${encodeURIComponent(company)}`,
  );
  expect(found.results[0]?.phone).toBe(`+966${local.slice(1)}`);
  // Every written form of the number finds it, typed into the list's search.
  for (const form of [`+966${local.slice(1)}`, `966${local.slice(1)}`, `00966${local.slice(1)}`, toArabic(local)]) {
    await page.getByRole('searchbox', { name: 'ابحث بالاسم أو الشركة أو الهاتف أو البريد أو السجل التجاري' }).fill(form);
    await expect(page.getByText(company).first(), form).toBeVisible();
  }
  // Shown in national format (the company's own country).
  await expect(page.getByText(`${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`).first()).toBeVisible();
});

test('a sample’s stock typed in Arabic-Indic digits is saved', async ({ page }) => {
  const code = `AR-${Date.now().toString(36)}`;
  await signInArabic(page, DEMO_ADMIN);
  await page.goto('/app/settings');
  await page.getByRole('button', { name: 'إضافة عينة' }).click();
  const dialog = page.getByRole('dialog', { name: 'إضافة عينة' });
  await dialog.getByLabel('اسم العينة').fill(`شاش ${code}`);
  await dialog.getByLabel('الرمز').fill(code);
  await dialog.getByLabel('الوحدة').fill('كرتون');
  const stock = dialog.getByLabel('المخزون');
  // The field starts at 0: typed over, as a person selects it and types.
  await stock.selectText();
  await stock.pressSequentially('١٢٠');
  await expect(stock).toHaveValue('120');
  await dialog.getByRole('button', { name: 'إنشاء' }).click();
  await expect(dialog).toBeHidden();
  const samples = await api<{ results: { code: string; stock: number }[] }>(page, 'GET', 'setting/samples/?page_size=100');
  expect(samples.results.find((s) => s.code === code)?.stock).toBe(120);
});

test('an expense amount typed in Arabic-Indic digits with the Arabic decimal separator is saved', async ({ page }) => {
  const note = `أرقام ${Date.now().toString(36)}`;
  await signInArabic(page, DEMO_SALES1);
  await page.goto('/app/expenses');
  await page.getByRole('button', { name: 'تسجيل مصروف' }).first().click();
  const form = page.getByRole('dialog', { name: 'تسجيل مصروف' });
  await chooseOption(page, 'النوع', 'مواقف', form);
  const amount = form.getByLabel('المبلغ');
  await amount.pressSequentially('١٥٫٥٠');
  await expect(amount).toHaveValue('15.50');
  await form.getByLabel('ملاحظة').fill(note);
  await form.locator('input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/expenses/' && r.request().method() === 'POST');
  await form.getByRole('button', { name: 'إرسال للاعتماد' }).click();
  const created = (await (await sent).json()) as { amount: number; note: string };
  expect(created).toMatchObject({ amount: 15.5, note });
  await expect(form).toBeHidden();
});
