import type { Meeting } from '@contract/meetings';
import { composeMail, langOf, type Lang, type Mail } from '../../mail/letter';
import { meetingLetter } from '../../mail/templates/meeting';
import { buildIcs } from './ics';

export interface InvitationContext {
  meeting: Meeting;
  /** `language`: the organizer's, for an attendee who has none saved. */
  organizer: { name: string; email: string; language?: string };
  /** `language`: the attendee's saved one; left out, the organizer's. */
  invitees: { name: string; email: string; language?: string }[];
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
 * One invitation per attendee, in that attendee's saved language (one with none saved, as an
 * outside guest would be, gets the organizer's), with the calendar file their mail program
 * turns into an "accept" button. The mail's HTML part is drawn when it is sent (lib/mail.ts).
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
  const letterIn = (lang: Lang) =>
    meetingLetter(lang, {
      organizer: c.organizer.name,
      company: c.company,
      title: m.title,
      when: when(m, c.timeZone, lang === 'ar' ? 'ar-SA' : 'en-GB'),
      duration: m.duration,
      where,
      agenda: m.agenda || null,
      link: c.link,
    });
  const attachments = [{ filename: 'invite.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: ics }];
  return c.invitees.map((to) => composeMail(to.email, letterIn(langOf(to.language ?? c.organizer.language)), attachments));
}
