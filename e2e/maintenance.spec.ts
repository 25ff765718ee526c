import { expect, test, type Browser, type Page } from './test';
import { DEMO_MANAGER, chooseOption, expectNoSeriousViolations, logIn, resetProfileLanguage } from './fixtures';

test.afterEach(async ({ page }) => resetProfileLanguage(page));

/** The demo technician (server/src/seed/demo.ts) and a demo client in Riyadh (seed/demo-clients.ts). */
const TECHNICIAN = { email: 'maintenance@demo.ziyara.app', name: 'Faisal Al-Qahtani' };
const CLIENT = { company: 'مستشفى الشفاء التخصصي', search: 'الشفاء' };

// The smallest real PNG (the server checks a photo by its bytes).
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** The labels a person reads, in each language. */
const UI = {
  en: {
    nav: 'Maintenance',
    newRequest: 'New request',
    title: 'Title',
    assignee: 'Technician',
    client: 'Client',
    create: 'Create request',
    created: 'The maintenance request has been created.',
    search: 'Search by title',
    open: 'Open request',
    startWork: 'Start work',
    inProgress: 'In progress',
    done: 'Done',
    notes: 'What was done',
    complete: 'Mark as done',
    completed: 'The request is done.',
    required: 'This field is required',
  },
  ar: {
    nav: 'الصيانة',
    newRequest: 'طلب جديد',
    title: 'العنوان',
    assignee: 'الفني',
    client: 'العميل',
    create: 'إنشاء الطلب',
    created: 'تم إنشاء طلب الصيانة.',
    search: 'ابحث بالعنوان',
    open: 'فتح الطلب',
    startWork: 'بدء العمل',
    inProgress: 'قيد التنفيذ',
    done: 'منجز',
    notes: 'ما الذي تم عمله',
    complete: 'تحديد كمنجز',
    completed: 'تم إنجاز الطلب.',
    required: 'هذا الحقل مطلوب',
  },
};
type Lang = keyof typeof UI;

async function signIn(page: Page, email: string, lang: Lang) {
  await logIn(page, email);
  if (lang === 'ar') await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** The technician signs in on a browser of their own (the manager stays signed in on the first). */
async function technicianPage(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, TECHNICIAN.email, lang);
  return page;
}

for (const lang of ['en', 'ar'] as const) {
  test(`a manager asks for a repair, the technician sees only theirs and completes it with notes and a photo (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const ui = UI[lang];
    const tag = `M${Date.now().toString(36)}`;
    const title = `${tag} ${lang === 'ar' ? 'مكيف غرفة الانتظار يسرب ماء' : 'AC unit leaking in the waiting room'}`;
    const notes = `${tag} ${lang === 'ar' ? 'تم تنظيف أنبوب التصريف' : 'Cleaned the drain pipe'}`;

    await signIn(page, DEMO_MANAGER, lang);
    await page.getByRole('link', { name: ui.nav }).click();
    await expect(page).toHaveURL(/\/app\/maintenance$/);

    await page.getByRole('button', { name: ui.newRequest }).first().click();
    const form = page.getByRole('dialog', { name: ui.newRequest });
    // Nothing filled in: the form says what is missing before anything is sent.
    await form.getByRole('button', { name: ui.create }).click();
    await expect(form.getByText(ui.required).first()).toBeVisible();
    await form.getByLabel(ui.title).fill(title);
    await chooseOption(page, ui.assignee, TECHNICIAN.name, form);
    await form.getByRole('combobox', { name: ui.client }).fill(CLIENT.search);
    await page.getByRole('option', { name: new RegExp(CLIENT.company) }).click();
    await form.locator('input[type="file"]').setInputFiles({ name: `leak-${tag}.png`, mimeType: 'image/png', buffer: PNG });
    await expectNoSeriousViolations(page, `new maintenance request ${lang}`);
    await form.getByRole('button', { name: ui.create }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText(ui.created).first()).toBeVisible();
    await page.getByRole('searchbox', { name: ui.search }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`q=${tag}`));
    const managerRow = page.locator('[data-testid="request-row"]', { hasText: title });
    await expect(managerRow).toContainText(TECHNICIAN.name);
    await expect(managerRow).toContainText(CLIENT.company);

    const tech = await technicianPage(browser, lang);
    try {
      await tech.getByRole('link', { name: ui.nav }).click();
      await expect(tech).toHaveURL(/\/app\/maintenance$/);
      // A technician does not create requests, and every request listed is theirs.
      await expect(tech.getByTestId('request-row').first()).toBeVisible();
      await expect(tech.getByRole('button', { name: ui.newRequest })).toHaveCount(0);
      const rows = tech.getByTestId('request-row');
      for (let i = 0; i < (await rows.count()); i++) await expect(rows.nth(i)).toContainText(TECHNICIAN.name);
      // The pointer off the menu: a hovered active menu entry is the shell's look, not this page's.
      await tech.getByRole('heading', { level: 1 }).hover();
      await expectNoSeriousViolations(tech, `/app/maintenance technician ${lang}`);

      await tech.getByRole('searchbox', { name: ui.search }).fill(tag);
      // The search reaches the URL after a pause in typing: wait for it before opening a row.
      await expect(tech).toHaveURL(new RegExp(`q=${tag}`));
      const row = tech.locator('[data-testid="request-row"]', { hasText: title });
      await row.getByRole('button', { name: new RegExp(ui.open) }).click();
      await expect(tech).toHaveURL(/request=/);
      const dialog = tech.getByRole('dialog', { name: title });
      await expect(dialog.getByTestId('request-attachment')).toContainText(`leak-${tag}.png`);

      await dialog.getByRole('button', { name: ui.startWork }).click();
      await expect(dialog.getByTestId('request-details')).toHaveAttribute('data-status', '1');
      await expect(row.getByTestId('request-status')).toHaveText(ui.inProgress);

      // The notes are required.
      await dialog.getByRole('button', { name: ui.complete }).click();
      await expect(dialog.getByText(ui.required)).toBeVisible();
      await dialog.getByLabel(ui.notes).fill(notes);
      await dialog.locator('input[type="file"]').setInputFiles({ name: `fixed-${tag}.png`, mimeType: 'image/png', buffer: PNG });
      await dialog.getByRole('button', { name: ui.complete }).click();
      await expect(tech.getByText(ui.completed).first()).toBeVisible();
      await expect(dialog.getByTestId('request-details')).toHaveAttribute('data-status', '2');
      await expect(dialog.getByTestId('completion-notes')).toContainText(notes);
      await expect(dialog.getByTestId('completion-photo')).toContainText(`fixed-${tag}.png`);
      await expect(dialog.getByTestId('request-complete')).toHaveCount(0);
      await expectNoSeriousViolations(tech, `maintenance request done ${lang}`);
      await dialog.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(row.getByTestId('request-status')).toHaveText(ui.done);
    } finally {
      await resetProfileLanguage(tech);
      await tech.context().close();
    }

    // The manager sees it done, with the technician's notes and photo.
    await page.reload();
    await expect(managerRow.getByTestId('request-status')).toHaveText(ui.done);
    await managerRow.getByRole('button', { name: new RegExp(ui.open) }).click();
    const managerView = page.getByRole('dialog', { name: title });
    await expect(managerView.getByTestId('completion-notes')).toContainText(notes);
    await expect(managerView.getByTestId('completion-photo')).toContainText(`fixed-${tag}.png`);
  });
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

  test("the technician's requests are cards that fit, and a card opens its details", async ({ page }) => {
    await logIn(page, TECHNICIAN.email);
    await page.goto('/app/maintenance?status=0');
    await expect(page.getByTestId('maintenance-cards')).toBeVisible();
    // The demo seed gives the technician open requests (server/src/seed/demo-maintenance.ts).
    const card = page.getByTestId('request-row').first();
    await expect(card).toContainText(TECHNICIAN.name);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await card.getByRole('button', { name: /Open request/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Start work' })).toBeVisible();
    await expect(dialog.getByTestId('request-complete')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/request=/);
  });
});
