import { execFileSync } from 'node:child_process';

/**
 * A calendar read the way calendar programs' libraries read one: Python's `icalendar` (Debian's
 * python3-icalendar, which .ci/run installs), not our own writer's parser. Any property it could
 * not parse is in `errors`; every physical line's length in octets is in `longestLine`.
 */
export interface ReadCalendar {
  props: Record<string, string>;
  errors: string[];
  longestLine: number;
  events: {
    uid: string;
    sequence: number;
    status: string;
    summary: string;
    location: string;
    description: string;
    url: string;
    dtstart: string;
    dtend: string;
    dtstamp: string;
    organizer: string;
    attendees: string[];
  }[];
}

const SCRIPT = String.raw`
import sys, json, icalendar
raw = sys.stdin.buffer.read()
cal = icalendar.Calendar.from_ical(raw)
def text(v):
    return '' if v is None else str(v)
def when(ev, name):
    return ev.decoded(name).isoformat() if name in ev else ''
events = []
errors = [f'{c.name}: {e}' for c in cal.walk() for e in getattr(c, 'errors', [])]
for ev in cal.walk('VEVENT'):
    att = ev.get('ATTENDEE')
    att = att if isinstance(att, list) else ([att] if att else [])
    events.append({
        'uid': text(ev.get('UID')),
        'sequence': int(ev.get('SEQUENCE', 0)),
        'status': text(ev.get('STATUS')),
        'summary': text(ev.get('SUMMARY')),
        'location': text(ev.get('LOCATION')),
        'description': text(ev.get('DESCRIPTION')),
        'url': text(ev.get('URL')),
        'dtstart': when(ev, 'DTSTART'),
        'dtend': when(ev, 'DTEND'),
        'dtstamp': when(ev, 'DTSTAMP'),
        'organizer': text(ev.get('ORGANIZER')),
        'attendees': [text(a) for a in att],
    })
props = {k: text(v) for k, v in cal.items()}
longest = max(len(line) for line in raw.split(b'\r\n'))
print(json.dumps({'props': props, 'errors': errors, 'longestLine': longest, 'events': events}))
`;

export function readCalendar(ics: string | Buffer): ReadCalendar {
  const out = execFileSync('/usr/bin/python3', ['-c', SCRIPT], { input: ics, encoding: 'utf8' });
  return JSON.parse(out) as ReadCalendar;
}
