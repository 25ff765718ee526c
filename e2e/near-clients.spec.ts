import { expect, test, type BrowserContext, type Locator, type Page } from './test';
import {
  CLIENT,
  demoClientId,
  keptOnPhone,
  PLAN_UI,
  planFollowUp,
  shellCached,
  visitsWithNotes,
  waiting,
  workdayAhead,
} from './field-fixtures';
import { DEMO_SALES1, logIn, resetProfileLanguage, useLanguage } from './fixtures';

// Issue 40: "Clients near me" (/app/visits/near), the rep's clients by distance from where the
// phone is, read from the phone's copy of them, so it works with no signal too.
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });

test.afterEach(async ({ page, context }) => {
  await context.setOffline(false);
  await resetProfileLanguage(page);
});

const UI = {
  en: {
    open: 'Clients near me',
    plan: 'Plan visit',
    lastVisit: /^(Last visit \d+ days? ago|Never visited|Visited today)$/,
    denied: 'The browser is not allowed to share your location.',
    retry: 'Try again',
  },
  ar: {
    open: 'العملاء القريبون',
    plan: 'خطط زيارة',
    lastVisit: /^(آخر زيارة .+|لم تتم زيارته|تمت زيارته اليوم)$/,
    denied: 'المتصفح غير مسموح له بمشاركة موقعك.',
    retry: 'إعادة المحاولة',
  },
};

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** A distance badge ("1.2 km", "٣٥٠ م") in metres: either script's digits and separators. */
function metresOf(text: string): number {
  const latin = text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/\u066B/g, '.')
    .replace(/[\u066C,]/g, '');
  const n = Number(/\d+(\.\d+)?/.exec(latin)?.[0]);
  expect(Number.isFinite(n), `a number in "${text}"`).toBe(true);
  return /km|كم/.test(text) ? n * 1000 : n;
}

/** The phone stands at the demo client's door. */
async function atTheClient(context: BrowserContext) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: CLIENT.latitude, longitude: CLIENT.longitude, accuracy: 15 });
}

/** The cards are nearest first, the demo client (where the phone is) first, and each says when it was last visited. */
async function expectNearestFirst(page: Page, lang: 'en' | 'ar', clientId: string): Promise<Locator> {
  const cards = page.getByTestId('near-client');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toHaveAttribute('data-id', clientId);
  await expect(cards.first()).toContainText(CLIENT.company);
  const metres = (await page.getByTestId('near-distance').allTextContents()).map(metresOf);
  expect(metres.length).toBeGreaterThan(1);
  expect(metres[0]).toBeLessThan(50);
  expect(metres, 'nearest first').toEqual([...metres].sort((a, b) => a - b));
  for (const text of await page.getByTestId('near-last-visit').allTextContents()) expect(text.trim()).toMatch(UI[lang].lastVisit);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  return cards.first();
}

for (const lang of ['en', 'ar'] as const) {
  test(`(${lang}) the rep's clients nearest first with their last visit; "Plan visit" opens the form with the client chosen, and plans it`, async ({
    page,
    context,
  }) => {
    const ui = UI[lang];
    const notes = `${lang === 'ar' ? 'زيارة من القريبين' : 'Planned from near me'} ${tag()}`;
    const clientId = await demoClientId(page);
    const day = await workdayAhead(page, 4);
    await atTheClient(context);
    await logIn(page, DEMO_SALES1);
    await useLanguage(page, lang);

    await page.goto('/app/visits');
    await page.getByRole('link', { name: ui.open }).click();
    await expect(page).toHaveURL(/\/app\/visits\/near$/);
    const first = await expectNearestFirst(page, lang, clientId);

    await first.getByRole('button', { name: ui.plan }).click();
    const dialog = page.getByRole('dialog', { name: PLAN_UI[lang].open });
    await expect(dialog.getByRole('combobox', { name: PLAN_UI[lang].client })).toHaveValue(CLIENT.company);
    await planFollowUp(page, dialog, lang, day, notes);
    await expect(page).toHaveURL(/\/app\/visits\/visitdetails\/[0-9a-f-]{36}$/);
    await expect(page.getByText(PLAN_UI[lang].planned).first()).toBeVisible();
    await expect(page.getByTestId('visit-client-link')).toHaveText(CLIENT.company);
    const id = /visitdetails\/([0-9a-f-]{36})$/.exec(page.url())![1]!;
    expect(await visitsWithNotes(page, clientId, day, notes)).toEqual([id]);
  });
}

test('with the location not allowed, the page says so and tries again once it is', async ({ page, context }) => {
  const clientId = await demoClientId(page);
  await context.clearPermissions();
  await logIn(page, DEMO_SALES1);
  await page.goto('/app/visits/near');
  const problem = page.getByTestId('near-no-position');
  await expect(problem).toContainText(UI.en.denied);
  await expect(page.getByTestId('near-client')).toHaveCount(0);

  await atTheClient(context);
  await problem.getByRole('button', { name: UI.en.retry }).click();
  await expect(problem).toBeHidden();
  await expectNearestFirst(page, 'en', clientId);
});

test('offline, the page lists the clients from the phone and a visit planned from it is sent once when the signal returns', async ({
  page,
  context,
}) => {
  const notes = `Planned near me offline ${tag()}`;
  const clientId = await demoClientId(page);
  const day = await workdayAhead(page, 5);
  await atTheClient(context);
  await logIn(page, DEMO_SALES1);
  await shellCached(page);
  await keptOnPhone(page, '["field-clients"]', clientId);

  await context.setOffline(true);
  await page.goto('/app/visits/near');
  await expect(page.getByTestId('offline-banner')).toContainText('No connection');
  const first = await expectNearestFirst(page, 'en', clientId);

  await first.getByRole('button', { name: UI.en.plan }).click();
  const dialog = page.getByRole('dialog', { name: PLAN_UI.en.open });
  await expect(dialog.getByRole('combobox', { name: PLAN_UI.en.client })).toHaveValue(CLIENT.company);
  await planFollowUp(page, dialog, 'en', day, notes);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(PLAN_UI.en.queued).first()).toBeVisible();
  await waiting(page, 1);
  // Still the list, as the phone holds it.
  await expect(page).toHaveURL(/\/app\/visits\/near$/);
  await expect(page.getByTestId('near-client').first()).toHaveAttribute('data-id', clientId);

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden({ timeout: 30_000 });
  expect(await visitsWithNotes(page, clientId, day, notes)).toHaveLength(1);
});
