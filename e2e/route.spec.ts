import { expect, test, type Page } from './test';
import { DEMO_MANAGER, DEMO_SALES2, apiAs, logIn, resetProfileLanguage, useLanguage } from './fixtures';

// Issue 40, "Plan my route": a rep's day ordered to drive less, booked visits kept at their
// time, numbered on the map as in the list, "Navigate to next"; the manager sees the same route.
test.use({ viewport: { width: 360, height: 740 } });
test.afterEach(({ page }) => resetProfileLanguage(page));

type Located = { id: string; company_name: string; latitude: number | null; longitude: number | null };
type Point = { latitude: number; longitude: number };

/** A day no other journey (nor a retry of this one) plans for: the route holds only this run's visits. */
const aFreeDay = () => new Date(Date.now() + (40 + Math.floor(Math.random() * 600)) * 86_400_000).toISOString().slice(0, 10);

const metres = (a: Point, b: Point) => {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 2 * 6_378_168 * Math.asin(Math.sqrt(h));
};
const pathMetres = (points: Point[]) => points.slice(1).reduce((sum, p, i) => sum + metres(points[i]!, p), 0);

/**
 * Four visits of sales2 on DAY to four of their located clients, planned in a zigzag (west,
 * east, west, east) so the planned order drives far; the second is booked at its time.
 */
async function zigzagDay(page: Page, DAY: string) {
  const mine = await apiAs<{ results: Located[] }>(page, DEMO_SALES2, 'GET', 'list/client/field');
  const located = mine.results.filter((c): c is Located & Point => c.latitude !== null && c.longitude !== null);
  // The demo rep's clients, west to east (Jeddah, Riyadh, the Eastern Province).
  const west = located.sort((a, b) => a.longitude - b.longitude);
  expect(west.length, 'four located clients of the demo rep').toBeGreaterThanOrEqual(4);
  const chosen = [west[0]!, west[west.length - 1]!, west[1]!, west[west.length - 2]!];
  const me = await apiAs<{ id: string }>(page, DEMO_SALES2, 'GET', 'auth/me/');
  const visits: { id: string; at: Point; fixed: boolean }[] = [];
  for (const [i, client] of chosen.entries()) {
    const fixed = i === 1;
    const visit = await apiAs<{ id: string }>(page, DEMO_MANAGER, 'POST', 'visit/list', {
      client_id: client.id,
      visit_type: 1,
      visit_reason: 1,
      priority: 1,
      assigned_to: me.id,
      planned_at: `${DAY}T${String(9 + i).padStart(2, '0')}:00:00+03:00`,
      fixed_time: fixed,
      notes: 'route e2e',
    });
    visits.push({ id: visit.id, at: client, fixed });
  }
  return { visits, repId: me.id };
}

async function shownOrder(page: Page): Promise<string[]> {
  await expect(page.getByTestId('route-stop')).toHaveCount(4);
  return page.getByTestId('route-stop').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id') ?? ''));
}

for (const lang of ['en', 'ar'] as const) {
  test(`Plan my route (${lang}): the day's visits in a shorter order, the booked one in its place, numbered on the map; the manager sees the same route`, async ({
    page,
    browser,
  }) => {
    const DAY = aFreeDay();
    const { visits, repId } = await zigzagDay(page, DAY);
    await logIn(page, DEMO_SALES2);
    await useLanguage(page, lang);
    await page.goto(`/app/visits?date=${DAY}`);
    await page.getByTestId('plan-route').click();
    await expect(page).toHaveURL(/view=route/);

    const order = await shownOrder(page);
    expect(new Set(order)).toEqual(new Set(visits.map((v) => v.id)));
    const at = (id: string) => visits.find((v) => v.id === id)!.at;
    // Shorter than the zigzag that was planned, and said so.
    expect(pathMetres(order.map(at))).toBeLessThan(pathMetres(visits.map((v) => v.at)));
    await expect(page.getByTestId('route-saving')).toContainText(lang === 'en' ? 'This route saves' : 'هذا المسار يوفر');
    // The booked visit is marked, and the map numbers as many stops as the list.
    const booked = page.locator(`[data-testid="route-stop"][data-id="${visits[1]!.id}"]`);
    await expect(booked).toContainText(lang === 'en' ? 'Booked' : 'موعد محدد');
    await expect(page.getByTestId('route-map').locator('.ziyara-stop')).toHaveCount(4);
    // "Navigate to next": the maps app, to the first stop.
    const first = at(order[0]!);
    await expect(page.getByTestId('route-navigate')).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${first.latitude},${first.longitude}`,
    );

    // The manager opens the rep's route for the day: the same stops in the same order.
    const manager = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await logIn(manager, DEMO_MANAGER);
    await manager.goto(`/app/visits?view=route&date=${DAY}`);
    await expect(manager.getByTestId('visit-route')).toContainText('Choose a rep to see their route for the day.');
    await manager.goto(`/app/visits?view=route&date=${DAY}&rep=${repId}`);
    expect(await shownOrder(manager)).toEqual(order);
    await manager.context().close();
  });
}
