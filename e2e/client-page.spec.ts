import { expect, test } from './test';
import { CLIENT, demoClientId, PLAN_UI, REP, workdayAhead } from './field-fixtures';
import { apiAs, DEMO_MANAGER, expectNoSeriousViolations, logIn, resetProfileLanguage, useLanguage } from './fixtures';

// One page per client (issue 41): on a 360 px phone, in both languages, the demo client's page
// shows its figures and its history (visits with status and outcome, tasks, meetings,
// maintenance, ratings, files, activity), pages through its visits, and "Plan visit" opens the
// plan form with the client already chosen.
test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });
test.afterEach(({ page }) => resetProfileLanguage(page));

const UI = {
  en: {
    tabs: ['Visits', 'Tasks', 'Meetings', 'Maintenance', 'Ratings'],
    planVisit: 'Plan visit',
    nextPage: 'Next page',
    visits: 'Visits',
    edit: 'Edit',
    phone: 'Phone',
  },
  ar: {
    tabs: ['الزيارات', 'المهام', 'الاجتماعات', 'الصيانة', 'التقييمات'],
    planVisit: 'خطط لزيارة',
    nextPage: 'الصفحة التالية',
    visits: 'الزيارات',
    edit: 'تعديل',
    phone: 'الهاتف',
  },
} as const;
const SECTIONS = ['visits', 'tasks', 'meetings', 'maintenance', 'ratings'] as const;

/** The demo client has more visits than one page holds (planned ahead here when it has not yet). */
async function clientWithTwoPagesOfVisits(page: Parameters<typeof demoClientId>[0]): Promise<string> {
  const id = await demoClientId(page);
  const summary = await apiAs<{ visits: number }>(page, DEMO_MANAGER, 'GET', `client/${id}/history`);
  if (summary.visits <= 10) {
    const day = await workdayAhead(page, 40);
    const people = await apiAs<{ id: string; full_name: string }[]>(page, DEMO_MANAGER, 'GET', 'list/tenant/user/choices');
    const rep = people.find((p) => p.full_name === REP)!;
    for (let i = summary.visits; i <= 10; i++)
      await apiAs(page, DEMO_MANAGER, 'POST', 'visit/list', {
        client_id: id,
        assigned_to: rep.id,
        visit_type: 1,
        visit_reason: 1,
        priority: 1,
        planned_at: new Date(`${day}T${String(8 + (i % 8)).padStart(2, '0')}:00:00+03:00`).toISOString(),
        notes: 'e2e client page',
      });
  }
  return id;
}

for (const lang of ['en', 'ar'] as const) {
  test(`a client's page tells its story and plans the next visit (${lang})`, async ({ page }) => {
    const ui = UI[lang];
    const id = await clientWithTwoPagesOfVisits(page);
    await logIn(page, DEMO_MANAGER);
    await useLanguage(page, lang);
    // The first screen is one call (details, figures, first page of visits, files).
    const calls: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/api/v1/') && path.includes(id)) calls.push(path.slice('/api/v1/'.length).replace(id, ':id'));
    });
    await page.goto(`/app/clients/clientdetails/${id}`);
    await expect(page.getByRole('heading', { name: CLIENT.company })).toBeVisible();
    await expect(page.getByTestId('client-visits-row').first()).toBeVisible();
    expect(calls).toEqual(['client/:id/page']);

    // The figures at the top.
    await expect(page.getByTestId('summary-visits')).toContainText(ui.visits);
    for (const figure of ['summary-last-visit', 'summary-collections', 'summary-open-tasks'])
      await expect(page.getByTestId(figure)).toBeVisible();

    // Visits: a full first page with status and outcome, then the second page.
    const rows = page.getByTestId('client-visits-row');
    await expect(rows).toHaveCount(10);
    await expect(rows.first().getByTestId('client-visit-status')).toBeVisible();
    const firstOfPage1 = await rows.first().innerText();
    await page.getByRole('button', { name: ui.nextPage }).click();
    await expect(rows.first()).not.toHaveText(firstOfPage1);
    await expect(rows.first()).toBeVisible();

    // Every section answers: its rows or its own empty state.
    const tabs = page.getByRole('tablist');
    for (const [i, section] of SECTIONS.entries()) {
      await tabs.getByRole('tab', { name: new RegExp(ui.tabs[i]!) }).click();
      await expect(page.getByTestId(`client-${section}`).or(page.getByTestId(`client-${section}-empty`))).toBeVisible();
    }
    // The tabs are reached by keyboard: arrows move between them.
    await tabs.getByRole('tab', { name: new RegExp(ui.tabs[0]!) }).focus();
    await page.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
    await expect(tabs.getByRole('tab', { name: new RegExp(ui.tabs[1]!) })).toBeFocused();
    await expect(page.getByTestId('client-timeline')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing sticks out at 360 px').toBeLessThanOrEqual(360);
    await expectNoSeriousViolations(page, `client page (${lang})`);

    // The edit form shows the stored E.164 phone as people write it at home.
    await page.getByRole('button', { name: ui.edit, exact: true }).click();
    await expect(page.getByRole('dialog').getByLabel(ui.phone)).toHaveValue(/^0\d{2} \d{3} \d{4}$/);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // "Plan visit" opens the plan form on the visits page with this client chosen.
    await page.getByTestId('client-plan-visit').click();
    await expect(page).toHaveURL(new RegExp(`/app/visits\\?plan=${id}`));
    const dialog = page.getByRole('dialog', { name: PLAN_UI[lang].open });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: PLAN_UI[lang].client })).toHaveValue(CLIENT.company);
  });
}
