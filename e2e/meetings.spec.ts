import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './test';
import { eventOf, unescapeText } from '../server/src/modules/meetings/ics-parse';
import { fillTime, pickDate } from './date-fields';
import { DEMO_MANAGER, DEMO_SALES1, outboxDir, expectNoSeriousViolations, logIn, resetProfileLanguage } from './fixtures';

test.afterEach(async ({ page }) => resetProfileLanguage(page));

/** The attendee: Omar Haddad, sales1 of the demo seed. */
const ATTENDEE = { name: 'Omar Haddad', email: DEMO_SALES1 };

/** The labels a person reads, in each language. */
const UI = {
  en: {
    nav: 'Meetings',
    newMeeting: 'New meeting',
    title: 'Title',
    date: 'Date',
    time: 'Time',
    place: 'Place',
    attendees: 'Attendees',
    submit: 'Schedule the meeting',
    created: 'Meeting scheduled. The attendees were sent an invitation.',
    placeOrLink: 'Enter a place or an online link',
    open: 'Open the meeting',
    minutes: 'Minutes',
    markDone: 'Mark as done',
    past: 'Past',
    done: 'Done',
  },
  ar: {
    nav: 'الاجتماعات',
    newMeeting: 'اجتماع جديد',
    title: 'العنوان',
    date: 'التاريخ',
    time: 'الوقت',
    place: 'المكان',
    attendees: 'المشاركون',
    submit: 'جدولة الاجتماع',
    created: 'تمت جدولة الاجتماع وأُرسلت الدعوات إلى المشاركين.',
    placeOrLink: 'أدخل مكان الاجتماع أو رابطه عن بُعد',
    open: 'فتح الاجتماع',
    minutes: 'محضر الاجتماع',
    markDone: 'تعليم كمنعقد',
    past: 'السابقة',
    done: 'منعقد',
  },
};

interface OutboxMail {
  to: string;
  subject: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** The invitation to `email` whose subject holds `tag` (the e2e server writes mail as JSON files). */
async function invitationTo(email: string, tag: string): Promise<OutboxMail | undefined> {
  const names = await readdir(outboxDir()).catch(() => [] as string[]);
  for (const n of names.filter((x) => x.endsWith('.json'))) {
    const mail = JSON.parse(await readFile(path.join(outboxDir(), n), 'utf8')) as OutboxMail;
    if (mail.to.toLowerCase() === email && mail.subject.includes(tag)) return mail;
  }
  return undefined;
}

/** Tomorrow on the demo company's calendar (Riyadh, UTC+3 all year). */
const tomorrow = () => new Date(Date.now() + 3 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);

for (const lang of ['en', 'ar'] as const) {
  test(`a manager schedules a meeting, the attendee gets a calendar invitation, and it is marked done with minutes (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const ui = UI[lang];
    const tag = `M${Date.now().toString(36)}`;
    const title = lang === 'ar' ? `${tag} مراجعة الأسعار، الربع الثالث` : `${tag} Q3 pricing review, Riyadh`;
    const day = tomorrow();
    if (lang === 'ar') await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await logIn(page, DEMO_MANAGER);
    if (lang === 'ar') await page.getByTestId('language-switch').click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    await page.getByRole('link', { name: ui.nav }).click();
    await expect(page).toHaveURL(/\/app\/meeting$/);
    await page.getByRole('button', { name: ui.newMeeting }).first().click();
    const dialog = page.getByRole('dialog', { name: ui.newMeeting });
    await dialog.getByLabel(ui.title).fill(title);
    await pickDate(dialog.getByLabel(ui.date), day);
    await fillTime(dialog.getByLabel(ui.time), '07:00');
    // Neither a place nor a link: the form says so in the reader's language before sending.
    await dialog.getByRole('button', { name: ui.submit }).click();
    await expect(dialog.getByText(ui.placeOrLink)).toBeVisible();
    await dialog.getByRole('textbox', { name: ui.place }).fill(lang === 'ar' ? 'الرياض، حي العليا' : 'Riyadh, Olaya St.');
    await dialog.getByRole('combobox', { name: ui.attendees }).click();
    await page.getByRole('option', { name: ATTENDEE.name }).click();
    await dialog.getByLabel(ui.title).click();
    await expectNoSeriousViolations(page, `new meeting ${lang}`);
    await dialog.getByRole('button', { name: ui.submit }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(ui.created).first()).toBeVisible();

    // The attendee's invitation: a calendar that parses, for this meeting, at 07:00 Riyadh (04:00 UTC).
    let mail: OutboxMail | undefined;
    await expect.poll(async () => (mail = await invitationTo(ATTENDEE.email, tag)) !== undefined, { timeout: 10_000 }).toBe(true);
    const ics = mail!.attachments?.find((a) => a.filename.endsWith('.ics'));
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    const event = eventOf(ics!.content);
    expect(unescapeText(event.SUMMARY![0]!.value)).toBe(title);
    expect(event.DTSTART![0]!.value).toBe(`${day.replace(/-/g, '')}T040000Z`);
    expect(event.ATTENDEE!.map((a) => a.value)).toEqual([`mailto:${ATTENDEE.email}`]);
    expect(event.ORGANIZER![0]!.value).toBe(`mailto:${DEMO_MANAGER}`);

    const row = page.locator('[data-testid="meeting-row"]', { hasText: tag });
    await expect(row).toHaveAttribute('data-status', '0');
    await expectNoSeriousViolations(page, `/app/meeting ${lang}`);
    await row.getByRole('button', { name: new RegExp(ui.open) }).click();
    await expect(page).toHaveURL(/meeting=[0-9a-f-]{36}/);
    const details = page.getByRole('dialog', { name: title });
    await expect(details.getByTestId('meeting-attendee-names')).toContainText(ATTENDEE.name);
    const minutes =
      lang === 'ar' ? 'تم الاتفاق على الأسعار.\nيرسل عمر العرض يوم الأحد.' : 'Prices agreed.\nOmar sends the offer on Sunday.';
    await details.getByLabel(ui.minutes).fill(minutes);
    await expectNoSeriousViolations(page, `meeting details ${lang}`);
    await details.getByRole('button', { name: ui.markDone }).click();
    await expect(details.getByTestId('meeting-details')).toHaveAttribute('data-status', '1');
    await expect(details.getByTestId('meeting-minutes')).toContainText(minutes.split('\n')[1]!);
    await expect(details.getByTestId('meeting-done-form')).toHaveCount(0);
    await details.press('Escape');
    await expect(details).toBeHidden();

    // Done: it left Upcoming and shows under Past as done.
    await expect(row).toHaveCount(0);
    await page.getByTestId('meeting-when').getByText(ui.past, { exact: true }).click();
    await expect(page).toHaveURL(/when=past/);
    await expect(row.getByTestId('meeting-status')).toHaveText(ui.done);
    await expect(row).toHaveAttribute('data-status', '1');
  });
}
