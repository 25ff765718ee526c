import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { visitCalendarApi } from '@contract/visit-calendar';
import { apiCall } from '../../../lib/api-call';
import { visitsKey } from '../api/visits';

export interface CalendarRange {
  start: string;
  end: string;
  assigned_to?: string;
}

/**
 * `GET visit/calender` for the days on screen. Under `['visits', …]`, so every visit change
 * (planning, check-in, approval…) that refreshes the lists refreshes the calendar too.
 */
export function useVisitCalendar(range: CalendarRange | null) {
  return useQuery({
    queryKey: [...visitsKey, 'calendar', range],
    queryFn: ({ signal }) => apiCall(visitCalendarApi.calendar, { query: range! }, { signal }),
    enabled: range !== null,
    // Paging to the next month keeps the last one on screen (under the loading veil) until it arrives.
    placeholderData: keepPreviousData,
    meta: { inlineError: true },
  });
}

/** `POST visit/reschedule/{id}`: the caller reverts the drop and says why when it fails. */
export function useReschedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, planned_at }: { id: string; planned_at: string }) =>
      apiCall(visitCalendarApi.reschedule, { params: { id }, body: { planned_at } }),
    meta: { inlineError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: visitsKey }),
  });
}
