import { useQuery } from '@tanstack/react-query';
import { visitsApi } from '@contract/visits';
import { apiCall } from '../../../lib/api-call';
import { isApiError } from '../../../lib/api-error';

/** The shape the check endpoint accepts; anything else cannot be a receipt's token. */
export const receiptTokenPattern = /^[A-Za-z0-9_.-]{10,400}$/;

/**
 * `GET receipt/check/:token` (public, no session): the receipt's own figures when the
 * signature holds. A 404 (or a token the endpoint refuses) means "not a valid receipt".
 */
export function useReceiptCheck(token: string) {
  return useQuery({
    queryKey: ['receipt-check', token],
    queryFn: ({ signal }) => apiCall(visitsApi.checkReceipt, { params: { token } }, { signal }),
    enabled: receiptTokenPattern.test(token),
    staleTime: 60_000,
    retry: (count, err) => count < 2 && (!isApiError(err) || err.status === 0 || err.status >= 500),
    meta: { inlineError: true },
  });
}

/** The server's answer for a forged, altered or unknown token. */
export function isNotVerified(err: unknown): boolean {
  return isApiError(err) && (err.status === 404 || err.status === 400);
}
