/**
 * Hijri (Umm al-Qura) dates beside the Gregorian ones, from the browser's own Intl: no
 * library. The numbering system is always named (DESIGN §1), and it is the one the app's
 * other numbers use in that language, so Hijri and Gregorian digits never mix on one screen.
 */

const cache = new Map<string, Intl.DateTimeFormat>();

/** The digits `Intl` gives the app's numbers in `locale` (lib/format.ts formats with the bare language). */
export function numberingOf(locale: 'en' | 'ar'): string {
  return new Intl.NumberFormat(locale).resolvedOptions().numberingSystem;
}

function formatter(locale: 'en' | 'ar', timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(`${locale}-u-ca-islamic-umalqura-nu-${numberingOf(locale)}`, { ...options, timeZone });
    cache.set(key, f);
  }
  return f;
}

/** A day's Hijri day number, and its month's short name on the month's first day (a month cell). */
export function hijriDay(date: Date, locale: 'en' | 'ar', timeZone: string): string {
  const parts = formatter(locale, timeZone, { day: 'numeric', month: 'short' }).formatToParts(date);
  const day = parts.find((p) => p.type === 'day')?.value ?? '';
  const first = parts.find((p) => p.type === 'day' && /^[1١]$/.test(p.value));
  return first ? formatter(locale, timeZone, { day: 'numeric', month: 'short' }).format(date) : day;
}

/** A day in full ("13 Jumada II 1448 AH"): a column header of the week and day views. */
export function hijriDate(date: Date, locale: 'en' | 'ar', timeZone: string): string {
  return formatter(locale, timeZone, { day: 'numeric', month: 'long' }).format(date);
}

/**
 * The Hijri span of what is on screen, beside the title: months for a month view, days
 * otherwise. `end` is exclusive, so the last day shown is a moment before it.
 */
export function hijriRange(start: Date, end: Date, locale: 'en' | 'ar', timeZone: string, byMonth: boolean): string {
  const last = new Date(end.getTime() - 1);
  const f = formatter(locale, timeZone, byMonth ? { month: 'long', year: 'numeric' } : { day: 'numeric', month: 'long', year: 'numeric' });
  return f.formatRange(start, last);
}
