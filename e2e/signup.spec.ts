import { expect, test, type Page } from './test';
import { DEMO_ADMIN, chooseOption, newestMailTo, readCodeFromOutbox, uniqueEmail } from './fixtures';

async function fillAccount(page: Page, email: string, password: string) {
  await page.getByLabel('Full name').fill('Huda Al-Harbi');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Mobile number').fill('+966 55 123 4567');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function fillCompany(page: Page, company: string) {
  await expect(page).toHaveURL(/\/signin\/setupcompany$/);
  await page.getByLabel('Company name').fill(company);
  await chooseOption(page, 'Country', 'Saudi Arabia');
  await chooseOption(page, 'City', 'Jeddah');
  await page.getByLabel('Number of employees').fill('42');
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function verifyEmail(page: Page, email: string) {
  await expect(page).toHaveURL(/\/signin\/verification$/);
  await page.getByLabel('Verification code').fill(await readCodeFromOutbox(email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page).toHaveURL(/\/signin\/pickyourplan$/);
}

/** The whole /signin flow, ending signed in on the app with one greeting. */
test('a new company signs up, verifies its email, picks a plan and lands in the app', async ({ page }) => {
  const email = uniqueEmail('owner');
  const password = 'Sup3r-Secret!';
  const company = `Nakheel Medical ${Date.now().toString(36)}`;

  await page.goto('/signin');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signin\/singup$/);
  // The marketing price page links here with a plan preselected.
  await page.goto('/signin/singup?package=2');

  // Step 1: clear per-field messages, then valid details (the email is sent lowercased).
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await page.getByLabel('Mobile number').fill('12');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/Enter a phone number of 8 to 20 digits/)).toBeVisible();
  // A common password is refused before anything is sent, with the rule, and focus on it.
  await fillAccount(page, email.toUpperCase(), 'password1');
  await expect(page.getByText('Too easy to guess: avoid common passwords, your name and keyboard patterns')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  await expect(page.getByTestId('password-strength')).toContainText('very weak');
  await fillAccount(page, email.toUpperCase(), password);

  // Step 2: the company's field.
  await expect(page).toHaveURL(/\/signin\/pickcompany$/);
  await page.getByRole('radio', { name: 'Medical devices' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3: company details (no VAT yet: it is optional). The draft survives a reload,
  // except the password, which is never stored: the account step asks for it again.
  await fillCompany(page, company);
  await expect(page).toHaveURL(/\/signin\/verification$/);
  expect(await page.evaluate(() => sessionStorage.getItem('signup_draft'))).not.toContain(password);
  await page.goBack();
  await page.reload();
  await expect(page).toHaveURL(/\/signin\/singup$/);
  await expect(page.getByText('For your safety the password is not kept when the page reloads.')).toBeVisible();
  await expect(page.getByLabel('Work email')).toHaveValue(email.toLowerCase());
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Company name')).toHaveValue(company);
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Jeddah');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 4: a code is e-mailed on arrival; a wrong one is refused clearly.
  await expect(page).toHaveURL(/\/signin\/verification$/);
  await expect(page.getByText(`We sent a 6-digit code to ${email.toLowerCase()}`)).toBeVisible();
  const code = await readCodeFromOutbox(email);
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText(/That code is wrong or has expired/)).toBeVisible();
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  // Step 5: the plan from ?package=2 is preselected; switch to Starter and submit.
  await expect(page).toHaveURL(/\/signin\/pickyourplan$/);
  await expect(page.getByRole('radio', { name: /Business/ })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('radio', { name: /Starter/ }).click();
  await page.getByRole('button', { name: 'Create my company' }).click();

  await expect(page).toHaveURL(/\/app\/?$/);
  await expect(page.getByText('Your company is ready')).toBeVisible();
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(1);
  expect(await page.evaluate(() => sessionStorage.getItem('signup_draft'))).toBeNull();
  await expect(page.getByTestId('company-name')).toHaveText(company);
  await expect(page.getByTestId('dashboard-role')).toHaveText('Admin');
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
});

test('a failed sign-up shows the spec message and names the field to fix', async ({ page }) => {
  const email = uniqueEmail('failing');
  await page.goto('/signin/singup');
  await fillAccount(page, email, 'Sup3r-Secret!');
  await page.getByRole('radio', { name: 'Services' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillCompany(page, 'Failing Co');
  await verifyEmail(page, email);

  // As if the VAT number were refused by the server at the very end.
  await page.route('**/api/v1/tenant/signup/', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'validation_failed',
        message: 'Invalid input',
        details: { fields: { vat_number: 'Enter the VAT number: 5 to 20 letters or digits' } },
      }),
    }),
  );
  await page.getByRole('button', { name: 'Create my company' }).click();
  const alert = page.getByTestId('signup-error');
  await expect(alert).toContainText('Signup failed. Please check your details and try again.');
  await expect(alert).toContainText('VAT number: Enter the VAT number');
  await alert.getByRole('link', { name: 'Fix it' }).click();
  await expect(page).toHaveURL(/\/signin\/setupcompany$/);
  await expect(page.getByLabel('Company name')).toHaveValue('Failing Co');
});

test('a deep link skips nothing, and a registered email is answered like any other, its owner told by e-mail', async ({ page }) => {
  // Without a draft, a later step sends the visitor back to the first one.
  await page.goto('/signin/pickyourplan');
  await expect(page).toHaveURL(/\/signin\/singup$/);
  await fillAccount(page, DEMO_ADMIN, 'Another-Secret1');
  await page.getByRole('radio', { name: 'Services' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await fillCompany(page, 'Duplicate Co');
  await expect(page.getByText(`We sent a 6-digit code to ${DEMO_ADMIN}`)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect.poll(async () => (await newestMailTo(DEMO_ADMIN))?.subject).toBe('You already have a Ziyara account');
  await page.getByRole('link', { name: 'Log in instead' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('in Arabic, the account step refuses a guessable password with the rule, and points a registered address to log in or reset', async ({
  page,
}) => {
  await page.goto('/signin/singup?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByLabel('الاسم الكامل').fill('هدى الحربي');
  await page.getByLabel('البريد الإلكتروني للعمل').fill(uniqueEmail('arabic-owner'));
  await page.getByLabel('رقم الجوال').fill('+966 55 123 4567');
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill('qwertyuiop');
  await expect(page.getByTestId('password-strength')).toContainText('ضعيفة جدًا');
  await page.getByRole('button', { name: 'متابعة' }).click();
  await expect(page.getByText('سهلة التخمين: تجنّب كلمات المرور الشائعة')).toBeVisible();
  await expect(page).toHaveURL(/\/signin\/singup/);
  // The same words for every address: links to log in and to reset, nothing about this one.
  await page.getByRole('link', { name: 'أعد تعيين كلمة المرور' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});
