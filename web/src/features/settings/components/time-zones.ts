import { weekdays } from '@contract/tenant';

/**
 * The Arab region's zones, listed first in the time-zone picker: the Gulf, then the Levant
 * and Iraq, then Egypt, Sudan and the Maghreb, then the Horn of Africa.
 */
export const REGION_TIME_ZONES = [
  'Asia/Riyadh',
  'Asia/Dubai',
  'Asia/Kuwait',
  'Asia/Qatar',
  'Asia/Bahrain',
  'Asia/Muscat',
  'Asia/Aden',
  'Asia/Baghdad',
  'Asia/Amman',
  'Asia/Damascus',
  'Asia/Beirut',
  'Asia/Gaza',
  'Asia/Hebron',
  'Africa/Cairo',
  'Africa/Khartoum',
  'Africa/Tripoli',
  'Africa/Tunis',
  'Africa/Algiers',
  'Africa/Casablanca',
  'Africa/Nouakchott',
  'Africa/Mogadishu',
  'Africa/Djibouti',
  'Indian/Comoro',
] as const;

/** The zones this browser knows (the server checks the choice against its own runtime). */
function supportedTimeZones(): string[] {
  try {
    const zones = Intl.supportedValuesOf('timeZone');
    return zones.includes('UTC') ? zones : [...zones, 'UTC'];
  } catch {
    return [...REGION_TIME_ZONES, 'UTC'];
  }
}

/** "UTC+03:00" now (an offset changes with daylight saving time), or '' for a zone the runtime does not know. */
export function utcOffset(timeZone: string, at: Date = new Date()): string {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    return name ? name.replace(/^GMT/, 'UTC') : '';
  } catch {
    return '';
  }
}

/**
 * "Asia/Riyadh · UTC+03:00" ("New_York" reads "New York", so a search with a space finds it).
 * Every character is left-to-right or sits between such: the label keeps its order in Arabic.
 */
export function timeZoneLabel(timeZone: string, at?: Date): string {
  const offset = utcOffset(timeZone, at);
  const name = timeZone.replace(/_/g, ' ');
  return offset && timeZone !== 'UTC' ? `${name} · ${offset}` : name;
}

export interface TimeZoneGroup {
  group: string;
  items: { value: string; label: string }[];
}

/**
 * The picker's options: the region's zones first, then every other zone A to Z. A saved zone
 * this browser does not list (an old alias) is kept, so the picker still shows it.
 */
export function timeZoneGroups(labels: { region: string; other: string }, current: string): TimeZoneGroup[] {
  const { region, other } = (zoneOptions ??= buildZoneOptions());
  const extra =
    current && !region.concat(other).some((o) => o.value === current) ? [{ value: current, label: timeZoneLabel(current) }] : [];
  return [
    { group: labels.region, items: region },
    { group: labels.other, items: [...other, ...extra] },
  ];
}

type Option = { value: string; label: string };
/** Some 400 zones take a few dozen milliseconds to label: once a page load is enough. */
let zoneOptions: { region: Option[]; other: Option[] } | undefined;

function buildZoneOptions(): { region: Option[]; other: Option[] } {
  const now = new Date();
  const all = supportedTimeZones();
  const known = new Set(all);
  const region: string[] = REGION_TIME_ZONES.filter((z) => known.has(z));
  const first = new Set(region);
  const other = all.filter((z) => !first.has(z)).sort((a, b) => a.localeCompare(b, 'en'));
  const option = (value: string): Option => ({ value, label: timeZoneLabel(value, now) });
  return { region: region.map(option), other: other.map(option) };
}

/** The weekday's name in the language: 0 Sunday … 6 Saturday (1 January 2023 was a Sunday). */
export function weekdayName(day: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + day)));
}

/** The seven days in the language, Sunday first, as Select and Checkbox options. */
export function weekdayOptions(locale: string): { value: string; label: string }[] {
  return weekdays.map((d) => ({ value: String(d), label: weekdayName(d, locale) }));
}
