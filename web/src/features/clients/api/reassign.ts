import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clientReassignApi, type ReassignClientsInput } from '@contract/client-reassign';
import { apiCall } from '../../../lib/api-call';

/**
 * What reassigning `ids` to `assignedTo` would move: the counts beside the options and in the
 * confirmation. Never kept stale: the counts must be the ones the manager commits to.
 */
export function useReassignPreview(ids: string[], assignedTo: string | null) {
  return useQuery({
    queryKey: ['client-reassign-preview', ids, assignedTo],
    queryFn: ({ signal }) =>
      apiCall(clientReassignApi.preview, { body: { ids, ...(assignedTo ? { assigned_to: assignedTo } : {}) } }, { signal }),
    enabled: ids.length > 0,
    staleTime: 0,
    gcTime: 0,
    meta: { inlineError: true },
  });
}

/**
 * Hands the clients (and, when asked, their visits and tasks) to another rep. Lists of
 * clients, visits, tasks and the dashboard may all hold a row that changed hands, so every
 * query is refreshed, not only the clients'.
 */
export function useReassignClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReassignClientsInput) => apiCall(clientReassignApi.reassign, { body }),
    meta: { inlineError: true },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
