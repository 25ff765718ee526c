import { expect, test, type Page } from './test';
import { DEMO_MANAGER, expectNoSeriousViolations, logIn, resetProfileLanguage, useLanguage } from './fixtures';

// Issue 43: a manager's territories, drawn on the (offline) map or named as a set of cities,
// with their reps and the map's coverage shading; in English on a desktop and in Arabic on a
// 360 px phone.
test.afterEach(({ page }) => resetProfileLanguage(page));

const UI = {
  en: {
    menu: 'Territories',
    title: 'Territories',
    new: 'New territory',
    name: 'Name',
    cities: 'Cities',
    reps: 'Reps',
    save: 'Save territory',
    created: 'Territory created',
    saved: 'Territory saved',
    deleted: 'Territory deleted',
    undo: 'Undo last corner',
    edit: (n: string) => `Edit ${n}`,
    del: (n: string) => `Delete ${n}`,
    confirm: 'Delete',
  },
  ar: {
    menu: 'المناطق',
    title: 'مناطق البيع',
    new: 'منطقة جديدة',
    name: 'الاسم',
    cities: 'المدن',
    reps: 'المندوبون',
    save: 'حفظ المنطقة',
    created: 'تم إنشاء المنطقة',
    saved: 'تم حفظ المنطقة',
    deleted: 'تم حذف المنطقة',
    undo: 'تراجع عن آخر زاوية',
    edit: (n: string) => `تعديل ${n}`,
    del: (n: string) => `حذف ${n}`,
    confirm: 'حذف',
  },
} as const;

/** An accessible name with the isolation marks Arabic interpolation puts around a name. */
const named = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, ' [\u2066-\u2069]?')}[\u2066-\u2069]?$`);

const row = (page: Page, name: string) => page.getByTestId('territory-row').filter({ hasText: name });

async function deleteTerritory(page: Page, lang: 'en' | 'ar', name: string) {
  const ui = UI[lang];
  await row(page, name)
    .getByRole('button', { name: named(ui.del(name)) })
    .click();
  const confirm = page.getByRole('dialog');
  await confirm.getByRole('button', { name: ui.confirm, exact: true }).click();
  await expect(page.getByText(ui.deleted)).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
}

test('a manager draws a territory on the map, names its rep, renames it and deletes it (en, 1280 px)', async ({ page }) => {
  const ui = UI.en;
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, DEMO_MANAGER);
  await page.getByRole('link', { name: ui.menu }).click();
  await expect(page).toHaveURL(/\/app\/territories$/);
  await expect(page.getByRole('heading', { level: 1, name: ui.title })).toBeVisible();

  // The demo company's four territories, each with its coverage figure.
  const list = page.getByTestId('territory-list');
  for (const name of ['شمال الرياض', 'Riyadh South', 'Jeddah', 'الدمام والخبر']) await expect(list).toContainText(name);
  await expect(page.getByTestId('territory-coverage').first()).not.toHaveText('…');
  const legend = page.getByTestId('coverage-legend');
  await expect(legend).toBeVisible();
  await expect(legend).toContainText('Clients visited in the last 30 days');
  await page.getByTestId('coverage-days').getByText('90 days').click();
  await expect(legend).toContainText('Clients visited in the last 90 days');
  // The window is in the address: a reload keeps it, Back returns to the one before.
  await expect(page).toHaveURL(/\/app\/territories\?days=90$/);
  await page.reload();
  await expect(legend).toContainText('Clients visited in the last 90 days');
  await page.getByTestId('coverage-days').getByText('7 days').click();
  await expect(legend).toContainText('Clients visited in the last 7 days');
  await page.goBack();
  await expect(page).toHaveURL(/\?days=90$/);
  await expect(legend).toContainText('Clients visited in the last 90 days');
  await expect(page.getByTestId('coverage-days').getByRole('radio', { name: '90 days' })).toBeChecked();

  // A new outline: four clicks, undo the last, the fourth again.
  const name = `E2E outline ${Date.now()}`;
  await page.getByTestId('territory-new').click();
  const form = page.getByTestId('territory-form');
  const map = page.getByTestId('territory-map');
  await expect(map.locator('path').first()).toBeAttached();
  const box = (await map.boundingBox())!;
  const cx = box.width / 2;
  const cy = box.height / 2;
  const corners = page.locator('.territory-corner');
  for (const [dx, dy] of [
    [-60, -50],
    [60, -50],
    [60, 50],
    [-60, 50],
  ] as const)
    await map.click({ position: { x: cx + dx, y: cy + dy } });
  await expect(corners).toHaveCount(4);
  await expect(form.getByTestId('territory-corners')).toContainText('4 corners');
  await form.getByRole('button', { name: ui.undo }).click();
  await expect(corners).toHaveCount(3);
  await map.click({ position: { x: cx - 60, y: cy + 50 } });
  await expect(corners).toHaveCount(4);
  // A corner dragged moves; the outline keeps its four corners.
  const second = (await corners.nth(1).boundingBox())!;
  await page.mouse.move(second.x + second.width / 2, second.y + second.height / 2);
  await page.mouse.down();
  await page.mouse.move(second.x + second.width / 2 + 30, second.y + second.height / 2 - 25, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => Math.round((await corners.nth(1).boundingBox())!.x - second.x)).toBe(30);
  await expect(corners).toHaveCount(4);

  await form.getByRole('textbox', { name: ui.name }).fill(name);
  await form.getByRole('combobox', { name: ui.reps }).click();
  await page.getByRole('option', { name: 'Omar Haddad' }).click();
  await page.keyboard.press('Escape');
  await expectNoSeriousViolations(page, 'territory form (en)');
  await form.getByRole('button', { name: ui.save }).click();
  await expect(page.getByText(ui.created)).toBeVisible();
  await expect(form).toBeHidden();

  const mine = row(page, name);
  await expect(mine).toContainText('Drawn outline, 4 corners');
  await expect(mine).toContainText('Omar Haddad');
  await expect(mine.getByTestId('territory-coverage')).toHaveText(/visited \(\d+ of \d+ clients\)|No clients in this territory yet/);

  // Renamed.
  const renamed = `${name} renamed`;
  await mine.getByRole('button', { name: named(ui.edit(name)) }).click();
  await expect(form.getByTestId('territory-corners')).toContainText('4 corners');
  await expect(corners).toHaveCount(4);
  await form.getByRole('textbox', { name: ui.name }).fill(renamed);
  await form.getByRole('button', { name: ui.save }).click();
  await expect(page.getByText(ui.saved)).toBeVisible();
  await expect(row(page, renamed)).toHaveCount(1);

  await expectNoSeriousViolations(page, 'territories page (en)');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  // Switched under an open map, the map keeps Leaflet's own classes (and so its frame) and
  // turns dark (components/map/LeafletMap.tsx toggles its class rather than rewriting them).
  await expect(map).toHaveClass(/leaflet-container/);
  await expect(map).toHaveClass(/is-dark/);
  await expectNoSeriousViolations(page, 'territories page (en, dark, switched)');
  // And on a fresh page in dark, the map frames every territory.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(row(page, renamed)).toHaveCount(1);
  // Every territory framed, the city sets' circles too (the demo's
  // two outlines, Jeddah, Dammam and Khobar, and this one).
  const shapes = map.locator('path.territory-shape');
  await expect(shapes).toHaveCount(6);
  const frame = (await map.boundingBox())!;
  for (const shape of await shapes.all()) {
    const b = (await shape.boundingBox())!;
    // Drawn (Leaflet empties a shape out of view), and well inside the frame (it pads by 24 px).
    expect(b.width).toBeGreaterThan(0);
    expect(b.x).toBeGreaterThanOrEqual(frame.x + 8);
    expect(b.y).toBeGreaterThanOrEqual(frame.y + 8);
    expect(b.x + b.width).toBeLessThanOrEqual(frame.x + frame.width - 8);
    expect(b.y + b.height).toBeLessThanOrEqual(frame.y + frame.height - 8);
  }
  await expectNoSeriousViolations(page, 'territories page (en, dark)');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await deleteTerritory(page, 'en', renamed);
});

test('a manager makes a city-set territory with the keyboard on a phone (ar, 360 px)', async ({ page }) => {
  const ui = UI.ar;
  await page.setViewportSize({ width: 360, height: 780 });
  await logIn(page, DEMO_MANAGER);
  await useLanguage(page, 'ar');
  await page.goto('/app/territories');
  await expect(page.getByRole('heading', { level: 1, name: ui.title })).toBeVisible();
  await expect(page.getByTestId('territory-list')).toContainText('شمال الرياض');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const name = `منطقة الطائف ${Date.now()}`;
  await page.getByTestId('territory-new').click();
  const form = page.getByTestId('territory-form');
  // The form opens below the map: it is brought into view, its first field focused and not
  // under the sticky header.
  const nameField = form.getByRole('textbox', { name: ui.name });
  await expect(nameField).toBeFocused();
  await expect(nameField).toBeInViewport();
  const headerBottom = await page
    .locator('header')
    .first()
    .evaluate((h) => h.getBoundingClientRect().bottom);
  expect((await nameField.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
  await nameField.fill(name);
  await form.getByRole('radiogroup').getByText(ui.cities, { exact: true }).click();
  const cities = form.getByRole('textbox', { name: ui.cities }).or(form.getByRole('combobox', { name: ui.cities }));
  await cities.first().focus();
  await page.keyboard.type('الطائف');
  await expect(page.getByRole('option', { name: 'الطائف' }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(form).toContainText('الطائف');

  const reps = form.getByRole('combobox', { name: ui.reps }).or(form.getByRole('textbox', { name: ui.reps }));
  await reps.first().focus();
  await page.keyboard.type('Omar');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(form).toContainText('Omar Haddad');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousViolations(page, 'territory form (ar)');

  await form.getByRole('button', { name: ui.save }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(ui.created)).toBeVisible();
  const mine = row(page, name);
  await expect(mine).toContainText('الطائف');
  await expect(mine).toContainText('Omar Haddad');
  await expect(mine.getByTestId('territory-coverage')).not.toHaveText('…');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoSeriousViolations(page, 'territories page (ar)');
  await deleteTerritory(page, 'ar', name);
});
