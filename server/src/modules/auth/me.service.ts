import type { RefreshReply } from '@contract/auth';
import type { User } from '@contract/users';
import type { Tx } from '../../db/tenant-tx';
import { fieldError } from '../../lib/app-error';
import { assertStrongPassword } from '../../lib/password-policy';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { toUserDto } from '../users/user-dto';
import { storedUserPhone } from '../users/user-phone';
import { updateUser, type UserRow } from '../users/users.repository';
import { revokeAllForUser } from './refresh-tokens.repository';
import { issueTokens } from './sessions';
import type { TokenSigner } from './tokens';

export const show = (user: UserRow): User => toUserDto(user);

export async function update(tx: Tx, user: UserRow, input: { full_name: string; phone: string; language: 'en' | 'ar' }): Promise<User> {
  const phone = await storedUserPhone(tx, input.phone);
  const row = await updateUser(tx, user.id, { fullName: input.full_name, phone, language: input.language });
  return toUserDto(row ?? user);
}

/** A new password ends every other session; this one continues with the tokens returned. */
export async function changePassword(
  tx: Tx,
  signer: TokenSigner,
  user: UserRow,
  input: { current_password: string; new_password: string },
): Promise<RefreshReply> {
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw fieldError('current_password', 'The current password is not correct');
  }
  await assertStrongPassword('new_password', input.new_password, [user.email, user.fullName]);
  await updateUser(tx, user.id, { passwordHash: await hashPassword(input.new_password) });
  await revokeAllForUser(tx, user.id);
  return issueTokens(tx, signer, user);
}
