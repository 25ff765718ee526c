import { useFormatters } from '../../../lib/format';

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** "5 minutes ago" / "قبل ٥ دقائق" for the last week, then the date. */
export function useRelativeTime() {
  const { locale, date } = useFormatters();
  return (iso: string, now = Date.now()) => {
    let amount = Math.round((Date.parse(iso) - now) / 1000);
    for (const [unit, size] of STEPS) {
      if (Math.abs(amount) < size) return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(amount, unit);
      amount = Math.round(amount / size);
    }
    return date(iso);
  };
}
