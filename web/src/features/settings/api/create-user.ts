import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { userSchema, type CreateUserInput, type User } from '@contract/users';
import { apiRequest } from '../../../lib/api-client';
import { tenantQueryKey } from '../../../lib/tenant';
import { usersKey } from './keys';

/** `POST list/tenant/user/` → 201 User; 409 plan_user_limit past the plan's limit. */
export async function createUser(input: CreateUserInput): Promise<User | null> {
  return userSchema.safeParse(await apiRequest<unknown>(apiPaths.users, { method: 'POST', body: input })).data ?? null;
}

export function useCreateUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    meta: { inlineError: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: usersKey });
      void queryClient.invalidateQueries({ queryKey: tenantQueryKey }); // seats_used changed
    },
  });
}
