import { chromium } from '@playwright/test';
import { expect, test } from './test';
import { CLIENT, keptOnPhone, PNG, repWithVisitOnPhone, shellCached, showVisitRow, waiting } from './field-fixtures';
import { DEMO_MANAGER, DEMO_SALES1, api, logIn, signedIn } from './fixtures';

// Issue 14: the field rep's phone. The service worker is allowed here only (playwright.config
// blocks it elsewhere, so other journeys always talk to the server).
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });

type Details = {
  status: number;
  check_in: { at: string; received_at: string | null } | null;
  messages: { message: string }[];
  files: unknown[];
  timeline: { action: string }[];
  outcome: { kind: string } | null;
};

test('offline, the rep opens the app, checks in, completes a collection with its photo and writes a message; online, each is stored once', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: CLIENT.latitude, longitude: CLIENT.longitude, accuracy: 15 });
  const id = await repWithVisitOnPhone(page, 2);

  await context.setOffline(true);
  await page.reload(); // no network: the shell comes from the worker, the data from the phone
  await expect(page.getByTestId('offline-banner')).toContainText('No connection');
  await expect(await showVisitRow(page, id)).toBeVisible(); // today's list, as last synced
  await page.goto(`/app/visits/visitdetails/${id}`);
  await expect(page.getByTestId('visit-details')).toBeVisible();

  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText('Saved on this phone')).toBeVisible();
  await waiting(page, 1);
  await expect(page.getByTestId('visit-waiting')).toBeVisible();

  await page.getByRole('button', { name: 'Complete visit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Amount collected').fill('1250');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Complete visit' }).click();
  await expect(dialog).toBeHidden();
  await waiting(page, 2);

  await page.getByLabel('Message').fill('Collected offline, receipt photo attached');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('message-waiting')).toBeVisible();
  await waiting(page, 3);

  // Still offline, the app is closed and opened again: the three changes are still waiting.
  await page.reload();
  await waiting(page, 3);

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden({ timeout: 30_000 });

  const manager = await signedIn(browser, DEMO_MANAGER, 'en');
  const stored = await api<Details>(manager, 'GET', `get/visit/${id}`);
  expect(stored.status).toBe(2);
  expect(stored.outcome?.kind).toBe('collection');
  expect(stored.files).toHaveLength(1);
  expect(stored.messages.filter((m) => m.message === 'Collected offline, receipt photo attached')).toHaveLength(1);
  expect(stored.timeline.filter((a) => a.action === 'checked_in')).toHaveLength(1);
  expect(stored.timeline.filter((a) => a.action === 'completed')).toHaveLength(1);
  // The check-in's time is the phone's, taken before the server received it.
  expect(new Date(stored.check_in!.at).getTime()).toBeLessThanOrEqual(new Date(stored.check_in!.received_at!).getTime());
  await manager.context().close();
});

test('a visit deleted while the rep was offline: the check-in is shown as not applied, with what happened', async ({
  page,
  context,
  browser,
}) => {
  const id = await repWithVisitOnPhone(page, 1);
  await context.setOffline(true);
  await page.goto(`/app/visits/visitdetails/${id}`);
  await page.getByRole('button', { name: 'Check in' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Check in without location' }).click();
  await waiting(page, 1);

  const manager = await signedIn(browser, DEMO_MANAGER, 'en');
  await api(manager, 'POST', 'visit/delete', { visit_id: id });
  await manager.context().close();

  await context.setOffline(false);
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText('1 change could not be applied', { timeout: 30_000 });
  await banner.getByRole('button', { name: 'Review' }).click();
  const conflict = page.getByTestId('outbox-conflict');
  await expect(conflict).toContainText('This visit was deleted or reassigned to another rep while you were offline.');
  // In words, beside the visit's type and time: no field names, no ISO timestamps.
  await expect(conflict).toContainText(/Checked in at \d{1,2}:\d{2}\s?[AP]M, position unknown/);
  await expect(conflict).toContainText('Follow Up');
  await expect(conflict).not.toContainText(/accuracy_m|taken_at|\d{4}-\d{2}-\d{2}T/);
  await conflict.getByRole('button', { name: 'Dismiss' }).click();
  await page.getByRole('dialog', { name: 'Dismiss this change?' }).getByRole('button', { name: 'Dismiss' }).click();
  await expect(conflict).toHaveCount(0);
});

// Lighthouse 12 dropped its PWA category; its installability audit asked Chrome the same
// question as here (Page.getInstallabilityErrors). Chrome refuses to install from an incognito
// profile, which every Playwright context is, so this journey runs in a real profile.
test('installable: a manifest in each language, icons, and a worker Chrome accepts', async ({ launchOptions, baseURL }, testInfo) => {
  const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    ...launchOptions,
    baseURL,
    serviceWorkers: 'allow',
    viewport: { width: 360, height: 740 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await logIn(page, DEMO_SALES1);
  await shellCached(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  expect(installabilityErrors).toEqual([]);
  await page.getByTestId('language-switch').click();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.ar.webmanifest');
  const { errors, data } = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; data: string };
  expect(errors).toEqual([]);
  expect(JSON.parse(data)).toMatchObject({ lang: 'ar', dir: 'rtl', display: 'standalone' });
  await page.getByTestId('language-switch').click();
  await context.close();
});

test('offline, the rep moves an open task to In progress; online, the server has it', async ({ page, context }) => {
  await logIn(page, DEMO_SALES1);
  const open = await api<{ results: { id: string; title: string }[] }>(page, 'GET', 'taskos/list?status=0&page_size=10');
  const task = open.results[0]!;
  await shellCached(page);
  await keptOnPhone(page, task.id, JSON.stringify(['tasks', 'list', { page: 1, status: '0' }]));
  await context.setOffline(true);
  await page.goto('/app/tasks?status=0');
  const row = page.locator(`[data-testid="task-row"][data-id="${task.id}"]`);
  await row.getByRole('button', { name: /^Open/ }).click();
  await page.getByRole('dialog', { name: task.title }).getByTestId('task-status-control').getByText('In progress', { exact: true }).click();
  await expect(page.getByText('Saved on this phone')).toBeVisible();
  await waiting(page, 1);
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden({ timeout: 30_000 });
  expect((await api<{ status: number }>(page, 'GET', `task/${task.id}`)).status).toBe(1);
});

// The figures issue 14 asks for, printed (not asserted: speed is measured, never a test's verdict).
test('twenty changes made offline are each stored once when the signal returns; reports sync time and cached size', async ({
  page,
  context,
  browser,
}) => {
  const id = await repWithVisitOnPhone(page, 1);
  await page.goto(`/app/visits/visitdetails/${id}`);
  await expect(page.getByTestId('visit-details')).toBeVisible();
  await context.setOffline(true);
  const texts = Array.from({ length: 20 }, (_, i) => `Offline note ${i + 1} of 20`);
  for (const text of texts) {
    await page.getByLabel('Message').fill(text);
    await page.getByRole('button', { name: 'Send' }).click();
  }
  await waiting(page, 20);

  // From the signal's return to the server's twentieth answer.
  let answered = 0;
  let lastAnswer = 0;
  page.on('response', (r) => r.url().includes('/send/visit/message') && ++answered && (lastAnswer = Date.now()));
  const started = Date.now();
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden({ timeout: 60_000 });
  await expect.poll(() => answered).toBe(20);
  const syncMs = lastAnswer - started;

  const manager = await signedIn(browser, DEMO_MANAGER, 'en');
  const stored = await api<Details>(manager, 'GET', `get/visit/${id}`);
  await manager.context().close();
  expect(stored.messages.map((m) => m.message).filter((m) => texts.includes(m))).toEqual(texts); // once each, in order

  const cached = await page.evaluate(async () => {
    let shell = 0;
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) shell += (await (await cache.match(request))!.blob()).size;
    }
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & { usageDetails?: Record<string, number> };
    return { shell, indexedDB: estimate.usageDetails?.indexedDB ?? null };
  });
  const figures = `sync of 20 queued changes: ${syncMs} ms; shell cache: ${(cached.shell / 1024 / 1024).toFixed(2)} MB; IndexedDB: ${cached.indexedDB === null ? 'n/a' : `${Math.round(cached.indexedDB / 1024)} KB`}`;
  test.info().annotations.push({ type: 'figures', description: figures });
  console.log(`[offline] ${figures}`);
});
