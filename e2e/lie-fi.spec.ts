import type { Route } from '@playwright/test';
import { expect, test } from './test';
import { CLIENT, repWithVisitOnPhone, waiting } from './field-fixtures';
import { DEMO_MANAGER, api, resetProfileLanguage, signedIn, useLanguage } from './fixtures';

// Issue 40, "lie-fi": the phone believes it is online, but requests go unanswered (one bar in
// a basement). The reopened app must show the phone's copy and let the rep work, not wait on
// the server, and the banner must say there is no connection rather than "Sending…".
test.use({ serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });
test.afterEach(({ page }) => resetProfileLanguage(page));

type Details = { status: number; timeline: { action: string }[] };

for (const lang of ['en', 'ar'] as const) {
  test(`lie-fi (${lang}): the reopened app shows the visit from the phone, checks in, and sends it once when the server answers again`, async ({
    page,
    context,
    browser,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: CLIENT.latitude, longitude: CLIENT.longitude, accuracy: 15 });
    const id = await repWithVisitOnPhone(page, 1);
    await useLanguage(page, lang);

    // Every API request now hangs: nothing is refused, nothing is answered.
    const unanswered: Route[] = [];
    await context.route('**/api/**', (route) => void unanswered.push(route));
    await page.goto(`/app/visits/visitdetails/${id}`);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await expect(page.getByTestId('visit-details')).toBeVisible();
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toContainText(lang === 'en' ? 'No connection' : 'لا يوجد اتصال', { timeout: 20_000 });
    await expect(page.getByText(lang === 'en' ? 'Cannot reach the server' : 'تعذّر الاتصال بالخادم')).toHaveCount(0);

    await page.getByRole('button', { name: lang === 'en' ? 'Check in' : 'تسجيل الوصول', exact: true }).click();
    if (lang === 'en') await waiting(page, 1);
    else await expect(banner).toContainText('تغيير واحد بانتظار الإرسال');
    await expect(banner).not.toContainText(lang === 'en' ? 'Sending' : 'جارٍ إرسال');

    // The server answers again: the check-in goes, once, and the banner leaves.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await expect(banner).toBeHidden({ timeout: 30_000 });
    const manager = await signedIn(browser, DEMO_MANAGER, 'en');
    const stored = await api<Details>(manager, 'GET', `get/visit/${id}`);
    await manager.context().close();
    expect(stored.status).toBe(1);
    expect(stored.timeline.filter((a) => a.action === 'checked_in')).toHaveLength(1);
    expect(unanswered.length).toBeGreaterThan(0);
  });
}
