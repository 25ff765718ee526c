import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { invitationPageSchema, invitationSchema, type Invitation } from '@contract/invitations';
import type { Role } from '@contract/users';
import { apiRequest } from '../../../lib/api-client';
import { tenantQueryKey } from '../../../lib/tenant';
import { invitationsKey } from './keys';

/** Pending invitations are few: one page of the maximum size is shown. */
export function useInvitationsQuery() {
  return useQuery({
    queryKey: invitationsKey,
    queryFn: async ({ signal }) =>
      invitationPageSchema.parse(await apiRequest<unknown>(apiPaths.invitations, { query: { page: 1, page_size: 100 }, signal })),
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
  useInvitationMutation(
    async (input: InviteInput): Promise<Invitation> =>
      invitationSchema.parse(await apiRequest<unknown>(apiPaths.invitations, { method: 'POST', body: input })),
    true,
  );

export const useResendInvitationMutation = () =>
  useInvitationMutation(async (id: string) =>
    invitationSchema.parse(await apiRequest<unknown>(apiPaths.invitationResend(id), { method: 'POST' })),
  );

export const useRevokeInvitationMutation = () =>
  useInvitationMutation(async (id: string) => apiRequest<void>(apiPaths.invitationRevoke(id), { method: 'POST' }));
