import { describe, expect, it } from 'vitest';
import { MAPS_LINK_MAX_LENGTH, parseMapsLink } from './maps-link';

const RIYADH = { ok: true, latitude: 24.7136, longitude: 46.6753 };
const refused = (problem: string) => ({ ok: false, problem });

describe('parseMapsLink: Google Maps', () => {
  it.each([
    'https://www.google.com/maps/place/Kingdom+Centre/@24.7136,46.6753,17z',
    'https://www.google.com/maps/@24.7136,46.6753,15z?entry=ttu',
    'https://maps.google.com/?q=24.7136,46.6753',
    'https://maps.google.com/maps?ll=24.7136,46.6753&z=16',
    'https://www.google.com/maps/search/24.7136,+46.6753',
    'https://www.google.com/maps/search/?api=1&query=24.7136%2C46.6753',
    'https://www.google.com/maps/dir/?api=1&destination=24.7136,46.6753',
    'https://www.google.com.sa/maps?q=loc:24.7136,46.6753',
    'http://google.com/maps?q=24.7136,46.6753(Shop)',
    'google.com/maps/@24.7136,46.6753,17z',
    'maps.google.com/?q=24.7136,46.6753',
  ])('%s', (link) => expect(parseMapsLink(link)).toEqual(RIYADH));

  it("prefers the place's own pin (!3d!4d) to where the map was looking (@)", () => {
    const link =
      'https://www.google.com/maps/place/Kingdom+Centre/@24.7,46.6,17z/data=!3m1!4b1!4m6!3m5!1s0x3e2f:0x1!8m2!3d24.7136!4d46.6753!16s%2Fm%2F02';
    expect(parseMapsLink(link)).toEqual(RIYADH);
  });

  it('a place by name only carries no coordinates', () => {
    expect(parseMapsLink('https://www.google.com/maps/place/Kingdom+Centre')).toEqual(refused('no-coordinates'));
    expect(parseMapsLink('https://maps.google.com/?q=Riyadh+Park')).toEqual(refused('no-coordinates'));
  });
});

describe('parseMapsLink: Apple Maps, OpenStreetMap, Waze, geo:', () => {
  it.each([
    'https://maps.apple.com/?ll=24.7136,46.6753&q=Kingdom%20Centre',
    'https://maps.apple.com/?q=24.7136,46.6753',
    'https://maps.apple.com/?address=Riyadh&sll=24.7136,46.6753&z=10',
    'https://maps.apple.com/place?coordinate=24.7136,46.6753&name=Shop',
    'https://www.openstreetmap.org/#map=17/24.7136/46.6753',
    'https://www.openstreetmap.org/?mlat=24.7136&mlon=46.6753#map=12/24.0/46.0',
    'https://www.openstreetmap.org/?mlat=24.7136&mlon=46.6753',
    'https://www.openstreetmap.org/way/123#map=17/24.7136/46.6753&layers=N',
    'https://www.waze.com/ul?ll=24.7136%2C46.6753&navigate=yes',
    'geo:24.7136,46.6753',
    'GEO:24.7136,46.6753;u=35',
    'geo:24.7136,46.6753,120',
    'geo:0,0?q=24.7136,46.6753(Kingdom%20Centre)',
  ])('%s', (link) => expect(parseMapsLink(link)).toEqual(RIYADH));

  it("Apple's ll (the pin) wins over sll (the search's centre)", () => {
    expect(parseMapsLink('https://maps.apple.com/?sll=21.5,39.2&ll=24.7136,46.6753')).toEqual(RIYADH);
  });
});

describe('parseMapsLink: plain text', () => {
  it.each([
    '24.7136, 46.6753',
    '24.7136,46.6753',
    '  24.7136 46.6753  ',
    '24.7136° N, 46.6753° E',
    '٢٤٫٧١٣٦، ٤٦٫٦٧٥٣',
    '٢٤٫٧١٣٦ ٤٦٫٦٧٥٣',
    '۲۴٫۷۱۳۶، ۴۶٫۶۷۵۳',
    '\u200f٢٤٫٧١٣٦، ٤٦٫٦٧٥٣\u200f',
    'Kingdom Centre\nhttps://www.google.com/maps/@24.7136,46.6753,17z',
  ])('%j', (text) => expect(parseMapsLink(text)).toEqual(RIYADH));

  it('keeps signs and hemispheres, and rounds to 6 decimals', () => {
    expect(parseMapsLink('-33.8688, 151.2093')).toEqual({ ok: true, latitude: -33.8688, longitude: 151.2093 });
    expect(parseMapsLink('33.8688 S, 70.1 W')).toEqual({ ok: true, latitude: -33.8688, longitude: -70.1 });
    expect(parseMapsLink('24.71361234567, 46.67531234567')).toEqual({ ok: true, latitude: 24.713612, longitude: 46.675312 });
    expect(parseMapsLink('-0.0000001, 0')).toEqual({ ok: true, latitude: 0, longitude: 0 });
  });
});

describe('parseMapsLink: refused', () => {
  it('short links, which only the maps service can open', () => {
    for (const link of [
      'https://maps.app.goo.gl/AbCdEf123',
      'https://goo.gl/maps/AbCdEf123',
      'goo.gl/maps/AbCdEf123',
      'maps.app.goo.gl/xyz',
      'https://osm.org/go/0ZD2~v8--',
      'Shop at https://maps.app.goo.gl/AbCdEf123',
    ])
      expect(parseMapsLink(link), link).toEqual(refused('short-link'));
  });

  it('numbers off the Earth', () => {
    for (const text of [
      '91, 46',
      '24.7, 181',
      '-90.5, 0',
      'https://maps.google.com/?q=124.7,46.6',
      'https://www.openstreetmap.org/#map=17/95/46',
      'geo:24,200',
    ])
      expect(parseMapsLink(text), text).toEqual(refused('out-of-range'));
    expect(parseMapsLink('90, -180')).toEqual({ ok: true, latitude: 90, longitude: -180 });
  });

  it('nothing, or not a place', () => {
    expect(parseMapsLink('')).toEqual(refused('empty'));
    expect(parseMapsLink(' \u200f\t ')).toEqual(refused('empty'));
    for (const text of [
      'Riyadh',
      '24.7136',
      '24.7136, 46.6753, 12, 9',
      '1e2, 3',
      'NaN, NaN',
      'https://example.com/?q=24.7136,46.6753',
      'https://evil.google.com.attacker.net/maps/@24.7,46.6,17z',
      'ftp://maps.google.com/?q=24.7136,46.6753',
    ])
      expect(parseMapsLink(text), text).toEqual(refused('unrecognised'));
  });

  it('javascript:, data: and other schemes, even with a maps link inside', () => {
    for (const text of [
      'javascript:alert(1)',
      'javascript:alert("https://www.google.com/maps/@24.7136,46.6753,17z")',
      'JaVaScRiPt:void(0)//24.7136,46.6753',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(24.7136,46.6753)',
    ])
      expect(parseMapsLink(text), text).toEqual(refused('unrecognised'));
  });
});

describe('parseMapsLink: hostile input', () => {
  it('control characters and NULs are dropped, not read', () => {
    expect(parseMapsLink('24.7136,\u0000 46.6753\u0007')).toEqual(RIYADH);
    expect(parseMapsLink('https://maps.google.com/?q=24.7136,46.6753\u0000')).toEqual(RIYADH);
    expect(parseMapsLink('\u0000\u0001\u0002')).toEqual(refused('empty'));
  });

  it('refuses anything longer than a link can be, at once', () => {
    const huge = `https://www.google.com/maps/@24.7136,46.6753,17z/${'a'.repeat(MAPS_LINK_MAX_LENGTH)}`;
    expect(parseMapsLink(huge)).toEqual(refused('too-long'));
    expect(parseMapsLink('1'.repeat(10_000_000))).toEqual(refused('too-long'));
  });

  // A pattern that backtracks on these would run for minutes to years and never reach the
  // test's timeout's end: no wall-clock bound is asserted (speed belongs in bench/), only that
  // each is answered, and refused.
  it('answers inputs built to make patterns backtrack, and refuses them', () => {
    const n = MAPS_LINK_MAX_LENGTH - 60;
    const attacks = [
      '1'.repeat(n),
      `${'1.'.repeat(n / 2)}`,
      `24.7136${' '.repeat(n)}46.6753x`,
      `${'9'.repeat(n / 2)},${'9'.repeat(n / 2 - 2)}`,
      `https://www.google.com/maps/${'@1,'.repeat(n / 3)}`,
      `https://www.google.com/maps/${'!3d1'.repeat(n / 4)}`,
      `https://www.google.com/maps?q=${'('.repeat(n - 40)}`,
      `https://www.openstreetmap.org/#${'map=1/'.repeat(n / 6)}`,
      `${'https://'.repeat(n / 8)}`,
      `${'geo:'.repeat(n / 4)}`,
      `geo:${','.repeat(n)}`,
      `${'٢٤٫'.repeat(n / 3)}`,
      `${'° N '.repeat(n / 4)}`,
      `maps.google.com/${'%'.repeat(n - 20)}`,
    ];
    for (const attack of attacks) {
      expect(attack.length).toBeLessThanOrEqual(MAPS_LINK_MAX_LENGTH);
      expect(parseMapsLink(attack).ok, attack.slice(0, 40)).toBe(false);
    }
  });
});
