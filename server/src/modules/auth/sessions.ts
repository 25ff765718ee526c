import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_DAYS } from '@contract/auth';
import type { Tx } from '../../db/tenant-tx';
import type { UserRow } from '../users/users.repository';
import { insertRefreshToken } from './refresh-tokens.repository';
import { newTenantToken } from '../../lib/tenant-token';
import type { TokenSigner } from './tokens';

/**
 * Issues an access token and a refresh token (in `familyId`, or a new family at sign-in).
 * The family is the session: the access token names it, so ending it ends both.
 */
export async function issueTokens(tx: Tx, signer: TokenSigner, user: UserRow, familyId: string = randomUUID()) {
  const refresh = newTenantToken(user.tenantId);
  await insertRefreshToken(tx, {
    tenantId: user.tenantId,
    userId: user.id,
    familyId,
    tokenHash: refresh.hash,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 86_400_000),
  });
  const access = await signer.signAccess({ userId: user.id, tenantId: user.tenantId, role: user.role, sessionId: familyId });
  return { access, refresh: refresh.token };
}
