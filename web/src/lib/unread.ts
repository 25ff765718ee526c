import { useQuery } from '@tanstack/react-query';
import { visitTalkApi } from '@contract/visit-talk';
import { can } from '@contract/permissions';
import { apiCall } from './api-call';
import { useCurrentUser } from './session';

/**
 * Under the visits key: every live visit or message event refreshes it with the rest. Shared
 * by the navigation's badge and the visits list's per-row badges.
 */
export const unreadKey = ['visits', 'unread'] as const;

/** `GET visit/messages/unread`: the caller's unread messages, in total and per visit. */
export function useUnread() {
  const user = useCurrentUser();
  return useQuery({
    queryKey: unreadKey,
    queryFn: ({ signal }) => apiCall(visitTalkApi.unread, {}, { signal }),
    enabled: !!user && can(user.role, 'visits.work'),
    staleTime: 30_000,
    meta: { inlineError: true },
  });
}
