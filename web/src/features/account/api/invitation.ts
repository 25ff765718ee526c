import { useMutation, useQuery } from '@tanstack/react-query';
import { invitationsApi } from '@contract/invitations';
import type { Language } from '@contract/users';
import { apiCall } from '../../../lib/api-call';
import { session } from '../../../lib/session';

/** `POST auth/invitation/ {token}` → who invites, to which company (no session yet). */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['invitation-preview', token],
    queryFn: () => apiCall(invitationsApi.preview, { body: { token } }),
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
    mutationFn: (input: AcceptInput) => apiCall(invitationsApi.accept, { body: input }),
    onSuccess: (reply) => session.signIn(reply.access, reply.refresh, reply.user),
    meta: { inlineError: true },
  });
}
