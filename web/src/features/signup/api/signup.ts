import { useMutation } from '@tanstack/react-query';
import { tenantApi, type SignupInput } from '@contract/tenant';
import { apiCall } from '../../../lib/api-call';
import { session } from '../../../lib/session';

/** `POST tenant/signup/`: creates the company and its admin, who is signed in by the reply. */
export async function signup(body: SignupInput) {
  return apiCall(tenantApi.signup, { body });
}

export function useSignupMutation() {
  return useMutation({
    mutationFn: signup,
    onSuccess: (reply) => session.signIn(reply.access, reply.refresh, reply.user),
    meta: { inlineError: true },
  });
}
