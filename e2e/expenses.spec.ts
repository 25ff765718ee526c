import { expect, test, type Locator, type Page } from './test';
import { PNG, REP } from './field-fixtures';
import {
  DEMO_MANAGER,
  DEMO_MANAGER_NAME,
  DEMO_SALES1,
  api,
  chooseOption,
  expectNoSeriousViolations,
  logIn,
  resetProfileLanguage,
  signedIn,
} from './fixtures';

test.afterEach(async ({ page }) => resetProfileLanguage(page));

/** The labels a person reads, in each language. */
const UI = {
  en: {
    nav: 'Expenses',
    newExpense: 'Record expense',
    category: 'Category',
    parking: 'Parking',
    amount: 'Amount',
    note: 'Note',
    submit: 'Submit for approval',
    receiptRequired: 'Attach the receipt',
    created: 'The expense has been recorded and waits for approval.',
    dayExpense: 'Day expense',
    pending: 'Pending',
    approved: 'Approved',
    rejected: 'Rejected',
    rep: 'Rep',
    status: 'Status',
    approve: 'Approve',
    reject: 'Reject',
    reason: 'Reason',
    required: 'This field is required',
  },
  ar: {
    nav: 'المصروفات',
    newExpense: 'تسجيل مصروف',
    category: 'النوع',
    parking: 'مواقف',
    amount: 'المبلغ',
    note: 'ملاحظة',
    submit: 'إرسال للاعتماد',
    receiptRequired: 'أرفق الإيصال',
    created: 'تم تسجيل المصروف، وهو الآن بانتظار الاعتماد.',
    dayExpense: 'مصروف يومي',
    pending: 'بانتظار الاعتماد',
    approved: 'معتمد',
    rejected: 'مرفوض',
    rep: 'المندوب',
    status: 'الحالة',
    approve: 'اعتماد',
    reject: 'رفض',
    reason: 'السبب',
    required: 'هذا الحقل مطلوب',
  },
};
type Lang = keyof typeof UI;

/** Today on the demo company's calendar (Riyadh, UTC+3 all year). */
const today = () => new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);

/**
 * An expense of the signed-in rep, prepared through the API as the form sends it: the receipt
 * uploaded first (`uploads/`), then the expense naming it.
 */
async function recordViaApi(page: Page, body: { category: string; amount: number; note: string }): Promise<{ id: string }> {
  const access = await page.evaluate(() => localStorage.getItem('access_token') ?? '');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const upload = await page.request.post('/api/v1/uploads/', {
    headers: { authorization: `Bearer ${access}`, 'x-csrftoken': csrf },
    multipart: { file: { name: 'meal-receipt.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const file = (await upload.json()) as { id: string };
  return api<{ id: string }>(page, 'POST', 'expenses/', { ...body, spent_on: today(), visit_id: null, receipt_file_id: file.id });
}

const rowOf = (page: Page, id: string) => page.locator(`[data-testid="expense-row"][data-id="${id}"]`);

/** The open expense's modal (a confirmation may open over it). */
const detailsOf = (page: Page): Locator => page.getByRole('dialog').filter({ has: page.getByTestId('expense-details') });

async function signIn(page: Page, email: string, lang: Lang) {
  await logIn(page, email);
  if (lang === 'ar') await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

for (const lang of ['en', 'ar'] as const) {
  test(`a rep records a parking expense with its receipt; the manager rejects another with a reason and approves this one (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const ui = UI[lang];
    const tag = `E${Date.now().toString(36)}`;
    const receiptName = `parking-${tag}.png`;
    const reason = `${tag} ${lang === 'ar' ? 'الإيصال غير واضح، أرسل صورة أوضح' : 'The receipt is unreadable: send a clearer photo'}`;

    // Omar, the rep, in the journey's language.
    await signIn(page, DEMO_SALES1, lang);
    // Another expense of his, which the manager will reject: prepared through the API.
    const meal = await recordViaApi(page, { category: 'meals', amount: 42.5, note: `${tag} lunch` });

    await page.getByRole('link', { name: ui.nav }).click();
    await expect(page).toHaveURL(/\/app\/expenses$/);
    await page.getByRole('button', { name: ui.newExpense }).first().click();
    const form = page.getByRole('dialog', { name: ui.newExpense });
    // Nothing filled in: the form says what is missing before anything is sent.
    await form.getByRole('button', { name: ui.submit }).click();
    await expect(form.getByText(ui.receiptRequired)).toBeVisible();
    await chooseOption(page, ui.category, ui.parking, form);
    await form.getByLabel(ui.amount).fill('15.50');
    await form.getByLabel(ui.note).fill(lang === 'ar' ? `${tag} موقف برج الفيصلية` : `${tag} Al Faisaliah Tower parking`);
    // No visit chosen: an expense of the day. The receipt is a photo, its name shown once chosen.
    await form.locator('input[type="file"]').setInputFiles({ name: receiptName, mimeType: 'image/png', buffer: PNG });
    await expect(form).toContainText(receiptName);
    await expectNoSeriousViolations(page, `record expense ${lang}`);
    const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/expenses/' && r.request().method() === 'POST');
    await form.getByRole('button', { name: ui.submit }).click();
    const parking = (await (await sent).json()) as { id: string };
    await expect(form).toBeHidden();
    await expect(page.getByText(ui.created).first()).toBeVisible();

    const repRow = rowOf(page, parking.id);
    await expect(repRow.getByTestId('expense-status')).toHaveText(ui.pending);
    await expect(repRow.getByTestId('expense-category')).toHaveText(ui.parking);
    await expect(repRow.getByTestId('expense-visit')).toHaveText(ui.dayExpense);
    await expectNoSeriousViolations(page, `/app/expenses rep ${lang}`);
    // The rep reads his expense and its receipt, and cannot decide it.
    await repRow.getByTestId('expense-open').click();
    await expect(page).toHaveURL(/expense=[0-9a-f-]{36}/);
    const repView = detailsOf(page);
    await expect(repView.getByTestId('expense-receipt')).toContainText(receiptName);
    await expect(repView.getByTestId('expense-actions')).toHaveCount(0);
    await repView.press('Escape');
    await expect(repView).toBeHidden();

    const manager = await signedIn(browser, DEMO_MANAGER, lang);
    try {
      await manager.getByRole('link', { name: ui.nav }).click();
      await expect(manager).toHaveURL(/\/app\/expenses$/);
      // Omar's expenses waiting for a decision.
      await chooseOption(manager, ui.rep, REP);
      await chooseOption(manager, ui.status, ui.pending);
      await expect(manager).toHaveURL(/status=pending/);
      await expect(manager).toHaveURL(/user_id=/);

      // The meal: rejected, with the reason Omar will read (required).
      const mealRow = rowOf(manager, meal.id);
      await mealRow.getByTestId('expense-open').click();
      const mealView = detailsOf(manager);
      await mealView.getByRole('button', { name: ui.reject }).click();
      await mealView.getByTestId('expense-reject-submit').click();
      await expect(mealView.getByText(ui.required)).toBeVisible();
      await mealView.getByLabel(ui.reason).fill(reason);
      await mealView.getByTestId('expense-reject-submit').click();
      await expect(mealView.getByTestId('expense-details')).toHaveAttribute('data-status', 'rejected');
      await expect(mealView.getByTestId('expense-reject-reason')).toContainText(reason);
      await expect(mealView.getByTestId('expense-actions')).toHaveCount(0);
      await mealView.press('Escape');
      await expect(mealView).toBeHidden();
      // Decided, it leaves the pending list.
      await expect(mealRow).toHaveCount(0);

      // The parking: its receipt checked, then approved after a confirmation.
      const parkingRow = rowOf(manager, parking.id);
      await expect(parkingRow.getByTestId('expense-status')).toHaveText(ui.pending);
      await parkingRow.getByTestId('expense-open').click();
      const parkingView = detailsOf(manager);
      await expect(parkingView.getByTestId('expense-receipt')).toContainText(receiptName);
      await expectNoSeriousViolations(manager, `expense to decide ${lang}`);
      await parkingView.getByRole('button', { name: ui.approve }).click();
      await manager.getByTestId('confirm-approve-expense').click();
      await expect(parkingView.getByTestId('expense-details')).toHaveAttribute('data-status', 'approved');
      await expect(parkingView.getByTestId('expense-decided')).toContainText(DEMO_MANAGER_NAME);
      await expect(parkingView.getByTestId('expense-actions')).toHaveCount(0);
      await parkingView.press('Escape');
      await expect(parkingView).toBeHidden();
      await expect(parkingRow).toHaveCount(0);
    } finally {
      await resetProfileLanguage(manager);
      await manager.context().close();
    }

    // Omar sees both decisions, and why the meal was rejected.
    await page.reload();
    await expect(repRow.getByTestId('expense-status')).toHaveText(ui.approved);
    const mealRepRow = rowOf(page, meal.id);
    await expect(mealRepRow.getByTestId('expense-status')).toHaveText(ui.rejected);
    await mealRepRow.getByTestId('expense-open').click();
    const mealRepView = detailsOf(page);
    await expect(mealRepView.getByTestId('expense-reject-reason')).toContainText(reason);
    await expect(mealRepView.getByTestId('expense-decided')).toContainText(DEMO_MANAGER_NAME);
    await expectNoSeriousViolations(page, `rejected expense ${lang}`);
  });
}
