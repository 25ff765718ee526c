import { expect, test } from './test';
import { DEMO_MANAGER, DEMO_SALES1, apiAs, logIn, resetProfileLanguage, useLanguage } from './fixtures';

// Issue 41: a likely duplicate is flagged while typing by the names in another spelling, and a
// manager folds a duplicate into the record kept, from its page, after reading what moves.
test.use({ viewport: { width: 360, height: 740 } });
test.afterEach(({ page }) => resetProfileLanguage(page));

const UI = {
  en: {
    newLead: 'New lead',
    contact: 'Contact name',
    company: 'Company name',
    sameNames: 'same contact and company names',
    merge: 'Merge duplicate',
    confirm: 'Merge',
    done: 'merged',
  },
  ar: {
    newLead: 'عميل محتمل جديد',
    contact: 'اسم جهة الاتصال',
    company: 'اسم الشركة',
    sameNames: 'اسم جهة الاتصال والشركة',
    merge: 'دمج سجل مكرر',
    confirm: 'دمج',
    done: 'دُمج',
  },
} as const;

const clientBody = (contact: string, company: string, phone: string) => ({
  kind: 'client',
  title: 'Dr',
  contact_name: contact,
  company_name: company,
  customer_type: 'Hospital',
  customer_target: 'VIP',
  phone,
  email: '',
  country: 'SA',
  city: 'Riyadh',
  assigned_to: null,
});

type Created = { id: string };
type History = { open_tasks: number };

for (const lang of ['en', 'ar'] as const) {
  test(`the lead form flags a spelling variant, and a manager merges the duplicate with its task into the record kept (${lang})`, async ({
    page,
  }) => {
    const ui = UI[lang];
    const tag = `${lang}${Date.now() % 1_000_000}`;
    const company = `مستشفى الحياة ${tag}`;
    const kept = await apiAs<Created>(page, DEMO_MANAGER, 'POST', 'client/list', clientBody('أحمد الزهراني', company, '+966 55 700 1001'));
    const dupe = await apiAs<Created>(
      page,
      DEMO_MANAGER,
      'POST',
      'client/list',
      clientBody('احمد الزهراني', `مستشفي الحياه ${tag}`, '+966 55 700 1002'),
    );
    const sales = await apiAs<{ id: string }>(page, DEMO_SALES1, 'GET', 'auth/me/');
    const due = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await apiAs(page, DEMO_MANAGER, 'POST', 'taskos/list', {
      title: `Agreement ${tag}`,
      task_type: 1,
      assigned_to: sales.id,
      client_id: dupe.id,
      due_date: due,
    });

    await logIn(page, DEMO_MANAGER);
    await useLanguage(page, lang);

    // The lead form: another spelling of the same contact at the same company is flagged.
    await page.goto('/app/clients');
    await page.getByRole('button', { name: ui.newLead }).first().click();
    const form = page.getByRole('dialog');
    await form.getByLabel(ui.contact).fill('إحمد الزهراني');
    await form.getByLabel(ui.company).fill(`مستشفي الحياة ${tag}`);
    await expect(form.getByTestId('duplicate-notice')).toContainText(ui.sameNames);
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();

    // The merge: offered as a likely duplicate, explained, then done.
    await page.goto(`/app/clients/clientdetails/${kept.id}`);
    await page.getByTestId('client-merge').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('merge-likely').first().check();
    await expect(dialog.getByRole('alert')).toContainText(`الحياه ${tag}`);
    await dialog.getByTestId('merge-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(ui.done).first()).toBeVisible();

    const history = await apiAs<History>(page, DEMO_MANAGER, 'GET', `client/${kept.id}/history`);
    expect(history.open_tasks).toBe(1);
    await expect(apiAs(page, DEMO_MANAGER, 'GET', `get/client/${dupe.id}`)).rejects.toThrow(/404/);
  });
}
