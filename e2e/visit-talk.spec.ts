import { expect, test, type Page } from './test';
import { api, DEMO_MANAGER, DEMO_SALES1, resetProfileLanguage, signedIn } from './fixtures';

type Row = { id: string; status: number; is_false: boolean };
type Details = { id: string; rating: unknown; actions: string[] };

const UI = {
  en: { talk: 'Conversation', message: 'Message', send: 'Send', share: 'Ask the customer to rate', you: 'You', nav: 'Visits' },
  ar: { talk: 'المحادثة', message: 'الرسالة', send: 'إرسال', share: 'اطلب من العميل التقييم', you: 'أنت', nav: 'الزيارات' },
} as const;

/** Visits of sales1 (all time), newest first: the rep's own, which the manager sees too. */
const repVisits = (page: Page) => api<{ results: Row[] }>(page, 'GET', 'visit/list?filter_type=0&page_size=100');

for (const lang of ['en', 'ar'] as const) {
  test(`a rep and a manager chat on a visit and see each other's messages live (${lang})`, async ({ browser }) => {
    const ui = UI[lang];
    const rep = await signedIn(browser, DEMO_SALES1, lang);
    const manager = await signedIn(browser, DEMO_MANAGER, lang);
    try {
      const visit = (await repVisits(rep)).results.find((v) => v.status === 1 || v.status === 2)!;
      // The manager waits on the visits list: the unread badge in the navigation moves live.
      await manager.goto('/app/visits?period=0');
      const badge = manager.getByTestId('nav-unread');
      // The number shown (the badge also holds its words for screen readers).
      const shown = badge.locator('span[aria-hidden]');
      const unread = await api<{ total: number; visits: Record<string, number> }>(manager, 'GET', 'visit/messages/unread');
      const before = unread.total;
      // The demo may have left older unread messages on this visit: opening it reads those too.
      const readOnOpening = unread.visits[visit.id] ?? 0;
      if (before) await expect(shown).toHaveText(String(before));

      await rep.goto(`/app/visits/visitdetails/${visit.id}`);
      const repTalk = rep.getByTestId('visit-conversation');
      await expect(repTalk.getByRole('heading', { name: ui.talk })).toBeVisible();
      const send = repTalk.getByRole('button', { name: ui.send });
      await expect(send).toBeDisabled();
      await repTalk.getByRole('textbox', { name: ui.message }).fill('   ');
      await expect(send).toBeDisabled();
      const first = `${lang === 'ar' ? 'وصلت عند العميل، ينتظرون العرض' : 'At the client, they are waiting for the offer'} ${Date.now() % 100000}`;
      await repTalk.getByRole('textbox', { name: ui.message }).fill(first);
      await send.click();
      await expect(repTalk.getByTestId('visit-message').filter({ hasText: first })).toHaveAttribute('data-mine', 'true');

      await expect(shown).toHaveText(String(before + 1), { timeout: 5_000 });
      await manager.goto(`/app/visits/visitdetails/${visit.id}`);
      const managerTalk = manager.getByTestId('visit-conversation');
      await expect(managerTalk.getByTestId('visit-message').filter({ hasText: first })).toHaveAttribute('data-mine', 'false');
      // Opening the conversation read it: the badge loses its messages, the new one and any older.
      const after = before - readOnOpening;
      if (after) await expect(shown).toHaveText(String(after));
      else await expect(badge).toHaveCount(0);

      // The reply appears on the rep's open page without a reload.
      const reply = `${lang === 'ar' ? 'ممتاز، أرسلته الآن' : 'Great, sending it now'} ${Date.now() % 100000}`;
      await managerTalk.getByRole('textbox', { name: ui.message }).fill(reply);
      await managerTalk.getByRole('textbox', { name: ui.message }).press('Control+Enter');
      await expect(managerTalk.getByTestId('visit-message').filter({ hasText: reply })).toBeVisible();
      await expect(repTalk.getByTestId('visit-message').filter({ hasText: reply })).toBeVisible({ timeout: 5_000 });
      if (lang === 'ar') await expect(rep.locator('html')).toHaveAttribute('dir', 'rtl');
    } finally {
      await resetProfileLanguage(rep);
      await resetProfileLanguage(manager);
      await rep.context().close();
      await manager.context().close();
    }
  });
}

test('a customer rates a finished visit through the shared link, once; a forged link shows a clear page', async ({ browser }) => {
  const rep = await signedIn(browser, DEMO_SALES1, 'en');
  const candidates = (await repVisits(rep)).results.filter((v) => (v.status === 2 || v.status === 3) && !v.is_false);
  let visit: Details | undefined;
  for (const c of candidates) {
    const d = await api<Details>(rep, 'GET', `get/visit/${c.id}`);
    if (!d.rating && d.actions.includes('share_rating')) {
      visit = d;
      break;
    }
  }
  expect(visit, 'a finished visit of sales1 without a rating').toBeDefined();
  await rep.goto(`/app/visits/visitdetails/${visit!.id}`);
  await rep.getByTestId('rating-share').click();
  const url = await rep.getByTestId('rating-url').inputValue();
  expect(url).toMatch(/\/visit\/rate\?token=[A-Za-z0-9_-]+$/);
  await expect(rep.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await rep.keyboard.press('Escape');

  // The customer, not signed in, in Arabic.
  const customer = await (await browser.newContext({ locale: 'ar-SA' })).newPage();
  await customer.addInitScript(() => localStorage.setItem('lang', 'ar'));
  await customer.goto(url);
  await expect(customer.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(customer.getByRole('heading', { name: 'كيف كانت زيارتنا؟' })).toBeVisible();
  await expect(customer.getByText('Nakheel Medical Supplies')).toBeVisible();
  const submit = customer.getByTestId('rate-submit');
  await expect(submit).toBeDisabled();
  const fourth = await customer.getByTestId('rate-stars').locator('input[value="4"]').getAttribute('id');
  await customer.locator(`label[for="${fourth}"]`).click();
  await customer.getByRole('textbox', { name: /تعليق/ }).fill('خدمة ممتازة وفي الموعد');
  await submit.click();
  await expect(customer.getByRole('heading', { name: 'شكرًا لك!' })).toBeVisible();
  // Used: opening it again thanks them, it does not ask again.
  await customer.reload();
  await expect(customer.getByRole('heading', { name: 'شكرًا لك!' })).toBeVisible();
  await expect(customer.getByTestId('rate-submit')).toHaveCount(0);

  // Forged: a clear page, no error dump.
  const forged = url.replace(/token=(.)/, (_m, c: string) => `token=${c === 'A' ? 'B' : 'A'}`);
  await customer.goto(forged);
  await expect(customer.getByTestId('rate-invalid')).toBeVisible();
  await expect(customer.getByRole('heading', { name: 'هذا الرابط غير صالح' })).toBeVisible();

  // The rep sees the rating on the visit (live: no reload).
  await expect(rep.getByTestId('rating-value')).toHaveText('4 out of 5', { timeout: 5_000 });
  await customer.context().close();
  await rep.context().close();
});
