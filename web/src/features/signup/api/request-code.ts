import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { apiRequest } from '../../../lib/api-client';

/** `POST tenant/signup/verify-email/ {email}`: e-mails a 6-digit code. */
export function requestSignupCode(email: string): Promise<unknown> {
  return apiRequest(apiPaths.signupRequestCode, { method: 'POST', body: { email: email.trim().toLowerCase() }, auth: false });
}

export function useRequestCodeMutation() {
  return useMutation({ mutationFn: requestSignupCode, meta: { inlineError: true } });
}
