import type { ReactNode } from 'react';
import { passwordProblem } from '@contract/password-strength';
import { PASSWORD_MIN } from '@contract/users';
import { focusFirstInvalid } from './focus-first-invalid';
import { vmsg } from './validation';

/**
 * The contract's password rule before a form is sent: null when the password is fine,
 * otherwise the message to show under the field. It is asynchronous (the estimator's
 * dictionaries load on first use), so forms call it in their submit handler.
 */
export async function passwordRuleError(password: string, personal: readonly string[]): Promise<ReactNode | null> {
  const problem = await passwordProblem(password, personal);
  if (problem === 'too_short') return vmsg('tooShort', { min: PASSWORD_MIN });
  return problem ? vmsg('weakPassword') : null;
}

interface FormWithErrors {
  setFieldError: (path: string, error: ReactNode) => void;
}

/**
 * For submit handlers: when the password breaks the rule, marks the field, focuses it and
 * answers true (the handler then stops); otherwise false.
 */
export async function refuseWeakPassword(
  form: FormWithErrors,
  field: string,
  password: string,
  personal: readonly string[],
): Promise<boolean> {
  const error = await passwordRuleError(password, personal);
  if (!error) return false;
  form.setFieldError(field, error);
  focusFirstInvalid(null, null);
  return true;
}
