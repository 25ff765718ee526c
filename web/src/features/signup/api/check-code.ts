import { useMutation } from '@tanstack/react-query';
import { tenantApi } from '@contract/tenant';
import { apiCall } from '../../../lib/api-call';

export interface CheckCodeInput {
  email: string;
  code: string;
}

/** `POST tenant/signup/verify-email/check/` → 200 {valid:true}, or 400 invalid_code. */
export async function checkSignupCode(input: CheckCodeInput): Promise<void> {
  await apiCall(tenantApi.checkCode, { body: { email: input.email, code: input.code.trim() } });
}

export function useCheckCodeMutation() {
  return useMutation({ mutationFn: checkSignupCode, meta: { inlineError: true } });
}
