/**
 * Wall-clock times of a company's time zone (an IANA name such as "Asia/Riyadh"), whatever
 * the browser's own zone is. A planned visit at "10:00" means 10:00 where the company works,
 * so the form's `YYYY-MM-DDTHH:mm` is turned into an instant with that zone's offset, and
 * instants are shown back in that zone. Only Intl: no time-zone database is shipped.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock reading of `instant` in `timeZone`. */
export function wallTimeOf(instant: Date, timeZone: string): WallTime {
  const out: Record<string, number> = {};
  for (const p of partsFormatter(timeZone).formatToParts(instant)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return {
    year: out.year!,
    month: out.month!,
    day: out.day!,
    // Some engines still say "24" at midnight with h23.
    hour: out.hour! % 24,
    minute: out.minute!,
    second: out.second!,
  };
}

/** Minutes the zone is ahead of UTC at `instant` (Riyadh: 180). */
export function offsetMinutesAt(instant: Date, timeZone: string): number {
  const w = wallTimeOf(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / 60_000);
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** True for what `<input type="datetime-local">` gives: `YYYY-MM-DDTHH:mm` (seconds optional). */
export function isLocalDateTime(value: string): boolean {
  return LOCAL_PATTERN.test(value);
}

/**
 * `2026-03-01T10:00` read in `timeZone` → `2026-03-01T10:00:00+03:00`: the same wall time with
 * the zone's offset, an ISO instant the API accepts. A time skipped by a daylight-saving jump
 * moves forward by the jump; a repeated one takes one of its two occurrences. Null when malformed.
 */
export function zonedToInstant(local: string, timeZone: string): string | null {
  const m = LOCAL_PATTERN.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute, second = 0] = m.slice(1).map((s) => (s === undefined ? 0 : Number(s)));
  const asUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second);
  if (Number.isNaN(asUtc)) return null;
  // Two passes find the offset in force at the wall time (it may differ from the guess's own).
  let offset = offsetMinutesAt(new Date(asUtc), timeZone);
  const second_ = offsetMinutesAt(new Date(asUtc - offset * 60_000), timeZone);
  if (second_ !== offset) {
    const third = offsetMinutesAt(new Date(asUtc - second_ * 60_000), timeZone);
    // Equal: the second guess holds. Otherwise the wall time falls in a gap: the smaller
    // offset reads it as the time after the jump.
    offset = third === second_ ? second_ : Math.min(offset, second_);
  }
  const instant = new Date(asUtc - offset * 60_000);
  const w = wallTimeOf(instant, timeZone);
  return (
    `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}` +
    offsetText(offsetMinutesAt(instant, timeZone))
  );
}

/** An instant as the zone's `YYYY-MM-DDTHH:mm` (what a datetime-local input shows). */
export function instantToZoned(instant: Date | string, timeZone: string): string {
  const w = wallTimeOf(typeof instant === 'string' ? new Date(instant) : instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** Today's date (`YYYY-MM-DD`) in the zone. */
export function zonedToday(timeZone: string, now: Date = new Date()): string {
  return instantToZoned(now, timeZone).slice(0, 10);
}

/** The weekday of a calendar date, as JavaScript numbers them (0 Sunday … 6 Saturday). */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
}

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

const toDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
};
const fromDate = (d: Date) => `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** A calendar date moved by whole days. */
export function addDays(date: string, days: number): string {
  const d = toDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromDate(d);
}

/** A calendar date moved by whole months; the 31st becomes the month's last day when it has none. */
export function addMonths(date: string, months: number): string {
  const d = toDate(date);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return fromDate(d);
}

/** The first day of the week holding `date`, for a week that starts on `weekStart` (0 Sunday). */
export function startOfWeek(date: string, weekStart: number): string {
  return addDays(date, -((weekdayOf(date) - weekStart + 7) % 7));
}

/** A calendar date as a Date at noon UTC: safe to format with `timeZone: 'UTC'` in any locale. */
export function calendarDate(date: string): Date {
  const d = toDate(date);
  d.setUTCHours(12);
  return d;
}
