import { useMutation } from '@tanstack/react-query';
import { authApi } from '@contract/auth';
import { apiCall } from '../../../lib/api-call';

/** `POST auth/password-reset/ {email}` → 202, whatever the address (nothing to learn from it). */
export function useRequestResetMutation() {
  return useMutation({
    mutationFn: (email: string) => apiCall(authApi.passwordReset, { body: { email } }),
    meta: { inlineError: true },
  });
}

/** `POST auth/password-reset/confirm/ {token, password}` → {email}; every session of the user ends. */
export function useConfirmResetMutation() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) => apiCall(authApi.passwordResetConfirm, { body: input }),
    meta: { inlineError: true },
  });
}
