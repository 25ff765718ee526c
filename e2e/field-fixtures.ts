import { expect, type Locator, type Page } from './test';
import { pickDateTime } from './date-fields';
import { DEMO_MANAGER, DEMO_SALES1, apiAs, logIn } from './fixtures';

/** A client of the demo seed assigned to Omar Haddad (sales1), with its location (server/src/seed/demo-clients.ts). */
export const CLIENT = { company: 'مستشفى الشفاء التخصصي', search: 'الشفاء', latitude: 24.6901, longitude: 46.6851 };
export const REP = 'Omar Haddad';

// The smallest real PNG: the signed receipt's "photo".
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** A pending visit of today to the demo client, planned through the API by the demo manager for Omar. */
export async function planVisitViaApi(page: Page, visitType: number): Promise<string> {
  // One after the other: the first signs the manager in (or checks the kept session) once.
  const clients = await apiAs<{ results: { id: string; company_name: string }[] }>(
    page,
    DEMO_MANAGER,
    'GET',
    `client/list?search=${encodeURIComponent(CLIENT.search)}`,
  );
  const people = await apiAs<{ id: string; full_name: string }[]>(page, DEMO_MANAGER, 'GET', 'list/tenant/user/choices');
  const client = clients.results.find((c) => c.company_name === CLIENT.company);
  const rep = people.find((p) => p.full_name === REP);
  expect(client, 'the demo client').toBeTruthy();
  expect(rep, 'the demo rep').toBeTruthy();
  const visit = await apiAs<{ id: string }>(page, DEMO_MANAGER, 'POST', 'visit/list', {
    client_id: client!.id,
    visit_type: visitType,
    visit_reason: 1,
    priority: 2,
    assigned_to: rep!.id,
    planned_at: new Date().toISOString(),
    notes: 'e2e',
  });
  return visit.id;
}

/**
 * Shows the visit's row in the day's list (`/app/visits`), paging on: by the time a journey
 * runs, other journeys may have given the rep more visits today than one page holds.
 */
export async function showVisitRow(page: Page, visitId: string): Promise<Locator> {
  const row = page.locator(`[data-testid="visit-row"][data-id="${visitId}"]`);
  for (let p = 1; p <= 5; p++) {
    await page.goto(p === 1 ? '/app/visits' : `/app/visits?page=${p}`);
    await expect(page.getByTestId('visit-row').first()).toBeVisible();
    if ((await row.count()) > 0) return row;
  }
  throw new Error(`visit ${visitId} is not in the first five pages of today's list`);
}

/** The app's shell is precached (the worker is active) and this page is under its control. */
export async function shellCached(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** The phone's kept copy (IndexedDB) holds all of these (a visit's id, a list's key): the day's set was synced. */
export async function keptOnPhone(page: Page, ...needles: string[]) {
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          const db = await new Promise<IDBDatabase>((ok, ko) => {
            const r = indexedDB.open('ziyara-offline');
            r.onsuccess = () => ok(r.result);
            r.onerror = () => ko(r.error);
          });
          const rows = await new Promise<unknown[]>((ok) => {
            const r = db.transaction('state').objectStore('state').getAll();
            r.onsuccess = () => ok(r.result as unknown[]);
          });
          db.close();
          const kept = JSON.stringify(rows.map((row) => (row as { state: { queries: unknown[] } }).state.queries));
          return wanted.every((needle) => kept.includes(needle));
        }, needles),
      { timeout: 20_000 },
    )
    .toBe(true);
}

export const waiting = (page: Page, n: number) =>
  expect(page.getByTestId('offline-banner')).toContainText(`${n} change${n === 1 ? '' : 's'} waiting`);

/**
 * A manager plans a visit of `visitType` for the rep (sales1), who then signs in on this phone:
 * the app's shell is precached and the visit's details are in the day's set the phone keeps
 * (the list holding its id is written first: its details can follow a write later).
 */
export async function repWithVisitOnPhone(page: Page, visitType: number): Promise<string> {
  const id = await planVisitViaApi(page, visitType);
  await logIn(page, DEMO_SALES1);
  await shellCached(page);
  await keptOnPhone(page, id, JSON.stringify(['visits', 'details', id]));
  return id;
}

/** The demo technician (server/src/seed/demo.ts): the company's only one. */
export const TECHNICIAN = 'maintenance@demo.ziyara.app';

/** The demo client's id, as the demo manager finds it. */
export async function demoClientId(page: Page): Promise<string> {
  const clients = await apiAs<{ results: { id: string; company_name: string }[] }>(
    page,
    DEMO_MANAGER,
    'GET',
    `client/list?search=${encodeURIComponent(CLIENT.search)}`,
  );
  const client = clients.results.find((c) => c.company_name === CLIENT.company);
  expect(client, 'the demo client').toBeTruthy();
  return client!.id;
}

/**
 * A working day at least `days` ahead on the company's clock (`YYYY-MM-DD`): a visit planned
 * then leaves today's list as other journeys find it, and asks no weekend question.
 */
export async function workdayAhead(page: Page, days: number): Promise<string> {
  const tenant = await apiAs<{ time_zone: string; weekend_days: number[] }>(page, DEMO_MANAGER, 'GET', 'tenant/show/');
  const dayOf = (d: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: tenant.time_zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  for (let n = days; ; n++) {
    const day = dayOf(new Date(Date.now() + n * 86_400_000));
    if (!tenant.weekend_days.includes(new Date(`${day}T12:00:00Z`).getUTCDay())) return day;
  }
}

/** The ids of the visits planned for `clientId` on `day` whose notes are `notes`, as the demo manager reads them. */
export async function visitsWithNotes(page: Page, clientId: string, day: string, notes: string): Promise<string[]> {
  const list = await apiAs<{ results: { id: string }[] }>(
    page,
    DEMO_MANAGER,
    'GET',
    `visit/list?filter_type=1&selected_date=${day}&client_id=${clientId}&page_size=100`,
  );
  const details = await Promise.all(
    list.results.map((v) => apiAs<{ id: string; notes: string }>(page, DEMO_MANAGER, 'GET', `get/visit/${v.id}`)),
  );
  return details.filter((v) => v.notes === notes).map((v) => v.id);
}

/** The words of the "Plan a visit" form, in each language. */
export const PLAN_UI = {
  en: {
    open: 'Plan a visit',
    client: 'Client or lead',
    type: 'Visit type',
    followUp: 'Follow Up',
    reason: 'Visit reason',
    repeated: 'Repeated Order',
    when: 'Date and time',
    notes: 'Notes',
    submit: 'Plan visit',
    queued: 'Saved on this phone',
    planned: 'The visit is planned.',
  },
  ar: {
    open: 'تخطيط زيارة',
    client: 'العميل أو العميل المحتمل',
    type: 'نوع الزيارة',
    followUp: 'متابعة',
    reason: 'سبب الزيارة',
    repeated: 'طلب متكرر',
    when: 'التاريخ والوقت',
    notes: 'ملاحظات',
    submit: 'تخطيط الزيارة',
    queued: 'حُفظ على هذا الهاتف',
    planned: 'تم تخطيط الزيارة.',
  },
} as const;

/** Fills the open "Plan a visit" form (its client already chosen): a follow-up on `day` at 10:00 with `notes`, and plans it. */
export async function planFollowUp(page: Page, dialog: Locator, lang: 'en' | 'ar', day: string, notes: string) {
  const ui = PLAN_UI[lang];
  for (const [label, option] of [
    [ui.type, ui.followUp],
    [ui.reason, ui.repeated],
  ] as const) {
    await dialog.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await pickDateTime(dialog.getByLabel(ui.when), `${day}T10:00`);
  await dialog.getByLabel(ui.notes).fill(notes);
  await dialog.getByRole('button', { name: ui.submit }).click();
}
