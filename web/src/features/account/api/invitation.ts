import { useMutation, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { loginReplySchema } from '@contract/auth';
import { invitationPreviewSchema } from '@contract/invitations';
import type { Language } from '@contract/users';
import { apiRequest } from '../../../lib/api-client';
import { session } from '../../../lib/session';

/** `POST auth/invitation/ {token}` → who invites, to which company (no session yet). */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation-preview', token],
    queryFn: async () =>
      invitationPreviewSchema.parse(
        await apiRequest<unknown>(apiPaths.invitationPreview, { method: 'POST', body: { token }, auth: false }),
      ),
    enabled: token !== '',
    retry: false,
    meta: { inlineError: true },
  });
}

export interface AcceptInput {
  token: string;
  full_name: string;
  phone: string;
  password: string;
  language: Language;
}

/** `POST auth/invitation/accept/` → a log-in reply: the invitee lands signed in. */
export function useAcceptInvitationMutation() {
  return useMutation({
    mutationFn: async (input: AcceptInput) =>
      loginReplySchema.parse(await apiRequest<unknown>(apiPaths.invitationAccept, { method: 'POST', body: input, auth: false })),
    onSuccess: (reply) => session.signIn(reply.access, reply.refresh, reply.user),
    meta: { inlineError: true },
  });
}
