import { expect, test, type Page } from './test';
import { CLIENT, planVisitViaApi } from './field-fixtures';
import { apiAs, DEMO_MANAGER, DEMO_SALES1, expectNoSeriousViolations, logIn, resetProfileLanguage } from './fixtures';

// One tap to act on a contact, in the field: on a 360 px phone, in both languages, the rep's
// client and visit and the technician's request offer call, WhatsApp and directions.
test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });
test.afterEach(({ page }) => resetProfileLanguage(page));

// The demo client's number (+966 50 211 4410) and place (server/src/seed/demo-clients.ts).
const CALL = 'tel:+966502114410';
const WHATSAPP = 'https://wa.me/966502114410';
const DIRECTIONS = `https://www.google.com/maps/dir/?api=1&destination=${CLIENT.latitude},${CLIENT.longitude}`;
const LABELS = {
  en: { call: 'Call', whatsapp: 'WhatsApp', directions: 'Directions' },
  ar: { call: 'اتصال', whatsapp: 'واتساب', directions: 'الاتجاهات' },
} as const;
const TECHNICIAN = 'maintenance@demo.ziyara.app';

async function inLanguage(page: Page, lang: 'en' | 'ar') {
  if ((await page.locator('html').getAttribute('lang')) !== lang) await page.getByTestId('language-switch').click();
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/** The contact's buttons: labelled in the page's language, each a link to its app, each big enough for a thumb. */
async function expectActions(page: Page, lang: 'en' | 'ar', label: string) {
  const actions = page.getByTestId('contact-actions');
  await expect(actions).toBeVisible();
  const ui = LABELS[lang];
  for (const [testId, name, href] of [
    ['contact-call', ui.call, CALL],
    ['contact-whatsapp', ui.whatsapp, WHATSAPP],
    ['contact-directions', ui.directions, DIRECTIONS],
  ] as const) {
    const link = actions.getByTestId(testId);
    await expect(link).toHaveText(name);
    await expect(link).toHaveAttribute('href', href);
    const box = await link.boundingBox();
    expect(box?.height, `${label} ${testId}`).toBeGreaterThanOrEqual(24);
    expect(box && box.x + box.width, `${label} ${testId} within the screen`).toBeLessThanOrEqual(360);
  }
  await expect(actions.getByTestId('contact-map-app')).toHaveAttribute(
    'href',
    new RegExp(`^geo:${CLIENT.latitude},${CLIENT.longitude}\\?q=`),
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${label}: nothing sticks out`).toBeLessThanOrEqual(360);
  await expectNoSeriousViolations(page, label);
}

for (const lang of ['en', 'ar'] as const) {
  test(`the rep calls, messages or drives to a client from the client and the visit (${lang})`, async ({ page }) => {
    const visitId = await planVisitViaApi(page, 1);
    const clients = await apiAs<{ results: { id: string; company_name: string }[] }>(
      page,
      DEMO_SALES1,
      'GET',
      `client/list?search=${encodeURIComponent(CLIENT.search)}`,
    );
    const client = clients.results.find((c) => c.company_name === CLIENT.company)!;
    await logIn(page, DEMO_SALES1);
    await inLanguage(page, lang);

    await page.goto(`/app/clients/clientdetails/${client.id}`);
    await expect(page.getByRole('heading', { name: CLIENT.company })).toBeVisible();
    await expectActions(page, lang, `client (${lang})`);

    await page.goto(`/app/visits/visitdetails/${visitId}`);
    await expect(page.getByTestId('visit-client-link')).toHaveText(CLIENT.company);
    await expectActions(page, lang, `visit (${lang})`);
  });

  test(`the technician sees where the request is, whom to ask for, and one tap to call or drive there (${lang})`, async ({ page }) => {
    const clients = await apiAs<{ results: { id: string; company_name: string; address: string; contact_name: string }[] }>(
      page,
      DEMO_MANAGER,
      'GET',
      `client/list?search=${encodeURIComponent(CLIENT.search)}`,
    );
    const client = clients.results.find((c) => c.company_name === CLIENT.company)!;
    const technicians = await apiAs<{ id: string }[]>(page, DEMO_MANAGER, 'GET', 'maintenance/technicians');
    // The manager opens the request as the form sends it (multipart).
    await logIn(page, DEMO_MANAGER);
    const access = await page.evaluate(() => localStorage.getItem('access_token') ?? '');
    const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
    const created = await page.request.post('/api/v1/maintenance/list', {
      headers: { authorization: `Bearer ${access}`, 'x-csrftoken': csrf },
      multipart: {
        title: `Chiller alarm (${lang})`,
        priority: '2',
        assignee: technicians[0]!.id,
        client: client.id,
        scheduled_date: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const request = ((await created.json()) as { id: string }).id;

    await logIn(page, TECHNICIAN);
    await inLanguage(page, lang);
    await page.goto(`/app/maintenance?request=${request}`);
    await expect(page.getByTestId('request-details')).toBeVisible();
    await expect(page.getByTestId('request-contact')).toContainText(client.contact_name);
    await expect(page.getByTestId('request-contact')).toContainText('+966 50 211 4410');
    if (client.address) await expect(page.getByTestId('request-address')).toContainText(client.address);
    await expectActions(page, lang, `maintenance request (${lang})`);
  });
}
