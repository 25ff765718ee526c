import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { signupReplySchema, type SignupInput } from '@contract/tenant';
import { apiRequest } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/** `POST tenant/signup/`: creates the company and its admin, who is signed in by the reply. */
export async function signup(body: SignupInput) {
  return signupReplySchema.parse(await apiRequest<unknown>(apiPaths.signup, { method: 'POST', body, auth: false }));
}

export function useSignupMutation() {
  return useMutation({
    mutationFn: signup,
    onSuccess: (reply) => session.signIn(reply.access, reply.refresh, reply.user),
    meta: { inlineError: true },
  });
}
