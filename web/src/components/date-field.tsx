import 'dayjs/locale/ar';
import { useMemo, type ReactNode } from 'react';
import {
  DatePickerInput,
  DatesProvider,
  DateTimePicker,
  TimePicker,
  type DatePickerInputProps,
  type DateTimePickerProps,
  type DayOfWeek,
  type TimePickerProps,
} from '@mantine/dates';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useCompanyClock } from '../lib/company-clock';
import { fromPickerDate, fromPickerDateTime, timeFormatOf, toPickerDateTime, wallClockAsUtc } from '../lib/picker-values';
import { zonedToday } from '../lib/zoned-time';

/**
 * The app's date, date-time and time fields. A native `<input type="date">` draws its calendar,
 * month names and digits in the browser's language, so an Arabic user on an English browser
 * got English pickers. These draw Mantine's pickers in the app's language instead: month and
 * weekday names and every number through Intl with the language (as every date the app shows,
 * lib/company-clock.ts, so the digits match the rest of the page), the company's first day of
 * the week and weekend (settings), and the company's "today". Values stay what the native
 * inputs gave (`YYYY-MM-DD`, `YYYY-MM-DDTHH:mm` on the company's clock, `HH:mm`, '' for none),
 * so forms and the API are unchanged.
 */

const utcFormat = (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });

function formattersOf(locale: string) {
  const f = {
    day: utcFormat(locale, { day: 'numeric' }),
    month: utcFormat(locale, { month: 'long', year: 'numeric' }),
    monthShort: utcFormat(locale, { month: 'short' }),
    year: utcFormat(locale, { year: 'numeric' }),
    // Arabic's short weekday names are the whole names: one letter each fits a day's column.
    weekday: utcFormat(locale, { weekday: locale === 'ar' ? 'narrow' : 'short' }),
    full: utcFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    value: utcFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }),
    dateTime: utcFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
  };
  /** A picker's date or date-time, read on the wall clock (lib/picker-values.ts). */
  const show = (format: Intl.DateTimeFormat) => (value: string) => {
    const d = wallClockAsUtc(value);
    return d ? format.format(d) : '';
  };
  return Object.fromEntries(Object.entries(f).map(([k, format]) => [k, show(format)])) as Record<keyof typeof f, (value: string) => string>;
}

/** The language's calendar for every picker: settings, labels and the shapes of its dates. */
function useCalendar() {
  const { t } = useTranslation('dates');
  const clock = useCompanyClock();
  const { locale, tenant, timeZone } = clock;
  const show = useMemo(() => formattersOf(locale), [locale]);
  const today = zonedToday(timeZone);
  const settings = {
    locale,
    // The company's work week (settings); until it loads, the language's own (Arabic: Saturday).
    firstDayOfWeek: (tenant?.week_start ?? (locale === 'ar' ? 6 : 0)) as DayOfWeek,
    weekendDays: (tenant?.weekend_days ?? [5, 6]) as DayOfWeek[],
  };
  const calendar = {
    monthLabelFormat: show.month,
    yearLabelFormat: show.year,
    decadeLabelFormat: (start: string, end: string) => `${show.year(start)} – ${show.year(end)}`,
    yearsListFormat: show.year,
    monthsListFormat: show.monthShort,
    weekdayFormat: show.weekday,
    renderDay: show.day,
    getDayAriaLabel: show.full,
    // `data-date` names the day for tests; "today" is the company's, not the browser's zone's.
    getDayProps: (day: string) => ({ 'data-date': day, 'data-today': day === today || undefined }),
    highlightToday: true,
    defaultDate: today,
    ariaLabels: {
      previousMonth: t('previousMonth'),
      nextMonth: t('nextMonth'),
      previousYear: t('previousYear'),
      nextYear: t('nextYear'),
      previousDecade: t('previousDecade'),
      nextDecade: t('nextDecade'),
    },
    // Keyboard users land back on the field once a date is chosen.
    popoverProps: { returnFocus: true },
  };
  return { t, locale, settings, calendar, show };
}

/** How the time inputs read: the language's clock (12 h with AM/PM or ص/م) and their names. */
function useTimeProps(label: ReactNode) {
  const { t, i18n } = useTranslation('dates');
  const locale = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
  const format = useMemo(() => timeFormatOf(locale), [locale]);
  return {
    ...format,
    hoursInputLabel: typeof label === 'string' && label ? t('hoursOf', { field: label }) : t('hours'),
    minutesInputLabel: t('minutes'),
    amPmInputLabel: t('amPm'),
  };
}

/**
 * The picker is a button showing the value; a `<label for>` does not name a button for every
 * screen reader (nor for axe), and an empty one would have no name: the label and the value
 * both name it ("Due date, Mar 1, 2026"). A field named by `aria-label` alone (the period bars)
 * gets the value added to it, as the name must hold the text one sees (WCAG 2.5.3).
 */
function useNamed(id: string | undefined, label: ReactNode, ariaLabel: string | undefined, shown: string) {
  const { i18n } = useTranslation();
  const fieldId = useId(id);
  if (ariaLabel) {
    const comma = i18n.resolvedLanguage === 'ar' ? '، ' : ', ';
    return { id: fieldId, 'aria-label': shown ? `${ariaLabel}${comma}${shown}` : ariaLabel };
  }
  return { id: fieldId, 'aria-labelledby': label ? `${fieldId}-label ${fieldId}` : undefined };
}

type Controlled<P> = Omit<P, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  /** '' (or nothing) for no value. */
  value?: string | null;
  onChange: (value: string) => void;
  defaultValue?: unknown;
};

/** A calendar date (`YYYY-MM-DD`, '' when cleared), drop-in for `<TextInput type="date">`. */
export function DateField({ value, onChange, defaultValue: _, 'aria-label': ariaLabel, ...props }: Controlled<DatePickerInputProps>) {
  const { t, settings, calendar, show } = useCalendar();
  const named = useNamed(props.id, props.label, ariaLabel, value ? show.value(value) : '');
  return (
    <DatesProvider settings={settings}>
      <DatePickerInput
        {...calendar}
        {...named}
        valueFormatter={({ date }) => (typeof date === 'string' ? show.value(date) : '')}
        clearButtonProps={{ 'aria-label': t('clear') }}
        {...props}
        value={value || null}
        onChange={(v) => onChange(fromPickerDate(v))}
      />
    </DatesProvider>
  );
}

/**
 * A wall-clock date and time (`YYYY-MM-DDTHH:mm`, '' when empty), drop-in for
 * `<TextInput type="datetime-local">`: the form turns it into an instant in the company's zone
 * (lib/zoned-time.ts) as before; the picker only shows and edits the wall-clock reading.
 */
/** The time a date-time gets when only its day is picked (a visit, a next follow-up). */
const DAY_ONLY_TIME = '09:00';

export function DateTimeField({
  value,
  onChange,
  defaultValue: _,
  label,
  'aria-label': ariaLabel,
  ...props
}: Controlled<DateTimePickerProps>) {
  const { t, settings, calendar, show } = useCalendar();
  const time = useTimeProps(label);
  // Escape in the dropdown's time inputs closes the dropdown, not the dialog around the field
  // (Mantine's modals skip what carries this mark; its calendar's own buttons do already).
  const inDropdown = { 'data-mantine-stop-propagation': true };
  const named = useNamed(props.id, label, ariaLabel, value ? show.dateTime(value) : '');
  return (
    <DatesProvider settings={settings}>
      <DateTimePicker
        {...calendar}
        {...named}
        label={label}
        valueFormat={show.dateTime}
        // A day picked without a time is the working morning, never midnight.
        defaultTimeValue={DAY_ONLY_TIME}
        timePickerProps={{ ...time, hoursInputProps: inDropdown, minutesInputProps: inDropdown, amPmSelectProps: inDropdown }}
        submitButtonProps={{ 'aria-label': t('done') }}
        clearButtonProps={{ 'aria-label': t('clear') }}
        {...props}
        value={toPickerDateTime(value)}
        onChange={(v) => onChange(fromPickerDateTime(v))}
      />
    </DatesProvider>
  );
}

/** A time of day (`HH:mm`, '' while incomplete), drop-in for `<TextInput type="time">`. */
export function TimeField({ value, onChange, defaultValue: _, label, ...props }: Controlled<TimePickerProps>) {
  const time = useTimeProps(label);
  return <TimePicker {...time} label={label} {...props} value={value ?? ''} onChange={onChange} />;
}
