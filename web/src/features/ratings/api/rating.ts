import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { visitTalkApi } from '@contract/visit-talk';
import { apiCall } from '../../../lib/api-call';
import { isApiError } from '../../../lib/api-error';

/** The shape a rating link's token has; anything else is not a link of ours. */
export const ratingTokenPattern = /^[A-Za-z0-9_-]{10,400}$/;

const formKey = (token: string) => ['visit-rating', token] as const;

/** `GET visit/rate/{token}` (public): the company, the rep, the day, and the rating if given. */
export function useRatingForm(token: string) {
  return useQuery({
    queryKey: formKey(token),
    queryFn: ({ signal }) => apiCall(visitTalkApi.ratingForm, { params: { token } }, { signal }),
    enabled: ratingTokenPattern.test(token),
    staleTime: Infinity,
    retry: (count, err) => count < 2 && (!isApiError(err) || err.status === 0 || err.status >= 500),
    meta: { inlineError: true },
  });
}

/** `POST visit/rate` (public): the customer's one rating; the page then shows it. */
export function useRate(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { rating: number; comment: string }) => apiCall(visitTalkApi.rate, { body: { token, ...input } }),
    meta: { inlineError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formKey(token) }),
  });
}

/** Why a link cannot be used, from the server's code (null: another failure, worth a retry). */
export function linkProblem(err: unknown): 'invalid' | 'expired' | 'used' | null {
  if (!isApiError(err)) return null;
  if (err.code === 'rating_link_expired') return 'expired';
  if (err.code === 'rating_already_given') return 'used';
  if (err.code === 'rating_link_invalid' || err.status === 404 || err.status === 400) return 'invalid';
  return null;
}
