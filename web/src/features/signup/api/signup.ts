import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import type { SignupInput } from '@contract/tenant';
import { apiRequest } from '../../../lib/api-client';

/** `POST tenant/signup/`: creates the company and its admin. The body is already validated. */
export function signup(body: SignupInput): Promise<unknown> {
  return apiRequest(apiPaths.signup, { method: 'POST', body, auth: false });
}

export function useSignupMutation() {
  return useMutation({ mutationFn: signup, meta: { inlineError: true } });
}
