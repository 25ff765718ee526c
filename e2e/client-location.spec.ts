import { expect, test, type Locator, type Page } from './test';
import { apiAs, DEMO_MANAGER, expectNoSeriousViolations, logIn, resetProfileLanguage, useLanguage } from './fixtures';

// Issue 43: a client's location is set by pasting a maps link, dropping a pin on the map or
// "use my location", never by typing coordinates alone; in English on a desktop and in Arabic
// on a 360 px phone. The test server has no tile server: the map is the offline outlines.
test.afterEach(({ page }) => resetProfileLanguage(page));

const UI = {
  en: {
    edit: 'Edit',
    save: 'Save',
    paste: 'Paste a maps link',
    shortLink: 'Open the short link and copy the full address from the browser',
    useLocation: 'Use my location',
    enterCoordinates: 'Enter coordinates',
    latitude: 'Latitude',
    coordinates: 'Coordinates',
  },
  ar: {
    edit: 'تعديل',
    save: 'حفظ',
    paste: 'الصق رابط خريطة',
    shortLink: 'افتح الرابط المختصر وانسخ العنوان الكامل من المتصفح',
    useLocation: 'استخدم موقعي',
    enterCoordinates: 'إدخال الإحداثيات',
    latitude: 'خط العرض',
    coordinates: 'الإحداثيات',
  },
} as const;

const GOOGLE_LINK =
  'https://www.google.com/maps/place/Kingdom+Centre/@24.7,46.6,15z/data=!3m1!4b1!4m6!3m5!1s0x3e2f03:0x1!8m2!3d24.7136!4d46.6753';
/** Jeddah, where the browser says the phone is. */
const PHONE_AT = { latitude: 21.543333, longitude: 39.172778 };

async function openEditForm(page: Page, edit: string): Promise<Locator> {
  await page.getByRole('button', { name: edit, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('drop-pin-map')).toBeVisible();
  // The base layer (offline outlines) has drawn: the map is ready for a click.
  await expect(dialog.locator('.ziyara-map path').first()).toBeAttached();
  return dialog;
}

for (const [lang, viewport] of [
  ['en', { width: 1280, height: 900 }],
  ['ar', { width: 360, height: 780 }],
] as const) {
  test(`a client's location from a pasted link, a pin on the map and the phone's location (${lang}, ${viewport.width} px)`, async ({
    page,
  }) => {
    const ui = UI[lang];
    await page.setViewportSize(viewport);
    const lead = await apiAs<{ id: string }>(page, DEMO_MANAGER, 'POST', 'client/list', {
      kind: 'lead',
      title: 'Mr',
      contact_name: 'Saad Al-Otaibi',
      company_name: `Location ${lang} ${Date.now()}`,
      customer_type: 'Commercial',
      customer_target: 'Regular',
      phone: `+966 55 ${String(Date.now() % 10_000_000).padStart(7, '0')}`,
      email: '',
      country: 'SA',
      city: 'Riyadh',
    });
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation(PHONE_AT);
    await logIn(page, DEMO_MANAGER);
    await useLanguage(page, lang);
    await page.goto(`/app/clients/clientdetails/${lead.id}`);
    await expect(page.getByTestId('client-location')).toBeVisible();
    await expect(page.getByTestId('pin-map')).toHaveCount(0);

    let dialog = await openEditForm(page, ui.edit);
    const readout = dialog.getByTestId('location-coordinates');
    const link = dialog.getByRole('textbox', { name: ui.paste });
    await expectNoSeriousViolations(page, `client form with its location (${lang})`);
    // The map fits the dialog, and nothing sticks out of the page.
    const mapBox = (await dialog.getByTestId('drop-pin-map').boundingBox())!;
    const dialogBox = (await dialog.boundingBox())!;
    expect(mapBox.x).toBeGreaterThanOrEqual(dialogBox.x);
    expect(mapBox.x + mapBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    // A short link cannot be opened offline: the form says what to do instead.
    await link.dispatchEvent('paste');
    await link.fill('https://maps.app.goo.gl/AbCdEf12345');
    await expect(dialog.getByText(ui.shortLink)).toBeVisible();
    await expect(link).toHaveAttribute('aria-invalid', 'true');

    // A full Google link: the pin's coordinates, shown and in the typed fields.
    await link.fill(GOOGLE_LINK);
    await expect(dialog.getByText(ui.shortLink)).toBeHidden();
    await expect(readout).toContainText('24.7136, 46.6753');
    await dialog.getByRole('button', { name: ui.enterCoordinates }).click();
    await expect(dialog.getByRole('textbox', { name: ui.latitude })).toHaveValue('24.7136');
    await dialog.getByRole('button', { name: ui.save, exact: true }).click();
    await expect(dialog).toBeHidden();

    // The client's page shows the place on its map.
    const card = page.getByTestId('client-location');
    await expect(card.getByTestId('pin-map')).toBeVisible();
    await expect(card).toContainText('24.71360, 46.67530');

    // The pin moves where the map is clicked.
    dialog = await openEditForm(page, ui.edit);
    await expect(readout).toContainText('24.7136, 46.6753');
    await expect(dialog.locator('.client-pin')).toBeVisible();
    const map = dialog.getByTestId('drop-pin-map');
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width / 2 + 60, y: box.height / 2 + 40 } });
    await expect(readout).not.toContainText('24.7136, 46.6753');
    const moved = /(-?\d+(?:\.\d+)?), (-?\d+(?:\.\d+)?)/.exec(await readout.innerText());
    expect(moved, 'the readout shows the new coordinates').not.toBeNull();
    // Down and to the right on the map: south-east of where the pin was.
    expect(Number(moved![1])).toBeLessThan(24.7136);
    expect(Number(moved![2])).toBeGreaterThan(46.6753);
    expect(moved![2]!.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(6);

    // "Use my location": where the browser says the phone is.
    await dialog.getByRole('button', { name: ui.useLocation }).click();
    await expect(readout).toContainText(`${PHONE_AT.latitude}, ${PHONE_AT.longitude}`);
    await dialog.getByRole('button', { name: ui.save, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('21.54333, 39.17278');
    const stored = await apiAs<{ latitude: number; longitude: number }>(page, DEMO_MANAGER, 'GET', `get/client/${lead.id}`);
    expect([stored.latitude, stored.longitude]).toEqual([PHONE_AT.latitude, PHONE_AT.longitude]);
  });
}
