import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { refreshReplySchema } from '@contract/auth';
import { apiRequest } from '../../../lib/api-client';
import { tokenStore } from '../../../lib/storage';

export interface ChangePasswordInput {
  current_password: string;
  new_password: string;
}

/**
 * `POST auth/change-password/`. If the server rotates the session on a password change and
 * answers with new tokens, keep them so this tab stays signed in.
 */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  const reply = await apiRequest<unknown>(apiPaths.changePassword, { method: 'POST', body: input });
  const tokens = refreshReplySchema.safeParse(reply);
  if (tokens.success) tokenStore.setTokens(tokens.data.access, tokens.data.refresh);
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword, meta: { inlineError: true } });
}
