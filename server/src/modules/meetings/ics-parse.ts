/**
 * Reads back what `buildIcs` writes: unfolds lines and splits each property into its name,
 * parameters and value, TEXT unescaped. For the tests (unit, API and browser) that check an
 * invitation is a calendar a reader can parse, not for parsing calendars from elsewhere.
 */
export interface IcsProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}

export const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

export const unescapeText = (s: string) => s.replace(/\\([\\;,nN])/g, (_m, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

/** Splits at the first `:` outside a quoted parameter value. */
function parseLine(line: string): IcsProperty {
  let quoted = false;
  let colon = -1;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ':' && !quoted) {
      colon = i;
      break;
    }
  }
  if (colon < 0) throw new Error(`Not a content line: ${line}`);
  const [name = '', ...rawParams] = line.slice(0, colon).split(';');
  const params = Object.fromEntries(
    rawParams.map((p) => {
      const eq = p.indexOf('=');
      return [p.slice(0, eq), p.slice(eq + 1).replace(/^"|"$/g, '')];
    }),
  );
  return { name, params, value: line.slice(colon + 1) };
}

export function parseIcs(ics: string): IcsProperty[] {
  if (!ics.endsWith('\r\n') || /(?<!\r)\n/.test(ics)) throw new Error('Lines must end with CRLF');
  return unfold(ics)
    .split('\r\n')
    .filter((l) => l !== '')
    .map(parseLine);
}

/** The properties of the calendar's one VEVENT, by name (ATTENDEE can repeat, so arrays). */
export function eventOf(ics: string): Record<string, IcsProperty[]> {
  const props = parseIcs(ics);
  const begin = props.findIndex((p) => p.name === 'BEGIN' && p.value === 'VEVENT');
  const end = props.findIndex((p) => p.name === 'END' && p.value === 'VEVENT');
  if (begin < 0 || end < begin) throw new Error('No VEVENT');
  const out: Record<string, IcsProperty[]> = {};
  for (const p of props.slice(begin + 1, end)) (out[p.name] ??= []).push(p);
  return out;
}
