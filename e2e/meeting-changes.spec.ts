import { readFile } from 'node:fs/promises';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Meeting } from '../contract/src/meetings';
import { readCalendar, type ReadCalendar } from '../server/test/icalendar';
import { expect, test } from './test';
import { fillTime } from './date-fields';
import { CLIENT, planVisitViaApi } from './field-fixtures';
import {
  DEMO_MANAGER,
  DEMO_SALES1,
  apiAs,
  expectNoSeriousViolations,
  logIn,
  outboxDir,
  resetProfileLanguage,
  useLanguage,
} from './fixtures';

test.afterEach(async ({ page }) => resetProfileLanguage(page));

/**
 * Issue 42, calendars stay true: a manager edits a meeting (the attendee's calendar gets the
 * update: same UID, next SEQUENCE), downloads it for their own calendar, cancels it after
 * confirming (the attendee gets the cancellation), and makes then turns off a private calendar
 * feed that a calendar app reads with no session. English on a desktop, Arabic on a 360 px phone.
 * Every calendar file is read with Python's icalendar, as calendar programs' libraries read one.
 */
const UI = {
  en: {
    edit: 'Edit',
    title: 'Title',
    time: 'Time',
    save: 'Save and tell the attendees',
    updated: 'Meeting updated. The attendees were sent the change for their calendars.',
    addToCalendar: 'Add to calendar',
    cancel: 'Cancel meeting',
    cancelTitle: 'Cancel this meeting?',
    cancelled: 'Cancelled',
    settings: 'User settings',
    calendarTab: 'Calendar',
    make: 'Make my calendar link',
    turnOff: 'Turn the link off',
    turnOffTitle: 'Turn your calendar link off?',
    none: 'You have no calendar link yet.',
  },
  ar: {
    edit: 'تعديل',
    title: 'العنوان',
    time: 'الوقت',
    save: 'احفظ وأبلغ المشاركين',
    updated: 'عُدّل الاجتماع وأُرسل التعديل إلى المشاركين لتقويماتهم.',
    addToCalendar: 'أضف إلى التقويم',
    cancel: 'إلغاء الاجتماع',
    cancelTitle: 'إلغاء هذا الاجتماع؟',
    cancelled: 'أُلغي',
    settings: 'إعدادات المستخدم',
    calendarTab: 'التقويم',
    make: 'أنشئ رابط تقويمي',
    turnOff: 'أوقف الرابط',
    turnOffTitle: 'إيقاف رابط تقويمك؟',
    none: 'ليس لديك رابط تقويم بعد.',
  },
};

interface OutboxMail {
  to: string;
  subject: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** The calendar files mailed to `email` for the meeting `id` (its UID is `<id>@<host>`), oldest first, read by icalendar. */
async function calendarsTo(email: string, id: string): Promise<ReadCalendar[]> {
  const names = (await readdir(outboxDir()).catch(() => [] as string[])).filter((x) => x.endsWith('.json')).sort();
  const found: ReadCalendar[] = [];
  for (const n of names) {
    const mail = JSON.parse(await readFile(path.join(outboxDir(), n), 'utf8')) as OutboxMail;
    const ics = mail.attachments?.find((a) => a.filename.endsWith('.ics'));
    if (mail.to.toLowerCase() !== email || !ics?.content.includes(`UID:${id}@`)) continue;
    found.push(readCalendar(ics.content));
  }
  return found.sort((a, b) => a.events[0]!.sequence - b.events[0]!.sequence);
}

const dayAfterTomorrow = () => new Date(Date.now() + 3 * 3_600_000 + 2 * 86_400_000).toISOString().slice(0, 10);

for (const lang of ['en', 'ar'] as const) {
  test(`a meeting is edited, added to a calendar and cancelled, and a calendar feed is made and turned off (${lang})`, async ({ page }) => {
    test.setTimeout(120_000);
    const ui = UI[lang];
    const phone = lang === 'ar';
    if (phone) await page.setViewportSize({ width: 360, height: 740 });
    const tag = `C${Date.now().toString(36)}`;
    await logIn(page, DEMO_MANAGER);
    await useLanguage(page, lang);
    const people = await apiAs<{ id: string; name: string }[]>(page, DEMO_MANAGER, 'GET', 'meeting/people');
    const attendee = people.find((p) => p.name === 'Omar Haddad')!;
    const meeting = await apiAs<Meeting>(page, DEMO_MANAGER, 'POST', 'meeting/list', {
      title: `${tag} Pricing review`,
      date: dayAfterTomorrow(),
      time: '09:00',
      duration: 60,
      place: 'Riyadh, Olaya St.',
      attendees: [attendee.id],
    });
    await expect.poll(async () => (await calendarsTo(DEMO_SALES1, meeting.id)).length, { timeout: 10_000 }).toBe(1);
    const { uid } = (await calendarsTo(DEMO_SALES1, meeting.id))[0]!.events[0]!;
    expect(uid).toMatch(new RegExp(`^${meeting.id}@`));

    // Edit: a new title and time; the attendee's calendar gets the update.
    await page.goto(`/app/meeting?meeting=${meeting.id}`);
    const details = page.getByRole('dialog', { name: `${tag} Pricing review` });
    await details.getByRole('button', { name: ui.edit, exact: true }).click();
    const form = page.getByRole('dialog', { name: lang === 'en' ? 'Edit meeting' : 'تعديل الاجتماع' });
    const title = lang === 'en' ? `${tag} Pricing review, moved` : `${tag} مراجعة الأسعار، موعد جديد`;
    await form.getByLabel(ui.title).fill(title);
    await fillTime(form.getByLabel(ui.time), '11:30');
    await expectNoSeriousViolations(page, `edit meeting ${lang}`);
    await form.getByRole('button', { name: ui.save }).click();
    await expect(page.getByText(ui.updated).first()).toBeVisible();
    const edited = page.getByRole('dialog', { name: title });
    await expect(edited).toBeVisible();
    await expect.poll(async () => (await calendarsTo(DEMO_SALES1, meeting.id)).length, { timeout: 10_000 }).toBe(2);
    const update = (await calendarsTo(DEMO_SALES1, meeting.id))[1]!;
    expect(update.errors).toEqual([]);
    expect(update.props.METHOD).toBe('REQUEST');
    expect(update.events[0]).toMatchObject({ uid, sequence: 1, status: 'CONFIRMED', summary: title });
    // 11:30 in Riyadh.
    expect(update.events[0]!.dtstart).toBe(`${dayAfterTomorrow()}T08:30:00+00:00`);

    // Add to calendar: one PUBLISH event as it stands now.
    const download = page.waitForEvent('download');
    await edited.getByRole('button', { name: ui.addToCalendar }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('meeting.ics');
    const saved = readCalendar(await readFile((await file.path())!));
    expect(saved.errors).toEqual([]);
    expect(saved.props.METHOD).toBe('PUBLISH');
    expect(saved.events).toHaveLength(1);
    expect(saved.events[0]).toMatchObject({ uid, sequence: 1, summary: title });

    // Cancel, after confirming: it stays, marked cancelled; the attendee gets the cancellation.
    await edited.getByRole('button', { name: ui.cancel }).click();
    const confirm = page.getByRole('dialog', { name: ui.cancelTitle });
    await expect(confirm).toContainText(title);
    await expectNoSeriousViolations(page, `cancel meeting ${lang}`);
    await confirm.getByTestId('meeting-cancel-confirm').click();
    await expect(edited.getByTestId('meeting-details')).toHaveAttribute('data-status', '2');
    await expect(edited.getByTestId('meeting-status')).toHaveText(ui.cancelled);
    await expect(edited.getByRole('button', { name: ui.cancel })).toHaveCount(0);
    await expect.poll(async () => (await calendarsTo(DEMO_SALES1, meeting.id)).length, { timeout: 10_000 }).toBe(3);
    const cancellation = (await calendarsTo(DEMO_SALES1, meeting.id))[2]!;
    expect(cancellation.props.METHOD).toBe('CANCEL');
    expect(cancellation.events[0]).toMatchObject({ uid, sequence: 2, status: 'CANCELLED' });
    await edited.press('Escape');
    const row = page.locator('[data-testid="meeting-row"]', { hasText: tag });
    await expect(row).toHaveAttribute('data-status', '2');
    await expect(row.getByTestId('meeting-status')).toHaveText(ui.cancelled);

    // The calendar feed: made in user settings, read with no session, turned off (then a 404).
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: ui.settings }).click();
    const settings = page.getByRole('dialog', { name: ui.settings });
    await settings.getByRole('tab', { name: ui.calendarTab }).click();
    await settings.getByRole('button', { name: ui.make }).click();
    const webcal = await settings.getByTestId('calendar-feed-webcal').inputValue();
    const https = await settings.getByTestId('calendar-feed-https').inputValue();
    expect(webcal).toMatch(/^webcal:\/\/.+\.ics$/);
    expect(https.replace(/^https?:/, 'webcal:')).toBe(webcal);
    await expectNoSeriousViolations(page, `calendar feed ${lang}`);
    if (phone) expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const feedPath = new URL(https).pathname;
    // A calendar app: no cookie, no token, only the URL.
    const fetchFeed = () => page.request.fetch(feedPath, { headers: { cookie: '' }, failOnStatusCode: false });
    const res = await fetchFeed();
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const feed = readCalendar(await res.body());
    expect(feed.errors).toEqual([]);
    expect(feed.props['X-WR-CALNAME']).toContain(lang === 'en' ? 'Ziyara · ' : 'زيارة · ');
    expect(feed.events.find((e) => e.uid === uid)).toMatchObject({ status: 'CANCELLED', sequence: 2 });

    await settings.getByRole('button', { name: ui.turnOff }).click();
    await page.getByTestId('calendar-feed-revoke-confirm').click();
    await expect(settings.getByTestId('calendar-feed-state')).toHaveText(ui.none);
    expect((await fetchFeed()).status()).toBe(404);
    await expect(page.getByRole('dialog', { name: ui.turnOffTitle })).toHaveCount(0);
    await settings.press('Escape');

    // A planned visit goes into a calendar the same way.
    const visit = await planVisitViaApi(page, 1);
    await page.goto(`/app/visits/visitdetails/${visit}`);
    const visitFile = page.waitForEvent('download');
    await page.getByTestId('visit-add-to-calendar').click();
    const visitSaved = await visitFile;
    expect(visitSaved.suggestedFilename()).toBe('visit.ics');
    const visitCal = readCalendar(await readFile((await visitSaved.path())!));
    expect(visitCal.errors).toEqual([]);
    expect(visitCal.props.METHOD).toBe('PUBLISH');
    expect(visitCal.events[0]!.uid).toMatch(new RegExp(`^visit-${visit}@`));
    expect(visitCal.events[0]!.summary).toContain(CLIENT.company);
  });
}
