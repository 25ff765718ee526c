import { expect, type Locator, type Page } from './test';
import { DEMO_MANAGER, apiAs } from './fixtures';

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
