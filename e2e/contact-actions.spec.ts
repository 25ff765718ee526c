import { expect, test, type Page } from './test';
import { CLIENT, planVisitViaApi } from './field-fixtures';
import { apiAs, DEMO_SALES1, expectNoSeriousViolations, logIn, resetProfileLanguage, useLanguage } from './fixtures';

// One tap to act on a contact, in the field: on a 360 px phone, in both languages, the rep's
// client and visit and the technician's request offer call, WhatsApp and directions.
test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });
test.afterEach(({ page }) => resetProfileLanguage(page));

/** What a contact's links must be: its number as dialled and messaged, its place for the maps. */
interface Expected {
  call: string;
  whatsapp: string;
  directions: string;
  geo: RegExp;
}
/** The demo's numbers are written in international form ("+966 50 211 4410"). */
const expectedFor = (phone: string, latitude: number, longitude: number): Expected => ({
  call: `tel:${phone.replace(/\s/g, '')}`,
  whatsapp: `https://wa.me/${phone.replace(/[\s+]/g, '')}`,
  directions: `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`,
  geo: new RegExp(`^geo:${latitude},${longitude}\\?q=`),
});
// The demo client's number and place (server/src/seed/demo-clients.ts).
const DEMO_CLIENT = expectedFor('+966 50 211 4410', CLIENT.latitude, CLIENT.longitude);
const LABELS = {
  en: { call: 'Call', whatsapp: 'WhatsApp', directions: 'Directions' },
  ar: { call: 'اتصال', whatsapp: 'واتساب', directions: 'الاتجاهات' },
} as const;
const TECHNICIAN = 'maintenance@demo.ziyara.app';

async function inLanguage(page: Page, lang: 'en' | 'ar') {
  await useLanguage(page, lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/** The contact's buttons: labelled in the page's language, each a link to its app, each big enough for a thumb. */
async function expectActions(page: Page, lang: 'en' | 'ar', label: string, expected: Expected = DEMO_CLIENT) {
  const actions = page.getByTestId('contact-actions');
  await expect(actions).toBeVisible();
  const ui = LABELS[lang];
  for (const [testId, name, href] of [
    ['contact-call', ui.call, expected.call],
    ['contact-whatsapp', ui.whatsapp, expected.whatsapp],
    ['contact-directions', ui.directions, expected.directions],
  ] as const) {
    const link = actions.getByTestId(testId);
    await expect(link).toHaveText(name);
    await expect(link).toHaveAttribute('href', href);
    const box = await link.boundingBox();
    expect(box?.height, `${label} ${testId}`).toBeGreaterThanOrEqual(24);
    expect(box && box.x + box.width, `${label} ${testId} within the screen`).toBeLessThanOrEqual(360);
  }
  await expect(actions.getByTestId('contact-map-app')).toHaveAttribute('href', expected.geo);
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
    // One of the demo technician's own requests (a new one would push others off their first page).
    type Request = {
      id: string;
      client: { contact_name: string; phone: string; address: string; latitude: number | null; longitude: number | null };
    };
    const requests = await apiAs<{ results: Request[] }>(page, TECHNICIAN, 'GET', 'maintenance/list?page_size=100');
    const request = requests.results.find((r) => r.client.phone && r.client.latitude !== null && r.client.longitude !== null);
    expect(request, 'a demo request whose client has a number and a place').toBeTruthy();
    const { client } = request!;

    await logIn(page, TECHNICIAN);
    await inLanguage(page, lang);
    await page.goto(`/app/maintenance?request=${request!.id}`);
    await expect(page.getByTestId('request-details')).toBeVisible();
    await expect(page.getByTestId('request-contact')).toContainText(client.contact_name);
    await expect(page.getByTestId('request-contact')).toContainText(client.phone);
    if (client.address) await expect(page.getByTestId('request-address')).toContainText(client.address);
    await expectActions(page, lang, `maintenance request (${lang})`, expectedFor(client.phone, client.latitude!, client.longitude!));
  });
}
