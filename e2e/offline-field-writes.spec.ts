import { expect, test, type BrowserContext, type Page } from './test';
import {
  CLIENT,
  demoClientId,
  keptOnPhone,
  PLAN_UI,
  planFollowUp,
  PNG,
  REP,
  shellCached,
  TECHNICIAN,
  visitsWithNotes,
  waiting,
  workdayAhead,
} from './field-fixtures';
import { DEMO_MANAGER, DEMO_SALES1, apiAs, chooseOption, logIn, resetProfileLanguage, useLanguage } from './fixtures';

// Issue 40, "the rep's field day": the writes added to the outbox (a new task, a document
// task's completion, a technician's start and completion, a planned visit), made with no
// signal and each stored once when it returns. The service worker is allowed here only.
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });

test.afterEach(async ({ page, context }) => {
  // A failure half-way must not leave the phone offline or the shared rep in Arabic.
  await context.setOffline(false);
  await resetProfileLanguage(page);
});

// The smallest file the server takes for a PDF (checked by its bytes).
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

type Task = {
  id: string;
  title: string;
  status: number;
  assigned_to: { full_name: string };
  completion: { kind: string; invoice_number?: string; file: { name: string } } | null;
};
type Request = {
  id: string;
  title: string;
  status: number;
  scheduled_date: string;
  completion_notes: string | null;
  completion_photos: { name: string }[];
  completed_at: string | null;
};

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const openTasksKey = (page: number) => JSON.stringify(['tasks', 'list', { page, status: '0' }]);
const online = async (page: Page) => expect(page.getByTestId('offline-banner')).toBeHidden({ timeout: 30_000 });

test('offline, the rep creates a general task; the outbox shows it as a new task; online, it is stored once', async ({ page, context }) => {
  const title = `Offline task ${tag()}`;
  await logIn(page, DEMO_SALES1);
  await shellCached(page);
  await keptOnPhone(page, openTasksKey(1));

  await context.setOffline(true);
  await page.goto('/app/tasks?status=0');
  await expect(page.getByTestId('offline-banner')).toContainText('No connection');
  await page.getByRole('button', { name: 'New task' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByLabel('Title').fill(title);
  await chooseOption(page, 'Task type', 'General Task', dialog);
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Saved on this phone').first()).toBeVisible();
  await waiting(page, 1);

  await page.getByTestId('offline-banner').getByRole('button', { name: 'Review' }).click();
  const drawer = page.getByRole('dialog', { name: 'Changes on this phone' });
  const card = drawer.getByTestId('outbox-waiting');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('New task');
  await expect(card).toContainText(title);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await context.setOffline(false);
  await online(page);
  const stored = await apiAs<{ results: Task[] }>(page, DEMO_MANAGER, 'GET', `taskos/list?search=${encodeURIComponent(title)}`);
  const mine = stored.results.filter((t) => t.title === title);
  expect(mine).toHaveLength(1);
  expect(mine[0]!.assigned_to.full_name).toBe(REP);
  expect(mine[0]!.status).toBe(0);
});

/**
 * The manager asks the rep for an invoice of the demo client, due today; the rep's phone keeps
 * the page of open tasks that holds it, goes offline, opens it and fills in the invoice.
 * Returns the task's row and its dialog, the invoice ready to be sent.
 */
async function invoiceFilledOffline(page: Page, context: BrowserContext) {
  const t = tag();
  const title = `Invoice ${t}`;
  const fileName = `invoice-${t}.pdf`;
  const people = await apiAs<{ id: string; full_name: string }[]>(page, DEMO_MANAGER, 'GET', 'list/tenant/user/choices');
  const tenant = await apiAs<{ time_zone: string }>(page, DEMO_MANAGER, 'GET', 'tenant/show/');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: tenant.time_zone }).format(new Date());
  const task = await apiAs<Task>(page, DEMO_MANAGER, 'POST', 'taskos/list', {
    title,
    task_type: 3,
    assigned_to: people.find((p) => p.full_name === REP)!.id,
    client_id: await demoClientId(page),
    priority: 1,
    due_date: today,
  });
  // The page of the rep's open tasks that holds it (earlier journeys may have given them more).
  let listPage = 0;
  for (let p = 1; p <= 5 && !listPage; p++) {
    const open = await apiAs<{ results: { id: string }[] }>(page, DEMO_SALES1, 'GET', `taskos/list?status=0&page=${p}&page_size=10`);
    if (open.results.some((r) => r.id === task.id)) listPage = p;
  }
  expect(listPage, "the task in the first five pages of the rep's open tasks").toBeGreaterThan(0);

  await logIn(page, DEMO_SALES1);
  await shellCached(page);
  await keptOnPhone(page, task.id, openTasksKey(listPage));
  await context.setOffline(true);
  await page.goto(listPage === 1 ? '/app/tasks?status=0' : `/app/tasks?status=0&page=${listPage}`);
  const row = page.locator(`[data-testid="task-row"][data-id="${task.id}"]`);
  await row.getByRole('button', { name: /^Open/ }).click();
  const dialog = page.getByRole('dialog', { name: title });
  const form = dialog.getByTestId('task-complete');
  await form.getByLabel('Invoice number').fill(`INV-${t}`);
  await form.getByLabel('Amount').fill('870.25');
  await form.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF });
  return { id: task.id, number: `INV-${t}`, fileName, row, dialog, submit: form.getByRole('button', { name: 'Complete task' }) };
}

test('offline, the rep completes an invoice task with its PDF; it shows done; online, it is done with its one document', async ({
  page,
  context,
}) => {
  const invoice = await invoiceFilledOffline(page, context);
  await invoice.submit.click();
  await expect(page.getByText('Saved on this phone').first()).toBeVisible();
  await waiting(page, 1);
  await page.keyboard.press('Escape');
  await expect(invoice.dialog).toBeHidden();
  // Shown done on the phone at once, in the list and opened again: nothing more to do with it.
  await expect(invoice.row.getByTestId('task-status')).toHaveText('Done');
  await invoice.row.getByRole('button', { name: /^Open/ }).click();
  await expect(invoice.dialog.getByTestId('task-details')).toHaveAttribute('data-status', '2');
  await expect(invoice.dialog.getByTestId('task-complete')).toHaveCount(0);
  await page.keyboard.press('Escape');

  await context.setOffline(false);
  await online(page);
  const stored = await apiAs<Task>(page, DEMO_MANAGER, 'GET', `task/${invoice.id}`);
  expect(stored.status).toBe(2);
  expect(stored.completion).toMatchObject({ kind: 'invoice', invoice_number: invoice.number, file: { name: invoice.fileName } });
});

// The dialog opened offline shows the list's row (its details were never fetched): the change shows there at once too.
test('offline, the open dialog shows the invoice task done as soon as it is completed', async ({ page, context }) => {
  const invoice = await invoiceFilledOffline(page, context);
  await invoice.submit.click();
  await waiting(page, 1);
  await expect(invoice.dialog.getByTestId('task-details')).toHaveAttribute('data-status', '2');
  await expect(invoice.dialog.getByTestId('task-complete')).toHaveCount(0);
});

test('offline, the technician starts an open request and completes it with a photo; online, it is done once with the photo', async ({
  page,
  context,
}) => {
  // One of the demo technician's open requests, the furthest off: a new one would push
  // maintenance.spec's rows to a second page, and its phone journey opens the first open one.
  const open = await apiAs<{ results: Request[] }>(page, TECHNICIAN, 'GET', 'maintenance/list?status=0&page_size=100');
  const request = [...open.results].sort((a, b) => b.scheduled_date.localeCompare(a.scheduled_date))[0];
  expect(request, 'an open demo request of the technician').toBeTruthy();
  const id = request!.id;
  const notes = `Replaced the scanner cable offline ${tag()}`;
  const photo = `fixed-${tag()}.png`;

  await logIn(page, TECHNICIAN);
  await shellCached(page);
  await keptOnPhone(page, id, JSON.stringify(['maintenance', 'details', id]));
  await context.setOffline(true);
  await page.goto(`/app/maintenance?request=${id}`);
  const dialog = page.getByRole('dialog', { name: request!.title });
  const details = dialog.getByTestId('request-details');
  await expect(details).toHaveAttribute('data-status', '0');

  await dialog.getByRole('button', { name: 'Start work' }).click();
  await expect(page.getByText('Saved on this phone').first()).toBeVisible();
  await waiting(page, 1);
  await expect(details).toHaveAttribute('data-status', '1');
  await expect(dialog.getByRole('button', { name: 'Start work' })).toHaveCount(0);

  await dialog.getByLabel('What was done').fill(notes);
  await dialog.locator('input[type="file"]').setInputFiles({ name: photo, mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Mark as done' }).click();
  await waiting(page, 2);
  await expect(details).toHaveAttribute('data-status', '2');
  await expect(dialog.getByTestId('request-complete')).toHaveCount(0);

  // Closed and opened again with no signal: both are still waiting.
  await page.reload();
  await waiting(page, 2);

  await context.setOffline(false);
  await online(page);
  const stored = await apiAs<Request>(page, DEMO_MANAGER, 'GET', `maintenance/${id}`);
  expect(stored.status).toBe(2);
  expect(stored.completion_notes).toBe(notes);
  expect(stored.completion_photos.map((p) => p.name)).toEqual([photo]);
  expect(stored.completed_at).not.toBeNull();
});

test('offline in Arabic, the rep plans a visit, finding the client on the phone by another spelling; online, it is stored once', async ({
  page,
  context,
}) => {
  const ui = PLAN_UI.ar;
  const notes = `زيارة مخططة بلا اتصال ${tag()}`;
  const clientId = await demoClientId(page);
  const day = await workdayAhead(page, 3);

  await logIn(page, DEMO_SALES1);
  await useLanguage(page, 'ar');
  await shellCached(page);
  await keptOnPhone(page, '["field-clients"]', clientId);

  await context.setOffline(true);
  await page.goto('/app/visits');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByTestId('offline-banner')).toContainText('لا يوجد اتصال');
  await page.getByRole('button', { name: ui.open }).first().click();
  const dialog = page.getByRole('dialog', { name: ui.open });
  // "مستشفي" with ي for the name's ى, and "الشفا" without its hamza: the phone's search folds both.
  await dialog.getByRole('combobox', { name: ui.client }).fill('مستشفي الشفا');
  // The list first shows the phone's clients unsearched, and is searched after a pause in typing:
  // a click as it reorders lands between options (a CI flake). The search leaves only this one.
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option', { name: new RegExp(CLIENT.company) }).click();
  await expect(dialog.getByRole('combobox', { name: ui.client })).toHaveValue(CLIENT.company);
  await planFollowUp(page, dialog, 'ar', day, notes);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(ui.queued).first()).toBeVisible();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText('تغيير واحد بانتظار الإرسال');
  await banner.getByRole('button', { name: 'مراجعة' }).click();
  const card = page.getByTestId('outbox-waiting');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('زيارة مخططة');
  await expect(card).toContainText(CLIENT.company);
  await page.keyboard.press('Escape');

  await context.setOffline(false);
  await online(page);
  expect(await visitsWithNotes(page, clientId, day, notes)).toHaveLength(1);
});
