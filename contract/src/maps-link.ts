import { digitsToLatin } from './digits';

/**
 * A place from what a person pastes (issue 43): a Google Maps, Apple Maps, OpenStreetMap or Waze
 * link, a `geo:` URI, or plain "lat, lng" text in Latin or Arabic-Indic digits. Pure and offline:
 * a short link (maps.app.goo.gl) names a place only on Google's servers, so it is reported as
 * such for the form to say what to do instead. Input is pasted by anyone, so it is capped in
 * length and every pattern below is linear (no nested or overlapping quantifiers).
 */
export type MapsLinkProblem =
  | 'empty'
  /** Longer than any real maps link: refused before any parsing. */
  | 'too-long'
  /** goo.gl, maps.app.goo.gl, osm.org/go…: resolvable only online. */
  | 'short-link'
  /** Coordinates were found, but not on Earth (|lat| > 90 or |lng| > 180). */
  | 'out-of-range'
  /** A maps link we know that carries no coordinates (a place by name or an address). */
  | 'no-coordinates'
  | 'unrecognised';

export type MapsLinkResult = { ok: true; latitude: number; longitude: number } | { ok: false; problem: MapsLinkProblem };

/** Real links run to a few hundred characters (Google's `data=` a thousand or two). */
export const MAPS_LINK_MAX_LENGTH = 4000;

const SHORT_HOSTS = new Set(['goo.gl', 'maps.app.goo.gl', 'g.co', 'bit.ly', 'maps.apple']);

type Found = { latitude: number; longitude: number } | 'out-of-range' | null;

const NUM = String.raw`[+-]?\d{1,20}(?:\.\d{1,20})?`;
/** "24.7136, 46.6753", "24.7136 46.6753", "24.7136,+46.6753" (a URL's space), with ° and N/S/E/W. */
const PAIR = new RegExp(String.raw`^(${NUM})\s{0,5}°?\s{0,5}([NS]?)\s{0,5}(?:,\s{0,5}|\s{1,5})(${NUM})\s{0,5}°?\s{0,5}([EW]?)$`, 'i');
const AT = new RegExp(String.raw`@(${NUM}),(${NUM})`);
const DATA_PIN = new RegExp(String.raw`!3d(${NUM})!4d(${NUM})`);
const OSM_HASH = new RegExp(String.raw`(?:^|[#&])map=\d{1,2}/(${NUM})/(${NUM})`);
const URL_IN_TEXT = /(?:https?:\/\/|geo:)[^\s<>"]{1,4000}/i;
const SCHEMELESS =
  /^(?:www\.|maps\.)?(?:google\.[a-z.]{2,10}\/maps|maps\.google\.|maps\.apple\.com|openstreetmap\.org|osm\.org|maps\.app\.goo\.gl|goo\.gl|waze\.com)/i;

/**
 * Latin digits and separators; control characters and the invisible direction marks that text
 * copied from an Arabic page carries are dropped.
 */
function normalise(input: string): string {
  return (
    digitsToLatin(input)
      .replace(/\u060c/g, ',') // the Arabic comma between the two numbers
      .replace(/[\t\n\v\f\r\u2028\u2029]/g, ' ') // shared text puts the link on a line of its own
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is dropped
      .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
      .trim()
  );
}

function coords(lat: number, lng: number): Found {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return 'out-of-range';
  const six = (n: number) => Math.round(n * 1e6) / 1e6 + 0; // + 0: no -0
  return { latitude: six(lat), longitude: six(lng) };
}

function pair(text: string | null | undefined): Found {
  if (!text) return null;
  const m = PAIR.exec(text.trim());
  if (!m) return null;
  const lat = Number(m[1]) * (m[2]?.toUpperCase() === 'S' ? -1 : 1);
  const lng = Number(m[3]) * (m[4]?.toUpperCase() === 'W' ? -1 : 1);
  return coords(lat, lng);
}

const fromMatch = (m: RegExpExecArray | null): Found => (m ? coords(Number(m[1]), Number(m[2])) : null);

/** The first of the candidates that gives coordinates, else "out of range" if one did. */
function firstOf(candidates: (() => Found)[]): Found {
  let outOfRange = false;
  for (const candidate of candidates) {
    const found = candidate();
    if (found === 'out-of-range') outOfRange = true;
    else if (found) return found;
  }
  return outOfRange ? 'out-of-range' : null;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** A `q=` may be "24.7,46.6", "loc:24.7,46.6" or "24.7,46.6 (Shop)": the pair before any label. */
const queryPair = (q: string | null): Found => (q ? pair(q.replace(/^loc:/i, '').replace(/\([^)]{0,500}\)$/, '')) : null);

function fromGoogle(url: URL): Found {
  const path = safeDecode(url.pathname);
  const p = url.searchParams;
  // The place's own pin (!3d!4d) is where it is; @ is only where the map was looking.
  return firstOf([
    () => fromMatch(DATA_PIN.exec(path)),
    () => queryPair(p.get('q')),
    () => queryPair(p.get('query')),
    () => queryPair(p.get('destination')),
    () => queryPair(p.get('daddr')),
    () => pair(p.get('ll')),
    () => pair(p.get('center')),
    () => {
      const search = /^\/maps\/(?:search|place|dir)\/([^/@]{1,200})/.exec(path);
      return search ? pair(search[1]!.replace(/\+/g, ' ')) : null;
    },
    () => fromMatch(AT.exec(path)),
  ]);
}

function fromApple(url: URL): Found {
  const p = url.searchParams;
  return firstOf([
    () => pair(p.get('ll')),
    () => pair(p.get('coordinate')),
    () => queryPair(p.get('q')),
    () => queryPair(p.get('daddr')),
    () => pair(p.get('sll')),
    () => pair(p.get('center')),
  ]);
}

function fromOsm(url: URL): Found {
  const p = url.searchParams;
  return firstOf([
    () => coordsOf(p.get('mlat'), p.get('mlon')),
    () => fromMatch(OSM_HASH.exec(url.hash)),
    () => coordsOf(p.get('lat'), p.get('lon')),
  ]);
}

const ONE_NUM = new RegExp(`^${NUM}$`);
function coordsOf(lat: string | null, lng: string | null): Found {
  return lat && lng && ONE_NUM.test(lat.trim()) && ONE_NUM.test(lng.trim()) ? coords(Number(lat), Number(lng)) : null;
}

/** geo:lat,lng[,alt][;u=…][?q=lat,lng(label)] (RFC 5870, and Android's ?q= form at 0,0). */
function fromGeo(uri: string): Found {
  const rest = uri.slice(4);
  const [head = '', query = ''] = rest.split('?', 2);
  const parts = head.split(';', 1)[0]!.split(',');
  const q = new URLSearchParams(query).get('q');
  const own = parts.length >= 2 ? coordsOf(parts[0]!, parts[1]!) : null;
  const fromQ = queryPair(q);
  if (own && own !== 'out-of-range' && own.latitude === 0 && own.longitude === 0 && fromQ) return fromQ;
  return firstOf([() => own, () => fromQ]);
}

const hostIs = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);
const isGoogle = (host: string) => /(?:^|\.)google\.(?:[a-z]{2,3}|com?\.[a-z]{2})$/.test(host);

function fromUrl(raw: string): Found | 'short-link' | 'unrecognised' {
  if (/^geo:/i.test(raw)) return fromGeo(raw);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'unrecognised';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'unrecognised';
  const host = url.hostname.toLowerCase();
  if (SHORT_HOSTS.has(host) || hostIs(host, 'goo.gl') || (host === 'osm.org' && url.pathname.startsWith('/go/'))) return 'short-link';
  if (isGoogle(host)) return fromGoogle(url);
  if (hostIs(host, 'apple.com') && host.startsWith('maps.')) return fromApple(url);
  if (hostIs(host, 'openstreetmap.org') || host === 'osm.org') return fromOsm(url);
  if (hostIs(host, 'waze.com')) return pair(url.searchParams.get('ll'));
  return 'unrecognised';
}

/** The coordinates a pasted link or text gives, rounded to 6 decimals (about 10 cm), or why none. */
export function parseMapsLink(input: string): MapsLinkResult {
  if (input.length > MAPS_LINK_MAX_LENGTH * 2) return { ok: false, problem: 'too-long' };
  const text = normalise(input);
  if (!text) return { ok: false, problem: 'empty' };
  if (text.length > MAPS_LINK_MAX_LENGTH) return { ok: false, problem: 'too-long' };

  const plain = pair(text);
  if (plain) return plain === 'out-of-range' ? { ok: false, problem: plain } : { ok: true, ...plain };

  // Only web links and geo: URIs are read: javascript:, data: and the like are not maps.
  const scheme = /^([a-z][a-z0-9+.-]{0,30}):\S/i.exec(text)?.[1]?.toLowerCase();
  if (scheme && scheme !== 'http' && scheme !== 'https' && scheme !== 'geo') return { ok: false, problem: 'unrecognised' };

  // A link alone, a link without its scheme, or a link inside shared text ("Shop\nhttps://…").
  const link = /^(?:https?:\/\/|geo:)/i.test(text)
    ? text
    : SCHEMELESS.test(text)
      ? `https://${text}`
      : (URL_IN_TEXT.exec(text)?.[0] ?? null);
  if (!link) return { ok: false, problem: 'unrecognised' };

  const found = fromUrl(link);
  if (found === null) return { ok: false, problem: 'no-coordinates' };
  if (typeof found === 'string') return { ok: false, problem: found };
  return { ok: true, ...found };
}
