/**
 * A receipt's dates, as the company's clock shows them: the Gregorian day and time, and the
 * Hijri day of the Umm al-Qura calendar (the Saudi civil calendar), from Node's own ICU data.
 */
export interface ReceiptDates {
  /** "14 May 2025" */
  gregorian: string;
  /** "١٤ مايو ٢٠٢٥" */
  gregorianAr: string;
  /** "١٦ ذو القعدة ١٤٤٦ هـ" */
  hijri: string;
  /** "16 Dhuʻl-Qiʻdah 1446 AH" */
  hijriEn: string;
  /** "10:32", 24-hour */
  time: string;
  /** The zone the strings are in: the company's, or UTC when its name is not a known zone. */
  timeZone: string;
}

/** The company's zone when ICU knows it; otherwise UTC, which the receipt then names. */
export function knownTimeZone(timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

const day = { day: 'numeric', month: 'long', year: 'numeric' } as const;

export function receiptDates(at: Date, timeZone: string): ReceiptDates {
  const zone = knownTimeZone(timeZone);
  const fmt = (locale: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: zone }).format(at);
  return {
    gregorian: fmt('en-GB', day),
    gregorianAr: fmt('ar-SA-u-ca-gregory', day),
    hijri: fmt('ar-SA-u-ca-islamic-umalqura', day),
    hijriEn: fmt('en-u-ca-islamic-umalqura', { ...day, era: 'short' }),
    time: fmt('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    timeZone: zone,
  };
}
