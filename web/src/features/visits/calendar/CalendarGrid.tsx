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
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CalendarVisit } from '@contract/visit-calendar';
import { VISIT_STATUS } from '@contract/visits';
import { usePhone } from '../../../lib/use-phone';
import { visitPath } from '../components/visit-columns';
import { foldCrowds } from './fold-crowds';
import { hijriDate, hijriDay } from './hijri';
import { VISIT_MINUTES, hoursViews, sideBySide } from './hours-layout';
import { MoreVisits, VisitBlock } from './VisitBlocks';

const plugins = [classicTheme, dayGridPlugin, timeGridPlugin, interactionPlugin];

/** A "+N more" block sorts after the visits starting with it, so it takes the last column. */
const eventOrder = ['start', 'zcFold', '-duration', 'allDay', 'title'];

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
  const navigate = useNavigate();
  const scheme = useComputedColorScheme('light');
  const locale = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
  const phone = usePhone();
  const number = useMemo(() => new Intl.NumberFormat(locale), [locale]);
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
        {t('dayTotal', { count: total, n: number.format(total) })}
      </span>
    ) : null;
  };

  const side = sideBySide(p.view, phone);
  const events = useMemo<EventInput[]>(() => {
    const visit = (v: CalendarVisit): EventInput => ({
      id: v.id,
      title: v.client.company_name,
      start: v.planned_at,
      url: visitPath(v.id),
      startEditable: p.canMove && v.status === VISIT_STATUS.pending,
      durationEditable: false,
      extendedProps: { visit: v, zcFold: 0 },
    });
    if (side === null) return p.visits.map(visit);
    const byId = new Map(p.visits.map((v) => [v.id, v]));
    const timed = p.visits.map((v) => ({ id: v.id, start: Date.parse(v.planned_at), title: v.client.company_name }));
    const { kept, folds } = foldCrowds(timed, VISIT_MINUTES * 60_000, side);
    return [
      ...p.visits.filter((v) => kept.has(v.id)).map(visit),
      ...folds.map((f) => ({
        id: `fold-${f.key}`,
        start: new Date(f.start).toISOString(),
        end: new Date(f.end).toISOString(),
        editable: false,
        interactive: false,
        extendedProps: { fold: f.ids.map((id) => byId.get(id)!), zcFold: 1 },
      })),
    ];
  }, [p.visits, p.canMove, side]);

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
      defaultTimedEventDuration={{ minutes: VISIT_MINUTES }}
      eventColor="transparent"
      displayEventEnd={false}
      allDaySlot={false}
      scrollTime="07:00:00"
      dayMaxEvents={4}
      // Visits at the same time share the hour side by side, never stacked on one another (hours-layout).
      slotEventOverlap={false}
      views={hoursViews}
      // Hooks for calendar.css: a day's lane and a visit's box in the hours.
      dayLaneInnerClass={(info) => (info.isStack ? undefined : 'zc-lane')}
      columnEventInnerClass="zc-col-inner"
      // A month day's "+N more" link and its list in our words (the Arabic locale has none of these hints).
      moreLinkText={(n) => t('more.text', { n: number.format(n) })}
      moreLinkHint={(n) => t('more.hint', { count: n, n: number.format(n) })}
      closeHint={t('more.close')}
      nowIndicator
      // Not `eventInteractive`: a visit is a link already, and a "+N more" block holds its own button.
      eventOrder={eventOrder}
      eventTimeFormat={{ hour: 'numeric', minute: '2-digit' }}
      datesSet={p.onRange}
      eventDrop={p.onDrop}
      eventClick={(info) => {
        // A "+N more" block's button opens its list itself.
        if (info.event.extendedProps.fold) return;
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
        const fold = info.event.extendedProps.fold as CalendarVisit[] | undefined;
        if (fold) return <MoreVisits visits={fold} />;
        const hours = info.view.type !== 'dayGridMonth';
        return (
          <VisitBlock visit={info.event.extendedProps.visit as CalendarVisit} time={info.timeText} hours={hours} short={info.isShort} />
        );
      }}
    />
  );
}
