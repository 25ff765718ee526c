import { expect, test, type Page } from './test';
import { DEMO_MANAGER, expectNoSeriousViolations, logIn, resetProfileLanguage } from './fixtures';

test.afterEach(async ({ page }) => resetProfileLanguage(page));

/** Every request the page makes must stay on the test server: no tiles, fonts or CDNs. */
function recordOutsideRequests(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.hostname !== '127.0.0.1') outside.push(req.url());
  });
  return outside;
}

const words = {
  en: { coverage: 'Clients not visited', open: 'Open the visit', location: 'Location' },
  ar: { coverage: 'عملاء لم تتم زيارتهم', open: 'افتح الزيارة', location: 'الموقع' },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`the visits map shows markers, check-ins and the coverage layer offline, and opens a visit (${lang})`, async ({ page }) => {
    const outside = recordOutsideRequests(page);
    await logIn(page, DEMO_MANAGER);
    if (lang === 'ar') await page.getByTestId('language-switch').click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.goto('/app/visits?view=map');

    const map = page.getByTestId('visits-leaflet');
    await expect(map).toBeVisible();
    // The offline base map: country outlines drawn as SVG paths, no tiles.
    await expect(map.locator('path.leaflet-interactive, svg path').first()).toBeAttached();
    await expect(map.locator('img.leaflet-tile')).toHaveCount(0);
    // Today's demo visits: markers or clusters of them, and the same visits as a table of links.
    await expect(map.locator('.visit-marker, .marker-cluster').first()).toBeVisible();
    await expect(page.getByTestId('map-table').getByRole('link').first()).toBeVisible();
    // Leaflet's own layout stays LTR inside an Arabic page; the zoom buttons speak its language.
    await expect(map).toHaveAttribute('dir', 'ltr');
    await expect(map.getByRole('button', { name: lang === 'en' ? 'Zoom in' : 'تكبير' })).toBeVisible();

    // axe-core over the map, its controls, legend and table: no serious or critical violation.
    await expectNoSeriousViolations(page, `map ${lang}`);

    // The coverage layer (managers): off by default, on with its count and its points.
    await expect(map.locator('path.coverage-point')).toHaveCount(0);
    // The layers live in the URL: the box shows the new state once the navigation lands.
    const coverageBox = page.getByRole('checkbox', { name: words[lang].coverage });
    await coverageBox.click();
    await expect(coverageBox).toBeChecked();
    await expect(page.getByTestId('coverage-count')).toBeVisible();
    const days = page.getByTestId('coverage-days');
    if ((await map.locator('path.coverage-point').count()) === 0) {
      // Every located client was visited within 30 days: a day's window leaves some out.
      await days.fill('1');
    }
    await expect(map.locator('path.coverage-point').first()).toBeAttached();
    await coverageBox.click();
    await expect(coverageBox).not.toBeChecked();
    await expect(map.locator('path.coverage-point')).toHaveCount(0);

    // A marker opens its visit: zoom into a cluster until a marker is there, then its popup's link.
    // A click zooms in, and the cluster clicked is replaced by what that zoom shows (or, at the
    // deepest zoom, spreads into its markers): wait for either before looking again.
    const markers = map.locator('.visit-marker');
    for (let i = 0; i < 8 && (await markers.count()) === 0; i++) {
      const cluster = await map.locator('.marker-cluster').first().elementHandle();
      await cluster!.click();
      await expect.poll(async () => !(await cluster!.evaluate((el) => el.isConnected)) || (await markers.count()) > 0).toBe(true);
    }
    // Markers come in while the zoom still moves them (Leaflet's and the clusters' animation
    // classes): a click then misses its popup.
    await expect(page.locator('.leaflet-zoom-anim, .leaflet-cluster-anim')).toHaveCount(0);
    await markers.first().click();
    const link = map.locator('.leaflet-popup').getByRole('link', { name: words[lang].open });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/app\/visits\/visitdetails\/[0-9a-f-]{36}$/);
    expect(outside).toEqual([]);
  });

  test(`a client's page shows its location pin on the offline map (${lang})`, async ({ page }) => {
    const outside = recordOutsideRequests(page);
    await logIn(page, DEMO_MANAGER);
    if (lang === 'ar') await page.getByTestId('language-switch').click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // A located client (the demo seed places clients in Riyadh, Jeddah and Dammam).
    const clientId = await page.evaluate(async () => {
      const token = localStorage.getItem('access_token') ?? '';
      const res = await fetch('/api/v1/client/list?page=1&page_size=100', { headers: { authorization: `Bearer ${token}` } });
      const list = (await res.json()) as { results: { id: string; latitude: number | null }[] };
      return list.results.find((c) => c.latitude !== null)?.id ?? '';
    });
    expect(clientId).not.toBe('');
    await page.goto(`/app/clients/clientdetails/${clientId}`);
    const card = page.getByTestId('client-location');
    await expect(card.getByRole('heading', { name: words[lang].location })).toBeVisible();
    await expect(card.getByTestId('pin-map').locator('.client-pin')).toBeVisible();
    expect(outside).toEqual([]);
  });
}
