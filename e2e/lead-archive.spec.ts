import { expect, test } from './test';
import { DEMO_MANAGER, DEMO_SALES1, apiAs, logIn, resetProfileLanguage, useLanguage } from './fixtures';

// Issue 41: archiving a lead asks first and can be undone at once; an archived lead is restored
// from its page, back to the working list as it left it.
test.use({ viewport: { width: 360, height: 740 } });
test.afterEach(({ page }) => resetProfileLanguage(page));

const UI = {
  en: { archive: 'Archive', confirm: 'Archive', undo: 'Undo', restore: 'Restore', restored: 'is back in the working list' },
  ar: { archive: 'أرشفة', confirm: 'أرشفة', undo: 'تراجع', restore: 'استعادة', restored: 'إلى قائمة العمل' },
} as const;

type Lead = { id: string; lead_status: string; timeline: { action: string }[] };

for (const lang of ['en', 'ar'] as const) {
  test(`a rep archives a lead after a confirmation, undoes it, archives it again and restores it from its page (${lang})`, async ({
    page,
  }) => {
    const ui = UI[lang];
    const name = `Lead to archive ${lang} ${Date.now()}`;
    const lead = await apiAs<{ id: string }>(page, DEMO_SALES1, 'POST', 'client/list', {
      kind: 'lead',
      title: 'Dr',
      contact_name: 'Huda Al-Qahtani',
      company_name: name,
      customer_type: 'Clinic',
      customer_target: 'VIP',
      phone: '+966 55 123 4567',
      email: '',
      country: 'SA',
      city: 'Riyadh',
    });
    const status = async () => (await apiAs<Lead>(page, DEMO_MANAGER, 'GET', `get/client/${lead.id}`)).lead_status;
    await logIn(page, DEMO_SALES1);
    await useLanguage(page, lang);
    await page.goto(`/app/clients/clientdetails/${lead.id}`);

    // Asked first: nothing changes until the rep confirms.
    await page.getByRole('button', { name: ui.archive, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await status()).toBe('new');
    await dialog.getByRole('button', { name: ui.confirm, exact: true }).click();
    await expect.poll(status).toBe('archived');

    // Undone from the notice.
    await page.getByTestId('notify-undo').click();
    await expect.poll(status).toBe('new');
    await expect(page.getByText(ui.restored)).toBeVisible();

    // Archived again, then restored from the lead's own page.
    await page.getByRole('button', { name: ui.archive, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: ui.confirm, exact: true }).click();
    await expect.poll(status).toBe('archived');
    await page.reload();
    await page.getByRole('button', { name: ui.restore, exact: true }).click();
    await expect.poll(status).toBe('new');
    const actions = (await apiAs<Lead>(page, DEMO_MANAGER, 'GET', `get/client/${lead.id}`)).timeline.map((a) => a.action);
    expect(actions).toEqual(['created', 'archived', 'restored', 'archived', 'restored']);
  });
}
