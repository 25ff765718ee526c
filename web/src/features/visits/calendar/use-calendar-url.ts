import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { searchWith } from '../../../lib/search-with';
import { instantToZoned, isIsoDate } from '../../../lib/zoned-time';
import type { CalendarViewName } from './CalendarGrid';

/**
 * The calendar's place in the URL, in the list's own words (`period` 1 day, 2 week, 3 month,
 * and `date`), so a reload, a shared link or a switch to the list keeps the same days; and
 * the rep filter (`rep`).
 */
const viewOfPeriod: Record<string, CalendarViewName> = { '1': 'timeGridDay', '2': 'timeGridWeek', '3': 'dayGridMonth' };
const periodOfView: Record<string, string> = { timeGridDay: '1', timeGridWeek: '2', dayGridMonth: '3' };
const uuid = z.uuid();

export function useCalendarUrl(phone: boolean) {
  const [params, setParams] = useSearchParams();
  // No period chosen yet: a month on a screen wide enough for one, a day on a phone.
  const view = viewOfPeriod[params.get('period') ?? ''] ?? (phone ? 'timeGridDay' : 'dayGridMonth');
  const rawDate = params.get('date') ?? '';
  const rawRep = params.get('rep') ?? '';
  return {
    view,
    date: isIsoDate(rawDate) ? rawDate : undefined,
    rep: uuid.safeParse(rawRep).success ? rawRep : null,
    /** What the calendar shows now (after paging or a view change): replaces the URL, no history entry per page. */
    remember(viewType: string, currentStart: Date, timeZone: string) {
      const period = periodOfView[viewType];
      const date = instantToZoned(currentStart, timeZone).slice(0, 10);
      if (!period || (params.get('period') === period && params.get('date') === date)) return;
      // On the address bar, not on `prev` (lib/search-with.ts): the calendar reports its dates
      // late, and a query from the last render would undo a switch to the list made meanwhile.
      setParams(() => searchWith({ period, date }), { replace: true });
    },
    setRep(rep: string | null) {
      setParams(() => searchWith({ rep }));
    },
  };
}
