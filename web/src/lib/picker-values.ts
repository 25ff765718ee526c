import { isIsoDate, isLocalDateTime } from './zoned-time';

/**
 * The forms keep what the native inputs gave (`YYYY-MM-DD`, `YYYY-MM-DDTHH:mm` on the company's
 * clock, `HH:mm`) and the API takes those; @mantine/dates speaks `YYYY-MM-DD HH:mm:ss`. These
 * turn one into the other at the field, so nothing a form sends changes.
 */

/** A form's `YYYY-MM-DDTHH:mm` as the picker's `YYYY-MM-DD HH:mm:ss`; null when empty or malformed. */
export function toPickerDateTime(local: string | null | undefined): string | null {
  if (!local || !isLocalDateTime(local) || !isIsoDate(local.slice(0, 10))) return null;
  const [day, time = ''] = local.split('T');
  return `${day} ${time.length === 5 ? `${time}:00` : time}`;
}

const PICKER_DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::\d{2})?$/;

/** The picker's `YYYY-MM-DD HH:mm:ss` as the form's `YYYY-MM-DDTHH:mm` (seconds dropped); '' for none. */
export function fromPickerDateTime(value: string | null | undefined): string {
  const m = PICKER_DATE_TIME.exec(value ?? '');
  return m ? `${m[1]}T${m[2]}` : '';
}

/** The picker's date value (`YYYY-MM-DD`, or a date-time of which the day is kept) as the form's; '' for none. */
export function fromPickerDate(value: string | null | undefined): string {
  const day = (value ?? '').slice(0, 10);
  return isIsoDate(day) ? day : '';
}

/**
 * A wall-clock reading (`YYYY-MM-DD`, with ` HH:mm[:ss]` or `THH:mm[:ss]`) as a Date at that
 * reading in UTC: formatted with `timeZone: 'UTC'`, any locale shows exactly the digits picked,
 * whatever the browser's zone. Null when malformed.
 */
export function wallClockAsUtc(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value);
  if (!m || !isIsoDate(value.slice(0, 10))) return null;
  const [year, month, day, hour = 12, minute = 0, second = 0] = m.slice(1).map((s) => (s === undefined ? undefined : Number(s)));
  return new Date(Date.UTC(year!, month! - 1, day!, hour, minute, second));
}

export interface TimeFormat {
  format: '12h' | '24h';
  amPmLabels: { am: string; pm: string };
}

/**
 * How the language writes a time of day, from Intl (as every time the app shows): English and
 * Arabic both use a 12-hour clock, with "AM"/"PM" and "ص"/"م".
 */
export function timeFormatOf(locale: string): TimeFormat {
  const f = new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' });
  const { hourCycle } = f.resolvedOptions();
  const period = (hour: number) =>
    f.formatToParts(new Date(Date.UTC(2026, 0, 1, hour))).find((p) => p.type === 'dayPeriod')?.value ?? (hour < 12 ? 'AM' : 'PM');
  const twelve = hourCycle === 'h12' || hourCycle === 'h11';
  return { format: twelve ? '12h' : '24h', amPmLabels: twelve ? { am: period(9), pm: period(15) } : { am: 'AM', pm: 'PM' } };
}
