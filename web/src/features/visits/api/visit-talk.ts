import { useMutation, useQueryClient } from '@tanstack/react-query';
import { visitTalkApi } from '@contract/visit-talk';
import { apiCall } from '../../../lib/api-call';
import { unreadKey } from '../../../lib/unread';
import { visitsKey } from './visits';

/** `POST visit/messages/read/{id}`: the reader opened the conversation; their badges update from the reply. */
export function useMarkRead(visitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(visitTalkApi.markRead, { params: { id: visitId } }),
    meta: { inlineError: true },
    onSuccess: (unread) => {
      queryClient.setQueryData(unreadKey, unread);
      void queryClient.invalidateQueries({ queryKey: [...visitsKey, 'details', visitId] });
    },
  });
}

/** `POST visit/rating-link/{id}`: a fresh 14-day link for the customer. */
export const useRatingLink = (visitId: string) =>
  useMutation({ mutationFn: () => apiCall(visitTalkApi.ratingLink, { params: { id: visitId } }) });
