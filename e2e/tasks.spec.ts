import { expect, test, type Locator, type Page } from './test';
import { pickDate } from './date-fields';
import { DEMO_MANAGER, api, chooseOption, expectNoSeriousViolations, logIn, resetProfileLanguage } from './fixtures';

test.afterEach(async ({ page }) => resetProfileLanguage(page));

/** A client of the demo seed assigned to Omar Haddad (sales1) (server/src/seed/demo-clients.ts). */
const CLIENT = { company: 'مستشفى الشفاء التخصصي', search: 'الشفاء' };
const REP = 'Omar Haddad';

// The smallest file the server takes for a PDF (checked by its bytes).
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The labels a person reads, in each language (interpolated values may carry bidi isolates). */
const UI = {
  en: {
    nav: 'Tasks',
    newTask: 'New task',
    title: 'Title',
    type: 'Task type',
    assignee: 'Assigned to',
    client: 'Client',
    visit: 'Linked visit',
    document: 'Missing document',
    cr: 'Commercial Registration (CR)',
    high: 'High',
    create: 'Create task',
    created: 'The task has been created.',
    search: 'Search by title',
    types: ['Visit Task', 'General Task', 'Missing Paper Task', 'Invoice Task', 'Statement Task'],
    open: 'Open task',
    inProgress: 'In progress',
    done: 'Done',
    complete: 'Complete task',
    invoiceNumber: 'Invoice number',
    amount: 'Amount',
    periodFrom: 'Period from',
    periodTo: 'Period to',
    balance: 'Balance',
    required: 'This field is required',
  },
  ar: {
    nav: 'المهام',
    newTask: 'مهمة جديدة',
    title: 'العنوان',
    type: 'نوع المهمة',
    assignee: 'المسؤول',
    client: 'العميل',
    visit: 'الزيارة المرتبطة',
    document: 'المستند الناقص',
    cr: 'السجل التجاري',
    high: 'عالية',
    create: 'إنشاء المهمة',
    created: 'تم إنشاء المهمة.',
    search: 'ابحث بالعنوان',
    types: ['مهمة زيارة', 'مهمة عامة', 'مهمة مستند ناقص', 'مهمة فاتورة', 'مهمة كشف حساب'],
    open: 'فتح المهمة',
    inProgress: 'قيد التنفيذ',
    done: 'منجزة',
    complete: 'إنجاز المهمة',
    invoiceNumber: 'رقم الفاتورة',
    amount: 'المبلغ',
    periodFrom: 'الفترة من',
    periodTo: 'الفترة إلى',
    balance: 'الرصيد',
    required: 'هذا الحقل مطلوب',
  },
};
type Ui = (typeof UI)['en'];

/** The demo client's id, and a visit to it planned now for the rep (what a visit task links to). */
async function clientAndVisit(page: Page): Promise<{ clientId: string }> {
  const [clients, people] = await Promise.all([
    api<{ results: { id: string; company_name: string }[] }>(page, 'GET', `client/list?search=${encodeURIComponent(CLIENT.search)}`),
    api<{ id: string; full_name: string }[]>(page, 'GET', 'list/tenant/user/choices'),
  ]);
  const client = clients.results.find((c) => c.company_name === CLIENT.company);
  const rep = people.find((p) => p.full_name === REP);
  expect(client, 'the demo client').toBeTruthy();
  expect(rep, 'the demo rep').toBeTruthy();
  await api(page, 'POST', 'visit/list', {
    client_id: client!.id,
    visit_type: 1,
    visit_reason: 1,
    priority: 1,
    assigned_to: rep!.id,
    planned_at: new Date().toISOString(),
    notes: 'e2e task visit',
  });
  return { clientId: client!.id };
}

async function createTask(page: Page, ui: Ui, title: string, type: number) {
  await page.getByRole('button', { name: ui.newTask }).first().click();
  const dialog = page.getByRole('dialog', { name: ui.newTask });
  await dialog.getByLabel(ui.title).fill(title);
  await chooseOption(page, ui.type, ui.types[type]!, dialog);
  await chooseOption(page, ui.assignee, REP, dialog);
  await dialog.getByRole('combobox', { name: ui.client }).fill(CLIENT.search);
  await page.getByRole('option', { name: new RegExp(CLIENT.company) }).click();
  if (type === 0) {
    await dialog.getByRole('combobox', { name: ui.visit }).click();
    await page
      .getByRole('option', { name: new RegExp(CLIENT.company) })
      .first()
      .click();
  }
  if (type === 2) {
    // The document is required: the form says so before anything is sent.
    await dialog.getByRole('button', { name: ui.create }).click();
    await expect(dialog.getByText(ui.required)).toBeVisible();
    await chooseOption(page, ui.document, ui.cr, dialog);
  }
  await dialog.getByText(ui.high, { exact: true }).click();
  await dialog.getByRole('button', { name: ui.create }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(ui.created).first()).toBeVisible();
}

/** Opens a task's details from its row. */
async function openTask(page: Page, ui: Ui, row: Locator, title: string): Promise<Locator> {
  await row.getByRole('button', { name: new RegExp(ui.open) }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByTestId('task-details')).toBeVisible();
  return dialog;
}

async function completeWith(page: Page, ui: Ui, row: Locator, title: string, fileName: string, fill: (d: Locator) => Promise<void>) {
  const dialog = await openTask(page, ui, row, title);
  // A document task is made Done by its form, not by the status control.
  await expect(dialog.getByTestId('task-status-control').getByText(ui.done, { exact: true })).toHaveCount(0);
  await fill(dialog);
  await dialog.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: ui.complete }).click();
  const recorded = dialog.getByTestId('task-completion');
  await expect(recorded.getByTestId('task-file')).toContainText(fileName);
  await expect(dialog.getByTestId('task-status-control')).toHaveCount(0);
  await expect(dialog.getByTestId('task-complete')).toHaveCount(0);
  return { dialog, recorded };
}

for (const lang of ['en', 'ar'] as const) {
  test(`a manager creates a task of each type, completes the document tasks and moves a general task to Done (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const ui = UI[lang];
    const tag = `T${Date.now().toString(36)}`;
    const titles = ui.types.map((type) => `${tag} ${type}`);
    // English in the light theme, Arabic in the dark one: both are checked by axe below.
    if (lang === 'ar') await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await logIn(page, DEMO_MANAGER);
    if (lang === 'ar') await page.getByTestId('language-switch').click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const { clientId } = await clientAndVisit(page);

    await page.getByRole('link', { name: ui.nav }).click();
    await expect(page).toHaveURL(/\/app\/tasks$/);
    for (const [type, title] of titles.entries()) await createTask(page, ui, title, type);

    await page.getByRole('searchbox', { name: ui.search }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    const rowOf = (i: number) => page.locator('[data-testid="task-row"]', { hasText: titles[i]! });
    await expect(page.getByTestId('task-row')).toHaveCount(5);
    await expect(rowOf(2).getByTestId('task-document')).toContainText(ui.cr);
    for (let i = 0; i < 5; i++) {
      await expect(rowOf(i)).toContainText(ui.types[i]!);
      await expect(rowOf(i)).toContainText(REP);
      await expect(rowOf(i)).toContainText(CLIENT.company);
    }
    await expectNoSeriousViolations(page, `/app/tasks ${lang}`);

    // Nothing below reloads the page: this mark would be gone.
    await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));

    const paper = `cr-${tag}.pdf`;
    const missing = await completeWith(page, ui, rowOf(2), titles[2]!, paper, async () => undefined);
    await expectNoSeriousViolations(page, `task details ${lang}`);
    await missing.dialog.press('Escape');
    await expect(missing.dialog).toBeHidden();
    await expect(rowOf(2).getByTestId('task-status')).toHaveText(ui.done);

    const invoice = await completeWith(page, ui, rowOf(3), titles[3]!, `invoice-${tag}.pdf`, async (d) => {
      await d.getByRole('button', { name: ui.complete }).click();
      await expect(d.getByText(ui.required).first()).toBeVisible();
      await d.getByLabel(ui.invoiceNumber).fill(`INV-${tag}`);
      await d.getByLabel(ui.amount).fill('1250.5');
    });
    await expect(invoice.recorded.getByTestId('completion-invoice-number')).toContainText(`INV-${tag}`);
    // The digits are whatever the browser's Arabic locale uses (Latin or Arabic-Indic).
    await expect(invoice.recorded.getByTestId('completion-amount')).toContainText(/1,250\.50|١٬٢٥٠٫٥٠/);
    await invoice.dialog.press('Escape');
    await expect(rowOf(3).getByTestId('task-status')).toHaveText(ui.done);

    const statement = await completeWith(page, ui, rowOf(4), titles[4]!, `statement-${tag}.pdf`, async (d) => {
      await pickDate(d.getByLabel(ui.periodFrom), '2026-01-01');
      await pickDate(d.getByLabel(ui.periodTo), '2026-03-31');
      await d.getByLabel(ui.balance).fill('980');
    });
    await expect(statement.recorded.getByTestId('completion-balance')).toContainText(/980\.00|٩٨٠٫٠٠/);
    await statement.dialog.press('Escape');
    await expect(rowOf(4).getByTestId('task-status')).toHaveText(ui.done);

    // A general task: In progress, then Done (final: the control goes away).
    const general = await openTask(page, ui, rowOf(1), titles[1]!);
    await general.getByTestId('task-status-control').getByText(ui.inProgress, { exact: true }).click();
    await expect(general.getByTestId('task-details')).toHaveAttribute('data-status', '1');
    await expect(rowOf(1).getByTestId('task-status')).toHaveText(ui.inProgress);
    await general.getByTestId('task-status-control').getByText(ui.done, { exact: true }).click();
    await expect(general.getByTestId('task-details')).toHaveAttribute('data-status', '2');
    await expect(general.getByTestId('task-status-control')).toHaveCount(0);
    await general.press('Escape');
    await expect(general).toBeHidden();
    await expect(rowOf(1).getByTestId('task-status')).toHaveText(ui.done);
    await expect(rowOf(0).getByTestId('task-status')).not.toHaveText(ui.done);
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);

    // The missing paper joined the client's files.
    await page.goto(`/app/clients/clientdetails/${clientId}`);
    await expect(page.getByTestId('client-file').filter({ hasText: paper })).toBeVisible();
  });
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

  test('tasks are cards that fit, an overdue one says so, and a card opens its details', async ({ page }) => {
    await logIn(page, DEMO_MANAGER);
    const title = `P${Date.now().toString(36)} overdue call-back`;
    // Due last week: overdue from the start.
    const due = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    await api(page, 'POST', 'taskos/list', { title, task_type: 1, priority: 2, due_date: due });
    await page.goto(`/app/tasks?q=${encodeURIComponent(title)}`);
    const card = page.locator('[data-testid="task-row"]', { hasText: title });
    await expect(page.getByTestId('tasks-cards')).toBeVisible();
    await expect(card.getByTestId('badge-overdue')).toHaveText('Overdue');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await card.getByRole('button', { name: /Open task/ }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog.getByTestId('task-status-control')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/task=/);
  });
});
