import { expect, test } from './test';
import { fillTime } from './date-fields';
import { DEMO_ADMIN, DEMO_MANAGER, DEMO_SALES1, apiAs, expectNoSeriousViolations, logIn, resetProfileLanguage } from './fixtures';
import { CLIENT, REP, planVisitViaApi } from './field-fixtures';

/**
 * Issue 43: a manager watches the team's day. The demo seed gives Omar Haddad (sales1) a day of
 * visits done, under way and ahead; this journey plans him one more and checks him in through
 * the API, and the open page shows both without a reload (the event stream). Whether positions
 * show depends on the hour and the weekday the journey runs at: the privacy note says which.
 */
test.afterEach(async ({ page }) => resetProfileLanguage(page));

const PRIVACY = {
  en: 'Ziyara does not track reps between visits',
  ar: 'زيارة لا تتتبّع المندوبين بين الزيارات',
};

test('the team today: a rep planned and checked in appears live beside the map (en, desktop)', async ({ page }) => {
  await logIn(page, DEMO_MANAGER);
  await page.getByRole('link', { name: 'Team today' }).click();
  await expect(page).toHaveURL(/\/app\/team\/day$/);
  await expect(page.getByRole('heading', { level: 1, name: "The team's day" })).toBeVisible();
  const note = page.getByTestId('privacy-note');
  await expect(note).toContainText(PRIVACY.en);

  const card = page.locator('[data-testid="team-rep"]', { hasText: REP });
  await expect(card).toBeVisible();
  await expect(page.getByTestId('team-map')).toBeVisible();
  await expect(page.getByTestId('team-map').locator('.team-stop, .team-done').first()).toBeVisible();
  const toDo = async () => Number((await card.getByTestId('rep-to-do').innerText()).replace(/\D/g, ''));
  const before = await toDo();
  // A reload would lose this mark: what follows must arrive over the open page's stream.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  const visitId = await planVisitViaApi(page, 1);
  await expect.poll(toDo).toBe(before + 1);

  await apiAs(page, DEMO_SALES1, 'POST', `visit/status/${visitId}`, {
    latitude: CLIENT.latitude,
    longitude: CLIENT.longitude,
    accuracy_m: 9,
  });
  const positions = await note.getAttribute('data-positions');
  const last = card.getByTestId('rep-last-check-in');
  if (positions === 'shown') {
    await expect(last).toContainText(CLIENT.company);
    await expect(page.getByTestId('team-map').locator('path.team-check-in').first()).toBeAttached();
  } else {
    await expect(last).toHaveText('Check-in position hidden');
    await expect(note).toContainText(positions === 'weekend' ? 'weekend day' : 'Outside working hours');
    await expect(page.getByTestId('team-map').locator('path.team-check-in')).toHaveCount(0);
  }
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // Choosing a rep highlights them (pressed), choosing again shows everyone.
  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousViolations(page, 'team day en');
  await card.press('Enter');
  await expect(card).toHaveAttribute('aria-pressed', 'false');
});

test('an admin sets the working day the map keeps positions to (en)', async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  await page.goto('/app/settings');
  const open = async () => {
    await page.getByRole('button', { name: 'Edit visit settings' }).click();
    return page.getByRole('dialog', { name: 'Visit settings' });
  };
  const setWorkDay = async (start: string, end: string) => {
    const dialog = await open();
    await fillTime(dialog.getByLabel('Working day starts'), start);
    await fillTime(dialog.getByLabel('Working day ends'), end);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The visit settings have been saved.').first()).toBeVisible();
    await expect(page.getByTestId('visit-work-day')).toHaveText(`${start}–${end}`);
  };
  await expect(page.getByTestId('visit-work-day')).toHaveText('08:00–18:00');
  // An end before the start is refused in the form, with a message.
  const dialog = await open();
  await fillTime(dialog.getByLabel('Working day ends'), '07:00');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('The working day must end after it starts')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await setWorkDay('07:30', '17:00');
  // The demo company's default again (the other journeys expect it).
  await setWorkDay('08:00', '18:00');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the team today reads list first with a map toggle, in Arabic at 360 px (ar)', async ({ page }) => {
    await logIn(page, DEMO_MANAGER);
    await page.getByTestId('language-switch').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/app/team/day');
    await expect(page.getByRole('heading', { level: 1, name: 'يوم الفريق' })).toBeVisible();
    await expect(page.getByTestId('privacy-note')).toContainText(PRIVACY.ar);
    const card = page.locator('[data-testid="team-rep"]', { hasText: REP });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('rep-to-do')).toContainText('متبقية');
    await expect(page.getByTestId('team-map')).toHaveCount(0);
    // Nothing spills sideways on a 360 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousViolations(page, 'team day ar list');

    await page.getByTestId('team-pane').getByText('الخريطة').click();
    await expect(page.getByTestId('team-map')).toBeVisible();
    await expect(page.getByTestId('team-map').getByRole('button', { name: 'تكبير' })).toBeVisible();
    await expect(page.getByTestId('team-legend')).toBeVisible();
    await expectNoSeriousViolations(page, 'team day ar map');
  });
});
