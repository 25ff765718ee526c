import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  instantToZoned,
  isIsoDate,
  offsetMinutesAt,
  startOfWeek,
  weekdayOf,
  zonedToInstant,
  zonedToday,
} from './zoned-time';

describe('zoned time', () => {
  it('reads a wall time in the company zone, whatever the browser zone', () => {
    expect(zonedToInstant('2026-03-01T10:00', 'Asia/Riyadh')).toBe('2026-03-01T10:00:00+03:00');
    expect(new Date(zonedToInstant('2026-03-01T10:00', 'Asia/Riyadh')!).toISOString()).toBe('2026-03-01T07:00:00.000Z');
    expect(zonedToInstant('2026-01-15T09:30', 'America/New_York')).toBe('2026-01-15T09:30:00-05:00');
    expect(zonedToInstant('2026-07-15T09:30', 'America/New_York')).toBe('2026-07-15T09:30:00-04:00');
    expect(zonedToInstant('2026-07-15T09:30', 'Asia/Kolkata')).toBe('2026-07-15T09:30:00+05:30');
    expect(zonedToInstant('2026-07-15T00:00', 'UTC')).toBe('2026-07-15T00:00:00+00:00');
    expect(zonedToInstant('not a time', 'UTC')).toBeNull();
  });

  it('moves a time skipped by daylight saving forward by the jump', () => {
    // New York skips 02:00–03:00 on 8 March 2026.
    expect(zonedToInstant('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T03:30:00-04:00');
    expect(zonedToInstant('2026-03-08T03:30', 'America/New_York')).toBe('2026-03-08T03:30:00-04:00');
    expect(zonedToInstant('2026-03-08T01:30', 'America/New_York')).toBe('2026-03-08T01:30:00-05:00');
  });

  it('shows instants in the zone and knows its today', () => {
    expect(instantToZoned('2026-03-01T22:30:00Z', 'Asia/Riyadh')).toBe('2026-03-02T01:30');
    expect(zonedToday('Asia/Riyadh', new Date('2026-03-01T22:30:00Z'))).toBe('2026-03-02');
    expect(zonedToday('America/New_York', new Date('2026-03-01T22:30:00Z'))).toBe('2026-03-01');
    expect(offsetMinutesAt(new Date('2026-03-01T22:30:00Z'), 'Asia/Riyadh')).toBe(180);
  });

  it('does calendar arithmetic on dates', () => {
    expect(weekdayOf('2026-03-06')).toBe(5); // a Friday
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
    expect(startOfWeek('2026-03-05', 0)).toBe('2026-03-01');
    expect(startOfWeek('2026-03-05', 6)).toBe('2026-02-28');
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-02-28')).toBe(true);
  });
});
