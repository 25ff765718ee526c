import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersApi, type CreateUserInput, type User } from '@contract/users';
import { apiCall } from '../../../lib/api-call';
import { tenantQueryKey } from '../../../lib/tenant';
import { usersKey } from './keys';

/** `POST list/tenant/user/` → 201 User; 409 plan_user_limit past the plan's limit. */
export function createUser(input: CreateUserInput): Promise<User> {
  return apiCall(usersApi.create, { body: input });
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
