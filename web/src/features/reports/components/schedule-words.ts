import { useTranslation } from 'react-i18next';
import type { ReportSchedule } from '@contract/report-schedules';
import { useFormatters } from '../../../lib/format';
import { useTenantQuery } from '../../../lib/tenant';

// 1 January 2023 was a Sunday: day `d` of that week names weekday d (0 Sunday), in any language.
const SUNDAY = Date.UTC(2023, 0, 1);

/** How a schedule's times read in the page's language: weekdays, hours and the next run in the company's zone. */
export function useScheduleWords() {
  const { t } = useTranslation('schedules');
  const f = useFormatters();
  const timeZone = useTenantQuery().data?.time_zone;
  const weekday = (d: number) => new Intl.DateTimeFormat(f.locale, { weekday: 'long', timeZone: 'UTC' }).format(SUNDAY + d * 86_400_000);
  // An hour of the company's day, written the language's way (7:00 AM, ٧:٠٠ ص).
  const hour = (h: number) =>
    new Intl.DateTimeFormat(f.locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1, h));
  const when = (s: Pick<ReportSchedule, 'frequency' | 'weekday' | 'month_day' | 'hour'>) =>
    t(`when.${s.frequency}`, { time: hour(s.hour), day: s.frequency === 'weekly' ? weekday(s.weekday ?? 0) : f.number(s.month_day ?? 1) });
  const next = (iso: string) =>
    new Intl.DateTimeFormat(f.locale, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(new Date(iso));
  return { weekday, hour, when, next, number: f.number };
}
