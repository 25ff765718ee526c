import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, type IcsEvent } from './ics';
import { eventOf, parseIcs, unescapeText } from './ics-parse';

const event = (over: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: '6f1c2b7e-0000-4000-8000-000000000001@ziyara.example',
  stamp: new Date('2031-05-01T09:00:00.123Z'),
  start: new Date('2031-05-04T07:30:00Z'),
  end: new Date('2031-05-04T08:15:00Z'),
  summary: 'Quarterly review',
  location: 'Riyadh, Olaya St.',
  url: 'https://meet.example.com/abc?x=1,2',
  description: 'Prices; stock\nand the new contract',
  organizer: { name: 'Khalid Al-Otaibi', email: 'manager@demo.ziyara.app' },
  attendees: [
    { name: 'Sara, sales', email: 'sara@demo.ziyara.app' },
    { name: 'Omar "the rep"', email: 'omar@demo.ziyara.app' },
  ],
  ...over,
});

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(unescapeText(escapeText('a\\b;c,d\ne'))).toBe('a\\b;c,d\ne');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone and folds the 76th onto a line starting with a space', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('never cuts an Arabic letter or an emoji in two: each physical line is ≤ 75 octets of valid UTF-8', () => {
    const line = `SUMMARY:${'اجتماع مراجعة الأسعار مع العميل في الرياض '.repeat(4)}🤝 نهاية`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(3);
    for (const p of physical) {
      const bytes = Buffer.from(p, 'utf8');
      expect(bytes.length).toBeLessThanOrEqual(75);
      // Decoding the bytes alone gives them back: no replacement characters, no half letter.
      expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toBe(p);
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('buildIcs', () => {
  it('writes a REQUEST calendar with one event, CRLF everywhere and UTC times', () => {
    const ics = buildIcs(event());
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).not.toMatch(/(?<!\r)\n/);
    expect(ics).toContain('\r\nMETHOD:REQUEST\r\n');
    expect(ics).toContain('\r\nDTSTART:20310504T073000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20310504T081500Z\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20310501T090000Z\r\n');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('round-trips: unfolded and parsed, every value is what went in (Arabic, commas, quotes)', () => {
    const title = 'مراجعة ربع سنوية، الأسعار; العقود, والتوريد — Quarterly review with Al-Nahdi Pharmacies';
    const agenda = 'البند ١: الأسعار\nالبند ٢: التوريد, التسليم; الدفع\\الفواتير';
    const ics = buildIcs(event({ summary: title, description: agenda, location: 'جدة، حي الروضة' }));
    const ev = eventOf(ics);
    expect(unescapeText(ev.SUMMARY![0]!.value)).toBe(title);
    expect(unescapeText(ev.DESCRIPTION![0]!.value)).toBe(agenda);
    expect(unescapeText(ev.LOCATION![0]!.value)).toBe('جدة، حي الروضة');
    expect(ev.URL![0]!.value).toBe('https://meet.example.com/abc?x=1,2');
    expect(ev.UID![0]!.value).toBe('6f1c2b7e-0000-4000-8000-000000000001@ziyara.example');
    expect(ev.ORGANIZER![0]).toMatchObject({ value: 'mailto:manager@demo.ziyara.app', params: { CN: 'Khalid Al-Otaibi' } });
    expect(ev.ATTENDEE!.map((a) => [a.params.CN, a.value])).toEqual([
      ['Sara, sales', 'mailto:sara@demo.ziyara.app'],
      ['Omar the rep', 'mailto:omar@demo.ziyara.app'],
    ]);
    expect(ev.SEQUENCE![0]!.value).toBe('0');
    expect(ev.STATUS![0]!.value).toBe('CONFIRMED');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it('leaves out LOCATION, URL and DESCRIPTION when the meeting has none', () => {
    const names = parseIcs(buildIcs(event({ location: null, url: null, description: '' }))).map((p) => p.name);
    expect(names).not.toContain('LOCATION');
    expect(names).not.toContain('URL');
    expect(names).not.toContain('DESCRIPTION');
  });
});
