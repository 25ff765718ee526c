import { useMutation } from '@tanstack/react-query';
import { tenantApi } from '@contract/tenant';
import { apiCall } from '../../../lib/api-call';

/** `POST tenant/signup/verify-email/ {email}`: e-mails a 6-digit code. */
export function requestSignupCode(email: string): Promise<unknown> {
  return apiCall(tenantApi.requestCode, { body: { email } });
}

export function useRequestCodeMutation() {
  return useMutation({ mutationFn: requestSignupCode, meta: { inlineError: true } });
}
