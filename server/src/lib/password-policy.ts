import { PASSWORD_RULE_MESSAGE, passwordProblem } from '@contract/password-strength';
import { AppError } from './app-error';

/**
 * Refuses a password that breaks the contract's rule (too short, or guessable from common
 * passwords or from the person's own name, e-mail and company) with a 400 naming the field.
 * Every place that sets a password calls it: sign-up, creating a user, an admin's reset,
 * changing one's own, a reset link and an accepted invitation.
 */
export async function assertStrongPassword(field: string, password: string, personal: readonly string[]): Promise<void> {
  if (!(await passwordProblem(password, personal))) return;
  throw new AppError('weak_password', PASSWORD_RULE_MESSAGE, { fields: { [field]: PASSWORD_RULE_MESSAGE } });
}
