import { expect, test, type Locator, type Page } from './test';
import {
  DEMO_MANAGER,
  DEMO_PASSWORD,
  DEMO_SALES1,
  api,
  chooseOption,
  expectNoSeriousViolations,
  logIn,
  resetProfileLanguage,
} from './fixtures';

test.afterEach(async ({ page }) => resetProfileLanguage(page));

/** A client of the demo seed assigned to Omar Haddad (sales1), server/src/seed/demo-clients.ts. */
const CLIENT = { company: 'مستشفى الشفاء التخصصي', search: 'الشفاء' };
const REP = 'Omar Haddad';
const AR_MONTHS = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];

/** The rep's own access token, without touching the page's session (its login call sets no storage). */
const repToken = (page: Page) =>
  api<{ access: string }>(page, 'POST', 'auth/login/', { email: DEMO_SALES1, password: DEMO_PASSWORD }, '').then((r) => r.access);

/** The first day of the month `n` months after `today`'s (`YYYY-MM-DD`). */
function monthsAhead(today: string, n: number): string {
  const d = new Date(`${today.slice(0, 7)}-01T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
}

/** A Pending visit of Omar's to the demo client at 10:00 in Riyadh (the demo company's zone) on `day`. */
async function planVisit(page: Page, day: string): Promise<string> {
  const [clients, people] = await Promise.all([
    api<{ results: { id: string; company_name: string }[] }>(page, 'GET', `client/list?search=${encodeURIComponent(CLIENT.search)}`),
    api<{ id: string; full_name: string }[]>(page, 'GET', 'list/tenant/user/choices'),
  ]);
  const client = clients.results.find((c) => c.company_name === CLIENT.company);
  const rep = people.find((p) => p.full_name === REP);
  expect(client && rep, 'the demo client and rep').toBeTruthy();
  const visit = await api<{ id: string }>(page, 'POST', 'visit/list', {
    client_id: client!.id,
    visit_type: 1,
    visit_reason: 1,
    priority: 1,
    assigned_to: rep!.id,
    planned_at: `${day}T10:00:00+03:00`,
    notes: 'e2e calendar',
  });
  return visit.id;
}

const cell = (page: Page, day: string) => page.locator(`[role="cell"][data-date="${day}"]`);
const eventOf = (page: Page, id: string) => page.locator(`[data-testid="calendar-event"][data-id="${id}"]`);

/** Drags with the mouse in small steps, as a person does (FullCalendar needs a few moves to start a drag). */
async function drag(page: Page, from: Locator, to: Locator) {
  // Not while the calendar is still loading (its veil would take the pointer).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 8, a.y + a.height / 2 + 8, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
  await page.mouse.up();
}

for (const lang of ['en', 'ar'] as const) {
  test(`a manager reschedules a pending visit by dragging it in the calendar; a started one snaps back (${lang})`, async ({ page }) => {
    // Tall enough for the whole month: a drag near the window's edge scrolls the page under the pointer.
    await page.setViewportSize({ width: 1280, height: 1400 });
    await logIn(page, DEMO_MANAGER);
    if (lang === 'ar') await page.getByTestId('language-switch').click();
    await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

    // This month: the demo company's visits are there.
    await page.goto('/app/visits?view=calendar&period=3');
    await expect(page.getByTestId('calendar-event').first()).toBeVisible();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
    if (lang === 'ar') await expect(page.getByTestId('calendar-title')).toContainText(AR_MONTHS[Number(today.slice(5, 7)) - 1]!);

    // A quiet month ahead (past the demo's two weeks; picked at random, so reruns against a reused
    // server do not pile their visits into one day): two visits of ours on the 10th and 12th;
    // the pending one is dragged to the 13th.
    const first = monthsAhead(today, 3 + Math.floor(Math.random() * 60));
    const day = first.slice(0, 8) + '10';
    const otherDay = first.slice(0, 8) + '12';
    const target = first.slice(0, 8) + '13';
    const pending = await planVisit(page, day);
    const started = await planVisit(page, otherDay);
    await page.goto(`/app/visits?view=calendar&period=3&date=${first}`);
    if (lang === 'ar') await expect(page.getByTestId('calendar-title')).toContainText(AR_MONTHS[Number(first.slice(5, 7)) - 1]!);
    await expect(cell(page, day).locator(eventOf(page, pending))).toBeVisible();

    // Drag the pending visit two days on: the server has it there, at the same time of day.
    await drag(page, eventOf(page, pending), cell(page, target));
    await expect(page.getByText(lang === 'en' ? /The visit to .* is now on/ : /أصبحت الزيارة إلى/)).toBeVisible();
    await expect
      .poll(async () => (await api<{ planned_at: string }>(page, 'GET', `get/visit/${pending}`)).planned_at)
      .toBe(new Date(`${target}T10:00:00+03:00`).toISOString());
    await page.reload();
    await expect(cell(page, target).locator(eventOf(page, pending))).toBeVisible();
    await expect(cell(page, day).locator(eventOf(page, pending))).toHaveCount(0);

    // The rep checks in while this screen still shows the visit pending (its live updates held
    // back, as on a dropped connection): the move is refused and the visit snaps back.
    await page.route('**/api/v1/events/stream', (route) => route.abort());
    await page.reload();
    await expect(cell(page, otherDay).locator(eventOf(page, started))).toHaveAttribute('data-status', '0');
    await api(page, 'POST', `visit/status/${started}`, { latitude: null, longitude: null, accuracy_m: null }, await repToken(page));
    const moves: string[] = [];
    page.on('request', (r) => r.url().includes('/visit/reschedule/') && moves.push(r.url()));
    await drag(page, eventOf(page, started), cell(page, target));
    await expect(
      page.getByText(lang === 'en' ? 'Only a pending visit can be moved' : 'لا تُنقل إلا الزيارة التي قيد الانتظار'),
    ).toBeVisible();
    expect(moves).toHaveLength(1);
    await expect(cell(page, otherDay).locator(eventOf(page, started))).toBeVisible();
    // The refused move refreshed the calendar: the visit shows as started, and no longer moves at all.
    await expect(eventOf(page, started)).toHaveAttribute('data-status', '1');
    await drag(page, eventOf(page, started), cell(page, target));
    await expect(cell(page, otherDay).locator(eventOf(page, started))).toBeVisible();
    expect(moves).toHaveLength(1);
    const unmoved = await api<{ planned_at: string; status: number }>(page, 'GET', `get/visit/${started}`);
    expect(unmoved).toMatchObject({ status: 1, planned_at: new Date(`${otherDay}T10:00:00+03:00`).toISOString() });

    // An event is a link: keyboard users open the visit from it.
    await eventOf(page, pending).locator('xpath=ancestor::a[1]').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/app/visits/visitdetails/${pending}$`));
    await expect(page.getByTestId('timeline-rescheduled')).toBeVisible();
  });
}

test('a sales rep sees only their own visits, cannot drag them, and can show Hijri dates (ar)', async ({ page }) => {
  await logIn(page, DEMO_SALES1);
  await page.getByTestId('language-switch').click();
  await page.goto('/app/visits?view=calendar&period=3');
  await expect(page.getByTestId('calendar-event').first()).toBeVisible();
  // No rep filter and no drag hint for a rep; every visit shown is Omar's.
  await expect(page.getByTestId('calendar-rep')).toHaveCount(0);
  const reps = await page.locator('.zc-rep').allTextContents();
  expect(new Set(reps)).toEqual(new Set([REP]));
  await page.getByRole('switch', { name: 'إظهار التاريخ الهجري' }).check({ force: true });
  // Umm al-Qura dates beside the Gregorian ones (Intl marks may surround them: match loosely).
  await expect(page.getByTestId('calendar-hijri-title')).toContainText('هـ');
  await expect(page.getByTestId('hijri-day').first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('calendar-hijri-title')).toBeVisible();
});

for (const { lang, theme, width } of [
  { lang: 'en', theme: 'light', width: 1280 },
  { lang: 'ar', theme: 'dark', width: 1280 },
  { lang: 'ar', theme: 'light', width: 360 },
] as const) {
  test(`the calendar is accessible, shows Hijri dates and filters by rep (${lang}, ${theme}, ${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await logIn(page, DEMO_MANAGER);
    if (lang === 'ar') await page.getByTestId('language-switch').click();
    await page.goto('/app/visits?view=calendar');
    await expect(page.getByTestId('calendar-event').first()).toBeVisible();
    // A phone opens on the day (a month grid is too narrow to read there).
    await expect(page.getByTestId('calendar-views').getByRole('radio', { checked: true })).toHaveAccessibleName(
      width < 500 ? (lang === 'en' ? 'Day' : 'يوم') : lang === 'en' ? 'Month' : 'شهر',
    );
    await page.getByRole('switch').check({ force: true });
    await expect(page.getByTestId('hijri-day').first()).toBeVisible();
    if (lang === 'en' && width > 500) {
      // One rep's visits only, and paging keeps the filter.
      await chooseOption(page, 'Rep', REP);
      await expect(page).toHaveURL(/rep=/);
      await expect.poll(async () => new Set(await page.locator('.zc-rep').allTextContents())).toEqual(new Set([REP]));
      const title = await page.getByTestId('calendar-title').textContent();
      await page.getByTestId('calendar-next').click();
      await expect(page.getByTestId('calendar-title')).not.toHaveText(title!);
      await page.getByTestId('calendar-prev').click();
      await expect(page.getByTestId('calendar-title')).toHaveText(title!);
      await expect.poll(async () => new Set(await page.locator('.zc-rep').allTextContents())).toEqual(new Set([REP]));
    }
    await expectNoSeriousViolations(page, 'calendar');
  });
}
