/**
 * iCalendar (RFC 5545) as Outlook, Google Calendar and Apple Calendar read it: a meeting's
 * invitation, update or cancellation mailed to attendees (RFC 5546 METHOD:REQUEST / CANCEL: the
 * same UID, a higher SEQUENCE), the one event "Add to calendar" downloads (PUBLISH), and a user's
 * subscribed feed of many events. Times go out in UTC, so no VTIMEZONE block is needed and
 * every reader shows the meeting in its own zone (the mail's text names the company's).
 */

export interface IcsPerson {
  name: string;
  email: string;
}

export interface IcsEvent {
  /** Stable across updates of the same meeting: `<meeting id>@<our domain>`. */
  uid: string;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location?: string | null;
  url?: string | null;
  description?: string;
  /** Left out of a feed's events: a subscribed calendar is read, not answered. */
  organizer?: IcsPerson;
  attendees?: IcsPerson[];
  /** 0 for the first invitation; one more for each change sent since. */
  sequence?: number;
  status?: 'CONFIRMED' | 'CANCELLED';
}

/** REQUEST: an invitation or its update; CANCEL: the meeting, or one's place in it, is off; PUBLISH: for reading only. */
export type IcsMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** `20310504T073000Z`: a UTC date-time (RFC 5545 §3.3.5, form #2). */
export const icsDateTime = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT values (§3.3.11): backslash, semicolon and comma escaped, line breaks as `\n`. */
export const escapeText = (s: string) =>
  s
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/**
 * A parameter value (a person's CN): quoted, as names hold commas and colons; a double quote
 * cannot appear inside one at all (§3.2), and neither can a control character.
 */
// eslint-disable-next-line no-control-regex
const paramValue = (s: string) => `"${s.replace(/["\u0000-\u001f\u007f]/g, '')}"`;

/**
 * Folds a content line at 75 octets (§3.1): CRLF and one space before each continuation. The
 * cut falls between characters, never inside one's UTF-8 bytes (an Arabic letter is two, an
 * emoji four), so every physical line is valid UTF-8 on its own.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    if (octets + size > MAX_OCTETS) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join(CRLF);
}

const mailto = (email: string) => `mailto:${email}`;

/** One VEVENT's lines, unfolded. */
function eventLines(e: IcsEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${icsDateTime(e.stamp)}`,
    `DTSTART:${icsDateTime(e.start)}`,
    `DTEND:${icsDateTime(e.end)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    // A URI value, not TEXT: no escaping (the API only takes http(s) links without spaces).
    ...(e.url ? [`URL:${e.url}`] : []),
    ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
    ...(e.organizer ? [`ORGANIZER;CN=${paramValue(e.organizer.name)}:${mailto(e.organizer.email)}`] : []),
    ...(e.attendees ?? []).map(
      (a) => `ATTENDEE;CN=${paramValue(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:${mailto(a.email)}`,
    ),
    `SEQUENCE:${e.sequence ?? 0}`,
    `STATUS:${e.status ?? 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

const calendarHead = (method: IcsMethod) => [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Ziyara//Meetings//EN',
  'CALSCALE:GREGORIAN',
  `METHOD:${method}`,
];

const written = (lines: string[]) => lines.map(foldLine).join(CRLF) + CRLF;

/** A calendar of one event: an invitation (REQUEST), a cancellation (CANCEL) or a download (PUBLISH). */
export function buildIcs(e: IcsEvent, method: IcsMethod = 'REQUEST'): string {
  return written([...calendarHead(method), ...eventLines(e), 'END:VCALENDAR']);
}

export interface IcsFeed {
  /** The calendar's name in the subscriber's app (X-WR-CALNAME and RFC 7986 NAME). */
  name: string;
  /** How often to fetch it again, as an iCalendar duration (`PT1H`). */
  refresh: string;
  events: IcsEvent[];
}

/** A subscribed calendar: many events, its name, and how often apps should fetch it again. */
export function buildFeed(f: IcsFeed): string {
  return written([
    ...calendarHead('PUBLISH'),
    `NAME:${escapeText(f.name)}`,
    `X-WR-CALNAME:${escapeText(f.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${f.refresh}`,
    `X-PUBLISHED-TTL:${f.refresh}`,
    ...f.events.flatMap(eventLines),
    'END:VCALENDAR',
  ]);
}
