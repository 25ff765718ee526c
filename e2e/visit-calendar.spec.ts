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

/** A Pending visit of Omar's at `time` in Riyadh (the demo company's zone) on `day`, to the demo client or `clientId`. */
async function planVisit(page: Page, day: string, time = '10:00', clientId?: string): Promise<string> {
  const [clients, people] = await Promise.all([
    api<{ results: { id: string; company_name: string }[] }>(page, 'GET', `client/list?search=${encodeURIComponent(CLIENT.search)}`),
    api<{ id: string; full_name: string }[]>(page, 'GET', 'list/tenant/user/choices'),
  ]);
  const client = clients.results.find((c) => c.company_name === CLIENT.company);
  const rep = people.find((p) => p.full_name === REP);
  expect(client && rep, 'the demo client and rep').toBeTruthy();
  const visit = await api<{ id: string }>(page, 'POST', 'visit/list', {
    client_id: clientId ?? client!.id,
    visit_type: 1,
    visit_reason: 1,
    priority: 1,
    assigned_to: rep!.id,
    planned_at: `${day}T${time}:00+03:00`,
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

test('the week shows visits at the same hour side by side with their clients, mirrored in Arabic, and folds a crowd into "+N more"', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await logIn(page, DEMO_MANAGER);
  // Five clients of distinct names (the demo's, and whatever other journeys added).
  const list = await api<{ results: { id: string; company_name: string }[] }>(page, 'GET', 'client/list?page_size=50');
  const clients = [...new Map(list.results.map((c) => [c.company_name, c])).values()].slice(0, 5);
  expect(clients).toHaveLength(5);
  // A quiet day months ahead (random, so reruns against a reused server do not pile up): three
  // visits at 11:00 and five at 15:00.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date());
  const day = monthsAhead(today, 3 + Math.floor(Math.random() * 60)).slice(0, 8) + '20';
  const three = await Promise.all(clients.slice(0, 3).map((c) => planVisit(page, day, '11:00', c.id)));
  const five = await Promise.all(clients.map((c) => planVisit(page, day, '15:00', c.id)));
  await page.goto(`/app/visits?view=calendar&period=2&date=${day}`);

  /** The three 11:00 blocks' boxes, left to right on screen, each with its client's name as shown. */
  const blocks = async () => {
    const out = [];
    for (const [i, id] of three.entries()) {
      const block = cell(page, day).locator(eventOf(page, id));
      await expect(block).toBeVisible();
      const name = block.locator('.zc-client');
      await expect(name).toHaveText(clients[i]!.company_name);
      const box = (await block.boundingBox())!;
      const nameBox = (await name.boundingBox())!;
      // A readable share of the day, the name itself not squeezed to nothing, and the time beside or under it.
      expect(box.width, clients[i]!.company_name).toBeGreaterThanOrEqual(36);
      expect(nameBox.width, clients[i]!.company_name).toBeGreaterThanOrEqual(20);
      expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(box.x + box.width + 1);
      await expect(block.locator('.zc-time')).not.toBeEmpty();
      out.push({ id, box });
    }
    out.sort((a, b) => a.box.x - b.box.x);
    // Side by side: no block covers another.
    for (let i = 1; i < out.length; i++) expect(out[i]!.box.x).toBeGreaterThanOrEqual(out[i - 1]!.box.x + out[i - 1]!.box.width - 1);
    return out.map((b) => b.id);
  };
  const ltr = await blocks();

  // The crowd at 15:00: two shown, and a "+3 more" block beside them, not over them, that a keyboard opens.
  const openMore = async (text: RegExp, hint: RegExp) => {
    const more = cell(page, day).getByTestId('calendar-more');
    await expect(more).toHaveText(text);
    await expect(more).toHaveAttribute('title', hint);
    const shown = five.filter((id) => kept.has(id));
    const boxes = await Promise.all([more, ...shown.map((id) => eventOf(page, id))].map(async (l) => (await l.boundingBox())!));
    boxes.sort((a, b) => a.x - b.x);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width - 1);
    await more.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('calendar-event')).toHaveCount(3);
    const hidden = await dialog.getByTestId('calendar-event').evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));
    expect(new Set([...hidden, ...shown])).toEqual(new Set(five));
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(more).toBeFocused();
  };
  const kept = new Set<string>();
  for (const id of five) if (await eventOf(page, id).isVisible()) kept.add(id);
  expect(kept.size).toBe(2);
  await openMore(/^\+3 more$/, /^Show 3 more visits$/);

  // In Arabic (and the dark theme) the same hour mirrors: the first block sits on the right.
  await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByTestId('theme-switch').click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByTestId('calendar-views').getByRole('radio', { checked: true })).toHaveAccessibleName('أسبوع');
  expect(await blocks()).toEqual([...ltr].reverse());
  await openMore(/أخرى/, /زيارات أخرى/);
  await expectNoSeriousViolations(page, 'calendar week');
});

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

  // Straight back to the list: it keeps the calendar's month, and the calendar's late report of
  // its dates does not bring the calendar back (it once wrote an old query over the switch).
  await page.getByText('قائمة', { exact: true }).click();
  await expect(page.getByTestId('visit-filters')).toBeAttached();
  await expect(page).not.toHaveURL(/view=calendar/);
  await expect(page).toHaveURL(/period=3/);
  await expect(page.getByTestId('calendar-hijri-title')).toHaveCount(0);
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
