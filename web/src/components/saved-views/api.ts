import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyIn } from '@contract/endpoint';
import { savedViewsApi, type SavedViewList } from '@contract/saved-views';
import { apiCall } from '../../lib/api-call';

const viewsKey = (list: SavedViewList) => ['saved-views', list] as const;

/** `GET saved-views/?list=`: the caller's views of a list, then the company's shared ones. */
export function useSavedViews(list: SavedViewList) {
  return useQuery({
    queryKey: viewsKey(list),
    queryFn: ({ signal }) => apiCall(savedViewsApi.list, { query: { list } }, { signal }),
    select: (reply) => reply.results,
    staleTime: 30_000,
    meta: { inlineError: true },
  });
}

/** Every change reads the list's views again: a rename can reorder them, a delete takes one away. */
function useViewMutation<V, R>(list: SavedViewList, call: (vars: V) => Promise<R>, inlineError: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { inlineError },
    onSettled: () => queryClient.invalidateQueries({ queryKey: viewsKey(list) }),
  });
}

/** `POST saved-views/`; the save modal shows its errors (a taken name on the name field). */
export const useCreateView = (list: SavedViewList) =>
  useViewMutation(list, (body: BodyIn<typeof savedViewsApi.create>) => apiCall(savedViewsApi.create, { body }), true);

/** `PATCH saved-views/:id` (rename, share, or the list's current query). */
export const useUpdateView = (list: SavedViewList, inlineError = true) =>
  useViewMutation(
    list,
    ({ id, ...body }: { id: string } & BodyIn<typeof savedViewsApi.update>) => apiCall(savedViewsApi.update, { params: { id }, body }),
    inlineError,
  );

/** `POST saved-views/:id/delete`; a failure is a notification (the confirmation has closed). */
export const useDeleteView = (list: SavedViewList) =>
  useViewMutation(list, (id: string) => apiCall(savedViewsApi.remove, { params: { id } }), false);
