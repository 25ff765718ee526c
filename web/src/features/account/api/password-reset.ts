import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { passwordResetConfirmReplySchema } from '@contract/auth';
import { apiRequest } from '../../../lib/api-client';

/** `POST auth/password-reset/ {email}` → 202, whatever the address (nothing to learn from it). */
export function useRequestResetMutation() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<unknown>(apiPaths.passwordReset, { method: 'POST', body: { email: email.trim().toLowerCase() }, auth: false }),
    meta: { inlineError: true },
  });
}

/** `POST auth/password-reset/confirm/ {token, password}` → {email}; every session of the user ends. */
export function useConfirmResetMutation() {
  return useMutation({
    mutationFn: async (input: { token: string; password: string }) =>
      passwordResetConfirmReplySchema.parse(
        await apiRequest<unknown>(apiPaths.passwordResetConfirm, { method: 'POST', body: input, auth: false }),
      ),
    meta: { inlineError: true },
  });
}
