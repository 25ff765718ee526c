import type { Meeting } from '@contract/meetings';
import type { Mail } from '../../lib/mail';
import { buildIcs } from './ics';

export interface InvitationContext {
  meeting: Meeting;
  organizer: { name: string; email: string };
  invitees: { name: string; email: string }[];
  company: string;
  timeZone: string;
  /** The host of the app's public address, for the invitation's UID. */
  domain: string;
  /** The meeting in the app (`/app/meeting?meeting=<id>`). */
  link: string;
}

/** The start as the company reads it, in each language (the zone named, as readers may be elsewhere). */
function when(meeting: Meeting, timeZone: string, locale: 'en-GB' | 'ar-SA') {
  const at = new Intl.DateTimeFormat(locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
    ...(locale === 'ar-SA' && { calendar: 'gregory', numberingSystem: 'arab' }),
  }).format(new Date(meeting.starts_at));
  return `${at} (${timeZone})`;
}

/**
 * One invitation per attendee: the text in English and Arabic (a company's people read either),
 * and the calendar file their mail program turns into an "accept" button.
 */
export function invitationMails(c: InvitationContext): Mail[] {
  const m = c.meeting;
  const start = new Date(m.starts_at);
  const ics = buildIcs({
    uid: `${m.id}@${c.domain}`,
    stamp: new Date(m.created_at),
    start,
    end: new Date(start.getTime() + m.duration * 60_000),
    summary: m.title,
    location: m.place,
    url: m.online_link,
    description: m.agenda,
    organizer: c.organizer,
    attendees: c.invitees,
  });
  const where = [m.place, m.online_link].filter(Boolean).join(' · ');
  const text = [
    `${c.organizer.name} invited you to a meeting at ${c.company}.`,
    '',
    m.title,
    `When: ${when(m, c.timeZone, 'en-GB')}, ${m.duration} minutes`,
    `Where: ${where}`,
    ...(m.agenda ? ['', 'Agenda:', m.agenda] : []),
    '',
    `Open it in Ziyara: ${c.link}`,
    '',
    '—',
    '',
    `دعاك ${c.organizer.name} إلى اجتماع في ${c.company}.`,
    '',
    m.title,
    `الموعد: ${when(m, c.timeZone, 'ar-SA')}، المدة ${m.duration} دقيقة`,
    `المكان: ${where}`,
    ...(m.agenda ? ['', 'جدول الأعمال:', m.agenda] : []),
    '',
    `افتحه في زيارة: ${c.link}`,
  ].join('\n');
  return c.invitees.map((to) => ({
    to: to.email,
    subject: `Meeting invitation: ${m.title} | دعوة اجتماع: ${m.title}`,
    text,
    attachments: [{ filename: 'invite.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: ics }],
  }));
}
