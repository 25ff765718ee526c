import { expect, test, type Page } from './test';
import { DEMO_ADMIN, apiAs, chooseOption, logIn, logOut, uniqueEmail } from './fixtures';

async function createUser(page: Page, name: string, email: string, password: string, role = 'Sales') {
  await page.goto('/app/settings');
  await page.getByRole('button', { name: 'Create new user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create new user' });
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('+966 50 765 4321');
  await chooseOption(page, 'Role', role, dialog);
  await dialog.getByRole('textbox', { name: 'Initial password', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText(`${name} has been added.`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** A sales user made through the API, and the settings page open on the admin's list: for journeys about what comes after. */
async function userViaApi(page: Page, name: string, email: string, password: string) {
  await apiAs(page, DEMO_ADMIN, 'POST', 'list/tenant/user/', {
    full_name: name,
    email,
    phone: '+966 50 765 4321',
    role: 'sales',
    password,
  });
  await page.goto('/app/settings');
}

/** Issue 2, journey 3: the admin creates a user, who can then log in with that password. */
test('an admin creates a user who then logs in', async ({ page }) => {
  const email = uniqueEmail('rep');
  await logIn(page, DEMO_ADMIN);
  await expect(page.getByTestId('users-table')).toHaveCount(0); // not on the dashboard
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByTestId('settings-company-name')).not.toBeEmpty();

  // Validation is per field, and closing the modal clears what was typed.
  await page.getByRole('button', { name: 'Create new user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create new user' });
  await dialog.getByLabel('Full name').fill('Half typed');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('This field is required').first()).toBeVisible();
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('Enter a valid email address')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Create new user' }).click();
  await expect(page.getByRole('dialog', { name: 'Create new user' }).getByLabel('Full name')).toHaveValue('');
  await page.keyboard.press('Escape');

  await createUser(page, 'Faisal Rep', email, 'Desert-Falcon-Route-82');
  const row = page.locator(`[data-testid="user-row"][data-email="${email}"]`);
  await expect(row).toContainText('Faisal Rep');
  await expect(row.getByTestId('user-status')).toHaveText('Active');

  await logOut(page);
  await logIn(page, email, 'Desert-Falcon-Route-82');
  await expect(page.getByTestId('user-menu-name')).toHaveText('Faisal Rep');
  await expect(page.getByTestId('dashboard-role')).toHaveText('Sales');
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);
});

/**
 * Issue 41: a user's phone typed in Arabic-Indic digits is stored as E.164 for the company's
 * country, shown in the users table in national format, and found by its international form.
 */
test("a user's phone typed in Arabic digits is shown in national format and found in international form", async ({ page }) => {
  const email = uniqueEmail('phone');
  await logIn(page, DEMO_ADMIN);
  await page.goto('/app/settings');
  await page.getByRole('button', { name: 'Create new user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create new user' });
  await dialog.getByLabel('Full name').fill('Bandar Al-Zahrani');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').pressSequentially('٠٥٥١٢٣٤٥٦٧');
  await dialog.getByRole('textbox', { name: 'Initial password', exact: true }).fill('Desert-Falcon-Route-82');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  const search = page.getByRole('searchbox', { name: 'Search name, e-mail or phone' });
  const row = page.locator(`[data-testid="user-row"][data-email="${email}"]`);
  await search.fill('+966551234567');
  await expect(row).toContainText('055 123 4567');
  await expect(page.locator(`[data-testid="user-row"][data-email="${DEMO_ADMIN}"]`)).toHaveCount(0);
});

/** Issue 2, journey 4: a deactivated user cannot log in, and sees why. */
test('an admin deactivates a user who then cannot log in', async ({ page }) => {
  const email = uniqueEmail('leaver');
  await logIn(page, DEMO_ADMIN);
  await userViaApi(page, 'Leaving Rep', email, 'Leaver-Password1');
  const row = page.locator(`[data-testid="user-row"][data-email="${email}"]`);

  await row.getByRole('button', { name: 'Actions for Leaving Rep' }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await expect(page.getByRole('dialog', { name: 'Deactivate Leaving Rep?' })).toBeVisible();
  await page.getByTestId('confirm-toggle-active').click();
  await expect(row.getByTestId('user-status')).toHaveText('Inactive');

  await logOut(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Leaver-Password1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('login-error')).toContainText('This account has been deactivated');
  await expect(page).toHaveURL(/\/login$/);

  // Re-activated, the same user gets in again.
  await logIn(page, DEMO_ADMIN);
  await page.goto('/app/settings');
  await row.getByRole('button', { name: 'Actions for Leaving Rep' }).click();
  await page.getByRole('menuitem', { name: 'Re-activate' }).click();
  await page.getByTestId('confirm-toggle-active').click();
  await expect(row.getByTestId('user-status')).toHaveText('Active');
  await logOut(page);
  await logIn(page, email, 'Leaver-Password1');
});

test('an admin toggles the create-visit permission and resets a password', async ({ page }) => {
  const email = uniqueEmail('toggle');
  await logIn(page, DEMO_ADMIN);
  await userViaApi(page, 'Toggle Rep', email, 'Toggle-Password1');
  const row = page.locator(`[data-testid="user-row"][data-email="${email}"]`);
  const permission = row.getByRole('switch', { name: 'Allow Toggle Rep to create visits' });
  const before = await permission.isChecked();
  await permission.click({ force: true });
  await expect(page.getByText(before ? 'Toggle Rep can no longer create visits.' : 'Toggle Rep can now create visits.')).toBeVisible();
  await page.reload();
  await expect(permission).toBeChecked({ checked: !before });

  await row.getByRole('button', { name: 'Actions for Toggle Rep' }).click();
  await page.getByRole('menuitem', { name: 'Reset password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset the password of Toggle Rep' });
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill('Brand-New-Pass1');
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('The password of Toggle Rep has been reset.')).toBeVisible();
  await logOut(page);
  await logIn(page, email, 'Brand-New-Pass1');
});

/** Module kit: the list's search, filters and sort live in the URL, so reload and Back keep them. */
test('the users list searches, filters and sorts, and the URL keeps all of it', async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  await page.goto('/app/settings');
  const rows = page.getByTestId('user-row');
  await expect(rows.first()).toBeVisible();

  await chooseOption(page, 'Role', 'Maintenance');
  await expect(page).toHaveURL(/role=maintenance/);
  await expect(page.locator('[data-testid="user-row"][data-email="maintenance@demo.ziyara.app"]')).toBeVisible();
  await expect(page.locator('[data-testid="user-row"][data-email="sales1@demo.ziyara.app"]')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('Maintenance');
  await expect(page.locator('[data-testid="user-row"][data-email="sales1@demo.ziyara.app"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/role=/);
  await page.getByRole('searchbox', { name: 'Search name, e-mail or phone' }).fill('Al-Dosari');
  await expect(page).toHaveURL(/q=Al-Dosari/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-email', 'former.rep@demo.ziyara.app');

  await page.getByRole('searchbox', { name: 'Search name, e-mail or phone' }).fill('nobody-by-this-name');
  await expect(page.getByText('Nothing matches')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page.getByRole('searchbox', { name: 'Search name, e-mail or phone' })).toHaveValue('');
  await expect(rows.first()).toBeVisible();

  await chooseOption(page, 'Status', 'Inactive');
  await expect(page.locator('[data-testid="user-row"][data-email="former.rep@demo.ziyara.app"]')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();

  await page.getByRole('button', { name: 'Sort by Name' }).click();
  await expect(page).toHaveURL(/sort=full_name/);
  await expect(page.getByRole('columnheader', { name: /Name/ }).first()).toHaveAttribute('aria-sort', 'ascending');
  // The unfiltered, sorted page has replaced the one-row "inactive" page (kept while loading).
  await expect(rows.nth(1)).toBeVisible();
  const names = await page.locator('[data-testid="user-row"] td:first-child').allInnerTexts();
  expect(names.length).toBeGreaterThan(1);
  await page.getByRole('button', { name: /Name, sorted ascending/ }).click();
  await expect(page).toHaveURL(/sort=-full_name/);
  await page.goBack();
  await expect(page).toHaveURL(/sort=full_name(?!.)|sort=full_name&/);
});

/**
 * Two changes of a list before it re-renders both reach the URL: react-router gives every
 * call of one render the same previous search, so the second used to bring the first's
 * removed filter back (use-list-params.ts builds on the address bar instead).
 */
test('clearing the filters and sorting at once keeps both changes', async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  await page.goto('/app/settings');
  await chooseOption(page, 'Status', 'Inactive');
  await expect(page).toHaveURL(/status=inactive/);
  const sort = await page.getByRole('button', { name: 'Sort by Name' }).elementHandle();
  // Both clicks in one task: React has not rendered the first change when the second comes.
  await page.getByRole('button', { name: 'Clear filters' }).evaluate((clear, sortButton) => {
    (clear as HTMLElement).click();
    (sortButton as HTMLElement).click();
  }, sort);
  await expect(page).toHaveURL(/sort=full_name/);
  await expect(page).not.toHaveURL(/status=/);
  await expect(page.getByTestId('user-row').nth(1)).toBeVisible();
});

test('an admin sets the company CR number and the visit settings', async ({ page }) => {
  await logIn(page, DEMO_ADMIN);
  await page.goto('/app/settings');
  await page.getByRole('button', { name: 'Edit company' }).click();
  const company = page.getByRole('dialog', { name: 'Edit company profile' });
  await company.getByLabel('CR number').fill('x!');
  await company.getByRole('button', { name: 'Save changes' }).click();
  await expect(company.getByText('Enter the CR number: 4 to 30 letters or digits')).toBeVisible();
  await company.getByLabel('CR number').fill('1010123456');
  await company.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('settings-company-cr')).toHaveText('1010123456');

  const open = async () => {
    await page.getByRole('button', { name: 'Edit visit settings' }).click();
    return page.getByRole('dialog', { name: 'Visit settings' });
  };
  let dialog = await open();
  await dialog.getByRole('combobox', { name: /Time zone/ }).fill('Dubai');
  await page.getByRole('option', { name: /Asia\/Dubai/ }).click();
  await chooseOption(page, /Week starts on/, 'Monday', dialog);
  await dialog.getByRole('checkbox', { name: 'Friday' }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Sunday' }).check();
  await dialog.getByRole('checkbox', { name: 'Thursday' }).check();
  // Three weekend days at most: the rest are disabled.
  await expect(dialog.getByRole('checkbox', { name: 'Monday' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Check-in radius/ }).fill('300');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The visit settings have been saved.')).toBeVisible();
  await expect(page.getByTestId('visit-time-zone')).toContainText('Asia/Dubai');
  await expect(page.getByTestId('visit-week-start')).toHaveText('Monday');
  await expect(page.getByTestId('visit-geofence')).toHaveText('300 m');

  // The demo company's defaults again (the visit journeys use them).
  dialog = await open();
  await dialog.getByRole('combobox', { name: /Time zone/ }).fill('Riyadh');
  await page.getByRole('option', { name: /Asia\/Riyadh/ }).click();
  await chooseOption(page, /Week starts on/, 'Sunday', dialog);
  for (const day of ['Sunday', 'Thursday']) await dialog.getByRole('checkbox', { name: day }).uncheck();
  await dialog.getByRole('checkbox', { name: 'Friday' }).check();
  // Out of range is refused with a message, not quietly clamped to the maximum (issue 41).
  const radius = dialog.getByRole('textbox', { name: /Check-in radius/ });
  await radius.fill('50000');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('Enter a number of at most 10000')).toBeVisible();
  await expect(radius).toHaveValue('50000');
  await expect(page.getByTestId('visit-geofence')).toHaveText('300 m');
  await radius.fill('500');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('visit-geofence')).toHaveText('500 m');
});
