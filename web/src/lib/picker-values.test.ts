import { describe, expect, it } from 'vitest';
import { fromPickerDate, fromPickerDateTime, timeFormatOf, toPickerDateTime, wallClockAsUtc } from './picker-values';

describe('date picker values', () => {
  it("turns a form's date-time into the picker's and back, unchanged", () => {
    expect(toPickerDateTime('2026-03-01T10:00')).toBe('2026-03-01 10:00:00');
    expect(toPickerDateTime('2026-03-01T10:00:30')).toBe('2026-03-01 10:00:30');
    expect(fromPickerDateTime('2026-03-01 10:00:00')).toBe('2026-03-01T10:00');
    expect(fromPickerDateTime(toPickerDateTime('2026-12-31T23:59'))).toBe('2026-12-31T23:59');
  });

  it('reads nothing from an empty or malformed value', () => {
    expect(toPickerDateTime('')).toBeNull();
    expect(toPickerDateTime(undefined)).toBeNull();
    expect(toPickerDateTime('2026-03-01')).toBeNull();
    expect(toPickerDateTime('2026-02-30T10:00')).toBeNull();
    expect(fromPickerDateTime(null)).toBe('');
    expect(fromPickerDateTime('soon')).toBe('');
  });

  it('keeps the day of a date value', () => {
    expect(fromPickerDate('2026-03-01')).toBe('2026-03-01');
    expect(fromPickerDate('2026-03-01 00:00:00')).toBe('2026-03-01');
    expect(fromPickerDate(null)).toBe('');
    expect(fromPickerDate('2026-13-01')).toBe('');
  });

  it('shows the wall-clock reading picked, in any browser zone', () => {
    const utc = (d: Date | null) =>
      d && new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }).format(d);
    expect(utc(wallClockAsUtc('2026-03-01 10:05:00'))).toBe('01/03/2026, 10:05');
    expect(utc(wallClockAsUtc('2026-03-01T23:59'))).toBe('01/03/2026, 23:59');
    // A bare day is taken at noon: safe for a day's name and number in every locale.
    expect(wallClockAsUtc('2026-03-01')?.toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(wallClockAsUtc('2026-02-29')).toBeNull();
    expect(wallClockAsUtc('')).toBeNull();
  });

  it("writes a time of day the language's way", () => {
    expect(timeFormatOf('en')).toEqual({ format: '12h', amPmLabels: { am: 'AM', pm: 'PM' } });
    expect(timeFormatOf('ar')).toEqual({ format: '12h', amPmLabels: { am: 'ص', pm: 'م' } });
    expect(timeFormatOf('en-GB').format).toBe('24h');
  });
});
