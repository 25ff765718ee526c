import { useMutation } from '@tanstack/react-query';
import { authApi } from '@contract/auth';
import { apiCall } from '../../../lib/api-call';
import { tokenStore } from '../../../lib/storage';

export interface ChangePasswordInput {
  current_password: string;
  new_password: string;
}

/**
 * `POST auth/change-password/`. The server ends every other session and answers with new
 * tokens for this one: keep them so this tab stays signed in.
 */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  const tokens = await apiCall(authApi.changePassword, { body: input });
  tokenStore.setTokens(tokens.access, tokens.refresh);
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword, meta: { inlineError: true } });
}
