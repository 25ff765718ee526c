import { useTranslation } from 'react-i18next';
import type { Meeting } from '@contract/meetings';
import { useTenantQuery } from '../../../lib/tenant';
import { instantToZoned, zonedToday } from '../../../lib/zoned-time';

/** Meeting times on the company's clock (where the date and time were entered), in the reader's language. */
export function useMeetingFormat() {
  const { i18n } = useTranslation();
  const tenant = useTenantQuery();
  const locale = i18n.resolvedLanguage === 'ar' ? 'ar' : 'en';
  const timeZone = tenant.data?.time_zone ?? 'Asia/Riyadh';
  const format = (iso: string, opts: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...opts, timeZone }).format(new Date(iso));
  return {
    locale,
    today: () => zonedToday(timeZone),
    /** `YYYY-MM-DDTHH:mm` on the company's clock (what the form's date and time fields hold). */
    zoned: (iso: string) => instantToZoned(iso, timeZone),
    /** "Tue, 4 May 2031". */
    day: (iso: string) => format(iso, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
    /** "10:30 – 11:15". */
    span: (m: Pick<Meeting, 'starts_at' | 'duration'>) => {
      const end = new Date(Date.parse(m.starts_at) + m.duration * 60_000).toISOString();
      return `${format(m.starts_at, { hour: 'numeric', minute: '2-digit' })} – ${format(end, { hour: 'numeric', minute: '2-digit' })}`;
    },
    dateTime: (iso: string) => format(iso, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }),
    number: (n: number) => new Intl.NumberFormat(locale).format(n),
  };
}
