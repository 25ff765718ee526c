import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@contract/api-paths';
import { userSchema, type User, type updateMeSchema } from '@contract/users';
import { apiRequest } from '../../../lib/api-client';
import { session } from '../../../lib/session';

export type UpdateMeInput = z.infer<typeof updateMeSchema>;

/** `PATCH auth/me/ {full_name, phone, language}` → the updated user. */
export async function updateMe(input: UpdateMeInput): Promise<User> {
  return userSchema.parse(await apiRequest<unknown>(apiPaths.me, { method: 'PATCH', body: input }));
}

export function useUpdateMeMutation() {
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => session.updateUser(user),
    meta: { inlineError: true },
  });
}
