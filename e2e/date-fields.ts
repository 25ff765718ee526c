import { expect, type Locator } from './test';

/**
 * Filling the app's date, date-time and time fields (web/src/components/date-field.tsx) the
 * way a person does: they are Mantine pickers drawn in the app's language, not native inputs
 * a test could `fill('2026-03-01')`. The calendar's days carry `data-date` (`YYYY-MM-DD`),
 * so the helpers work in either language.
 */

/** The open picker's dropdown: one at a time, in a portal outside the dialog. */
const dropdownOf = (field: Locator) => field.page().locator('[data-dates-dropdown]');

/** Moves the open calendar month by month to `day`'s and clicks it. */
async function chooseDay(dropdown: Locator, day: string) {
  const inMonth = dropdown.locator('button[data-date]:not([data-outside])');
  for (let step = 0; step < 120; step++) {
    const target = dropdown.locator(`button[data-date="${day}"]:not([data-outside])`);
    if ((await target.count()) > 0) {
      await target.click();
      return;
    }
    const shown = (await inMonth.first().getAttribute('data-date')) ?? '';
    await dropdown.locator(`button[data-direction="${day < shown ? 'previous' : 'next'}"]`).click();
    await expect(inMonth.first()).not.toHaveAttribute('data-date', shown);
  }
  throw new Error(`the calendar never reached ${day}`);
}

/** Types `HH:mm` (24 h) into a time picker whose hours input is `hours`: 12 h with AM/PM when it has one. */
export async function fillTime(hours: Locator, time: string) {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const fields = hours.locator('xpath=..');
  const amPm = fields.locator('select');
  const twelve = (await amPm.count()) > 0;
  await hours.fill(String(twelve ? h % 12 || 12 : h).padStart(2, '0'));
  await fields.getByRole('spinbutton').nth(1).fill(String(m).padStart(2, '0'));
  // The options are "--", then AM, then PM, whatever the language calls them.
  if (twelve) await amPm.selectOption({ index: h < 12 ? 1 : 2 });
}

/** Picks `day` (`YYYY-MM-DD`) in a date field (its button, e.g. `getByLabel('Due date')`). */
export async function pickDate(field: Locator, day: string) {
  await field.click();
  const dropdown = dropdownOf(field);
  await expect(dropdown).toBeVisible();
  await chooseDay(dropdown, day);
  await expect(dropdown).toBeHidden();
}

/** Picks only the day in a date-time field and confirms it, leaving the time as the picker sets it. */
export async function pickDayOfDateTime(field: Locator, day: string) {
  await field.click();
  const dropdown = dropdownOf(field);
  await expect(dropdown).toBeVisible();
  await chooseDay(dropdown, day);
  await dropdown.getByRole('spinbutton').first().press('Enter');
  await expect(dropdown).toBeHidden();
}

/** Picks a wall-clock `YYYY-MM-DDTHH:mm` in a date-time field: the day, the time, then Enter. */
export async function pickDateTime(field: Locator, local: string) {
  const [day = '', time = ''] = local.split('T');
  await field.click();
  const dropdown = dropdownOf(field);
  await expect(dropdown).toBeVisible();
  await chooseDay(dropdown, day);
  const hours = dropdown.getByRole('spinbutton').first();
  await fillTime(hours, time.slice(0, 5));
  await hours.press('Enter');
  await expect(dropdown).toBeHidden();
}
