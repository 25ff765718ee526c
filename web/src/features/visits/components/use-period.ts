import { useSearchParams } from 'react-router';
import { filterTypes } from '@contract/visits';
import { searchWith } from '../../../lib/search-with';
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
    setParams(() =>
      // Another period is another list: back to its first page. Built on the address bar (lib/search-with.ts).
      searchWith({
        page: null,
        ...(next.filterType !== undefined && { period: next.filterType === 1 ? null : String(next.filterType) }),
        ...(next.date !== undefined && { date: next.date }),
      }),
    );
  return { filterType, date, set };
}

/** The date one period before or after (`step` −1 or 1): a day, a week or a month. */
export function shiftDate(date: string, filterType: FilterType, step: -1 | 1): string {
  if (filterType === 2) return addDays(date, 7 * step);
  if (filterType === 3) return addMonths(date, step);
  return addDays(date, step);
}
