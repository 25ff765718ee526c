import { expect, test, type Page } from './test';
import { content } from '../web/src/public-site/content';
import { canReadDatabase, queryE2eDatabase } from './database';

/** Issue 3: the four public forms validate per field, keep what was typed and confirm. */
const forms = [
  { path: '/get-in-touch', kind: 'contact' },
  { path: '/partner', kind: 'partner' },
  { path: '/gladiator', kind: 'gladiator' },
  { path: '/support', kind: 'support' },
] as const;

const { en, ar } = content;
const field = (page: Page, name: string) => page.locator(`form [name="${name}"]`);
const errorOf = (page: Page, name: string) => page.locator(`#f-${name}-error`);

for (const { path, kind } of forms) {
  test(`${path} shows field errors, keeps the input and stores a valid ${kind} inquiry`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole('button', { name: en.form.submit }).click();
    await expect(errorOf(page, 'name')).toHaveText(en.form.errors.nameRequired);
    await expect(errorOf(page, 'email')).toHaveText(en.form.errors.email);
    await expect(errorOf(page, 'message')).toHaveText(en.form.errors.messageLength);
    await expect(field(page, 'name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'name')).toBeFocused();
    await expect(page.getByRole('alert')).toHaveText(en.form.errors.summary);

    await field(page, 'name').fill('Huda Al-Qahtani');
    await field(page, 'email').fill('huda@@example');
    await field(page, 'phone').fill('12');
    await field(page, 'message').fill('Too short');
    await page.getByRole('button', { name: en.form.submit }).click();
    await expect(errorOf(page, 'email')).toHaveText(en.form.errors.email);
    await expect(errorOf(page, 'phone')).toHaveText(en.form.errors.phone);
    await expect(errorOf(page, 'name')).toBeHidden();
    await expect(field(page, 'name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'message')).toHaveValue('Too short'); // nothing typed is lost

    await field(page, 'email').fill(`huda.${kind}@example.sa`);
    await field(page, 'phone').fill('+966 55 123 4567');
    await field(page, 'company').fill('Nakheel Medical');
    await field(page, 'message').fill(`We run 30 field reps and would like to hear more (${kind}).`);
    const reply = page.waitForResponse((r) => r.url().includes('/api/v1/public/inquiries') && r.request().method() === 'POST');
    await page.getByRole('button', { name: en.form.submit }).click();
    const res = await reply;
    expect(res.status()).toBe(201);
    expect(res.request().postDataJSON()).toMatchObject({ kind, name: 'Huda Al-Qahtani', email: `huda.${kind}@example.sa`, website: '' });
    await expect(page.getByRole('status')).toContainText(en.form.successHeading);
    await expect(page.locator('form[data-inquiry-form]')).toBeHidden();
    if (canReadDatabase) {
      const rows = await queryE2eDatabase('select kind, name, phone, company from inquiries where email = $1', [`huda.${kind}@example.sa`]);
      expect(rows).toEqual([{ kind, name: 'Huda Al-Qahtani', phone: '+966 55 123 4567', company: 'Nakheel Medical' }]);
    }
  });
}

test('the Arabic form speaks Arabic', async ({ page }) => {
  await page.goto('/support?lang=ar');
  await page.getByRole('button', { name: ar.form.submit }).click();
  await expect(errorOf(page, 'name')).toHaveText(ar.form.errors.nameRequired);
  await expect(page.getByRole('alert')).toHaveText(ar.form.errors.summary);
});

test('server answers are shown in place and keep the input', async ({ page }) => {
  await page.goto('/get-in-touch');
  await field(page, 'name').fill('Omar Haddad');
  await field(page, 'email').fill('omar@example.jo');
  await field(page, 'message').fill('Please send us a quote for 120 users.');

  // The server's own checks (e.g. a reserved address) come back per field.
  await page.route('**/api/v1/public/inquiries/', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'validation_failed', message: 'email: Invalid email', details: { fields: { email: 'Invalid email' } } }),
    }),
  );
  await page.getByRole('button', { name: en.form.submit }).click();
  await expect(errorOf(page, 'email')).toHaveText(en.form.errors.email);
  await expect(field(page, 'email')).toHaveAttribute('aria-invalid', 'true');

  await page.unroute('**/api/v1/public/inquiries/');
  await page.route('**/api/v1/public/inquiries/', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'rate_limited', message: 'Too many requests' }),
    }),
  );
  await page.getByRole('button', { name: en.form.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(en.form.errors.tooMany);
  await expect(field(page, 'message')).toHaveValue('Please send us a quote for 120 users.');
  await expect(field(page, 'name')).toHaveValue('Omar Haddad');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still posts, is stored and confirms', async ({ page }) => {
    await page.goto('/support?lang=ar');
    await field(page, 'name').fill('Nour Saleh');
    await field(page, 'email').fill('nour.nojs@example.sa');
    await field(page, 'message').fill('The visits report export needs an Arabic header.');
    await page.getByRole('button', { name: ar.form.submit }).click();
    await expect(page).toHaveURL(/\/support\?lang=ar#form-success$/);
    await expect(page.locator('#form-success')).toBeVisible();
    await expect(page.locator('#form-success')).toContainText(ar.form.successHeading);
    if (canReadDatabase) {
      const rows = await queryE2eDatabase('select kind from inquiries where email = $1', ['nour.nojs@example.sa']);
      expect(rows).toEqual([{ kind: 'support' }]);
    }
  });
});
