import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FILE_MAX_BYTES } from '@contract/files';
import { visitTalkApi } from '@contract/visit-talk';
import { apiCall } from '../../../lib/api-call';
import { unreadKey } from '../../../lib/unread';
import { uploadTo } from '../../../lib/upload';
import { visitsKey } from './visits';

/** `POST send/visit/message`: text, an attachment, or both; the visit's details reload with it. */
export function useSendMessage(visitId: string, userName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, file, onProgress }: { message: string; file: File | null; onProgress: (fraction: number) => void }) =>
      uploadTo(visitTalkApi.send, file, {
        fields: { visit: visitId, message, user_name: userName },
        fileField: 'attachment',
        maxBytes: FILE_MAX_BYTES,
        onProgress,
      }),
    meta: { inlineError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...visitsKey, 'details', visitId] }),
  });
}

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
