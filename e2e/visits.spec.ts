import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './test';
import { pickDateTime } from './date-fields';
import { CLIENT, PNG, REP, planVisitViaApi } from './field-fixtures';
import { DEMO_MANAGER, DEMO_SALES1, api, chooseOption, expectNoSeriousViolations, logIn, logOut, resetProfileLanguage } from './fixtures';

test.afterEach(async ({ page }) => resetProfileLanguage(page));

/** The company's clock: its time zone, today's date and the time now there, and its weekend days. */
async function companyClock(page: Page) {
  const tenant = await api<{ time_zone: string; weekend_days: number[] }>(page, 'GET', 'tenant/show/');
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: tenant.time_zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  const today = `${parts.year}-${parts.month}-${parts.day}`;
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  return { today, now: `${today}T${parts.hour}:${parts.minute}`, weekend: tenant.weekend_days.includes(weekday) };
}

const visitUrl = /\/app\/visits\/visitdetails\/([0-9a-f-]{36})$/;

test('a manager plans a collection for a rep, who checks in at the client, collects with a photo and downloads the receipt; the manager approves it', async ({
  page,
  context,
}) => {
  await logIn(page, DEMO_MANAGER);
  await page.getByRole('link', { name: 'Visits' }).click();
  await expect(page).toHaveURL(/\/app\/visits$/);
  const clock = await companyClock(page);

  await page.getByRole('button', { name: 'Plan a visit' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Plan a visit' });
  await dialog.getByRole('button', { name: 'Plan visit' }).click();
  // Nothing chosen yet: the form says what is missing and stays open.
  await expect(dialog.getByText('This field is required').first()).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Client or lead' }).fill(CLIENT.search);
  await page.getByRole('option', { name: new RegExp(CLIENT.company) }).click();
  await chooseOption(page, 'Visit type', 'Collection', dialog);
  await chooseOption(page, 'Visit reason', 'Account Issue', dialog);
  await pickDateTime(dialog.getByLabel('Date and time'), clock.now);
  await chooseOption(page, 'Assigned to', REP, dialog);
  await dialog.getByLabel('Notes').fill('Collect the October invoice');
  await dialog.getByRole('button', { name: 'Plan visit' }).click();
  if (clock.weekend) await page.getByTestId('confirm-weekend').click();
  await expect(page).toHaveURL(visitUrl);
  const id = visitUrl.exec(page.url())![1]!;
  await expect(page.getByTestId('visit-details').getByTestId('visit-status').first()).toHaveText('Pending');
  await expect(page.getByTestId('visit-client-link')).toHaveText(CLIENT.company);
  // The manager may delete or flag it, but only its rep checks in.
  await expect(page.getByRole('button', { name: 'Check in' })).toHaveCount(0);
  await logOut(page);

  // The rep, at the client's door.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: CLIENT.latitude, longitude: CLIENT.longitude, accuracy: 12 });
  await logIn(page, DEMO_SALES1);
  await page.getByRole('link', { name: 'Visits' }).click();
  await expect(page).toHaveURL(/\/app\/visits/);
  // Today's pending collections: late in the day, all of today's visits run past one page.
  await page.goto('/app/visits?visit_type=2&status=0');
  const row = page.locator(`[data-testid="visit-row"][data-id="${id}"]`);
  await expect(row).toContainText('Collection');
  await expect(row).toContainText('Pending');
  await row.getByRole('link', { name: new RegExp(CLIENT.company) }).click();
  await expect(page).toHaveURL(new RegExp(`/app/visits/visitdetails/${id}$`));

  await page.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByTestId('checkin-verdict')).toHaveText('Verified: checked in at the client');
  await expect(page.getByTestId('visit-details').getByTestId('visit-status').first()).toHaveText('Started');
  await expect(page.getByTestId('badge-false')).toHaveCount(0);

  await page.getByRole('button', { name: 'Complete visit' }).click();
  const complete = page.getByRole('dialog', { name: 'Complete visit: Collection' });
  // The signed receipt's photo is required.
  await complete.getByLabel('Amount collected').fill('1250.50');
  await complete.getByRole('button', { name: 'Complete visit' }).click();
  await expect(complete.getByText('Attach the photo')).toBeVisible();
  await complete.getByText('Cash', { exact: true }).click();
  await complete.locator('input[type="file"]').setInputFiles({ name: 'signed-receipt.png', mimeType: 'image/png', buffer: PNG });
  await complete.getByRole('button', { name: 'Complete visit' }).click();
  const done = complete.getByTestId('collection-done');
  await expect(done).toContainText('The collection is recorded.');
  await expect(done).toContainText('Receipt no.');

  const download = page.waitForEvent('download');
  await done.getByRole('button', { name: 'Download receipt' }).click();
  const receipt = await download;
  expect(receipt.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile((await receipt.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  await done.getByRole('button', { name: 'Close' }).click();
  await expect(complete).toBeHidden();

  await expect(page.getByTestId('visit-details').getByTestId('visit-status').first()).toHaveText('Finished');
  await expect(page.getByTestId('outcome-amount')).toContainText('1,250.50');
  await expect(page.getByTestId('visit-file')).toContainText('signed-receipt.png');
  await expect(page.getByTestId('visit-timeline')).toContainText('Checked in');
  await expect(page.getByTestId('visit-timeline')).toContainText('Completed');
  await logOut(page);

  await logIn(page, DEMO_MANAGER);
  await page.goto(`/app/visits/visitdetails/${id}`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('visit-details').getByTestId('visit-status').first()).toHaveText('Approved');
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByTestId('visit-timeline')).toContainText('Approved');
});

test('a check-in 5 km from the client flags the visit false, on its page and in the list (ar)', async ({ page, context }) => {
  const id = await planVisitViaApi(page, 0);

  await context.grantPermissions(['geolocation']);
  // About 5 km north of the client: far outside the company's 500 m geofence.
  await context.setGeolocation({ latitude: CLIENT.latitude + 0.045, longitude: CLIENT.longitude, accuracy: 15 });
  await logIn(page, DEMO_SALES1);
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.goto(`/app/visits/visitdetails/${id}`);
  await page.getByRole('button', { name: 'تسجيل الوصول', exact: true }).click();
  // Asked first: how far, the company's radius, and why.
  const far = page.getByTestId('far-check-in');
  await expect(far.getByTestId('far-distance')).toContainText('كم');
  await expect(far.getByTestId('far-distance')).toContainText('500');
  await far.getByRole('button', { name: 'سجّل الوصول بهذا السبب' }).click();
  // Without a reason nothing is sent: the question stays.
  await expect(far.getByLabel('السبب')).toHaveAttribute('aria-invalid', 'true');
  await far.getByLabel('السبب').fill('طلب العميل اللقاء في المستودع');
  await far.getByRole('button', { name: 'سجّل الوصول بهذا السبب' }).click();
  await expect(page.getByText('تم تسجيل الوصول بعيدًا عن العميل')).toBeVisible();
  await expect(page.getByTestId('checkin-reason')).toContainText('طلب العميل اللقاء في المستودع');
  await expect(page.getByTestId('false-rep-reason')).toContainText('طلب العميل اللقاء في المستودع');
  await expect(page.getByTestId('checkin-verdict')).toHaveText('بعيد جدًا عن العميل');
  await expect(page.getByTestId('checkin-distance')).toContainText('كم');
  const header = page.getByTestId('visit-details');
  await expect(header.getByTestId('badge-false').first()).toHaveText('زيارة وهمية');
  await expect(header.getByTestId('badge-far').first()).toHaveText('تسجيل وصول بعيد');
  await expect(page.getByTestId('false-reason')).toContainText('خارج النطاق الجغرافي للشركة');

  await page.getByRole('link', { name: 'كل الزيارات' }).click();
  // The "false visits only" filter keeps it, and says so in the URL (late in the day, all of
  // today's visits run past one page: the filter keeps this one on the first).
  await page.getByLabel('الزيارات الوهمية فقط').click();
  await expect(page).toHaveURL(/is_false=true/);
  const row = page.locator(`[data-testid="visit-row"][data-id="${id}"]`);
  await expect(row.getByTestId('badge-false')).toHaveText('زيارة وهمية');
  await expect(row.getByTestId('badge-far')).toHaveText('تسجيل وصول بعيد');
  await expect(row.getByTestId('visit-status')).toHaveText('بدأت');
  await expect(page.getByLabel('الزيارات الوهمية فقط')).toBeChecked();
  await expect(row).toBeVisible();
});

test('without a location the rep can still check in, and the visit says its place was not verified', async ({ page }) => {
  const id = await planVisitViaApi(page, 4);
  // No geolocation permission: the browser refuses the position.
  await logIn(page, DEMO_SALES1);
  await page.goto(`/app/visits/visitdetails/${id}`);
  await page.getByRole('button', { name: 'Check in' }).click();
  const dialog = page.getByRole('dialog', { name: 'No location' });
  await expect(dialog.getByTestId('no-location')).toBeVisible();
  await dialog.getByRole('button', { name: 'Check in without location' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('checkin-verdict')).toHaveText('Not verified: the device gave no location');
  await expect(page.getByTestId('visit-details').getByTestId('badge-unverified').first()).toBeVisible();

  // A call is completed with its summary and minutes; the file is optional.
  await page.getByRole('button', { name: 'Complete visit' }).click();
  const complete = page.getByRole('dialog', { name: 'Complete visit: Call' });
  await complete.getByLabel('Call summary').fill('Discussed the renewal of the gloves contract');
  await complete.getByLabel('Duration').fill('12');
  await complete.getByRole('button', { name: 'Complete visit' }).click();
  await expect(complete).toBeHidden();
  await expect(page.getByTestId('visit-outcome')).toContainText('12 minutes');
});

for (const lang of ['en', 'ar'] as const) {
  test(`deleting a pending visit says so in the words of the spec (${lang})`, async ({ page }) => {
    await logIn(page, DEMO_MANAGER);
    const id = await planVisitViaApi(page, 1);
    if (lang === 'ar') await page.getByTestId('language-switch').click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.goto(`/app/visits/visitdetails/${id}`);
    await page.getByRole('button', { name: lang === 'en' ? 'Delete' : 'حذف', exact: true }).click();
    await page.getByTestId('confirm-delete-visit').click();
    await expect(page.getByText(lang === 'en' ? 'Visit Deleted Successfully' : 'تم حذف الزيارة بنجاح')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/visits$/);
    await expect(page.locator(`[data-testid="visit-row"][data-id="${id}"]`)).toHaveCount(0);
    await page.goto(`/app/visits/visitdetails/${id}`);
    await expect(page.getByText('404')).toBeVisible();
  });
}

for (const { lang, theme } of [
  { lang: 'en', theme: 'light' },
  { lang: 'ar', theme: 'dark' },
] as const) {
  test(`the visits pages are accessible (${lang}, ${theme})`, async ({ page, context }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const id = await planVisitViaApi(page, 2);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: CLIENT.latitude, longitude: CLIENT.longitude, accuracy: 20 });
    await logIn(page, DEMO_SALES1);
    if (lang === 'ar') await page.getByTestId('language-switch').click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // Today's pending collections: late in the day, all of today's visits run past one page.
    await page.goto('/app/visits?visit_type=2&status=0');
    await expect(page.locator(`[data-testid="visit-row"][data-id="${id}"]`)).toBeVisible();
    await expectNoSeriousViolations(page, `visits list ${lang} ${theme}`);
    await page
      .getByRole('button', { name: lang === 'en' ? 'Plan a visit' : 'تخطيط زيارة' })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: lang === 'en' ? 'Plan visit' : 'تخطيط الزيارة' })
      .click();
    await expectNoSeriousViolations(page, `plan modal with errors ${lang} ${theme}`);
    await page.keyboard.press('Escape');
    await page.goto(`/app/visits/visitdetails/${id}`);
    await page.getByRole('button', { name: lang === 'en' ? 'Check in' : 'تسجيل الوصول', exact: true }).click();
    await expect(page.getByTestId('checkin-verdict')).toBeVisible();
    await expectNoSeriousViolations(page, `visit details ${lang} ${theme}`);
    await page.getByRole('button', { name: lang === 'en' ? 'Complete visit' : 'إتمام الزيارة' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page, `complete modal ${lang} ${theme}`);
  });
}

test.describe('a far check-in asks first, on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

  test('the rep sees how far and gives the reason, or stays; the manager reads it beside the flag (en)', async ({ page, context }) => {
    const id = await planVisitViaApi(page, 0);
    await context.grantPermissions(['geolocation']);
    // About 2 km north of the client: outside the 500 m geofence.
    await context.setGeolocation({ latitude: CLIENT.latitude + 0.018, longitude: CLIENT.longitude, accuracy: 15 });
    await logIn(page, DEMO_SALES1);
    await page.goto(`/app/visits/visitdetails/${id}`);
    const checkIn = page.getByRole('button', { name: 'Check in', exact: true });
    await checkIn.click();
    const far = page.getByTestId('far-check-in');
    await expect(far.getByTestId('far-distance')).toContainText(/2(\.0)? km/);
    await expect(far.getByTestId('far-distance')).toContainText('500 m');
    // Staying: nothing is sent, the visit is still to check in.
    await far.getByRole('button', { name: 'Cancel' }).click();
    await expect(far).toHaveCount(0);
    await expect(page.getByTestId('visit-checkin')).toContainText('Not checked in yet.');
    await checkIn.click();
    await far.getByLabel('Reason').fill('The client asked to meet at their warehouse');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await far.getByRole('button', { name: 'Check in with this reason' }).click();
    await expect(page.getByTestId('checkin-verdict')).toHaveText('Too far from the client');
    await expect(page.getByTestId('checkin-reason')).toContainText('The client asked to meet at their warehouse');

    await logIn(page, DEMO_MANAGER);
    await page.goto(`/app/visits/visitdetails/${id}`);
    await expect(page.getByTestId('false-rep-reason')).toHaveText("The rep's reason: The client asked to meet at their warehouse");
    await expectNoSeriousViolations(page, 'far check-in, manager (en)');
  });
});
