import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { authApi } from '@contract/auth';
import type { User, updateMeSchema } from '@contract/users';
import { apiCall } from '../../../lib/api-call';
import { session } from '../../../lib/session';

export type UpdateMeInput = z.infer<typeof updateMeSchema>;

/** `PATCH auth/me/ {full_name, phone, language}` → the updated user. */
export async function updateMe(input: UpdateMeInput): Promise<User> {
  return apiCall(authApi.updateMe, { body: input });
}

export function useUpdateMeMutation() {
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => session.updateUser(user),
    meta: { inlineError: true },
  });
}
