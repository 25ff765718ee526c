import { useMutation } from '@tanstack/react-query';
import { usersApi } from '@contract/users';
import { apiCall } from '../../../lib/api-call';

export interface ResetPasswordInput {
  id: string;
  password: string;
}

/** `POST reset/password/{id} {password}`: the server also signs that user out everywhere. */
export async function resetPassword({ id, password }: ResetPasswordInput): Promise<void> {
  await apiCall(usersApi.resetPassword, { params: { id }, body: { password } });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword, meta: { inlineError: true } });
}
