import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientMergeApi } from '@contract/client-merge';
import { apiCall } from '../../../lib/api-call';

/**
 * Folds `merge_id` into `keep_id`. Every list may hold a row that moved (visits, tasks,
 * meetings, maintenance, files), so every query is refreshed, not only the clients'.
 */
export function useMergeClients() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { keep_id: string; merge_id: string }) => apiCall(clientMergeApi.merge, { body }),
    meta: { inlineError: true },
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
