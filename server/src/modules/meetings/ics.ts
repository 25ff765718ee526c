/**
 * An iCalendar invitation (RFC 5545) for one meeting: what Outlook, Google Calendar and Apple
 * Calendar read from an e-mail attachment to offer "add to calendar". Times go out in UTC, so
 * no VTIMEZONE block is needed and every reader shows the meeting in its own zone.
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
  organizer: IcsPerson;
  attendees: IcsPerson[];
}

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

export function buildIcs(e: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Ziyara//Meetings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:REQUEST',
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
    `ORGANIZER;CN=${paramValue(e.organizer.name)}:${mailto(e.organizer.email)}`,
    ...e.attendees.map((a) => `ATTENDEE;CN=${paramValue(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:${mailto(a.email)}`),
    'SEQUENCE:0',
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
