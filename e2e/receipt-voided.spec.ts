import { expect, test, type Page } from './test';
import { receiptToken } from '../server/src/lib/receipt/receipt-token';
import { CLIENT, PNG, planVisitViaApi } from './field-fixtures';
import { DEMO_MANAGER, DEMO_PASSWORD, DEMO_SALES1, api, expectNoSeriousViolations, logIn } from './fixtures';

/** scripts/e2e-server.mjs's JWT_SECRET: receipt tokens are signed with it. */
const E2E_SECRET = 'e2e-secret-that-is-long-enough-for-hs256-signing';
const REASON = 'The cash was never handed over';

/**
 * A collection Omar recorded and his manager then rejected: its receipt's QR page, opened by
 * anyone, says the receipt was voided, why and when. Returns the page's path.
 */
async function rejectedCollection(page: Page): Promise<string> {
  await logIn(page, DEMO_MANAGER);
  const visitId = await planVisitViaApi(page, 2);
  const rep = await api<{ access: string }>(page, 'POST', 'auth/login/', { email: DEMO_SALES1, password: DEMO_PASSWORD }, '');
  await api(page, 'POST', `visit/status/${visitId}`, { latitude: CLIENT.latitude, longitude: CLIENT.longitude, accuracy_m: 8 }, rep.access);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const done = await page.request.post('/api/v1/collection/visit', {
    headers: { authorization: `Bearer ${rep.access}`, 'x-csrftoken': csrf },
    multipart: { visit_id: visitId, amount: '480.00', payment: '0', file: { name: 'receipt.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(done.status(), await done.text()).toBe(200);
  await api(page, 'POST', `visit/status/Rejected/${visitId}`, { reason: REASON });
  const access = await page.evaluate(() => localStorage.getItem('access_token') ?? '');
  const { tid } = JSON.parse(Buffer.from(access.split('.')[1]!, 'base64url').toString()) as { tid: string };
  return `/receipt/check/${receiptToken(E2E_SECRET, tid, visitId)}`;
}

test.describe('a voided receipt’s QR page', () => {
  test.use({ viewport: { width: 360, height: 780 }, hasTouch: true });

  test('says the receipt was voided, with the reason and the date, in English and Arabic, light and dark, on a phone', async ({
    page,
    browser,
  }) => {
    const path = await rejectedCollection(page);
    for (const [lang, theme] of [
      ['en', 'light'],
      ['ar', 'dark'],
    ] as const) {
      // Whoever scans the code: a fresh browser, no session.
      const context = await browser.newContext({ viewport: { width: 360, height: 780 }, hasTouch: true, serviceWorkers: 'block' });
      await context.addInitScript(
        (chosen) => {
          localStorage.setItem('lang', chosen.lang);
          localStorage.setItem('theme', chosen.theme);
        },
        { lang, theme },
      );
      const visitor = await context.newPage();
      await visitor.goto(path);
      const alert = visitor.getByRole('alert');
      await expect(alert.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? 'This receipt was voided' : 'أُلغي هذا الإيصال');
      await expect(visitor.getByTestId('receipt-voided')).toContainText(REASON);
      const today = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-ca-gregory' : 'en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Riyadh',
      }).format(new Date());
      await expect(alert).toContainText(today);
      await expect(visitor.getByText(lang === 'en' ? 'Receipt verified' : 'تم التحقق من الإيصال')).toHaveCount(0);
      await expect(visitor.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      await expect(visitor.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
      // Nothing wider than the phone.
      expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expectNoSeriousViolations(visitor, `voided receipt (${lang}, ${theme})`);
      await context.close();
    }
  });
});
