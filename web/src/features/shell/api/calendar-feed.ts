import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarFeedApi } from '@contract/calendar-feed';
import { apiCall } from '../../../lib/api-call';

const feedKey = ['calendar-feed'] as const;

/** Whether the user has a feed link, and since when (the link itself is only in `useMakeCalendarFeed`'s answer). */
export function useCalendarFeedStatus() {
  return useQuery({
    queryKey: feedKey,
    queryFn: ({ signal }) => apiCall(calendarFeedApi.status, {}, { signal }),
    meta: { inlineError: true },
  });
}

/** A new link (the old one stops working): its answer is the one time the link is shown. */
export function useMakeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(calendarFeedApi.create, {}),
    onSuccess: (link) => queryClient.setQueryData(feedKey, { created_at: link.created_at }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(calendarFeedApi.revoke, {}),
    onSuccess: () => queryClient.setQueryData(feedKey, { created_at: null }),
  });
}
