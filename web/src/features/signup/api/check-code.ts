import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@contract/api-paths';
import { apiRequest } from '../../../lib/api-client';

export interface CheckCodeInput {
  email: string;
  code: string;
}

/** `POST tenant/signup/verify-email/check/` → 200 {valid:true}, or 400 invalid_code. */
export async function checkSignupCode(input: CheckCodeInput): Promise<void> {
  await apiRequest(apiPaths.signupCheckCode, {
    method: 'POST',
    body: { email: input.email.trim().toLowerCase(), code: input.code.trim() },
    auth: false,
  });
}

export function useCheckCodeMutation() {
  return useMutation({ mutationFn: checkSignupCode, meta: { inlineError: true } });
}
