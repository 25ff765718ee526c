import { useTranslation } from 'react-i18next';
import { currencyOf } from '@contract/currency';
import { useTenantQuery } from './tenant';
import { calendarDate } from './zoned-time';

/**
 * Instants as the company's clock reads them (its time zone, from settings), in the user's
 * language: a manager abroad sees the same 10:00 the rep planned.
 */
export function useCompanyClock() {
  const { i18n } = useTranslation();
  const tenant = useTenantQuery();
  const locale = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
  const timeZone = tenant.data?.time_zone ?? 'Asia/Riyadh';
  const format = (iso: string, options: Intl.DateTimeFormatOptions, zone = timeZone) => {
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? '' : new Intl.DateTimeFormat(locale, { ...options, timeZone: zone }).format(d);
  };
  return {
    tenant: tenant.data,
    timeZone,
    locale,
    /** Any `Intl` date-time shape, on the company's clock. */
    format: (iso: string, options: Intl.DateTimeFormatOptions) => format(iso, options),
    dateTime: (iso: string) =>
      format(iso, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
    time: (iso: string) => format(iso, { hour: 'numeric', minute: '2-digit' }),
    /** Day, month and time; the year too when it is not this year's. */
    shortDateTime: (iso: string) =>
      format(iso, {
        day: 'numeric',
        month: 'short',
        ...(new Date(iso).getFullYear() !== new Date().getFullYear() && { year: 'numeric' }),
        hour: 'numeric',
        minute: '2-digit',
      }),
    /** A calendar date (`YYYY-MM-DD`) of the company's calendar. */
    day: (date: string, options: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) =>
      format(calendarDate(date).toISOString(), options, 'UTC'),
    weekday: (day: number) =>
      new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 4 + day, 12))),
    number: (n: number, digits?: number) =>
      new Intl.NumberFormat(locale, digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n),
    /** An amount in the company's currency (its country's, as on its receipts). */
    money: (n: number) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: currencyOf(tenant.data?.country ?? 'SA'),
        minimumFractionDigits: 2,
      }).format(n),
  };
}
