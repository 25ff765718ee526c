import type { CalendarOptions } from '@fullcalendar/react';
import type { CalendarViewName } from './CalendarGrid';

/** A visit has a start only: the hours draw it this long (FullCalendar's defaultTimedEventDuration). */
export const VISIT_MINUTES = 30;

/** Taller half hours than the theme's: a half-hour visit holds two lines, its client and its time. */
const SLOT_HEIGHT = 36;

/**
 * How many visits at the same time the view draws side by side before the rest fold into a
 * "+N more" block (fold-crowds): three keep each client name readable in a desktop week column
 * (about 125 px at 1280) and in any day. A phone's week column (some 40 px) holds one: visits
 * at the same time there are one "+N more" block listing them. The month view lists a day's
 * visits instead (its own dayMaxEvents): nothing is folded there.
 */
export function sideBySide(view: CalendarViewName, phone: boolean): number | null {
  if (view === 'dayGridMonth') return null;
  return view === 'timeGridWeek' && phone ? 1 : 3;
}

/**
 * The week and day views' options. Visits at the same time sit side by side, each a share of the day's
 * width (`slotEventOverlap: false` on the calendar; FullCalendar places them with inline-start
 * and inline-end insets, so Arabic mirrors them). The time is short ("11am") in a block a third
 * of a day wide; a half-hour visit counts as short, so it shows no rep line it has no room for.
 */
export const hoursViews: CalendarOptions['views'] = {
  timeGrid: {
    slotMinHeight: SLOT_HEIGHT,
    eventShortHeight: SLOT_HEIGHT + 4,
    eventTimeFormat: { hour: 'numeric', minute: '2-digit', omitZeroMinute: true, meridiem: 'short' },
  },
};
