import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { apiRequest } from '../../../lib/api-client';
import { tenantQueryKey } from '../../../lib/tenant';
import { usersKey } from './keys';

export interface SetUserActiveInput {
  id: string;
  is_active: boolean;
}

/** `POST deactivate/user/{id} {is_active}`: explicit, so a double click cannot toggle twice. */
export async function setUserActive({ id, is_active }: SetUserActiveInput): Promise<void> {
  await apiRequest(apiPaths.deactivateUser(id), { method: 'POST', body: { is_active } });
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
