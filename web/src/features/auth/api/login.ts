import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { loginReplySchema, type LoginReply } from '@contract/auth';
import { apiRequest } from '../../../lib/api-client';
import { session } from '../../../lib/session';

export interface LoginInput {
  email: string;
  password: string;
}

/** `POST auth/login/` → {access, refresh, user}. No bearer: there is no session yet. */
export async function login(input: LoginInput): Promise<LoginReply> {
  const body = { email: input.email.trim().toLowerCase(), password: input.password };
  const reply = await apiRequest<unknown>(apiPaths.login, { method: 'POST', body, auth: false });
  return loginReplySchema.parse(reply);
}

export function useLoginMutation() {
  return useMutation({
    mutationFn: login,
    onSuccess: (reply) => session.signIn(reply.access, reply.refresh, reply.user),
    meta: { inlineError: true },
  });
}
