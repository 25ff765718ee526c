import { authApi } from '@contract/auth';
import type { User } from '@contract/users';
import { apiCall } from '../../../lib/api-call';
import { isApiError } from '../../../lib/api-error';
import { session } from '../../../lib/session';
import { tokenStore } from '../../../lib/storage';
import { refreshTokens } from '../../../lib/api-client';

/**
 * `POST auth/verify/ {token}` → the user the token belongs to. It changes nothing, so with no
 * answer in a few seconds it is given up (lie-fi): the phone's copy opens meanwhile.
 */
export async function verifyToken(token: string): Promise<User> {
  return apiCall(authApi.verify, { body: { token } }, { limitWait: true });
}

export type VerifyOutcome = 'ok' | 'rejected' | 'unreachable' | 'offline';

/**
 * A failure that says nothing about the session: no answer at all ("offline": the phone works
 * on what it keeps, issue 14), or the server failing (5xx). Null: the server answered.
 */
const notAnswered = (err: unknown): VerifyOutcome | null =>
  // A 429 that outlasted the client's waits (lib/rate-limit-wait.ts) is the server being busy, not a refusal.
  !isApiError(err) || err.status >= 500 || err.status === 429 ? 'unreachable' : err.status === 0 ? 'offline' : null;

/**
 * The guard's step 3 (spec §2). An expired access token is refreshed once first, because a
 * reload after 15 minutes must not end a session the refresh token still keeps alive.
 * "rejected" clears the stored session; "offline" (no answer) and "unreachable" (5xx) keep it to retry.
 */
export async function verifyStoredSession(): Promise<VerifyOutcome> {
  const token = tokenStore.getAccess();
  if (!token) return 'rejected';
  try {
    session.markVerified(token, await verifyToken(token));
    return 'ok';
  } catch (err) {
    const failed = notAnswered(err);
    if (failed) return failed;
    if (isApiError(err) && err.status === 401 && tokenStore.getRefresh()) {
      try {
        const refreshed = await refreshTokens();
        const fresh = tokenStore.getAccess();
        if (refreshed && fresh) {
          session.markVerified(fresh, await verifyToken(fresh));
          return 'ok';
        }
      } catch (retryErr) {
        const retryFailed = notAnswered(retryErr);
        if (retryFailed) return retryFailed;
      }
    }
    session.clear();
    return 'rejected';
  }
}
