import { useMutation } from '@tanstack/react-query';
import { tenantApi, type SignupInput } from '@contract/tenant';
import { apiCall } from '../../../lib/api-call';
import { currentLanguage } from '../../../lib/i18n';
import { session } from '../../../lib/session';

/**
 * `POST tenant/signup/`: creates the company and its admin, who is signed in by the reply.
 * The admin's profile language is the one on screen now: once signed in, the profile's
 * language rules (lib/i18n.ts), so leaving it out would switch an Arabic owner to English.
 */
export async function signup(body: SignupInput) {
  return apiCall(tenantApi.signup, { body: { ...body, language: currentLanguage() } });
}

export function useSignupMutation() {
  return useMutation({
    mutationFn: signup,
    onSuccess: (reply) => session.signIn(reply.access, reply.refresh, reply.user),
    meta: { inlineError: true },
  });
}
