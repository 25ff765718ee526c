import { useMutation } from '@tanstack/react-query';
import { authApi, type LoginReply } from '@contract/auth';
import { apiCall } from '../../../lib/api-call';
import { session } from '../../../lib/session';

export interface LoginInput {
  email: string;
  password: string;
}

/** `POST auth/login/` → {access, refresh, user}. No bearer: there is no session yet. */
export async function login(input: LoginInput): Promise<LoginReply> {
  const body = { email: input.email.trim().toLowerCase(), password: input.password };
  return apiCall(authApi.login, { body });
}

export function useLoginMutation() {
  return useMutation({
    mutationFn: login,
    onSuccess: (reply) => session.signIn(reply.access, reply.refresh, reply.user),
    meta: { inlineError: true },
  });
}
