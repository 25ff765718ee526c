import { useTranslation } from 'react-i18next';
import { useTenantQuery } from '../../../lib/tenant';
import { calendarDate, zonedToday } from '../../../lib/zoned-time';

type Group = 'statuses' | 'priorities';

/** A request's numbered values in words (`statuses.1` → "In progress"). */
export function useMaintenanceLabels() {
  const { t } = useTranslation('maintenance');
  const label = (group: Group, n: number) => String(t(`${group}.${n}` as 'statuses.0', { defaultValue: String(n) }));
  const options = (group: Group, values: readonly number[]) => values.map((v) => ({ value: String(v), label: label(group, v) }));
  return { label, options };
}

/** Days in the reader's language, instants on the company's clock, "today" on its calendar. */
export function useMaintenanceFormat() {
  const { i18n } = useTranslation();
  const tenant = useTenantQuery();
  const locale = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
  const timeZone = tenant.data?.time_zone ?? 'Asia/Riyadh';
  return {
    today: () => zonedToday(timeZone),
    /** A `YYYY-MM-DD` day; the same day in every time zone. */
    day: (date: string) =>
      new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
        calendarDate(date),
      ),
    dateTime: (iso: string) =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
      }).format(new Date(iso)),
    number: (n: number) => new Intl.NumberFormat(locale).format(n),
  };
}
