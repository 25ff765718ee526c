import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Lang, Letter } from './letter';
import { renderHtml } from './render';
import { addedElsewhereLetter, invitationLetter } from './templates/invitation';
import { meetingLetter } from './templates/meeting';
import { notificationLetter } from './templates/notification';
import { passwordResetLetter } from './templates/password-reset';
import { scheduledReportLetter } from './templates/scheduled-report';
import { alreadyRegisteredLetter, signupCodeLetter } from './templates/signup';

/**
 * Every template, filled with the longest content it meets (a 150-character link, long names,
 * an agenda of several lines), in one language. e2e/mail-templates.spec.ts draws each in
 * Chromium at 360 px: `npx tsx server/src/mail/samples.ts <folder>` writes them as HTML files.
 */
export function sampleLetters(lang: Lang): Record<string, Letter> {
  const ar = lang === 'ar';
  const company = ar ? 'شركة النخبة الطبية للتجارة والتوزيع المحدودة' : 'Al-Nahdi Medical Trading and Distribution Company Ltd.';
  const person = ar ? 'عبدالرحمن بن سعيد الدوسري' : 'Abdulrahman bin Saeed Al-Dosari';
  const token = `6f1c2a9e-1b7d-4c1e-9a55-0d3b2f8e7c41.${'Qx7_b-9KzT'.repeat(5)}`;
  const url = (p: string) => `https://app.ziyara.example.com/${p}#token=${token}`;
  const title = ar ? 'مراجعة الأسعار للربع الثاني مع مستشفى الملك فهد التخصصي' : 'Q2 pricing review with King Fahd Specialist Hospital';
  const meetingSample = {
    organizer: person,
    company,
    title,
    when: ar ? 'الأربعاء، ١٠ يونيو ٢٠٣١ في ١٠:٣٠ ص (Asia/Riyadh)' : 'Wednesday 10 June 2031 at 10:30 (Asia/Riyadh)',
    duration: 45,
    where: `${ar ? 'جدة، حي الروضة، شارع الأمير سلطان' : 'Jeddah, Al-Rawdah, Prince Sultan Road'} · https://meet.example.com/${'pricing-review-'.repeat(4)}`,
    agenda: ar ? 'الأسعار الجديدة\nالمخزون والطلبيات\nتجديد العقد السنوي' : 'New prices\nStock and orders\nRenewing the yearly contract',
    link: `https://app.ziyara.example.com/app/meeting?meeting=${token.slice(0, 36)}`,
  };
  const scheduledSample = {
    name: ar
      ? 'التقرير الأسبوعي لزيارات فريق المنطقة الغربية ومتابعة التحصيل'
      : 'Weekly visits of the Western Region team and collection follow-up',
    report: ar ? 'تقرير الزيارات' : 'Visit report',
    from: '2031-06-01',
    to: '2031-06-07',
    owner: person,
    company,
    fileName: 'visit-report-2031-06-01-to-2031-06-07.xlsx',
  };
  return {
    'scheduled-report': scheduledReportLetter(lang, scheduledSample),
    'scheduled-report-link': scheduledReportLetter(lang, {
      ...scheduledSample,
      link: {
        href: `https://app.ziyara.example.com/api/v1/report/schedule-file/${'AZbl-32RpU5mtF9j3RK-aMDM98mVSktED6XyfDPMpfE5'.repeat(2)}`,
        days: 7,
      },
    }),
    'signup-code': signupCodeLetter(lang, '482913', 15),
    'already-registered': alreadyRegisteredLetter(lang),
    'password-reset': passwordResetLetter(lang, { company, link: url(`reset-password${ar ? '?lang=ar' : ''}`), minutes: 60 }),
    invitation: invitationLetter(lang, { inviter: person, company, link: url('invite'), days: 7 }),
    'added-elsewhere': addedElsewhereLetter(lang, company),
    meeting: meetingLetter(lang, meetingSample),
    'meeting-updated': meetingLetter(lang, meetingSample, 'update'),
    'meeting-cancelled': meetingLetter(lang, meetingSample, 'cancelled'),
    'meeting-removed': meetingLetter(lang, meetingSample, 'removed'),
    notification: notificationLetter(lang, {
      kind: 'visit_rejected',
      data: {
        title,
        actor: person,
        reason: ar ? 'لم تُرفق صورة الاستلام الموقّعة من العميل.' : 'The signed delivery photo was not attached.',
      },
      fullName: person,
      company,
      link: `https://app.ziyara.example.com/app/visits?visit=${token.slice(0, 36)}`,
    }),
  };
}

/** Writes `<name>.<lang>.html` for every template and both languages into `dir`. */
export async function writeSamples(dir: string): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const lang of ['en', 'ar'] as const) {
    for (const [name, letter] of Object.entries(sampleLetters(lang))) {
      const file = path.join(dir, `${name}.${lang}.html`);
      await writeFile(file, await renderHtml(letter));
      written.push(file);
    }
  }
  return written;
}

if (process.argv[1] && path.resolve(process.argv[1]).replace(/\.ts$/, '') === path.resolve(import.meta.dirname, 'samples')) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: tsx server/src/mail/samples.ts <folder>');
  const files = await writeSamples(dir);
  process.stdout.write(`${files.join('\n')}\n`);
}
