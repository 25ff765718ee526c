import { useSyncExternalStore } from 'react';
import { storageKeys } from '@contract/auth';
import type { User } from '@contract/users';
import { readStoredUser, tokenStore, writeStoredUser } from './storage';

/**
 * The signed-in session. `authenticated` lives only in memory: after a reload the route
 * guard must verify the stored token once more (spec §2, step 3) before trusting it.
 */
export interface SessionState {
  user: User | null;
  authenticated: boolean;
  /** Ended by the user (logout), not by expiry: the next login starts at /app, not where they were. */
  loggedOut: boolean;
}

let state: SessionState = { user: readStoredUser(), authenticated: false, loggedOut: false };
const listeners = new Set<() => void>();

function set(next: SessionState) {
  state = next;
  listeners.forEach((l) => l());
}

export const session = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** After login: both tokens, the user, and the session is trusted. */
  signIn(access: string, refresh: string, user: User) {
    tokenStore.setTokens(access, refresh);
    writeStoredUser(user);
    set({ user, authenticated: true, loggedOut: false });
  },
  /** After the guard's successful verify call. */
  markVerified(access: string, user: User) {
    tokenStore.setTokens(access);
    writeStoredUser(user);
    set({ user, authenticated: true, loggedOut: false });
  },
  updateUser(user: User) {
    writeStoredUser(user);
    set({ ...state, user });
  },
  /** Logout, failed refresh, failed verify: drop everything the browser keeps. */
  clear(reason: 'logout' | 'expired' = 'expired') {
    tokenStore.clear();
    set({ user: null, authenticated: false, loggedOut: reason === 'logout' });
  },
};

// Logout in another tab removes the shared tokens: follow it here instead of failing later.
if (typeof window !== 'undefined' && typeof window.addEventListener === 'function') {
  window.addEventListener('storage', (event) => {
    const tokenGone = event.key === null || (event.key === storageKeys.accessToken && event.newValue === null);
    if (tokenGone && state.authenticated && !tokenStore.getAccess()) set({ user: null, authenticated: false, loggedOut: true });
  });
}

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

export function useCurrentUser(): User | null {
  return useSession().user;
}
