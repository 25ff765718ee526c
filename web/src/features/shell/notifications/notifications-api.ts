import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationsApi, type EmailChoices, type NotificationPage } from '@contract/notifications';
import { apiCall } from '../../../lib/api-call';

/** The key the live stream refreshes when a notification arrives (lib/live-events.ts). */
export const notificationsKey = ['notifications'] as const;
const listKey = [...notificationsKey, 'list'] as const;
const emailKey = [...notificationsKey, 'email'] as const;

/** The bell shows the newest; older ones are rarely opened once read. */
export const BELL_PAGE_SIZE = 20;

export function useNotificationsQuery() {
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }) => apiCall(notificationsApi.list, { query: { page: 1, page_size: BELL_PAGE_SIZE } }, { signal }),
    meta: { inlineError: true },
  });
}

/** Marks one read; the bell's count drops at once, then the list is fetched again. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(notificationsApi.read, { params: { id } }),
    onMutate: (id) =>
      queryClient.setQueryData<NotificationPage>(listKey, (page) => {
        const target = page?.results.find((n) => n.id === id);
        if (!page || !target || target.read_at) return page;
        const now = new Date().toISOString();
        return {
          ...page,
          unread: Math.max(0, page.unread - 1),
          results: page.results.map((n) => (n.id === id ? { ...n, read_at: now } : n)),
        };
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(notificationsApi.readAll, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

export function useEmailChoices() {
  return useQuery({
    queryKey: emailKey,
    queryFn: ({ signal }) => apiCall(notificationsApi.emailChoices, {}, { signal }),
    meta: { inlineError: true },
  });
}

export function useSaveEmailChoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmailChoices) => apiCall(notificationsApi.setEmailChoices, { body }),
    meta: { inlineError: true },
    onSuccess: (saved) => queryClient.setQueryData(emailKey, saved),
  });
}
