import FullCalendar, { type CalendarController, type DatesSetInfo, type EventDropInfo, type EventInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import arLocale from '@fullcalendar/react/locales/ar';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import './calendar.css';
import { useComputedColorScheme } from '@mantine/core';
import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CalendarVisit } from '@contract/visit-calendar';
import { VISIT_STATUS } from '@contract/visits';
import { useVisitLabels } from '../components/labels';
import { useTone, type Tone } from '../components/tones';
import { visitPath } from '../components/visit-columns';
import { hijriDate, hijriDay } from './hijri';

const plugins = [classicTheme, dayGridPlugin, timeGridPlugin, interactionPlugin];

/** The list's status colours (VisitBadges), so a visit looks the same in both views. */
const statusTone: Tone[] = ['neutral', 'info', 'done', 'good', 'bad'];

export type CalendarViewName = 'dayGridMonth' | 'timeGridWeek' | 'timeGridDay';

interface Props {
  controller: CalendarController;
  view: CalendarViewName;
  initialDate: string | undefined;
  visits: CalendarVisit[];
  /** Each day's number of visits (`YYYY-MM-DD` of the company's days), beyond what is shown. */
  dayTotals: Record<string, number>;
  timeZone: string;
  weekStart: number;
  weekendDays: number[];
  showHijri: boolean;
  /** Managers: Pending visits can be dragged. */
  canMove: boolean;
  onRange: (info: DatesSetInfo) => void;
  onDrop: (info: EventDropInfo) => void;
}

/**
 * FullCalendar v7 in the company's clock (its named time zone, through Temporal), work week
 * and weekend, mirrored and in Arabic names for Arabic; the toolbar is ours (CalendarToolbar).
 */
export function CalendarGrid(p: Props) {
  const { t, i18n } = useTranslation('visitCalendar');
  const { label } = useVisitLabels();
  const tone = useTone();
  const navigate = useNavigate();
  const scheme = useComputedColorScheme('light');
  const locale = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
  const weekend = (dow: number) => (p.weekendDays.includes(dow) ? 'zc-weekend' : undefined);

  const dayOf = useMemo(() => {
    const format = new Intl.DateTimeFormat('en-CA', { timeZone: p.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    return (d: Date | string) => format.format(new Date(d));
  }, [p.timeZone]);
  const shown = useMemo(() => {
    const n = new Map<string, number>();
    for (const v of p.visits) n.set(dayOf(v.planned_at), (n.get(dayOf(v.planned_at)) ?? 0) + 1);
    return n;
  }, [p.visits, dayOf]);
  /** "23 visits" beside a day's number when the day holds more than it shows (a busy company's month). */
  const totalOf = (date: Date) => {
    const key = dayOf(date);
    const total = p.dayTotals[key] ?? 0;
    return total > (shown.get(key) ?? 0) ? (
      <span className="zc-day-total" data-testid="day-total">
        {t('dayTotal', { count: total, n: new Intl.NumberFormat(locale).format(total) })}
      </span>
    ) : null;
  };

  const events = useMemo<EventInput[]>(
    () =>
      p.visits.map((v) => ({
        id: v.id,
        title: v.client.company_name,
        start: v.planned_at,
        url: visitPath(v.id),
        startEditable: p.canMove && v.status === VISIT_STATUS.pending,
        durationEditable: false,
        extendedProps: { visit: v },
      })),
    [p.visits, p.canMove],
  );

  return (
    <FullCalendar
      controller={p.controller}
      plugins={plugins}
      initialView={p.view}
      initialDate={p.initialDate}
      headerToolbar={false}
      timeZone={p.timeZone}
      locale={locale === 'ar' ? arLocale : 'en'}
      direction={locale === 'ar' ? 'rtl' : 'ltr'}
      colorScheme={scheme}
      firstDay={p.weekStart}
      height={p.view === 'dayGridMonth' ? 'auto' : 760}
      events={events}
      eventDisplay="block"
      defaultTimedEventDuration="00:30"
      eventColor="transparent"
      displayEventEnd={false}
      allDaySlot={false}
      scrollTime="07:00:00"
      dayMaxEvents={4}
      nowIndicator
      eventInteractive
      eventTimeFormat={{ hour: 'numeric', minute: '2-digit' }}
      datesSet={p.onRange}
      eventDrop={p.onDrop}
      eventClick={(info) => {
        // A real link (new tab, copy) that opens inside the app on a plain click or Enter.
        info.jsEvent.preventDefault();
        void navigate(visitPath(info.event.id));
      }}
      dayCellClass={(info) => weekend(info.dow)}
      dayHeaderClass={(info) => weekend(info.dow)}
      dayLaneClass={(info) => weekend(info.dow)}
      dayCellTopContent={(info) => (
        <span className="zc-day-top">
          <span>{info.dayNumberText}</span>
          {p.showHijri && (
            <span className="zc-hijri" data-testid="hijri-day">
              {hijriDay(info.date, locale, p.timeZone)}
            </span>
          )}
          {totalOf(info.date)}
        </span>
      )}
      dayHeaderContent={(info) =>
        p.showHijri && info.view.type !== 'dayGridMonth' && !info.inPopover ? (
          <span className="zc-head">
            <span>{info.text}</span>
            <span className="zc-hijri" data-testid="hijri-day">
              {hijriDate(info.date, locale, p.timeZone)}
            </span>
          </span>
        ) : (
          info.text
        )
      }
      eventContent={(info) => {
        const v = info.event.extendedProps.visit as CalendarVisit;
        const color = tone(statusTone[v.status] ?? 'neutral');
        const status = label('statuses', v.status);
        return (
          <div
            className="zc-event"
            style={{ '--zc-tone': color } as CSSProperties}
            data-testid="calendar-event"
            data-id={v.id}
            data-status={v.status}
            title={t('event.label', { client: v.client.company_name, rep: v.assigned_to.full_name, status, time: info.timeText })}
          >
            <span className="zc-event-line">
              <span className="zc-time">{info.timeText}</span>
              <span className="zc-client" dir="auto">
                {v.client.company_name}
              </span>
            </span>
            {!info.isShort && (
              <span className="zc-rep" dir="auto">
                {v.assigned_to.full_name}
              </span>
            )}
            <span className="zc-sr">{t('event.status', { status, false: v.is_false ? t('event.false') : '' })}</span>
          </div>
        );
      }}
    />
  );
}
