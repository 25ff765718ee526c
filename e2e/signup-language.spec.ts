import { expect, test } from './test';
import { chooseOption, logIn, readCodeFromOutbox, storedSession, uniqueEmail } from './fixtures';

const toArabicIndic = (digits: string) => digits.replace(/[0-9]/g, (d) => String.fromCodePoint(0x0660 + Number(d)));

/**
 * Issue 41: a company that signs up in Arabic (from the Arabic site's plan link) gets an
 * Arabic app, and its admin's saved language is Arabic, so a later sign-in on an English
 * browser opens in Arabic too. On the way, the e-mailed code pasted with a leading space
 * (and in Arabic-Indic digits) is read whole.
 */
test('signing up in Arabic opens the app in Arabic and saves Arabic on the admin', async ({ page, browser }) => {
  const email = uniqueEmail('arabic-signup');
  const password = 'Sup3r-Secret!';
  const company = `شركة النخيل ${Date.now().toString(36)}`;

  await page.goto('/signin/singup?package=1&lang=ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.getByLabel('الاسم الكامل').fill('هدى الحربي');
  await page.getByLabel('البريد الإلكتروني للعمل').fill(email);
  await page.getByLabel('رقم الجوال').fill('+966 55 123 4567');
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(password);
  await page.getByRole('button', { name: 'متابعة' }).click();

  await expect(page).toHaveURL(/\/signin\/pickcompany$/);
  await page.getByRole('radio', { name: 'الأجهزة الطبية' }).click();
  await page.getByRole('button', { name: 'متابعة' }).click();

  await expect(page).toHaveURL(/\/signin\/setupcompany$/);
  await page.getByLabel('اسم الشركة').fill(company);
  await chooseOption(page, 'الدولة', 'السعودية');
  await chooseOption(page, 'المدينة', 'جدة');
  await page.getByLabel('عدد الموظفين').fill('42');
  await page.getByRole('button', { name: 'متابعة' }).click();

  // The code as a phone pastes it from the mail: a leading space, Arabic-Indic digits.
  await expect(page).toHaveURL(/\/signin\/verification$/);
  const code = await readCodeFromOutbox(email);
  const field = page.getByLabel('رمز التحقق');
  await field.fill(` ${toArabicIndic(code)}`);
  await expect(field).toHaveValue(code);
  await field.fill(`\t${code} `);
  await expect(field).toHaveValue(code);
  await page.getByRole('button', { name: 'تحقّق', exact: true }).click();

  await expect(page).toHaveURL(/\/signin\/pickyourplan$/);
  await page.getByRole('button', { name: 'إنشاء شركتي' }).click();

  await expect(page).toHaveURL(/\/app\/?$/);
  await expect(page.getByText('شركتك جاهزة')).toBeVisible();
  await expect(page.getByTestId('dashboard-role')).toHaveText('مدير النظام');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect(JSON.parse((await storedSession(page)).user ?? '{}').language).toBe('ar');
  // Still Arabic once the app has settled on the signed-in profile.
  await page.reload();
  await expect(page.getByTestId('dashboard-role')).toHaveText('مدير النظام');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // A fresh English browser: the saved profile language wins on sign-in.
  const other = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await logIn(other, email, password, { own: true });
  await expect(other.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(other.getByTestId('dashboard-role')).toHaveText('مدير النظام');
  await other.context().close();
});
