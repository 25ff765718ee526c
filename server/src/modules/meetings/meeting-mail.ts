import type { Meeting } from '@contract/meetings';
import { composeMail, langOf, type Lang, type Mail } from '../../mail/letter';
import { meetingLetter, type MeetingLetterKind } from '../../mail/templates/meeting';
import { buildIcs, type IcsEvent, type IcsMethod, type IcsPerson } from './ics';

export interface Person extends IcsPerson {
  /** The saved language; left out (an outside guest), the organizer's. */
  language?: string;
}

export interface InvitationContext {
  meeting: Meeting;
  /** The meeting's organizer (the calendar's ORGANIZER); `language`: for an attendee with none saved. */
  organizer: Person;
  /** Whoever made this change (the organizer, or a manager who edited or cancelled); the organizer when left out. */
  by?: string;
  /** Everyone invited now: the calendar's ATTENDEE list, and who gets the invitation or update. */
  invitees: Person[];
  company: string;
  timeZone: string;
  /** The host of the app's public address, for the UID. */
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

/** The UID every mail and calendar file of one meeting shares: calendars match updates to it. */
export const meetingUid = (id: string, domain: string) => `${id}@${domain}`;

/** The meeting as one calendar event (its organizer and attendees only where a mail needs them). */
export function meetingEvent(m: Meeting, domain: string, extra: Partial<IcsEvent> = {}): IcsEvent {
  const start = new Date(m.starts_at);
  return {
    uid: meetingUid(m.id, domain),
    stamp: new Date(),
    start,
    end: new Date(start.getTime() + m.duration * 60_000),
    summary: m.title,
    location: m.place,
    url: m.online_link,
    description: m.agenda,
    sequence: m.sequence,
    status: m.status === 2 ? 'CANCELLED' : 'CONFIRMED',
    ...extra,
  };
}

const methodOf: Record<MeetingLetterKind, IcsMethod> = { invitation: 'REQUEST', update: 'REQUEST', cancelled: 'CANCEL', removed: 'CANCEL' };

/**
 * One mail per recipient, in that recipient's saved language (one with none saved, as an
 * outside guest would be, gets the organizer's), with the calendar file that brings their
 * calendar in line: the invitation or the update (REQUEST) lists every attendee now; a
 * cancellation (CANCEL, STATUS:CANCELLED) goes to `to` and names them. The same UID each time,
 * and the meeting's SEQUENCE, raised by every change. The HTML part is drawn when sent (lib/mail.ts).
 */
export function meetingMails(c: InvitationContext, kind: MeetingLetterKind, to: Person[] = c.invitees): Mail[] {
  if (to.length === 0) return [];
  const m = c.meeting;
  const cancel = methodOf[kind] === 'CANCEL';
  const ics = buildIcs(
    meetingEvent(m, c.domain, {
      // The first invitation is stamped when the meeting was made, every later change when sent.
      stamp: kind === 'invitation' ? new Date(m.created_at) : new Date(),
      organizer: c.organizer,
      attendees: cancel ? to : c.invitees,
      status: cancel ? 'CANCELLED' : 'CONFIRMED',
    }),
    methodOf[kind],
  );
  const where = [m.place, m.online_link].filter(Boolean).join(' · ');
  const letterIn = (lang: Lang) =>
    meetingLetter(
      lang,
      {
        organizer: c.by ?? c.organizer.name,
        company: c.company,
        title: m.title,
        when: when(m, c.timeZone, lang === 'ar' ? 'ar-SA' : 'en-GB'),
        duration: m.duration,
        where,
        agenda: m.agenda || null,
        link: c.link,
      },
      kind,
    );
  const filename = cancel ? 'cancel.ics' : 'invite.ics';
  const attachments = [{ filename, contentType: `text/calendar; charset=utf-8; method=${methodOf[kind]}`, content: ics }];
  return to.map((p) => composeMail(p.email, letterIn(langOf(p.language ?? c.organizer.language)), attachments));
}

/** The first invitation, to every attendee. */
export const invitationMails = (c: InvitationContext): Mail[] => meetingMails(c, 'invitation');
