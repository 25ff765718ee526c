import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clientHistoryApi } from '@contract/client-history';
import { apiCall } from '../../../lib/api-call';
import { detailsKey, filesKey } from './clients';
import { HISTORY_PAGE_SIZE, historyKey } from './history';

/**
 * The client page's details, read with the rest of its first screen in one call
 * (`client/:id/page`): the figures, the first page of visits and the files land in their own
 * queries' caches, so the sections below render without asking again. After a write each
 * section refreshes through its own call.
 */
export function useClientFirstScreen(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: detailsKey(id),
    queryFn: async ({ signal }) => {
      const query = { page: 1, page_size: HISTORY_PAGE_SIZE };
      const screen = await apiCall(clientHistoryApi.firstScreen, { params: { id }, query }, { signal });
      queryClient.setQueryData(historyKey(id, 'summary'), screen.summary);
      queryClient.setQueryData(historyKey(id, 'visits', 1), screen.visits);
      queryClient.setQueryData(filesKey(id), screen.files);
      return screen.client;
    },
    meta: { inlineError: true },
    retry: (count, err) => count < 2 && !(err as { status?: number }).status?.toString().startsWith('4'),
  });
}
