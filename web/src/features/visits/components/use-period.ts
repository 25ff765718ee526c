import { useSearchParams } from 'react-router';
import { filterTypes } from '@contract/visits';
import { addDays, addMonths, isIsoDate } from '../../../lib/zoned-time';

export type FilterType = (typeof filterTypes)[number];

/** The list's period in the URL: `period` (0 all, 1 day, 2 week, 3 month; day when absent) and `date`. */
export function usePeriod() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('period') ?? '1');
  const filterType: FilterType = (filterTypes as readonly number[]).includes(raw) ? (raw as FilterType) : 1;
  const rawDate = params.get('date') ?? '';
  const date = isIsoDate(rawDate) ? rawDate : undefined;
  const set = (next: { filterType?: FilterType; date?: string | null }) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next.filterType !== undefined) {
        if (next.filterType === 1) p.delete('period');
        else p.set('period', String(next.filterType));
      }
      if (next.date !== undefined) {
        if (next.date) p.set('date', next.date);
        else p.delete('date');
      }
      // Another period is another list: back to its first page.
      p.delete('page');
      return p;
    });
  return { filterType, date, set };
}

/** The date one period before or after (`step` −1 or 1): a day, a week or a month. */
export function shiftDate(date: string, filterType: FilterType, step: -1 | 1): string {
  if (filterType === 2) return addDays(date, 7 * step);
  if (filterType === 3) return addMonths(date, step);
  return addDays(date, step);
}
