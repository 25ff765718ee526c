import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { apiRequest } from '../../../lib/api-client';

export interface ResetPasswordInput {
  id: string;
  password: string;
}

/** `POST reset/password/{id} {password}`: the server also signs that user out everywhere. */
export async function resetPassword({ id, password }: ResetPasswordInput): Promise<void> {
  await apiRequest(apiPaths.resetPassword(id), { method: 'POST', body: { password } });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword, meta: { inlineError: true } });
}
