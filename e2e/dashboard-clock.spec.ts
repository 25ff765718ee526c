import { expect, test } from './test';
import type { ManagerBoard } from '@contract/dashboard';
import { api, DEMO_MANAGER, logIn } from './fixtures';

// The demo company's clock (Asia/Riyadh, UTC+3 all year); the browser is seven or eight hours behind.
const COMPANY_ZONE = 'Asia/Riyadh';
const at = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en', { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );

/**
 * Issue 41: a manager reading the dashboard on a laptop set to New York sees meeting times on
 * the company's clock, and an in-person meeting that also has a call link is shown at its place,
 * not as "Online".
 */
test("the dashboard's meetings read the company's clock and their real place, whatever the browser's zone", async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'America/New_York', locale: 'en-US' });
  const page = await context.newPage();
  await logIn(page, DEMO_MANAGER);
  const { upcoming_meetings: meetings } = await api<ManagerBoard>(page, 'GET', 'main/dash/board');
  expect(meetings.length).toBeGreaterThan(0);

  const rows = page.getByTestId('dash-meeting');
  await expect(rows).toHaveCount(meetings.length);
  for (const [i, m] of meetings.entries()) {
    const row = rows.nth(i);
    await expect(row).toContainText(m.title);
    await expect(row).toContainText(at(m.starts_at, COMPANY_ZONE));
    await expect(row).not.toContainText(at(m.starts_at, 'America/New_York'));
  }

  // The demo's clinic presentation has a place and a call link: it happens at the clinic.
  const hybrid = meetings.find((m) => m.place && m.online);
  expect(hybrid, 'the demo has an in-person meeting with a call link').toBeTruthy();
  const row = rows.filter({ hasText: hybrid!.title });
  await expect(row).toContainText(hybrid!.place!);
  await expect(row).not.toContainText('Online');
  await context.close();
});
