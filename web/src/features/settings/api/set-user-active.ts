import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi } from '@contract/users';
import { apiCall } from '../../../lib/api-call';
import { tenantQueryKey } from '../../../lib/tenant';
import { usersKey } from './keys';

export interface SetUserActiveInput {
  id: string;
  is_active: boolean;
}

/** `POST deactivate/user/{id} {is_active}`: explicit, so a double click cannot toggle twice. */
export async function setUserActive({ id, is_active }: SetUserActiveInput): Promise<void> {
  await apiCall(usersApi.setActive, { params: { id }, body: { is_active } });
}

export function useSetUserActiveMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserActive,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: usersKey });
      void queryClient.invalidateQueries({ queryKey: tenantQueryKey });
    },
  });
}
