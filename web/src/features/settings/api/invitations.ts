import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invitationsApi, type Invitation } from '@contract/invitations';
import type { Role } from '@contract/users';
import { apiCall } from '../../../lib/api-call';
import { tenantQueryKey } from '../../../lib/tenant';
import { invitationsKey } from './keys';

/** Pending invitations are few: one page of the maximum size is shown. */
export function useInvitationsQuery() {
  return useQuery({
    queryKey: invitationsKey,
    queryFn: ({ signal }) => apiCall(invitationsApi.list, { query: { page: 1, page_size: 100 } }, { signal }),
    placeholderData: keepPreviousData,
    meta: { inlineError: true },
  });
}

/** Every change to invitations moves seats: the company's counts are refreshed too. */
function useInvitationMutation<I, R>(fn: (input: I) => Promise<R>, inlineError = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { inlineError },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: invitationsKey });
      void queryClient.invalidateQueries({ queryKey: tenantQueryKey });
    },
  });
}

export interface InviteInput {
  email: string;
  full_name: string;
  role: Role;
}

/** `POST invitations/` → 201; 409 plan_user_limit when no seat is free. */
export const useInviteMutation = () =>
  useInvitationMutation((input: InviteInput): Promise<Invitation> => apiCall(invitationsApi.create, { body: input }), true);

export const useResendInvitationMutation = () => useInvitationMutation((id: string) => apiCall(invitationsApi.resend, { params: { id } }));

export const useRevokeInvitationMutation = () => useInvitationMutation((id: string) => apiCall(invitationsApi.revoke, { params: { id } }));
