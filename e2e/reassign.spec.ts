import { expect, test, type Browser, type Page } from './test';
import {
  DEMO_MANAGER,
  DEMO_SALES1,
  DEMO_SALES2,
  apiAs,
  chooseOption,
  expectNoSeriousViolations,
  logIn,
  resetProfileLanguage,
  signedIn,
  useLanguage,
} from './fixtures';

// Issue 43: a manager selects clients (or leads) on the list and hands them to another rep,
// choosing whether their future visits and open tasks go along; a confirmation states the
// server's counts first, and the list then shows the new rep.
test.afterEach(({ page }) => resetProfileLanguage(page));

type Me = { id: string; full_name: string };
type Details = { assigned_to: { id: string } | null; timeline: { action: string; details: Record<string, unknown> }[] };

const recordBody = (kind: 'client' | 'lead', company: string, phone: string, rep: string) => ({
  kind,
  title: 'Dr',
  contact_name: 'Huda Al-Qahtani',
  company_name: company,
  customer_type: 'Clinic',
  customer_target: 'VIP',
  phone,
  email: '',
  country: 'SA',
  city: 'Riyadh',
  assigned_to: rep,
});

/** Two records of `kind` with the first rep, named after `tag`; answers their ids and names. */
async function twoRecords(page: Page, kind: 'client' | 'lead', tag: string, rep: string) {
  const names = [`Reassign ${tag} A`, `Reassign ${tag} B`];
  const ids: string[] = [];
  for (const [i, name] of names.entries()) {
    const digits = String((Date.now() + i * 7919) % 10_000_000).padStart(7, '0');
    ids.push((await apiAs<{ id: string }>(page, DEMO_MANAGER, 'POST', 'client/list', recordBody(kind, name, `+966 55 ${digits}`, rep))).id);
  }
  return { ids, names };
}

/** A name inside Arabic text: the catalog isolates interpolated values (FSI … PDI) so they keep their direction. */
const isolated = (name: string) => `\u2068${name}\u2069`;

/** The new rep finds one notification for the records moved together, naming the first, and it opens that record. */
async function toldOnTheBell(browser: Browser, lang: 'en' | 'ar', moved: string, first: { id: string; name: string }) {
  const rep = await signedIn(browser, DEMO_SALES2, lang);
  try {
    await rep.getByTestId('notification-bell').click();
    const item = rep.getByTestId('notification-item').filter({ hasText: first.name });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(moved);
    await item.click();
    await expect(rep).toHaveURL(new RegExp(`/app/clients/clientdetails/${first.id}`));
  } finally {
    await rep.context().close();
  }
}

const lastReassign = async (page: Page, id: string) => {
  const details = await apiAs<Details>(page, DEMO_MANAGER, 'GET', `get/client/${id}`);
  return { to: details.assigned_to?.id, line: details.timeline.filter((a) => a.action === 'reassigned').at(-1)?.details };
};

test('a manager reassigns two clients with their future visit, after reading the counts (en, desktop)', async ({ page, browser }) => {
  const tag = `en${Date.now() % 1_000_000}`;
  const from = await apiAs<Me>(page, DEMO_SALES1, 'GET', 'auth/me/');
  const to = await apiAs<Me>(page, DEMO_SALES2, 'GET', 'auth/me/');
  const { ids, names } = await twoRecords(page, 'client', tag, from.id);
  await apiAs(page, DEMO_MANAGER, 'POST', 'visit/list', {
    client_id: ids[0],
    visit_type: 0,
    priority: 1,
    visit_reason: 0,
    planned_at: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    notes: `Catalogue ${tag}`,
    assigned_to: from.id,
  });

  await logIn(page, DEMO_MANAGER);
  await page.goto(`/app/clients?q=${encodeURIComponent(`Reassign ${tag}`)}`);
  await expect(page.getByTestId('client-row')).toHaveCount(2);
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByTestId('bulk-reassign').click();

  const dialog = page.getByRole('dialog');
  await chooseOption(page, 'New rep', to.full_name, dialog);
  await expect(dialog.getByText('1 pending visit planned from now on')).toBeVisible();
  await dialog.getByLabel('Also move their future visits').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const summary = dialog.getByTestId('reassign-summary');
  await expect(summary).toContainText(`2 clients go to ${to.full_name}.`);
  await expect(summary).toContainText('1 future visit moves with them.');
  await expect(summary).toContainText('Their tasks stay with the current reps.');
  // Nothing has changed yet: the confirmation only counted.
  expect((await lastReassign(page, ids[0]!)).to).toBe(from.id);
  await expectNoSeriousViolations(page, 'reassign confirmation (en)');

  await dialog.getByTestId('reassign-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Reassigned to ${to.full_name}. Records: 2, visits moved: 1, tasks moved: 0.`)).toBeVisible();
  for (const name of names) await expect(page.locator(`[data-company="${name}"]`)).toContainText(to.full_name);
  await expect(page.getByTestId('bulk-bar')).toBeHidden();
  expect(await lastReassign(page, ids[0]!)).toEqual({
    to: to.id,
    line: expect.objectContaining({ from: from.id, to: to.id, visits: 1, tasks: 0 }),
  });
  expect(await lastReassign(page, ids[1]!)).toEqual({ to: to.id, line: expect.objectContaining({ visits: 0 }) });
  await toldOnTheBell(browser, 'en', '2 clients were moved to you, including', { id: ids[0]!, name: names[0]! });
});

test.describe('on a phone, in Arabic', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a manager reassigns two leads with their open task from the cards (ar, 360 px)', async ({ page, browser }) => {
    const tag = `ar${Date.now() % 1_000_000}`;
    const from = await apiAs<Me>(page, DEMO_SALES1, 'GET', 'auth/me/');
    const to = await apiAs<Me>(page, DEMO_SALES2, 'GET', 'auth/me/');
    const { ids, names } = await twoRecords(page, 'lead', tag, from.id);
    await apiAs(page, DEMO_MANAGER, 'POST', 'taskos/list', {
      title: `Agreement ${tag}`,
      task_type: 1,
      assigned_to: from.id,
      client_id: ids[1],
      due_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    });

    await logIn(page, DEMO_MANAGER);
    await useLanguage(page, 'ar');
    await page.goto(`/app/clients?tab=leads&l_q=${encodeURIComponent(`Reassign ${tag}`)}`);
    await expect(page.getByTestId('client-row')).toHaveCount(2);
    for (const name of names) await page.getByRole('checkbox', { name: `تحديد ${isolated(name)}` }).check();
    await page.getByTestId('bulk-reassign').click();

    const dialog = page.getByRole('dialog');
    await chooseOption(page, 'المندوب الجديد', to.full_name, dialog);
    await expect(dialog.getByText('مهمة واحدة لم تُنجز بعد')).toBeVisible();
    await dialog.getByLabel('انقل أيضًا مهامهم المفتوحة').check();
    await dialog.getByRole('button', { name: 'متابعة' }).click();
    const summary = dialog.getByTestId('reassign-summary');
    await expect(summary).toContainText(`سينتقل عميلان محتملان إلى ${isolated(to.full_name)}.`);
    await expect(summary).toContainText('تنتقل معهم مهمة مفتوحة واحدة.');
    await expectNoSeriousViolations(page, 'reassign confirmation (ar, 360 px)');

    await dialog.getByTestId('reassign-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`تم الإسناد إلى ${isolated(to.full_name)}.`)).toBeVisible();
    expect(await lastReassign(page, ids[0]!)).toEqual({ to: to.id, line: expect.objectContaining({ tasks: 0 }) });
    expect(await lastReassign(page, ids[1]!)).toEqual({ to: to.id, line: expect.objectContaining({ from: from.id, tasks: 1 }) });
    await toldOnTheBell(browser, 'ar', 'نُقل إليك عميلان، منهما', { id: ids[0]!, name: names[0]! });
  });
});
