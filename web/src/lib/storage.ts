import { storageKeys } from '@contract/auth';
import { userSchema, type User } from '@contract/users';

/**
 * localStorage access under the spec's keys (§9). Every read/write is guarded because
 * storage can throw (private mode, quota, disabled cookies) and the app must still run.
 */
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the session simply will not survive a reload.
  }
}

export const tokenStore = {
  getAccess: () => read(storageKeys.accessToken),
  getRefresh: () => read(storageKeys.refreshToken),
  setTokens(access: string, refresh?: string) {
    write(storageKeys.accessToken, access);
    if (refresh !== undefined) write(storageKeys.refreshToken, refresh);
  },
  clearAccess: () => write(storageKeys.accessToken, null),
  clear() {
    write(storageKeys.accessToken, null);
    write(storageKeys.refreshToken, null);
    write(storageKeys.user, null);
  },
};

/** The stored user is re-validated: a tampered or outdated value is treated as absent. */
export function readStoredUser(): User | null {
  const raw = read(storageKeys.user);
  if (!raw) return null;
  try {
    const parsed = userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStoredUser(user: User | null): void {
  write(storageKeys.user, user ? JSON.stringify(user) : null);
}

export const prefsStore = {
  getLang: () => read(storageKeys.lang),
  setLang: (lang: string) => write(storageKeys.lang, lang),
};

/** sessionStorage: tab-scoped, used by the sign-up draft so it survives a reload only. */
export const sessionStore = {
  get(key: string): string | null {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null): void {
    try {
      if (value === null) window.sessionStorage.removeItem(key);
      else window.sessionStorage.setItem(key, value);
    } catch {
      // Ignore: the draft then lives only in memory for this page.
    }
  },
};
