import { describe, expect, it } from 'vitest';
import { hoursViews, sideBySide } from './hours-layout';

describe('the hours layout of the week and day views', () => {
  it('puts three visits at the same time side by side, one in a phone week, and folds nothing in a month', () => {
    expect(sideBySide('timeGridWeek', false)).toBe(3);
    expect(sideBySide('timeGridDay', false)).toBe(3);
    expect(sideBySide('timeGridDay', true)).toBe(3);
    expect(sideBySide('timeGridWeek', true)).toBe(1);
    expect(sideBySide('dayGridMonth', false)).toBeNull();
    expect(sideBySide('dayGridMonth', true)).toBeNull();
  });

  it('gives a half-hour visit room for its client and its time, and no rep line it cannot show', () => {
    const hours = hoursViews!.timeGrid!;
    // Two lines of the 12 px text at line height 1.3, and the block's borders.
    expect(hours.slotMinHeight).toBeGreaterThanOrEqual(2 * 12 * 1.3 + 2);
    expect(hours.eventShortHeight).toBeGreaterThan(hours.slotMinHeight!);
  });
});
